import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  calendarOrderProblems,
  matchCycleCalendar,
  nthWeekday,
  pacific,
  seasonOf,
  statusOf,
} from './match-cycle-calendar.ts';
import { specialtySeeds } from './specialties.ts';

describe('match cycle calendar', () => {
  it('converts Pacific wall-clock times to instants across DST', () => {
    expect(pacific(Temporal.PlainDate.from('2027-01-28'), '09:00').toISOString()).toBe(
      '2027-01-28T17:00:00.000Z',
    );
    expect(pacific(Temporal.PlainDate.from('2027-03-18'), '09:00').toISOString()).toBe(
      '2027-03-18T16:00:00.000Z',
    );
  });

  it('finds the nth weekday of a month', () => {
    expect(nthWeekday(2027, 1, 4, 4).toString()).toBe('2027-01-28');
    expect(nthWeekday(2027, 3, 4, 1).toString()).toBe('2027-03-04');
    expect(nthWeekday(2026, 9, 5, 1).toString()).toBe('2026-09-04');
  });

  it('starts a season when registration opens in June, Pacific time', () => {
    expect(seasonOf(new Date('2026-11-22T00:00:00Z'))).toBe(2026);
    expect(seasonOf(new Date('2027-02-01T00:00:00Z'))).toBe(2026);
    // 2026-06-01 05:00 UTC is still 31 May in Los Angeles.
    expect(seasonOf(new Date('2026-06-01T05:00:00Z'))).toBe(2025);
    expect(seasonOf(new Date('2026-06-01T08:00:00Z'))).toBe(2026);
    expect(statusOf(2025, 2026)).toBe('Archived');
    expect(statusOf(2026, 2026)).toBe('Active');
    expect(statusOf(2027, 2026)).toBe('Planned');
  });

  it('puts the 2026 ophthalmology match on 28 January 2027 at 09:00 PT with deadlines before it', () => {
    const oph = specialtySeeds.find((s) => s.code === 'OPH');
    if (!oph) throw new Error('no OPH');
    const c = matchCycleCalendar(oph, 2026);
    expect(c.matchDate.toISOString()).toBe('2027-01-28T17:00:00.000Z');
    expect(c.applicantsRankListDeadlineDate.toISOString()).toBe('2027-01-15T01:00:00.000Z');
    expect(c.programsRankListDeadlineDate.toISOString()).toBe('2027-01-14T01:00:00.000Z');
    expect(c.registrationDate.toISOString()).toBe('2026-06-01T15:00:00.000Z');
    expect(c.casDeadlineDate).toBe('2026-09-04');
    expect(c.trainingStartDate).toBe('2028-07-01');
  });

  it('keeps every date in order for every specialty and many seasons', () => {
    for (let season = 2020; season <= 2040; season++) {
      for (const specialty of specialtySeeds) {
        const c = matchCycleCalendar(specialty, season);
        expect(calendarOrderProblems(c), `${specialty.code}-${season}`).toEqual([]);
        expect(c.casDeadlineDate === null, specialty.code).toBe(!specialty.hasCas);
        // Rank list deadlines fall early in the match year.
        const deadline = c.programsRankListDeadlineDate;
        expect(deadline.getUTCFullYear()).toBe(season + 1);
        expect(deadline.getUTCMonth()).toBeLessThan(3);
      }
    }
  });
});
