/** Personal statements of applicants (LETTERS). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { matchCycles, personalStatements } from '../schema.ts';

export type PersonalStatementRow = typeof personalStatements.$inferSelect & { isInUse: boolean };

// Qualified by hand: drizzle renders bare column names inside a select of one table.
const isInUse = sql<boolean>`exists (select 1 from "applications" where "applications"."personal_statement_id" = "personal_statements"."id")`;

const columns = {
  id: personalStatements.id,
  applicantId: personalStatements.applicantId,
  title: personalStatements.title,
  body: personalStatements.body,
  version: personalStatements.version,
  createdAt: personalStatements.createdAt,
  updatedAt: personalStatements.updatedAt,
  isInUse: isInUse.mapWith(Boolean),
};

export async function listPersonalStatements(
  db: DbExecutor,
  applicantId: number,
): Promise<PersonalStatementRow[]> {
  return db
    .select(columns)
    .from(personalStatements)
    .where(eq(personalStatements.applicantId, applicantId))
    .orderBy(asc(personalStatements.createdAt), asc(personalStatements.id));
}

/** The applicant's statement, or null (another applicant's is as unknown as a missing one). */
export async function findPersonalStatement(
  db: DbExecutor,
  applicantId: number,
  id: number,
): Promise<PersonalStatementRow | null> {
  const [row] = await db
    .select(columns)
    .from(personalStatements)
    .where(and(eq(personalStatements.id, id), eq(personalStatements.applicantId, applicantId)))
    .limit(1);
  return row ?? null;
}

export async function insertPersonalStatement(
  db: DbExecutor,
  row: { applicantId: number; title: string; body: string; now: Date },
): Promise<number> {
  const [inserted] = await db
    .insert(personalStatements)
    .values({
      applicantId: row.applicantId,
      title: row.title,
      body: row.body,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning({ id: personalStatements.id });
  return inserted!.id;
}

/** Writes only when `version` is the stored one; false when it was not (or the row is not the applicant's). */
export async function updatePersonalStatementAt(
  db: DbExecutor,
  key: { applicantId: number; id: number; version: number },
  change: { title: string; body: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(personalStatements)
    .set({
      title: change.title,
      body: change.body,
      updatedAt: change.now,
      version: sql`${personalStatements.version} + 1`,
    })
    .where(
      and(
        eq(personalStatements.id, key.id),
        eq(personalStatements.applicantId, key.applicantId),
        eq(personalStatements.version, key.version),
      ),
    )
    .returning({ id: personalStatements.id });
  return updated.length > 0;
}

export async function deletePersonalStatementRow(
  db: DbExecutor,
  applicantId: number,
  id: number,
): Promise<void> {
  await db
    .delete(personalStatements)
    .where(and(eq(personalStatements.id, id), eq(personalStatements.applicantId, applicantId)));
}

export async function findCyclePsInstructions(db: DbExecutor, cycleId: number): Promise<string | null> {
  const [row] = await db
    .select({ instructions: matchCycles.psInstructions })
    .from(matchCycles)
    .where(eq(matchCycles.id, cycleId))
    .limit(1);
  return row?.instructions ?? null;
}
