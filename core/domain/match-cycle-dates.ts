/**
 * Date-order rules of a match cycle (business.md §3.1), shared by the admin form and the server.
 * Each rule names the later field so the message lands next to the date the admin must fix.
 */
import { messages } from './messages.ts';

export type MatchCycleDates = {
  registrationDate?: string | null | undefined;
  programsRankListDeadlineDate?: string | null | undefined;
  applicantsRankListDeadlineDate?: string | null | undefined;
  matchDate?: string | null | undefined;
  vacanciesPostedDate?: string | null | undefined;
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

const time = (value: string | null | undefined): number | null => (value ? new Date(value).getTime() : null);

/** The broken rules; empty when the dates are in order (absent dates are not compared). */
export function checkMatchCycleDateOrder(dates: MatchCycleDates): DateOrderIssue[] {
  const issues: DateOrderIssue[] = [];
  const registration = time(dates.registrationDate);
  const programsDeadline = time(dates.programsRankListDeadlineDate);
  const applicantsDeadline = time(dates.applicantsRankListDeadlineDate);
  const match = time(dates.matchDate);
  const vacancies = time(dates.vacanciesPostedDate);

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
  return issues;
}
