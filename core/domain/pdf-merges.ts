/**
 * Bulk PDF merges (platform.md §3 and §5): a program's or an admin's request for the packets of many
 * applications, merged into one PDF by a job. Each list is a column's type and its CHECK constraint.
 */

export const mergeStatuses = ['Pending', 'Processing', 'Completed', 'Failed', 'Cancelled'] as const;
export type MergeStatus = (typeof mergeStatuses)[number];

/** Cancel is offered for these (platform.md §5). */
export const cancellableMergeStatuses = [
  'Pending',
  'Processing',
  'Failed',
] as const satisfies readonly MergeStatus[];

export const mergeSections = [
  'ApplicantCoversheet',
  'InterviewCoversheet',
  'VacancyCoversheet',
  'Profile',
  'Educations',
  'Examinations',
  'Employments',
  'Publications',
  'Hobby',
  'SpecialtyInfo',
  'PersonalStatement',
  'Documents',
  'LORs',
  'MSPE',
] as const;
export type MergeSection = (typeof mergeSections)[number];

export const mergeTypes = ['FinalMerge', 'InterviewCoversheetWithCas', 'VacancyApplication'] as const;
export type MergeType = (typeof mergeTypes)[number];

/** The most applications one request may merge. */
export const maxMergeEntities = 500;

/** How long a finished packet's download link works (hours). */
export const mergeDownloadHours = 24;
