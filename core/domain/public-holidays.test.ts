import { describe, expect, it } from 'vitest';
import { usPublicHolidays } from './public-holidays.ts';

describe('US public holidays', () => {
  it('places the floating holidays of 2026 and 2027 on their days', () => {
    const of = (year: number) => Object.fromEntries(usPublicHolidays(year).map((h) => [h.name, h.date]));
    expect(of(2026)).toMatchObject({
      "New Year's Day": '2026-01-01',
      'Birthday of Martin Luther King, Jr.': '2026-01-19',
      "Washington's Birthday": '2026-02-16',
      'Memorial Day': '2026-05-25',
      'Labor Day': '2026-09-07',
      'Columbus Day': '2026-10-12',
      'Thanksgiving Day': '2026-11-26',
      'Christmas Day': '2026-12-25',
    });
    expect(of(2027)).toMatchObject({
      'Birthday of Martin Luther King, Jr.': '2027-01-18',
      'Memorial Day': '2027-05-31',
      'Thanksgiving Day': '2027-11-25',
    });
    expect(usPublicHolidays(2026)).toHaveLength(11);
  });
});
