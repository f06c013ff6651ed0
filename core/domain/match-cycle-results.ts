/**
 * Result sending of a match cycle (business.md §3.1, §4): one sending per audience, with its planned
 * date (the cycle's email result date of that audience), its sent date and status. The sending job
 * itself comes later; this decides only what the admin sees and may do.
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

/**
 * A sending may be started by hand once the match has run in a cycle that is running or archived,
 * and only when it has not been sent yet or the last attempt failed (never twice, never while sending).
 */
export function canRunResultSendingManually(
  cycle: MatchCycleAccessInput,
  status: ResultSendingStatus,
  now: Date,
): boolean {
  const started = cycle.status === 'Active' || cycle.status === 'Archived';
  return (
    started && matchCycleAccess(cycle, now).isMatchDatePassed && (status === 'NotSent' || status === 'Failed')
  );
}

export type ResultSendingRecord = { audience: string; status: string; sentAt: string | Date | null };

export type ResultSendingInfo = {
  audience: ResultSendingAudience;
  canRunManually: boolean;
  plannedDate: string | null;
  sentDate: string | null;
  status: ResultSendingStatus;
};

const iso = (value: string | Date | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

const asStatus = (value: string | undefined): ResultSendingStatus =>
  (resultSendingStatuses as readonly string[]).includes(value ?? '')
    ? (value as ResultSendingStatus)
    : 'NotSent';

/** One entry per audience, in a fixed order; an audience without a record has not been sent. */
export function resultSendingInfo(
  cycle: MatchCycleAccessInput &
    Record<(typeof plannedDateFieldOf)[ResultSendingAudience], string | Date | null>,
  records: readonly ResultSendingRecord[],
  now: Date,
): ResultSendingInfo[] {
  return resultSendingAudiences.map((audience) => {
    const record = records.find((r) => r.audience === audience);
    const status = asStatus(record?.status);
    return {
      audience,
      canRunManually: canRunResultSendingManually(cycle, status, now),
      plannedDate: iso(cycle[plannedDateFieldOf[audience]]),
      sentDate: iso(record?.sentAt),
      status,
    };
  });
}
