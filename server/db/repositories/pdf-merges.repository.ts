/** Bulk PDF merge requests (pdf_merge_requests) and what a merge reads of each application. */
import { and, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { MergeStatus } from '../../../core/domain/pdf-merges.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  applications,
  matchCycles,
  pdfMergeRequests,
  programs,
  programUsers,
  users,
  vacancies,
  vacancyApplications,
} from '../schema.ts';
import { type PageLimits, pageOf } from './paging.ts';

export type MergeRequestRow = typeof pdfMergeRequests.$inferSelect;
export type NewMergeRequest = Pick<
  typeof pdfMergeRequests.$inferInsert,
  'type' | 'requestedByUserId' | 'programId' | 'entityIds' | 'sections' | 'message'
>;
export type MergeRequestPatch = Partial<
  Pick<
    MergeRequestRow,
    | 'status'
    | 'message'
    | 'progress'
    | 'jobId'
    | 'filePath'
    | 'fileSize'
    | 'pageCount'
    | 'downloadTokenHash'
    | 'expiresAt'
    | 'error'
    | 'attempts'
    | 'finishedAt'
  >
>;

export async function insertMergeRequest(db: DbExecutor, values: NewMergeRequest): Promise<MergeRequestRow> {
  const [row] = await db.insert(pdfMergeRequests).values(values).returning();
  if (!row) throw new Error('merge request not inserted');
  return row;
}

export async function findMergeRequest(db: DbExecutor, id: number): Promise<MergeRequestRow | undefined> {
  const [row] = await db.select().from(pdfMergeRequests).where(eq(pdfMergeRequests.id, id));
  return row;
}

/** The user's latest request (newest first, the id breaking ties). */
export async function findLatestMergeRequestOf(
  db: DbExecutor,
  userId: string,
  statuses?: readonly MergeStatus[],
): Promise<MergeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(pdfMergeRequests)
    .where(
      and(
        eq(pdfMergeRequests.requestedByUserId, userId),
        statuses ? inArray(pdfMergeRequests.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(desc(pdfMergeRequests.createdAt), desc(pdfMergeRequests.id))
    .limit(1);
  return row;
}

/**
 * Changes a request, only while its status is one of `from` (when given): answers the changed row,
 * or undefined when it had moved on (e.g. cancelled while the job ran).
 */
export async function updateMergeRequest(
  db: DbExecutor,
  id: number,
  patch: MergeRequestPatch,
  now: Date,
  from?: readonly MergeStatus[],
): Promise<MergeRequestRow | undefined> {
  const [row] = await db
    .update(pdfMergeRequests)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(pdfMergeRequests.id, id), from ? inArray(pdfMergeRequests.status, [...from]) : undefined))
    .returning();
  return row;
}

export async function mergeStatusOf(db: DbExecutor, id: number): Promise<MergeStatus | undefined> {
  const [row] = await db
    .select({ status: pdfMergeRequests.status })
    .from(pdfMergeRequests)
    .where(eq(pdfMergeRequests.id, id));
  return row?.status;
}

export async function findMergeByTokenHash(
  db: DbExecutor,
  hash: string,
): Promise<MergeRequestRow | undefined> {
  const [row] = await db.select().from(pdfMergeRequests).where(eq(pdfMergeRequests.downloadTokenHash, hash));
  return row;
}

/** Finished packets whose link has expired and whose file is still kept. */
export async function listExpiredMergeFiles(db: DbExecutor, now: Date): Promise<MergeRequestRow[]> {
  return db
    .select()
    .from(pdfMergeRequests)
    .where(and(isNotNull(pdfMergeRequests.filePath), lte(pdfMergeRequests.expiresAt, now)))
    .limit(100);
}

export type AdminMergeListRow = MergeRequestRow & {
  requesterFirstName: string;
  requesterLastName: string;
  requesterEmail: string;
  programName: string | null;
};

export async function pageMergeRequests(
  db: DbExecutor,
  filter: { status?: MergeStatus | undefined; id?: number | undefined },
  page: { page: number; pageSize: number } | PageLimits,
): Promise<{ items: AdminMergeListRow[]; total: number }> {
  const where = and(
    filter.status ? eq(pdfMergeRequests.status, filter.status) : undefined,
    filter.id !== undefined ? eq(pdfMergeRequests.id, filter.id) : undefined,
  );
  const { limit, offset } = pageOf(page);
  const [items, [totals]] = await Promise.all([
    db
      .select({
        request: pdfMergeRequests,
        requesterFirstName: users.firstName,
        requesterLastName: users.lastName,
        requesterEmail: users.email,
        programName: programs.name,
      })
      .from(pdfMergeRequests)
      .innerJoin(users, eq(users.id, pdfMergeRequests.requestedByUserId))
      .leftJoin(programs, eq(programs.id, pdfMergeRequests.programId))
      .where(where)
      .orderBy(desc(pdfMergeRequests.createdAt), desc(pdfMergeRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(pdfMergeRequests).where(where),
  ]);
  return {
    items: items.map(({ request, ...names }) => ({ ...request, ...names })),
    total: totals?.total ?? 0,
  };
}

// ---------- who may merge what ----------

/** The programs the user is a user of. */
export async function programIdsOfUser(db: DbExecutor, userId: string): Promise<number[]> {
  const rows = await db
    .select({ programId: programUsers.programId })
    .from(programUsers)
    .where(eq(programUsers.userId, userId));
  return rows.map((r) => r.programId);
}

/** The program of each sent application (one in progress was never sent, so it is not found). */
export async function programsOfApplications(
  db: DbExecutor,
  ids: readonly number[],
): Promise<{ id: number; programId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: applications.id, programId: applications.programId })
    .from(applications)
    .where(and(inArray(applications.id, [...ids]), sql`${applications.status} <> 'InProgress'`));
}

/** The program of each vacancy application (its vacancy's). */
export async function programsOfVacancyApplications(
  db: DbExecutor,
  ids: readonly number[],
): Promise<{ id: number; programId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: vacancyApplications.id, programId: vacancies.programId })
    .from(vacancyApplications)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
    .where(inArray(vacancyApplications.id, [...ids]));
}

// ---------- what a merge reads ----------

export type MergedApplication = {
  id: number;
  applicantId: number;
  applicantUserId: string;
  applicantCode: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  programId: number;
  programName: string;
  cycleCode: string | null;
  cycleName: string | null;
  casSnapshot: Record<string, unknown> | null;
  personalStatementId: number | null;
  letterIds: number[];
  sentAt: Date | null;
};

export async function findApplicationForMerge(
  db: DbExecutor,
  id: number,
): Promise<MergedApplication | undefined> {
  const [row] = await db
    .select({
      id: applications.id,
      applicantId: applications.applicantId,
      applicantUserId: applicants.userId,
      applicantCode: applicants.code,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      programId: applications.programId,
      programName: programs.name,
      cycleCode: matchCycles.shortName,
      cycleName: matchCycles.matchName,
      casSnapshot: applications.casSnapshot,
      personalStatementId: applications.personalStatementId,
      letterIds: applications.letterIds,
      sentAt: applications.publishedAt,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(programs, eq(programs.id, applications.programId))
    .innerJoin(matchCycles, eq(matchCycles.id, applications.matchCycleId))
    .where(eq(applications.id, id));
  return row;
}

export type MergedVacancyApplication = Omit<
  MergedApplication,
  'personalStatementId' | 'letterIds' | 'cycleCode' | 'cycleName'
> & {
  vacancyTitle: string;
  coverNote: string | null;
  cycleCode: string | null;
  cycleName: string | null;
};

export async function findVacancyApplicationForMerge(
  db: DbExecutor,
  id: number,
): Promise<MergedVacancyApplication | undefined> {
  const [row] = await db
    .select({
      id: vacancyApplications.id,
      applicantId: vacancyApplications.applicantId,
      applicantUserId: applicants.userId,
      applicantCode: applicants.code,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      programId: vacancies.programId,
      programName: programs.name,
      cycleCode: matchCycles.shortName,
      cycleName: matchCycles.matchName,
      casSnapshot: vacancyApplications.casSnapshot,
      sentAt: vacancyApplications.createdAt,
      vacancyTitle: vacancies.title,
      coverNote: vacancyApplications.coverNote,
    })
    .from(vacancyApplications)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
    .innerJoin(applicants, eq(applicants.id, vacancyApplications.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(programs, eq(programs.id, vacancies.programId))
    .leftJoin(matchCycles, eq(matchCycles.id, vacancies.matchCycleId))
    .where(eq(vacancyApplications.id, id));
  return row;
}
