/**
 * Result sending of a match cycle (business.md §3.1, §4): one sending per audience, with its planned
 * date (the cycle's email result date of that audience), its sent date and status; and when an
 * audience may read its results (ADR 0014): once a final run is marked and either its online result
 * date has passed or its sending has been made. Before that only admins read results.
 */
import { type MatchCycleAccessInput, matchCycleAccess } from './match-cycle-access.ts';

export const resultSendingAudiences = ['Applicant', 'MedicalSchool', 'Program', 'Society'] as const;
export type ResultSendingAudience = (typeof resultSendingAudiences)[number];

export const resultSendingStatuses = ['NotSent', 'Sending', 'Sent', 'Failed'] as const;
export type ResultSendingStatus = (typeof resultSendingStatuses)[number];

/** The cycle field holding each audience's planned (email) result date. */
export const plannedDateFieldOf = {
  Applicant: 'applicantResultsEmailDate',
  MedicalSchool: 'medicalSchoolResultsEmailDate',
  Program: 'programResultsEmailDate',
  Society: 'societyResultsEmailDate',
} as const satisfies Record<ResultSendingAudience, string>;

/** The cycle field holding each audience's online result date. */
export const onlineDateFieldOf = {
  Applicant: 'applicantResultsOnlineDate',
  MedicalSchool: 'medicalSchoolResultsOnlineDate',
  Program: 'programResultsOnlineDate',
  Society: 'societyResultsOnlineDate',
} as const satisfies Record<ResultSendingAudience, string>;

/**
 * A sending may be started by hand once the match date has passed and a final run is marked, in a
 * cycle that is running or archived, and only when it has not been sent yet or the last attempt
 * failed (never twice, never while sending).
 */
export function canRunResultSendingManually(
  cycle: MatchCycleAccessInput,
  status: ResultSendingStatus,
  hasFinalRun: boolean,
  now: Date,
): boolean {
  const started = cycle.status === 'Active' || cycle.status === 'Archived';
  return (
    started &&
    hasFinalRun &&
    matchCycleAccess(cycle, now).isMatchDatePassed &&
    (status === 'NotSent' || status === 'Failed')
  );
}

/**
 * Whether an audience (other than admins) may read the cycle's results: never without a final run;
 * then once its sending has been made or its online result date has passed.
 */
export function isResultReleasedTo(
  cycle: Record<(typeof onlineDateFieldOf)[ResultSendingAudience], string | Date | null>,
  audience: ResultSendingAudience,
  sending: Pick<ResultSendingRecord, 'status'> | undefined,
  hasFinalRun: boolean,
  now: Date,
): boolean {
  if (!hasFinalRun) return false;
  if (sending?.status === 'Sent') return true;
  const online = cycle[onlineDateFieldOf[audience]];
  return online !== null && new Date(online).getTime() <= now.getTime();
}

export type ResultSendingRecord = {
  audience: ResultSendingAudience;
  status: ResultSendingStatus;
  sentAt: string | Date | null;
};

export type ResultSendingInfo = {
  audience: ResultSendingAudience;
  canRunManually: boolean;
  plannedDate: string | null;
  sentDate: string | null;
  status: ResultSendingStatus;
};

const iso = (value: string | Date | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** One entry per audience, in a fixed order; an audience without a record has not been sent. */
export function resultSendingInfo(
  cycle: MatchCycleAccessInput &
    Record<(typeof plannedDateFieldOf)[ResultSendingAudience], string | Date | null>,
  records: readonly ResultSendingRecord[],
  hasFinalRun: boolean,
  now: Date,
): ResultSendingInfo[] {
  return resultSendingAudiences.map((audience) => {
    const record = records.find((r) => r.audience === audience);
    const status = record?.status ?? 'NotSent';
    return {
      audience,
      canRunManually: canRunResultSendingManually(cycle, status, hasFinalRun, now),
      plannedDate: iso(cycle[plannedDateFieldOf[audience]]),
      sentDate: iso(record?.sentAt),
      status,
    };
  });
}
