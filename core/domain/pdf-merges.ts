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

/** The CAS's parts, each a section of its own. */
const casSections = [
  'Profile',
  'Educations',
  'Examinations',
  'Employments',
  'Publications',
  'Hobby',
  'SpecialtyInfo',
] as const satisfies readonly MergeSection[];

/**
 * The sections a packet of each type can hold, in the packet's order: its own coversheet first. A
 * vacancy application has no statement or letters of its own (its CAS is forwarded as it was).
 */
export const sectionsOfMergeType: Record<MergeType, readonly MergeSection[]> = {
  FinalMerge: ['ApplicantCoversheet', ...casSections, 'PersonalStatement', 'Documents', 'LORs', 'MSPE'],
  InterviewCoversheetWithCas: [
    'InterviewCoversheet',
    ...casSections,
    'PersonalStatement',
    'Documents',
    'LORs',
    'MSPE',
  ],
  VacancyApplication: ['VacancyCoversheet', ...casSections, 'Documents', 'MSPE'],
};

/** What a request asks for unless the requester changes it: an interview day's is the coversheet and CAS. */
export const defaultSectionsOfMergeType: Record<MergeType, readonly MergeSection[]> = {
  FinalMerge: sectionsOfMergeType.FinalMerge,
  InterviewCoversheetWithCas: ['InterviewCoversheet', ...casSections],
  VacancyApplication: sectionsOfMergeType.VacancyApplication,
};

/** The most applications one request may merge. */
export const maxMergeEntities = 500;

/** How long a finished packet's download link works (hours). */
export const mergeDownloadHours = 24;
