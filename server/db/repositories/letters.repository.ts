/** Letters of reference (LETTERS). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../core/domain/applicant-restrictions.ts';
import type { DbExecutor } from '../client.ts';
import { applicants, applications, lettersOfReference, matchCycles, programs, users } from '../schema.ts';

export type LetterRow = typeof lettersOfReference.$inferSelect;
export type NewLetterRow = typeof lettersOfReference.$inferInsert;

export async function listLetterRows(db: DbExecutor, applicantId: number): Promise<LetterRow[]> {
  return db
    .select()
    .from(lettersOfReference)
    .where(eq(lettersOfReference.applicantId, applicantId))
    .orderBy(asc(lettersOfReference.createdAt), asc(lettersOfReference.id));
}

export async function findLetterById(db: DbExecutor, id: number): Promise<LetterRow | null> {
  const [row] = await db.select().from(lettersOfReference).where(eq(lettersOfReference.id, id)).limit(1);
  return row ?? null;
}

/** The row locked for a status change (two writers' tabs, or a writer and the applicant canceling). */
export async function lockLetterById(tx: DbExecutor, id: number): Promise<LetterRow | null> {
  const [row] = await tx
    .select()
    .from(lettersOfReference)
    .where(eq(lettersOfReference.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findLetterByToken(db: DbExecutor, token: string): Promise<LetterRow | null> {
  const [row] = await db
    .select()
    .from(lettersOfReference)
    .where(eq(lettersOfReference.writerToken, token))
    .limit(1);
  return row ?? null;
}

export async function findLettersOfApplicant(
  db: DbExecutor,
  applicantId: number,
  ids: readonly number[],
): Promise<LetterRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(lettersOfReference)
    .where(and(eq(lettersOfReference.applicantId, applicantId), inArray(lettersOfReference.id, [...ids])));
}

export async function insertLetter(db: DbExecutor, row: NewLetterRow): Promise<LetterRow> {
  const [inserted] = await db.insert(lettersOfReference).values(row).returning();
  return inserted!;
}

export async function updateLetterRow(
  db: DbExecutor,
  id: number,
  change: Partial<Omit<NewLetterRow, 'id' | 'applicantId' | 'writerToken'>>,
): Promise<LetterRow> {
  const [row] = await db
    .update(lettersOfReference)
    .set(change)
    .where(eq(lettersOfReference.id, id))
    .returning();
  return row!;
}

/** Whether another letter already holds the upload (as current or earlier version). */
export async function isUploadUsedByLetter(db: DbExecutor, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lettersOfReference.id })
    .from(lettersOfReference)
    .where(
      sql`${lettersOfReference.uploadId} = ${uploadId} or ${lettersOfReference.previousUploadIds} @> ${JSON.stringify([uploadId])}::jsonb`,
    )
    .limit(1);
  return row !== undefined;
}

export type LetterPeople = { applicantUserId: string; applicantName: string; applicantEmail: string };

/** The applicant behind a letter: the name the writer sees and where the upload notice goes. */
export async function findApplicantPeople(db: DbExecutor, applicantId: number): Promise<LetterPeople | null> {
  const [row] = await db
    .select({
      applicantUserId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      applicantEmail: users.email,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.id, applicantId))
    .limit(1);
  if (!row) return null;
  return {
    applicantUserId: row.applicantUserId,
    applicantName: `${row.firstName} ${row.lastName}`.trim(),
    applicantEmail: row.applicantEmail,
  };
}

export async function findCycleLorSettings(
  db: DbExecutor,
  cycleId: number,
): Promise<{ instructions: string | null; lorsCount: number } | null> {
  const [row] = await db
    .select({ instructions: matchCycles.lorInstructions, lorsCount: matchCycles.lorsCount })
    .from(matchCycles)
    .where(eq(matchCycles.id, cycleId))
    .limit(1);
  return row ?? null;
}

export type ApplicationLetters = {
  applicationId: number;
  programId: number;
  programName: string;
  status: ApplicationStatus;
  letterIds: number[];
};

/** The applicant's applications of a cycle with the letters APPLY assigned to each. */
export async function listApplicationLetters(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
): Promise<ApplicationLetters[]> {
  return db
    .select({
      applicationId: applications.id,
      programId: applications.programId,
      programName: programs.name,
      status: applications.status,
      letterIds: applications.letterIds,
    })
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .where(and(eq(applications.applicantId, applicantId), eq(applications.matchCycleId, matchCycleId)))
    .orderBy(asc(programs.name), asc(applications.id));
}
