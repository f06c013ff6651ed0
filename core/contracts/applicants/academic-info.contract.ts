/**
 * The applicant's examinations (academic information of business.md §3.6): USMLE, COMLEX (NBOME),
 * MCCQE (LMCC), ECFMG, licensure, board certification and its eligibility. They belong to the
 * applicant's profile, not to a cycle: the same routes serve `/applicant/profile/examinations` and the
 * in-cycle `personal-info/examinations` page.
 *
 * Each exam type is a section saved on its own with its own `version` (0 until first saved), so an
 * edit of USMLE made offline never conflicts with a COMLEX edit made elsewhere; a stale version is
 * answered 409 with the server's copy of that section (`examSectionConflictBody`).
 * Dates of exams taken (and certificates issued) may not be in the future: the server checks them
 * against the Pacific business date (`takenDates`), so they are not part of the schemas.
 */
import { z } from 'zod';
import {
  type ClinicalSkills,
  type ComlexStepResult,
  clinicalSkillsStatuses,
  comlexLevels,
  comlexStepResults,
  type ExamType,
  examSectionSegments,
  examTypes,
  isThreeDigitScore,
  isTwoDigitScore,
  isWholeNumberText,
  MAX_ATTEMPTS,
  MAX_EXAM_LIST_ITEMS,
  MAX_SCORE,
  mccqeLevels,
  type UsmleStepResult,
  usmleScoredSteps,
  usmleStepResults,
} from '../../domain/exams.ts';
import { messages } from '../../domain/messages.ts';
import { optionalTrimmedText, requiredText } from '../fields.ts';
import { type Contract, defineContract } from '../http.ts';

/** Optional text: trimmed, null when empty, 'Exceeded number of characters.' beyond `max`. */

/** A plain date 'YYYY-MM-DD' that exists on the calendar, or null. */
const examDate = z
  .string({ error: messages.InvalidValue })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.InvalidValue)
  .refine((v) => {
    const parsed = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v);
  }, messages.InvalidValue)
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** Digits typed as text; kept as text so a score's leading zero is not lost. */
const digits = (check: (value: string) => boolean, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .refine(check, message)
    .transform((v) => v || null)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** A whole number (number or digits) up to `max`: 'The value must be a number.' otherwise. */
const wholeNumber = (max: number) =>
  z
    .union([z.string(), z.number()], { error: messages.MustBeNumber })
    .transform((v) => String(v).trim())
    .refine((v) => isWholeNumberText(v, max), messages.MustBeNumber)
    .transform((v) => (v === '' ? null : Number(v)))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const result = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: messages.InvalidValue })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** 0 before the first save of a section. */
const sectionVersion = z.number({ error: messages.InvalidValue }).int().min(0).max(2_147_483_647);

const examNumber = optionalTrimmedText(20);

// ---- USMLE -------------------------------------------------------------------------------------

const usmleStepInput = z.strictObject({
  numberOfTimesTaken: wholeNumber(MAX_ATTEMPTS),
  threeDigitScore: digits(isThreeDigitScore, messages.ThreeDigitNumber),
  twoDigitScore: digits(isTwoDigitScore, messages.TwoDigitNumber),
  date: examDate,
  result: result(usmleStepResults),
});

export const usmleInput = z.strictObject({
  usmleNumber: examNumber,
  step1: usmleStepInput.nullable().optional(),
  step2ClinicalKnowledge: usmleStepInput.nullable().optional(),
  step2ClinicalSkills: z
    .strictObject({ status: result(clinicalSkillsStatuses) })
    .nullable()
    .optional(),
  step3: usmleStepInput.nullable().optional(),
  usmleExpectations: z
    .strictObject({ examDate, scoreDate: examDate, freeText: optionalTrimmedText(1000) })
    .nullable()
    .optional(),
  version: sectionVersion,
});

export type UsmleStep = {
  numberOfTimesTaken: number | null;
  threeDigitScore: string | null;
  twoDigitScore: string | null;
  date: string | null;
  result: UsmleStepResult | null;
};
export type Usmle = {
  usmleNumber: string | null;
  step1: UsmleStep;
  step2ClinicalKnowledge: UsmleStep;
  step2ClinicalSkills: { status: ClinicalSkills | null };
  step3: UsmleStep;
  usmleExpectations: { examDate: string | null; scoreDate: string | null; freeText: string | null };
};

// ---- COMLEX ------------------------------------------------------------------------------------

const comlexLevelInput = z.strictObject({
  score: wholeNumber(MAX_SCORE),
  date: examDate,
  result: result(comlexStepResults),
});

export const comlexInput = z.strictObject({
  nbomeNumber: examNumber,
  level1: comlexLevelInput.nullable().optional(),
  level2CognitiveEvaluation: comlexLevelInput.nullable().optional(),
  level2PerformanceEvaluation: z
    .strictObject({ date: examDate, level2PE: result(comlexStepResults) })
    .nullable()
    .optional(),
  level3: comlexLevelInput.nullable().optional(),
  version: sectionVersion,
});

export type ComlexLevel = { score: number | null; date: string | null; result: ComlexStepResult | null };
export type Comlex = {
  nbomeNumber: string | null;
  level1: ComlexLevel;
  level2CognitiveEvaluation: ComlexLevel;
  level2PerformanceEvaluation: { date: string | null; level2PE: ComlexStepResult | null };
  level3: ComlexLevel;
};

// ---- MCCQE, ECFMG ------------------------------------------------------------------------------

const mccqeLevelInput = z.strictObject({ score: wholeNumber(MAX_SCORE), date: examDate });

export const mccqeInput = z.strictObject({
  canadianExamNumber: examNumber,
  level1: mccqeLevelInput.nullable().optional(),
  level2: mccqeLevelInput.nullable().optional(),
  version: sectionVersion,
});

export type MccqeLevel = { score: number | null; date: string | null };
export type Mccqe = { canadianExamNumber: string | null; level1: MccqeLevel; level2: MccqeLevel };

export const ecfmgInput = z.strictObject({
  ecfmgNumber: examNumber,
  issueDate: examDate,
  version: sectionVersion,
});
export type Ecfmg = { ecfmgNumber: string | null; issueDate: string | null };

// ---- Lists -------------------------------------------------------------------------------------

const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: messages.InvalidValue }).max(MAX_EXAM_LIST_ITEMS, messages.InvalidValue);

export const licensesInput = z.strictObject({
  items: list(
    z.strictObject({
      stateName: requiredText(100, messages.LicensureStateIsRequired),
      licensureNumber: optionalTrimmedText(50),
      expirationDate: examDate,
    }),
  ),
  version: sectionVersion,
});
export type License = { stateName: string; licensureNumber: string | null; expirationDate: string | null };

export const boardCertificationsInput = z.strictObject({
  items: list(
    z.strictObject({
      boardName: requiredText(200, messages.BoardNameIsRequired),
      certifiedYear: z
        .number({ error: messages.MustBeNumber })
        .int(messages.MustBeNumber)
        .min(1900, messages.InvalidValue)
        .max(9999, messages.InvalidValue)
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      expirationDate: examDate,
    }),
  ),
  version: sectionVersion,
});
export type BoardCertification = {
  boardName: string;
  certifiedYear: number | null;
  expirationDate: string | null;
};

export const boardCertificationEligibilityInput = z.strictObject({
  items: list(z.strictObject({ boardName: requiredText(200, messages.BoardNameIsRequired) })),
  version: sectionVersion,
});
export type BoardCertificationEligibility = { boardName: string };

// ---- Answers -----------------------------------------------------------------------------------

const nullableString = z.string().nullable();
const usmleStep = z.object({
  numberOfTimesTaken: z.number().int().nullable(),
  threeDigitScore: nullableString,
  twoDigitScore: nullableString,
  date: nullableString,
  result: z.enum(usmleStepResults).nullable(),
});
const comlexLevel = z.object({
  score: z.number().int().nullable(),
  date: nullableString,
  result: z.enum(comlexStepResults).nullable(),
});
const mccqeLevel = z.object({ score: z.number().int().nullable(), date: nullableString });
const versioned = { version: z.number().int() };

export const examSectionOutputs = {
  Usmle: z.object({
    usmleNumber: nullableString,
    step1: usmleStep,
    step2ClinicalKnowledge: usmleStep,
    step2ClinicalSkills: z.object({ status: z.enum(clinicalSkillsStatuses).nullable() }),
    step3: usmleStep,
    usmleExpectations: z.object({
      examDate: nullableString,
      scoreDate: nullableString,
      freeText: nullableString,
    }),
    ...versioned,
  }),
  Comlex: z.object({
    nbomeNumber: nullableString,
    level1: comlexLevel,
    level2CognitiveEvaluation: comlexLevel,
    level2PerformanceEvaluation: z.object({
      date: nullableString,
      level2PE: z.enum(comlexStepResults).nullable(),
    }),
    level3: comlexLevel,
    ...versioned,
  }),
  Mccqe: z.object({
    canadianExamNumber: nullableString,
    level1: mccqeLevel,
    level2: mccqeLevel,
    ...versioned,
  }),
  Ecfmg: z.object({ ecfmgNumber: nullableString, issueDate: nullableString, ...versioned }),
  Licensure: z.object({
    items: z.array(
      z.object({ stateName: z.string(), licensureNumber: nullableString, expirationDate: nullableString }),
    ),
    ...versioned,
  }),
  BoardCertification: z.object({
    items: z.array(
      z.object({
        boardName: z.string(),
        certifiedYear: z.number().int().nullable(),
        expirationDate: nullableString,
      }),
    ),
    ...versioned,
  }),
  BoardCertificationEligibility: z.object({
    items: z.array(z.object({ boardName: z.string() })),
    ...versioned,
  }),
} as const satisfies Record<ExamType, z.ZodType>;

export const examSectionInputs = {
  Usmle: usmleInput,
  Comlex: comlexInput,
  Mccqe: mccqeInput,
  Ecfmg: ecfmgInput,
  Licensure: licensesInput,
  BoardCertification: boardCertificationsInput,
  BoardCertificationEligibility: boardCertificationEligibilityInput,
} as const satisfies Record<ExamType, z.ZodType>;

export type ExamSection<T extends ExamType> = z.infer<(typeof examSectionOutputs)[T]>;
export type ExamSectionInput<T extends ExamType> = z.input<(typeof examSectionInputs)[T]>;
export type ExamSectionParsed<T extends ExamType> = z.output<(typeof examSectionInputs)[T]>;

export const examinations = z.object({
  usmle: examSectionOutputs.Usmle,
  comlex: examSectionOutputs.Comlex,
  mccqe: examSectionOutputs.Mccqe,
  ecfmg: examSectionOutputs.Ecfmg,
  licenses: examSectionOutputs.Licensure,
  boardCertifications: examSectionOutputs.BoardCertification,
  boardCertificationEligibilityList: examSectionOutputs.BoardCertificationEligibility,
});
export type Examinations = z.infer<typeof examinations>;

/** The body of a 409 on a stale section write: the error plus the server's copy of that section. */
export const examSectionConflictBody = <T extends ExamType>(examType: T) =>
  z.object({
    error: z.object({ ErrorCode: z.literal('Conflict'), Message: z.string() }),
    current: examSectionOutputs[examType],
  });

/**
 * The dates in a section that record something already done, by field path: exams taken, the ECFMG
 * certificate issued. Expected dates (usmleExpectations) and expirations may be in the future.
 */
export function takenDates<T extends ExamType>(
  examType: T,
  value: ExamSectionParsed<T>,
): { path: string; date: string | null }[] {
  const at = (path: string, date: string | null | undefined) => ({ path, date: date ?? null });
  switch (examType) {
    case 'Usmle': {
      const v = value as ExamSectionParsed<'Usmle'>;
      return usmleScoredSteps.map((step) => at(`${step}.date`, v[step]?.date));
    }
    case 'Comlex': {
      const v = value as ExamSectionParsed<'Comlex'>;
      return [
        ...comlexLevels.map((level) => at(`${level}.date`, v[level]?.date)),
        at('level2PerformanceEvaluation.date', v.level2PerformanceEvaluation?.date),
      ];
    }
    case 'Mccqe': {
      const v = value as ExamSectionParsed<'Mccqe'>;
      return mccqeLevels.map((level) => at(`${level}.date`, v[level]?.date));
    }
    case 'Ecfmg':
      return [at('issueDate', (value as ExamSectionParsed<'Ecfmg'>).issueDate)];
    default:
      return [];
  }
}

export const getExaminations = defineContract({
  method: 'GET',
  path: '/api/applicant/profile/examinations',
  access: ['Applicant'],
  response: examinations,
});

function sectionContract<B extends z.ZodType, R extends z.ZodType>(examType: ExamType, body: B, response: R) {
  return defineContract({
    method: 'PUT',
    path: `/api/applicant/profile/examinations/${examSectionSegments[examType]}`,
    access: ['Applicant'],
    body,
    response,
  });
}

/** One PUT per section; 409 `examSectionConflictBody(type)` when `version` is not the stored one. */
export const putExamSection = {
  Usmle: sectionContract('Usmle', usmleInput, examSectionOutputs.Usmle),
  Comlex: sectionContract('Comlex', comlexInput, examSectionOutputs.Comlex),
  Mccqe: sectionContract('Mccqe', mccqeInput, examSectionOutputs.Mccqe),
  Ecfmg: sectionContract('Ecfmg', ecfmgInput, examSectionOutputs.Ecfmg),
  Licensure: sectionContract('Licensure', licensesInput, examSectionOutputs.Licensure),
  BoardCertification: sectionContract(
    'BoardCertification',
    boardCertificationsInput,
    examSectionOutputs.BoardCertification,
  ),
  BoardCertificationEligibility: sectionContract(
    'BoardCertificationEligibility',
    boardCertificationEligibilityInput,
    examSectionOutputs.BoardCertificationEligibility,
  ),
} as const satisfies Record<ExamType, Contract>;

// Keeps `examTypes` the single list of sections: a new exam type fails to compile until it has a route.
export const examSectionContracts: readonly Contract[] = examTypes.map((type) => putExamSection[type]);
