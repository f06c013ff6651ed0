/**
 * Applications of an applicant in a match cycle (APPLY): the list with program facts, creating,
 * assigning statement and letters, status moves and signals. The signal limit is kept under a lock
 * on the applicant's row so two concurrent requests cannot both take the last signal.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../core/domain/applicant-restrictions.ts';
import type { LetterStatus } from '../../../core/domain/letters.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  applications,
  institutions,
  lettersOfReference,
  personalStatements,
  programMatchCycles,
  programs,
  states,
} from '../schema.ts';

export type ApplicationScope = { applicantId: number; matchCycleId: number };

export type ApplicationRow = {
  id: number;
  programId: number;
  programCode: string;
  programName: string;
  institutionName: string | null;
  city: string | null;
  stateName: string | null;
  status: ApplicationStatus;
  personalStatementId: number | null;
  personalStatementTitle: string | null;
  letterIds: number[];
  isSignaled: boolean;
  version: number;
  publishedAt: Date | null;
  withdrawnAt: Date | null;
  updatedAt: Date;
};

const rowColumns = {
  id: applications.id,
  programId: applications.programId,
  programCode: programs.code,
  programName: programs.name,
  institutionName: institutions.name,
  city: programs.city,
  stateName: states.name,
  status: applications.status,
  personalStatementId: applications.personalStatementId,
  personalStatementTitle: personalStatements.title,
  letterIds: applications.letterIds,
  isSignaled: applications.isSignaled,
  version: applications.version,
  publishedAt: applications.publishedAt,
  withdrawnAt: applications.withdrawnAt,
  updatedAt: applications.updatedAt,
};

function selectRows(db: DbExecutor) {
  return db
    .select(rowColumns)
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .leftJoin(institutions, eq(institutions.id, programs.institutionId))
    .leftJoin(states, eq(states.id, programs.stateId))
    .leftJoin(personalStatements, eq(personalStatements.id, applications.personalStatementId));
}

const inScope = (scope: ApplicationScope) =>
  and(eq(applications.applicantId, scope.applicantId), eq(applications.matchCycleId, scope.matchCycleId));

/** The applicant's applications of the cycle, by program name. */
export async function listApplications(db: DbExecutor, scope: ApplicationScope): Promise<ApplicationRow[]> {
  return selectRows(db)
    .where(inScope(scope))
    .orderBy(asc(sql`lower(${programs.name})`), asc(applications.id));
}

/** One application of the applicant in the cycle (null for another applicant's or cycle's). */
export async function findApplication(
  db: DbExecutor,
  scope: ApplicationScope,
  applicationId: number,
): Promise<ApplicationRow | null> {
  const [row] = await selectRows(db)
    .where(and(inScope(scope), eq(applications.id, applicationId)))
    .limit(1);
  return row ?? null;
}

/** The program an application was sent to. */
export async function findApplicationProgramId(
  db: DbExecutor,
  applicationId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ programId: applications.programId })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row?.programId ?? null;
}

/** Of `programIds`, those that are active and offer positions in the cycle. */
export async function programsTakingPart(
  db: DbExecutor,
  matchCycleId: number,
  programIds: readonly number[],
): Promise<Set<number>> {
  if (programIds.length === 0) return new Set();
  const rows = await db
    .select({ id: programs.id })
    .from(programs)
    .innerJoin(
      programMatchCycles,
      and(eq(programMatchCycles.programId, programs.id), eq(programMatchCycles.matchCycleId, matchCycleId)),
    )
    .where(and(inArray(programs.id, [...programIds]), eq(programs.isActive, true)));
  return new Set(rows.map((r) => r.id));
}

/** Creates InProgress applications; a program already applied to in the cycle is left untouched. */
export async function insertApplications(
  db: DbExecutor,
  scope: ApplicationScope,
  programIds: readonly number[],
  assignment: { personalStatementId: number | null; letterIds: number[] },
): Promise<void> {
  if (programIds.length === 0) return;
  await db
    .insert(applications)
    .values(programIds.map((programId) => ({ ...scope, programId, ...assignment })))
    .onConflictDoNothing();
}

/**
 * Writes the assignment and moves its version on; with `expectedVersion`, only over that version
 * (compare-and-set). Answers whether it was written.
 */
export async function updateAssignment(
  db: DbExecutor,
  applicationId: number,
  assignment: { personalStatementId: number | null; letterIds: number[] },
  now: Date,
  expectedVersion?: number,
): Promise<boolean> {
  const written = await db
    .update(applications)
    .set({ ...assignment, updatedAt: now, version: sql`${applications.version} + 1` })
    .where(
      and(
        eq(applications.id, applicationId),
        expectedVersion === undefined ? undefined : eq(applications.version, expectedVersion),
      ),
    )
    .returning({ id: applications.id });
  return written.length > 0;
}

/** Moves the status only from `from` (a concurrent move wins once); answers whether it moved. */
export async function moveStatus(
  db: DbExecutor,
  applicationId: number,
  from: readonly ApplicationStatus[],
  to: ApplicationStatus,
  now: Date,
): Promise<boolean> {
  const stamp =
    to === 'Published'
      ? { publishedAt: now }
      : to === 'Withdrawn'
        ? { withdrawnAt: now, isSignaled: false }
        : {};
  const moved = await db
    .update(applications)
    .set({ status: to, updatedAt: now, ...stamp })
    .where(and(eq(applications.id, applicationId), inArray(applications.status, [...from])))
    .returning({ id: applications.id });
  return moved.length > 0;
}

/** Keeps the CAS as it was sent (written in the sending transaction). */
export async function storeCasSnapshot(
  db: DbExecutor,
  applicationId: number,
  snapshot: Record<string, unknown>,
): Promise<void> {
  await db.update(applications).set({ casSnapshot: snapshot }).where(eq(applications.id, applicationId));
}

export async function findCasSnapshot(
  db: DbExecutor,
  applicationId: number,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ casSnapshot: applications.casSnapshot })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row?.casSnapshot ?? null;
}

/** Serializes the signal changes of one applicant (call inside the transaction that counts). */
export async function lockApplicant(tx: DbExecutor, applicantId: number): Promise<void> {
  await tx.select({ id: applicants.id }).from(applicants).where(eq(applicants.id, applicantId)).for('update');
}

export async function countSignaled(
  db: DbExecutor,
  scope: ApplicationScope,
  exceptApplicationId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(
      and(
        inScope(scope),
        eq(applications.isSignaled, true),
        exceptApplicationId === undefined ? undefined : ne(applications.id, exceptApplicationId),
      ),
    );
  return row?.n ?? 0;
}

export async function setSignal(
  db: DbExecutor,
  applicationId: number,
  isSignaled: boolean,
  now: Date,
): Promise<void> {
  await db.update(applications).set({ isSignaled, updatedAt: now }).where(eq(applications.id, applicationId));
}

export type OwnLetter = { id: number; writerName: string; status: LetterStatus };

/** The applicant's letters (canceled ones included: an application may still name one). */
export async function lettersOfApplicant(db: DbExecutor, applicantId: number): Promise<OwnLetter[]> {
  return db
    .select({
      id: lettersOfReference.id,
      writerName: lettersOfReference.writerName,
      status: lettersOfReference.status,
    })
    .from(lettersOfReference)
    .where(eq(lettersOfReference.applicantId, applicantId))
    .orderBy(asc(lettersOfReference.createdAt), asc(lettersOfReference.id));
}

export async function statementsOfApplicant(
  db: DbExecutor,
  applicantId: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: personalStatements.id, title: personalStatements.title })
    .from(personalStatements)
    .where(eq(personalStatements.applicantId, applicantId))
    .orderBy(asc(personalStatements.createdAt), asc(personalStatements.id));
}
