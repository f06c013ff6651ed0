/**
 * US federal public holidays (5 U.S.C. 6103) on their calendar dates, for the match calendar:
 * programs and applicants plan interviews and deadlines around them.
 */

export type PublicHoliday = { date: string; name: string };

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Day of the month of the nth weekday (0 = Sunday … 6 = Saturday); n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
}

const MONDAY = 1;
const THURSDAY = 4;

export function usPublicHolidays(year: number): PublicHoliday[] {
  return [
    { date: iso(year, 1, 1), name: "New Year's Day" },
    { date: iso(year, 1, nthWeekday(year, 1, MONDAY, 3)), name: 'Birthday of Martin Luther King, Jr.' },
    { date: iso(year, 2, nthWeekday(year, 2, MONDAY, 3)), name: "Washington's Birthday" },
    { date: iso(year, 5, nthWeekday(year, 5, MONDAY, -1)), name: 'Memorial Day' },
    { date: iso(year, 6, 19), name: 'Juneteenth National Independence Day' },
    { date: iso(year, 7, 4), name: 'Independence Day' },
    { date: iso(year, 9, nthWeekday(year, 9, MONDAY, 1)), name: 'Labor Day' },
    { date: iso(year, 10, nthWeekday(year, 10, MONDAY, 2)), name: 'Columbus Day' },
    { date: iso(year, 11, 11), name: 'Veterans Day' },
    { date: iso(year, 11, nthWeekday(year, 11, THURSDAY, 4)), name: 'Thanksgiving Day' },
    { date: iso(year, 12, 25), name: 'Christmas Day' },
  ];
}
