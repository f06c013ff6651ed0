/**
 * Examinations of the applicant's academic information (business.md §3.6, §3.8; platform.md §3 labels,
 * §5 value checks): exam types with their labels, result enumerations, and the pure rules the client
 * form and the server both apply (digit scores, taken dates not in the future).
 */
import { isMultiDigitNumber } from './validation.ts';

/** ExamType of business.md §3.8. */
export const examTypes = [
  'Comlex',
  'Mccqe',
  'Usmle',
  'Ecfmg',
  'Licensure',
  'BoardCertification',
  'BoardCertificationEligibility',
] as const;
export type ExamType = (typeof examTypes)[number];

/** The labels of platform.md §3, in the order they are listed there (the page shows sections in it). */
export const examTypeLabels: Readonly<Record<ExamType, string>> = {
  Usmle: 'USMLE',
  Comlex: 'COMLEX (NBOME)',
  Mccqe: 'MCCQE (LMCC)',
  Licensure: 'Licensure',
  BoardCertification: 'Board Certification',
  BoardCertificationEligibility: 'Board Certification Eligibility',
  Ecfmg: 'ECFMG',
};
export const examTypeDisplayOrder = Object.keys(examTypeLabels) as ExamType[];

/** Where each exam type lives in `academicInfo` (business.md §3.6 names). */
export const examSectionKeys = {
  Usmle: 'usmle',
  Comlex: 'comlex',
  Mccqe: 'mccqe',
  Ecfmg: 'ecfmg',
  Licensure: 'licenses',
  BoardCertification: 'boardCertifications',
  BoardCertificationEligibility: 'boardCertificationEligibilityList',
} as const satisfies Record<ExamType, string>;
export type ExamSectionKey = (typeof examSectionKeys)[ExamType];

/** The path segment of each section's route (kebab-case). */
export const examSectionSegments: Readonly<Record<ExamType, string>> = {
  Usmle: 'usmle',
  Comlex: 'comlex',
  Mccqe: 'mccqe',
  Ecfmg: 'ecfmg',
  Licensure: 'licenses',
  BoardCertification: 'board-certifications',
  BoardCertificationEligibility: 'board-certification-eligibility',
};

export const usmleStepResults = ['Unknown', 'NotYetTaken', 'Fail', 'Pass'] as const;
export type UsmleStepResult = (typeof usmleStepResults)[number];
export const clinicalSkillsStatuses = ['Unknown', 'NotYetTaken', 'Fail', 'Pass'] as const;
export type ClinicalSkills = (typeof clinicalSkillsStatuses)[number];
export const comlexStepResults = ['Unknown', 'Pass', 'Fail'] as const;
export type ComlexStepResult = (typeof comlexStepResults)[number];

/** platform.md §3: 'Unknown, Not Yet Taken, Pass, Fail'. */
export const examResultLabels: Readonly<Record<UsmleStepResult | ComlexStepResult, string>> = {
  Unknown: 'Unknown',
  NotYetTaken: 'Not Yet Taken',
  Pass: 'Pass',
  Fail: 'Fail',
};

/** The USMLE steps with scores (Step 2 CS has a status only). */
export const usmleScoredSteps = ['step1', 'step2ClinicalKnowledge', 'step3'] as const;
export const comlexLevels = ['level1', 'level2CognitiveEvaluation', 'level3'] as const;
export const mccqeLevels = ['level1', 'level2'] as const;

/** How many attempts a step may record; more is a typing mistake. */
export const MAX_ATTEMPTS = 20;
/** Scores above this are not scores of any of these exams. */
export const MAX_SCORE = 999;
/** List sections (licenses, board certifications, eligibility) hold at most this many entries. */
export const MAX_EXAM_LIST_ITEMS = 20;

/** Three-digit USMLE score: exactly three digits ('The value must be a three-digit number.'). */
export const isThreeDigitScore = (value: string): boolean => isMultiDigitNumber(value, 3);
/** Two-digit USMLE score: exactly two digits ('The value must be a two-digit number.'). */
export const isTwoDigitScore = (value: string): boolean => isMultiDigitNumber(value, 2);

/** A whole number typed as text (empty passes): 'The value must be a number.' otherwise. */
export function isWholeNumberText(value: string, max: number): boolean {
  return value === '' || (/^\d{1,9}$/.test(value) && Number(value) <= max);
}

/**
 * A date of something already done (an exam taken, a certificate issued) may not be after today
 * ('The date must be equal to or less than the current.'). Dates are 'YYYY-MM-DD'; `today` is the
 * business date (Pacific) so a late-evening entry on the US west coast is not refused.
 */
export function isNotInFuture(date: string | null | undefined, today: string): boolean {
  return !date || date.slice(0, 10) <= today;
}

/** A certified year is not after this year. */
export function isYearNotInFuture(year: number | null | undefined, today: string): boolean {
  return year === null || year === undefined || year <= Number(today.slice(0, 4));
}
