/** Phone types of platform.md §3, stored as their numbers: Home=0, Cell=1, Office=2. */

export const phoneTypes = { Home: 0, Cell: 1, Office: 2 } as const;
export type PhoneType = (typeof phoneTypes)[keyof typeof phoneTypes];
export const phoneTypeValues = [0, 1, 2] as const satisfies readonly PhoneType[];
