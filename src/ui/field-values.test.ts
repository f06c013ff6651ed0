import { CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  calendarDateToIso,
  centsToMoneyText,
  formatMonthYearValue,
  isMoneyKeystrokeAllowed,
  isoToCalendarDate,
  isoToPacificDateTime,
  moneyTextToCents,
  pacificDateTimeToIso,
  parseMonthYear,
} from './field-values.ts';

describe('money values (integer cents)', () => {
  it('shows cents as dollars with 2 decimals', () => {
    expect(centsToMoneyText(125_000)).toBe('1250.00');
    expect(centsToMoneyText(5)).toBe('0.05');
    expect(centsToMoneyText(-550)).toBe('-5.50');
    expect(centsToMoneyText(null)).toBe('');
  });

  it('reads typed dollars as cents', () => {
    expect(moneyTextToCents('12.5')).toBe(1250);
    expect(moneyTextToCents('12.')).toBe(1200);
    expect(moneyTextToCents('.5')).toBe(50);
    expect(moneyTextToCents('0.07')).toBe(7);
    expect(moneyTextToCents('')).toBeNull();
    expect(moneyTextToCents('.')).toBe('invalid');
    expect(moneyTextToCents('1.234')).toBe('invalid');
    expect(moneyTextToCents('-5')).toBe('invalid');
    expect(moneyTextToCents('-5', true)).toBe(-500);
  });

  it('follows the money mask while typing (platform.md §5)', () => {
    expect(isMoneyKeystrokeAllowed('1250.5', false)).toBe(true);
    expect(isMoneyKeystrokeAllowed('1,250', false)).toBe(false);
    expect(isMoneyKeystrokeAllowed('1.234', false)).toBe(false);
    expect(isMoneyKeystrokeAllowed('01', false)).toBe(false);
    expect(isMoneyKeystrokeAllowed('-1', false)).toBe(false);
    expect(isMoneyKeystrokeAllowed('-1', true)).toBe(true);
    expect(isMoneyKeystrokeAllowed('1a', false)).toBe(false);
  });
});

describe('Pacific date and time (platform.md §9)', () => {
  it('shows an instant as Pacific wall-clock time, standard and daylight', () => {
    expect(isoToPacificDateTime('2026-01-15T20:00:00Z')?.toString()).toBe('2026-01-15T12:00:00');
    expect(isoToPacificDateTime('2026-07-15T19:00:00Z')?.toString()).toBe('2026-07-15T12:00:00');
    expect(isoToPacificDateTime('2026-03-08T09:59:00Z')?.toString()).toBe('2026-03-08T01:59:00');
    expect(isoToPacificDateTime('2026-03-08T10:00:00Z')?.toString()).toBe('2026-03-08T03:00:00');
    expect(isoToPacificDateTime(null)).toBeNull();
    expect(isoToPacificDateTime('nonsense')).toBeNull();
  });

  it('writes a Pacific time as an ISO instant with the offset of that day', () => {
    expect(pacificDateTimeToIso(new CalendarDateTime(2026, 1, 15, 12, 0))).toBe('2026-01-15T12:00:00-08:00');
    expect(pacificDateTimeToIso(new CalendarDateTime(2026, 7, 15, 12, 0))).toBe('2026-07-15T12:00:00-07:00');
    // Across the spring change on 8 March 2026: 1:30 is still PST, 3:30 already PDT.
    expect(pacificDateTimeToIso(new CalendarDateTime(2026, 3, 8, 1, 30))).toBe('2026-03-08T01:30:00-08:00');
    expect(pacificDateTimeToIso(new CalendarDateTime(2026, 3, 8, 3, 30))).toBe('2026-03-08T03:30:00-07:00');
    // 2:30 does not exist that night: it moves forward an hour.
    expect(pacificDateTimeToIso(new CalendarDateTime(2026, 3, 8, 2, 30))).toBe('2026-03-08T03:30:00-07:00');
    // 1:30 on 1 November 2026 happens twice: the earlier (PDT) is taken.
    expect(pacificDateTimeToIso(new CalendarDateTime(2026, 11, 1, 1, 30))).toBe('2026-11-01T01:30:00-07:00');
    expect(pacificDateTimeToIso(null)).toBeNull();
  });

  it('round-trips an instant through the Pacific wall clock', () => {
    const iso = '2026-11-20T17:45:00Z';
    const back = pacificDateTimeToIso(isoToPacificDateTime(iso));
    expect(new Date(back ?? '').toISOString()).toBe('2026-11-20T17:45:00.000Z');
  });
});

describe('plain dates and month-year values', () => {
  it('reads and writes YYYY-MM-DD', () => {
    const date = isoToCalendarDate('2027-07-01');
    expect(date?.toString()).toBe('2027-07-01');
    expect(calendarDateToIso(date)).toBe('2027-07-01');
    expect(isoToCalendarDate('2027-02-30')).toBeNull();
  });

  it("reads 'YYYY-MM' and 'YYYY-MM-DD', writes the first of the month or the month", () => {
    expect(parseMonthYear('2027-07-01')).toEqual({ year: 2027, month: 7 });
    expect(parseMonthYear('2027-07')).toEqual({ year: 2027, month: 7 });
    expect(parseMonthYear('2027-13')).toBeNull();
    expect(formatMonthYearValue({ year: 2027, month: 7 })).toBe('2027-07-01');
    expect(formatMonthYearValue({ year: 2027, month: 7 }, 'month')).toBe('2027-07');
  });
});
