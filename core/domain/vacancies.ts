/**
 * Vacancies (business.md §2.2, §2.3, §2.5, §2.6; ADR 0025): positions still open after the match or
 * during the year, applications to them and the program's offers. Each list is a column's type and
 * its CHECK constraint (server/db/schema.ts).
 */

/** Draft is the program's own; Open is public; Filled when every position is taken; Closed by hand. */
export const vacancyStatuses = ['Draft', 'Open', 'Filled', 'Closed'] as const;
export type VacancyStatus = (typeof vacancyStatuses)[number];

/**
 * An application to a vacancy: Applied, then Offered (one at a time per open position, with an
 * expiry), Accepted or Declined or Expired; NotSelected when the vacancy fills or closes; Withdrawn by
 * the applicant.
 */
export const vacancyApplicationStatuses = [
  'Applied',
  'Offered',
  'Accepted',
  'Declined',
  'Expired',
  'NotSelected',
  'Withdrawn',
] as const;
export type VacancyApplicationStatus = (typeof vacancyApplicationStatuses)[number];

/** The statuses of an application still in the running. */
export const liveVacancyApplicationStatuses = [
  'Applied',
  'Offered',
] as const satisfies readonly VacancyApplicationStatus[];

/** How long an offer stands before it expires and the next candidate is offered (hours). */
export const defaultOfferHours = 72;

/** Position types a vacancy offers. */
export const vacancyPositionTypes = ['Residency', 'Fellowship', 'Research', 'Other'] as const;
export type VacancyPositionType = (typeof vacancyPositionTypes)[number];

/** The tabs of the applicant's vacancies page (business.md §2.2). */
export const applicantVacancyTabs = ['all', 'saved', 'applied', 'subscriptions'] as const;
export type ApplicantVacancyTab = (typeof applicantVacancyTabs)[number];
