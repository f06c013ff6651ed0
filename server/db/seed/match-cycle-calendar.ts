import { Temporal } from 'temporal-polyfill';
import {
  checkMatchCycleDateOrder,
  type MatchCycleDates,
  resultDateFields,
} from '../../../core/domain/match-cycle-dates.ts';
import type { SpecialtySeed } from './specialties.ts';

/** Business time zone: every match cycle instant is set as a Pacific wall-clock time. */
export const businessTimeZone = 'America/Los_Angeles';

export type MatchCycleStatus = 'Planned' | 'Active' | 'Archived';

/** The instants of business.md §3.1, plus the two plain dates (ISO yyyy-mm-dd). */
export type MatchCycleCalendar = {
  effectiveDate: Date;
  registrationDate: Date;
  earliestApplicationDeadlineDate: Date;
  casDeadlineDate: string | null;
  applicationReviewStartDate: Date;
  earliestInterviewInviteDate: Date;
  interviewSeasonStartDate: Date;
  latestInterviewDayDate: Date;
  programsRankListDeadlineDate: Date;
  applicantsRankListDeadlineDate: Date;
  matchDate: Date;
  programResultsOnlineDate: Date;
  applicantResultsOnlineDate: Date;
  medicalSchoolResultsOnlineDate: Date;
  societyResultsOnlineDate: Date;
  programResultsEmailDate: Date;
  applicantResultsEmailDate: Date;
  medicalSchoolResultsEmailDate: Date;
  societyResultsEmailDate: Date;
  vacanciesPostedDate: Date;
  /** Month and year only: always the first of the month. */
  trainingStartDate: string;
};

/** A Pacific wall-clock time as an instant; Temporal resolves PST/PDT. */
export function pacific(date: Temporal.PlainDate, time: string): Date {
  const zoned = date.toZonedDateTime({
    timeZone: businessTimeZone,
    plainTime: Temporal.PlainTime.from(time),
  });
  return new Date(zoned.epochMilliseconds);
}

/** The nth given weekday (1 = Monday … 7 = Sunday) of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): Temporal.PlainDate {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  return first.add({ days: ((weekday - first.dayOfWeek + 7) % 7) + (n - 1) * 7 });
}

const THURSDAY = 4;
const FRIDAY = 5;

/**
 * Seasons open in June (registration) and match the following winter. The season a date falls in is the
 * one whose registration has opened most recently: from June 2026 to May 2027 that is the 2026 season.
 */
export function seasonOf(now: Date): number {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(businessTimeZone);
  return today.month >= 6 ? today.year : today.year - 1;
}

export function statusOf(season: number, currentSeason: number): MatchCycleStatus {
  if (season < currentSeason) return 'Archived';
  return season === currentSeason ? 'Active' : 'Planned';
}

/**
 * Every date of one specialty's cycle in the season opening in `season` (registration in June of that
 * year, match the next winter). Offsets follow the usual shape of a match: applications in late summer,
 * interviews from October until three weeks before the match, rank lists two weeks before it, results
 * on match day, vacancies the day after.
 */
export function matchCycleCalendar(specialty: SpecialtySeed, season: number): MatchCycleCalendar {
  const matchYear = season + 1;
  const matchDay = nthWeekday(matchYear, specialty.match.month, THURSDAY, specialty.match.thursday);
  const casDeadline = nthWeekday(season, 9, FRIDAY, 1);
  const applicantsDeadline = matchDay.subtract({ days: 14 });
  const nextDay = matchDay.add({ days: 1 });
  return {
    effectiveDate: pacific(Temporal.PlainDate.from({ year: season, month: 5, day: 1 }), '00:00'),
    registrationDate: pacific(Temporal.PlainDate.from({ year: season, month: 6, day: 1 }), '08:00'),
    earliestApplicationDeadlineDate: pacific(casDeadline.subtract({ days: 4 }), '17:00'),
    casDeadlineDate: specialty.hasCas ? casDeadline.toString() : null,
    applicationReviewStartDate: pacific(casDeadline.add({ days: 3 }), '08:00'),
    earliestInterviewInviteDate: pacific(casDeadline.add({ days: 17 }), '08:00'),
    interviewSeasonStartDate: pacific(Temporal.PlainDate.from({ year: season, month: 10, day: 1 }), '08:00'),
    latestInterviewDayDate: pacific(matchDay.subtract({ days: 21 }), '17:00'),
    programsRankListDeadlineDate: pacific(
      applicantsDeadline.subtract({ days: specialty.programsDeadlineDaysEarlier }),
      '17:00',
    ),
    applicantsRankListDeadlineDate: pacific(applicantsDeadline, '17:00'),
    matchDate: pacific(matchDay, '09:00'),
    programResultsOnlineDate: pacific(matchDay, '09:00'),
    applicantResultsOnlineDate: pacific(matchDay, '09:00'),
    medicalSchoolResultsOnlineDate: pacific(matchDay, '12:00'),
    societyResultsOnlineDate: pacific(nextDay, '09:00'),
    programResultsEmailDate: pacific(matchDay, '09:15'),
    applicantResultsEmailDate: pacific(matchDay, '09:15'),
    medicalSchoolResultsEmailDate: pacific(matchDay, '12:15'),
    societyResultsEmailDate: pacific(nextDay, '09:15'),
    vacanciesPostedDate: pacific(nextDay, '10:00'),
    trainingStartDate: Temporal.PlainDate.from({
      year: matchYear + specialty.trainingStartsYearsAfterMatch,
      month: 7,
      day: 1,
    }).toString(),
  };
}

/**
 * What is out of order in a calendar (empty when valid): the admin form's rules
 * (checkMatchCycleDateOrder), plus what the demo seasons keep besides (every date set, the earliest
 * application deadline before review starts, the CAS deadline before interviews, training on the 1st).
 */
export function calendarOrderProblems(c: MatchCycleCalendar): string[] {
  const asStrings = Object.fromEntries(
    Object.entries(c).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as MatchCycleDates;
  const chain: [keyof MatchCycleCalendar, keyof MatchCycleCalendar, boolean][] = [
    ['earliestApplicationDeadlineDate', 'applicationReviewStartDate', false],
    ['applicantsRankListDeadlineDate', 'matchDate', false],
    ['matchDate', 'vacanciesPostedDate', false],
    ...resultDateFields.map((field): [keyof MatchCycleCalendar, keyof MatchCycleCalendar, boolean] => [
      'matchDate',
      field,
      true,
    ]),
  ];
  const problems: string[] = checkMatchCycleDateOrder(asStrings).map(
    (issue) => `${issue.field}: ${issue.message}`,
  );
  for (const [a, b, mayEqual] of chain) {
    const x = c[a];
    const y = c[b];
    if (!(x instanceof Date) || !(y instanceof Date)) {
      problems.push(`${a} or ${b} is not an instant`);
      continue;
    }
    if (mayEqual ? x > y : x >= y)
      problems.push(`${a} ${x.toISOString()} is not before ${b} ${y.toISOString()}`);
  }
  if (c.casDeadlineDate !== null) {
    const cas = Temporal.PlainDate.from(c.casDeadlineDate);
    const day = (d: Date) => Temporal.Instant.from(d.toISOString()).toZonedDateTimeISO(businessTimeZone);
    if (Temporal.PlainDate.compare(cas, day(c.registrationDate).toPlainDate()) <= 0)
      problems.push('CAS before registration');
    if (Temporal.PlainDate.compare(cas, day(c.interviewSeasonStartDate).toPlainDate()) >= 0) {
      problems.push('CAS after interviews start');
    }
  }
  if (!/^\d{4}-\d{2}-01$/.test(c.trainingStartDate))
    problems.push('training start is not the first of a month');
  if (c.trainingStartDate <= c.matchDate.toISOString().slice(0, 10))
    problems.push('training starts before the match');
  return problems;
}
