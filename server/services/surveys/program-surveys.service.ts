/**
 * Program surveys (ADR 0025 decision 8): the surveys of a program's specialty with the program's
 * response, a draft any user of the program keeps on the server, and one submission with every
 * required question answered (each refusal in words, per question).
 */
import type {
  ProgramSurvey,
  ProgramSurveyInput,
} from '../../../core/contracts/surveys/program-surveys.contract.ts';
import type { SurveyAnswers, SurveyQuestion } from '../../../core/domain/surveys.ts';
import { vacancyMessages } from '../../../core/domain/vacancy-messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listProgramsOfUser, type ProgramOfUserRow } from '../../db/repositories/program-user.repository.ts';
import {
  findCurrentSurveyBySlug,
  findResponse,
  findSurvey,
  insertSurvey,
  listSurveysForProgram,
  type SurveyRow,
  specialtyExists,
  upsertResponse,
} from '../../db/repositories/surveys.repository.ts';
import { conflict, notFound, ValidationFailure } from '../../errors.ts';

export type ProgramSurveysService = ReturnType<typeof createProgramSurveysService>;

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** The answers kept: only the survey's questions, each of its kind; messages per question key. */
export function checkAnswers(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
  requireAll: boolean,
): { kept: SurveyAnswers; problems: Record<string, string[]> } {
  const kept: SurveyAnswers = {};
  const problems: Record<string, string[]> = {};
  for (const question of questions) {
    const value = answers[question.key];
    if (isBlank(value)) {
      if (requireAll && question.required) problems[question.key] = [vacancyMessages.SurveyAnswerRequired];
      continue;
    }
    if (question.kind === 'Number') {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(number)) problems[question.key] = [vacancyMessages.SurveyAnswerNumber];
      else kept[question.key] = number;
    } else if (question.kind === 'YesNo') {
      if (typeof value !== 'boolean') problems[question.key] = [vacancyMessages.SurveyAnswerYesNo];
      else kept[question.key] = value;
    } else if (question.kind === 'Choice') {
      if (typeof value !== 'string' || !question.options?.includes(value))
        problems[question.key] = [vacancyMessages.SurveyAnswerChoice];
      else kept[question.key] = value;
    } else {
      kept[question.key] = String(value).trim();
    }
  }
  return { kept, problems };
}

export function createProgramSurveysService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;

  const isOpen = (survey: SurveyRow) => {
    const now = clock.now().getTime();
    return survey.opensAt.getTime() <= now && survey.closesAt.getTime() > now;
  };

  async function programOf(userId: string, programCode: string): Promise<ProgramOfUserRow> {
    const program = (await listProgramsOfUser(db, userId)).find((row) => row.code === programCode);
    if (!program) throw notFound();
    return program;
  }

  async function surveyOf(program: ProgramOfUserRow, surveyId: number): Promise<SurveyRow> {
    const survey = await findSurvey(db, surveyId);
    if (!survey || survey.specialtyId !== program.specialtyId) throw notFound();
    return survey;
  }

  async function answer(program: ProgramOfUserRow, survey: SurveyRow): Promise<ProgramSurvey> {
    const response = await findResponse(db, survey.id, program.id);
    return {
      id: survey.id,
      slug: survey.slug,
      title: survey.title,
      specialtyName: survey.specialtyName,
      opensAt: survey.opensAt.toISOString(),
      closesAt: survey.closesAt.toISOString(),
      isOpen: isOpen(survey),
      responseStatus: response?.status ?? 'NotStarted',
      submittedAt: response?.submittedAt?.toISOString() ?? null,
      programCode: program.code,
      programName: program.name,
      instructions: survey.instructions,
      questions: survey.questions,
      answers: response?.answers ?? {},
      updatedAt: response?.updatedAt.toISOString() ?? null,
      updatedByName: response?.updatedByName || null,
    };
  }

  async function write(
    userId: string,
    where: { programCode: string; surveyId: number },
    answers: SurveyAnswers,
    submit: boolean,
  ): Promise<ProgramSurvey> {
    const program = await programOf(userId, where.programCode);
    const survey = await surveyOf(program, where.surveyId);
    if (!isOpen(survey)) throw conflict(vacancyMessages.SurveyClosed);
    const { kept, problems } = checkAnswers(survey.questions, answers, submit);
    if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
    const written = await upsertResponse(db, {
      surveyId: survey.id,
      programId: program.id,
      answers: kept,
      status: submit ? 'Submitted' : 'Draft',
      userId,
      at: clock.now(),
    });
    if (!written) throw conflict(vacancyMessages.SurveyAlreadySubmitted);
    return answer(program, survey);
  }

  return {
    async list(userId: string, programCode: string) {
      const program = await programOf(userId, programCode);
      const rows = await listSurveysForProgram(db, program.specialtyId, program.id);
      return {
        programCode: program.code,
        programName: program.name,
        items: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          specialtyName: row.specialtyName,
          opensAt: row.opensAt.toISOString(),
          closesAt: row.closesAt.toISOString(),
          isOpen: isOpen(row),
          responseStatus: row.status ?? ('NotStarted' as const),
          submittedAt: row.submittedAt?.toISOString() ?? null,
        })),
      };
    },

    async get(userId: string, where: { programCode: string; surveyId: number }): Promise<ProgramSurvey> {
      const program = await programOf(userId, where.programCode);
      return answer(program, await surveyOf(program, where.surveyId));
    },

    saveDraft: (userId: string, where: { programCode: string; surveyId: number }, answers: SurveyAnswers) =>
      write(userId, where, answers, false),

    submit: (userId: string, where: { programCode: string; surveyId: number }, answers: SurveyAnswers) =>
      write(userId, where, answers, true),

    /** An admin writes a specialty's survey. */
    async create(input: ProgramSurveyInput): Promise<{ id: number }> {
      if (!(await specialtyExists(db, input.specialtyId))) throw notFound();
      const id = await insertSurvey(db, {
        specialtyId: input.specialtyId,
        slug: input.slug.trim(),
        title: input.title.trim(),
        instructions: input.instructions?.trim() || null,
        questions: input.questions.map((q) => ({
          key: q.key.trim(),
          label: q.label.trim(),
          kind: q.kind,
          required: q.required,
          ...(q.kind === 'Choice' ? { options: q.options ?? [] } : {}),
        })),
        opensAt: new Date(input.opensAt),
        closesAt: new Date(input.closesAt),
        createdAt: clock.now(),
      });
      return { id };
    },

    /** retina/survey: the current survey of the slug and the user's programs of its specialty. */
    async current(userId: string, slug: string) {
      const survey = await findCurrentSurveyBySlug(db, slug, clock.now());
      const programs = survey
        ? (await listProgramsOfUser(db, userId)).filter((row) => row.specialtyId === survey.specialtyId)
        : [];
      return {
        surveyId: survey?.id ?? null,
        title: survey?.title ?? null,
        programs: programs.map((row) => ({ code: row.code, name: row.name })),
      };
    },
  };
}
