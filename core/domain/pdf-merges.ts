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

/** Each packet starts with one coversheet. */
const coversheetSections = ['ApplicantCoversheet', 'InterviewCoversheet', 'VacancyCoversheet'] as const;
/** The CAS's parts, each a section of its own. */
const casSections = [
  'Profile',
  'Educations',
  'Examinations',
  'Employments',
  'Publications',
  'Hobby',
  'SpecialtyInfo',
] as const;
/** What the applicant sent with the application. */
const attachedSections = ['PersonalStatement', 'Documents', 'LORs', 'MSPE'] as const;

/** Merge sections (platform.md §3), in a packet's order. */
export const mergeSections = [...coversheetSections, ...casSections, ...attachedSections] as const;
export type MergeSection = (typeof mergeSections)[number];

export const mergeTypes = ['FinalMerge', 'InterviewCoversheetWithCas', 'VacancyApplication'] as const;
export type MergeType = (typeof mergeTypes)[number];

/**
 * The sections a packet of each type can hold, in the packet's order: its own coversheet first. A
 * vacancy application has no statement or letters of its own (its CAS is forwarded as it was).
 */
export const sectionsOfMergeType: Record<MergeType, readonly MergeSection[]> = {
  FinalMerge: ['ApplicantCoversheet', ...casSections, ...attachedSections],
  InterviewCoversheetWithCas: ['InterviewCoversheet', ...casSections, ...attachedSections],
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
