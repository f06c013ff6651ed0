/**
 * Date-order rules of a match cycle (business.md §3.1), shared by the admin form and the server.
 * Each rule names the later field so the message lands next to the date the admin must fix.
 */
import { message, messages } from './messages.ts';

export type MatchCycleDates = {
  effectiveDate?: string | null | undefined;
  registrationDate?: string | null | undefined;
  earliestApplicationDeadlineDate?: string | null | undefined;
  /** A plain date (YYYY-MM-DD): the CAS target, open through the end of that Pacific day. */
  casDeadlineDate?: string | null | undefined;
  applicationReviewStartDate?: string | null | undefined;
  earliestInterviewInviteDate?: string | null | undefined;
  interviewSeasonStartDate?: string | null | undefined;
  latestInterviewDayDate?: string | null | undefined;
  programsRankListDeadlineDate?: string | null | undefined;
  applicantsRankListDeadlineDate?: string | null | undefined;
  matchDate?: string | null | undefined;
  vacanciesPostedDate?: string | null | undefined;
  /** Month and year (YYYY-MM, or the first of the month). */
  trainingStartDate?: string | null | undefined;
  programResultsOnlineDate?: string | null | undefined;
  applicantResultsOnlineDate?: string | null | undefined;
  medicalSchoolResultsOnlineDate?: string | null | undefined;
  societyResultsOnlineDate?: string | null | undefined;
  programResultsEmailDate?: string | null | undefined;
  applicantResultsEmailDate?: string | null | undefined;
  medicalSchoolResultsEmailDate?: string | null | undefined;
  societyResultsEmailDate?: string | null | undefined;
};

export type DateOrderIssue = { field: keyof MatchCycleDates; message: string };

export const resultDateFields = [
  'programResultsOnlineDate',
  'applicantResultsOnlineDate',
  'medicalSchoolResultsOnlineDate',
  'societyResultsOnlineDate',
  'programResultsEmailDate',
  'applicantResultsEmailDate',
  'medicalSchoolResultsEmailDate',
  'societyResultsEmailDate',
] as const;

/** What a cycle needs before it can go Active: without them no one can register, rank or be matched. */
export const datesNeededToActivate = [
  'registrationDate',
  'programsRankListDeadlineDate',
  'applicantsRankListDeadlineDate',
  'matchDate',
] as const;

/** The dates of datesNeededToActivate still missing; empty when the cycle may be activated. */
export function missingActivationDates(
  dates: Partial<Record<(typeof datesNeededToActivate)[number], unknown>>,
): (typeof datesNeededToActivate)[number][] {
  return datesNeededToActivate.filter((field) => dates[field] === null || dates[field] === undefined);
}

const time = (value: string | null | undefined): number | null => (value ? new Date(value).getTime() : null);

type InstantField = Exclude<keyof MatchCycleDates, 'casDeadlineDate' | 'trainingStartDate'>;

/**
 * The season's order (business.md §3.1), earlier field first: effective ≤ registration < applications
 * and review ≤ invitations ≤ interviews < rank list deadlines < match. `mayEqual` allows the same instant.
 */
const seasonChain: { earlier: InstantField; later: InstantField; mayEqual: boolean }[] = [
  { earlier: 'effectiveDate', later: 'registrationDate', mayEqual: true },
  { earlier: 'registrationDate', later: 'earliestApplicationDeadlineDate', mayEqual: false },
  { earlier: 'registrationDate', later: 'applicationReviewStartDate', mayEqual: false },
  { earlier: 'applicationReviewStartDate', later: 'earliestInterviewInviteDate', mayEqual: true },
  { earlier: 'earliestInterviewInviteDate', later: 'interviewSeasonStartDate', mayEqual: true },
  { earlier: 'registrationDate', later: 'interviewSeasonStartDate', mayEqual: false },
  { earlier: 'interviewSeasonStartDate', later: 'latestInterviewDayDate', mayEqual: false },
  { earlier: 'latestInterviewDayDate', later: 'programsRankListDeadlineDate', mayEqual: false },
  { earlier: 'latestInterviewDayDate', later: 'applicantsRankListDeadlineDate', mayEqual: false },
];

/** How the generic rules name each date in their messages. */
export const matchCycleDateNames: Record<keyof MatchCycleDates, string> = {
  effectiveDate: 'effective date',
  registrationDate: 'registration date',
  earliestApplicationDeadlineDate: 'earliest application deadline',
  casDeadlineDate: 'CAS deadline',
  applicationReviewStartDate: 'application review start date',
  earliestInterviewInviteDate: 'earliest interview invite date',
  interviewSeasonStartDate: 'interview season start date',
  latestInterviewDayDate: 'latest interview day',
  programsRankListDeadlineDate: 'programs rank list deadline',
  applicantsRankListDeadlineDate: 'applicants rank list deadline',
  matchDate: 'match date',
  vacanciesPostedDate: 'vacancies posted date',
  trainingStartDate: 'training start',
  programResultsOnlineDate: 'program results online date',
  applicantResultsOnlineDate: 'applicant results online date',
  medicalSchoolResultsOnlineDate: 'medical school results online date',
  societyResultsOnlineDate: 'society results online date',
  programResultsEmailDate: 'program results email date',
  applicantResultsEmailDate: 'applicant results email date',
  medicalSchoolResultsEmailDate: 'medical school results email date',
  societyResultsEmailDate: 'society results email date',
};

const pacificDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The Pacific calendar day (YYYY-MM-DD) of an instant; null when absent. */
const dayOf = (value: string | null | undefined): string | null =>
  value && !Number.isNaN(new Date(value).getTime()) ? pacificDay.format(new Date(value)) : null;

/** The broken rules; empty when the dates are in order (absent dates are not compared). */
export function checkMatchCycleDateOrder(dates: MatchCycleDates): DateOrderIssue[] {
  const issues: DateOrderIssue[] = [];
  const registration = time(dates.registrationDate);
  const programsDeadline = time(dates.programsRankListDeadlineDate);
  const applicantsDeadline = time(dates.applicantsRankListDeadlineDate);
  const match = time(dates.matchDate);
  const vacancies = time(dates.vacanciesPostedDate);

  for (const { earlier, later, mayEqual } of seasonChain) {
    const a = time(dates[earlier]);
    const b = time(dates[later]);
    if (a === null || b === null || (mayEqual ? a <= b : a < b)) continue;
    const names = { earlier: matchCycleDateNames[earlier], later: matchCycleDateNames[later] };
    issues.push({
      field: later,
      message: message(mayEqual ? 'DateMustNotBeBefore' : 'DateMustBeAfter', names),
    });
  }
  if (registration !== null && programsDeadline !== null && registration >= programsDeadline) {
    issues.push({
      field: 'programsRankListDeadlineDate',
      message: messages.RankListDeadlineAfterRegistration,
    });
  }
  if (registration !== null && applicantsDeadline !== null && registration >= applicantsDeadline) {
    issues.push({
      field: 'applicantsRankListDeadlineDate',
      message: messages.RankListDeadlineAfterRegistration,
    });
  }
  if (programsDeadline !== null && applicantsDeadline !== null && programsDeadline > applicantsDeadline) {
    issues.push({
      field: 'programsRankListDeadlineDate',
      message: messages.ProgramsDeadlineNotAfterApplicantsDeadline,
    });
  }
  const latestDeadline = Math.max(programsDeadline ?? -Infinity, applicantsDeadline ?? -Infinity);
  if (match !== null && latestDeadline >= match) {
    issues.push({ field: 'matchDate', message: messages.MatchDateAfterRankListDeadlines });
  }
  if (match !== null && vacancies !== null && vacancies <= match) {
    issues.push({ field: 'vacanciesPostedDate', message: messages.VacanciesPostedAfterMatchDate });
  }
  for (const field of resultDateFields) {
    const result = time(dates[field]);
    if (match !== null && result !== null && result < match) {
      issues.push({ field, message: messages.ResultsDateOnOrAfterMatchDate });
    }
  }
  // Plain dates compare with the Pacific day of the instants (business.md §3.1: server dates are Pacific).
  const cas = dates.casDeadlineDate || null;
  const registrationDay = dayOf(dates.registrationDate);
  const matchDay = dayOf(dates.matchDate);
  if (cas !== null && registrationDay !== null && cas < registrationDay) {
    issues.push({ field: 'casDeadlineDate', message: messages.CasDeadlineNotBeforeRegistration });
  }
  if (cas !== null && matchDay !== null && cas >= matchDay) {
    issues.push({ field: 'casDeadlineDate', message: messages.CasDeadlineBeforeMatchDate });
  }
  const trainingMonth = dates.trainingStartDate ? dates.trainingStartDate.slice(0, 7) : null;
  if (trainingMonth !== null && matchDay !== null && trainingMonth <= matchDay.slice(0, 7)) {
    issues.push({ field: 'trainingStartDate', message: messages.TrainingStartAfterMatchMonth });
  }
  return issues;
}
