/** The applicant's personal information (business.md §3.4): visa types and genders. */

export const visaTypes = ['J1', 'H1B', 'F1', 'O1', 'TN', 'Other'] as const;
export type VisaType = (typeof visaTypes)[number];

export const genders = ['Female', 'Male', 'NonBinary', 'NotDisclosed'] as const;
export type Gender = (typeof genders)[number];
