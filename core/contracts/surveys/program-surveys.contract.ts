/**
 * Program surveys (business.md §2.3 my-program surveys tab and retina/survey; ADR 0025 decision 8):
 * a specialty's questionnaire its programs answer together — a draft kept on the server, then
 * submitted once, with every required question answered.
 */
import { z } from 'zod';
import { surveyQuestionKinds, surveyResponseStatuses } from '../../domain/surveys.ts';
import { defineContract } from '../http.ts';

const programParams = z.object({ programCode: z.string().min(1).max(50) });
const surveyParams = programParams.extend({ surveyId: z.coerce.number().int().positive() });

export const surveyQuestion = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(surveyQuestionKinds),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
});

export const surveyAnswers = z.record(
  z.string().max(100),
  z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]),
);

export const programSurveySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  specialtyName: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  isOpen: z.boolean(),
  /** NotStarted when nobody of the program saved anything yet. */
  responseStatus: z.enum(['NotStarted', ...surveyResponseStatuses]),
  submittedAt: z.string().nullable(),
});
export type ProgramSurveySummary = z.infer<typeof programSurveySummary>;

export const listProgramSurveys = defineContract({
  method: 'GET',
  path: '/api/program-user/programs/:programCode/surveys',
  access: ['ProgramUser'],
  params: programParams,
  response: z.object({
    programCode: z.string(),
    programName: z.string(),
    items: z.array(programSurveySummary),
  }),
});

export const programSurvey = programSurveySummary.extend({
  programCode: z.string(),
  programName: z.string(),
  instructions: z.string().nullable(),
  questions: z.array(surveyQuestion),
  answers: surveyAnswers,
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type ProgramSurvey = z.infer<typeof programSurvey>;

export const getProgramSurvey = defineContract({
  method: 'GET',
  path: '/api/program-user/programs/:programCode/surveys/:surveyId',
  access: ['ProgramUser'],
  params: surveyParams,
  response: programSurvey,
});

/** Keeps the program's draft (any user of the program); refused once submitted or closed. */
export const saveProgramSurveyDraft = defineContract({
  method: 'PUT',
  path: '/api/program-user/programs/:programCode/surveys/:surveyId',
  access: ['ProgramUser'],
  params: surveyParams,
  body: z.strictObject({ answers: surveyAnswers }),
  response: programSurvey,
});

/** Submits the answers: every required question answered (400 with each question's message). */
export const submitProgramSurvey = defineContract({
  method: 'POST',
  path: '/api/program-user/programs/:programCode/surveys/:surveyId/submit',
  access: ['ProgramUser'],
  params: surveyParams,
  body: z.strictObject({ answers: surveyAnswers }),
  response: programSurvey,
});

/**
 * retina/survey: the current open survey of the specialty the slug names ('retina') and the user's
 * programs of that specialty (the page answers for the first, or the one chosen).
 */
export const getCurrentSurveyBySlug = defineContract({
  method: 'GET',
  path: '/api/program-user/surveys/current/:slug',
  access: ['ProgramUser'],
  params: z.object({ slug: z.string().min(1).max(50) }),
  response: z.object({
    surveyId: z.number().int().nullable(),
    title: z.string().nullable(),
    programs: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const programSurveyInput = z
  .strictObject({
    specialtyId: z.number().int().positive(),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,50}$/),
    title: z.string().trim().min(1).max(200),
    instructions: z.string().trim().max(4000).nullable().optional(),
    questions: z
      .array(
        z.strictObject({
          key: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9_]{1,100}$/),
          label: z.string().trim().min(1).max(500),
          kind: z.enum(surveyQuestionKinds),
          required: z.boolean(),
          options: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
        }),
      )
      .min(1)
      .max(100)
      .refine((questions) => new Set(questions.map((q) => q.key)).size === questions.length, {
        message: 'Each question needs its own key.',
      })
      .refine((questions) => questions.every((q) => q.kind !== 'Choice' || (q.options?.length ?? 0) >= 2), {
        message: 'A choice question needs at least two options.',
      }),
    opensAt: z.iso.datetime({ offset: true }),
    closesAt: z.iso.datetime({ offset: true }),
  })
  .refine((survey) => survey.closesAt > survey.opensAt, {
    message: 'The survey must close after it opens.',
    path: ['closesAt'],
  });
export type ProgramSurveyInput = z.input<typeof programSurveyInput>;

/** An admin writes a specialty's survey (ADR 0025 decision 8); programs of the specialty answer it. */
export const createProgramSurvey = defineContract({
  method: 'POST',
  path: '/api/admin/program-surveys',
  access: ['Admin'],
  body: programSurveyInput,
  response: z.object({ id: z.number().int() }),
});
