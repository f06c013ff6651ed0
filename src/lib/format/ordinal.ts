/** 1st, 2nd, 3rd, 4th…; 11th, 12th, 13th (teens use th); 21st, 112th. */
export function ordinal(value: number): string {
  const n = Math.trunc(value);
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
