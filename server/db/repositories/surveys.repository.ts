/** Program surveys and the programs' responses (ADR 0025 decision 8): the only SQL of server/services/surveys. */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { SurveyAnswers, SurveyQuestion, SurveyResponseStatus } from '../../../core/domain/surveys.ts';
import type { DbExecutor } from '../client.ts';
import { programSurveyResponses, programSurveys, specialties, users } from '../schema.ts';

export type SurveyRow = {
  id: number;
  specialtyId: number;
  specialtyName: string;
  slug: string;
  title: string;
  instructions: string | null;
  questions: SurveyQuestion[];
  opensAt: Date;
  closesAt: Date;
};

export type ResponseRow = {
  answers: SurveyAnswers;
  status: SurveyResponseStatus;
  submittedAt: Date | null;
  updatedAt: Date;
  updatedByName: string | null;
};

const surveyColumns = {
  id: programSurveys.id,
  specialtyId: programSurveys.specialtyId,
  specialtyName: specialties.name,
  slug: programSurveys.slug,
  title: programSurveys.title,
  instructions: programSurveys.instructions,
  questions: programSurveys.questions,
  opensAt: programSurveys.opensAt,
  closesAt: programSurveys.closesAt,
};

/** The surveys of a specialty (newest first) with the program's response status. */
export async function listSurveysForProgram(
  db: DbExecutor,
  specialtyId: number,
  programId: number,
): Promise<(SurveyRow & { status: SurveyResponseStatus | null; submittedAt: Date | null })[]> {
  return db
    .select({
      ...surveyColumns,
      status: programSurveyResponses.status,
      submittedAt: programSurveyResponses.submittedAt,
    })
    .from(programSurveys)
    .innerJoin(specialties, eq(specialties.id, programSurveys.specialtyId))
    .leftJoin(
      programSurveyResponses,
      and(
        eq(programSurveyResponses.surveyId, programSurveys.id),
        eq(programSurveyResponses.programId, programId),
      ),
    )
    .where(eq(programSurveys.specialtyId, specialtyId))
    .orderBy(desc(programSurveys.opensAt), desc(programSurveys.id));
}

export async function findSurvey(db: DbExecutor, id: number): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select(surveyColumns)
    .from(programSurveys)
    .innerJoin(specialties, eq(specialties.id, programSurveys.specialtyId))
    .where(eq(programSurveys.id, id));
  return row;
}

/** The open survey (latest opened) whose slug is given. */
export async function findCurrentSurveyBySlug(
  db: DbExecutor,
  slug: string,
  now: Date,
): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select(surveyColumns)
    .from(programSurveys)
    .innerJoin(specialties, eq(specialties.id, programSurveys.specialtyId))
    .where(
      and(eq(programSurveys.slug, slug), lte(programSurveys.opensAt, now), gt(programSurveys.closesAt, now)),
    )
    .orderBy(desc(programSurveys.opensAt), asc(programSurveys.id))
    .limit(1);
  return row;
}

export async function findResponse(
  db: DbExecutor,
  surveyId: number,
  programId: number,
  forUpdate = false,
): Promise<ResponseRow | undefined> {
  const query = db
    .select({
      answers: programSurveyResponses.answers,
      status: programSurveyResponses.status,
      submittedAt: programSurveyResponses.submittedAt,
      updatedAt: programSurveyResponses.updatedAt,
      updatedByName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(programSurveyResponses)
    .leftJoin(users, eq(users.id, programSurveyResponses.updatedByUserId))
    .where(
      and(eq(programSurveyResponses.surveyId, surveyId), eq(programSurveyResponses.programId, programId)),
    );
  const [row] = forUpdate ? await query.for('update', { of: programSurveyResponses }) : await query;
  return row;
}

/** Writes the program's answers; a Submitted response is never overwritten (false then). */
export async function upsertResponse(
  db: DbExecutor,
  values: {
    surveyId: number;
    programId: number;
    answers: SurveyAnswers;
    status: SurveyResponseStatus;
    userId: string;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(programSurveyResponses)
    .values({
      surveyId: values.surveyId,
      programId: values.programId,
      answers: values.answers,
      status: values.status,
      updatedByUserId: values.userId,
      updatedAt: values.at,
      submittedAt: values.status === 'Submitted' ? values.at : null,
    })
    .onConflictDoUpdate({
      target: [programSurveyResponses.surveyId, programSurveyResponses.programId],
      set: {
        answers: values.answers,
        status: values.status,
        updatedByUserId: values.userId,
        updatedAt: values.at,
        submittedAt: values.status === 'Submitted' ? values.at : null,
      },
      setWhere: eq(programSurveyResponses.status, 'Draft'),
    })
    .returning({ surveyId: programSurveyResponses.surveyId });
  return rows.length > 0;
}

export async function insertSurvey(
  db: DbExecutor,
  values: {
    specialtyId: number;
    slug: string;
    title: string;
    instructions: string | null;
    questions: SurveyQuestion[];
    opensAt: Date;
    closesAt: Date;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(programSurveys).values(values).returning({ id: programSurveys.id });
  return row!.id;
}

export async function specialtyExists(db: DbExecutor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: specialties.id }).from(specialties).where(eq(specialties.id, id));
  return row !== undefined;
}
