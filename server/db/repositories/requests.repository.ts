import { aliasedTable, and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { RequestKind, RequestStatus } from '../../../core/domain/request-kinds.ts';
import type { DbExecutor } from '../client.ts';
import {
  matchCycles,
  matchCycleYears,
  medicalSchools,
  medicalSchoolUsers,
  programMatchCycles,
  programs,
  requests,
  specialties,
  subspecialties,
  users,
} from '../schema.ts';
import { pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export type RequestRow = typeof requests.$inferSelect;
export type NewRequestRow = typeof requests.$inferInsert;

/** A request with the names its lists and details show. */
export type RequestWithNames = RequestRow & {
  specialtyName: string | null;
  programName: string | null;
  medicalSchoolName: string | null;
  decidedByFirstName: string | null;
  decidedByLastName: string | null;
};

const decider = aliasedTable(users, 'decider');

const withNames = {
  ...getTableColumns(requests),
  specialtyName: specialties.name,
  programName: programs.name,
  medicalSchoolName: medicalSchools.name,
  decidedByFirstName: decider.firstName,
  decidedByLastName: decider.lastName,
};

/** Joins on primary keys only: one statement per page whatever its size. */
const selectWithNames = (db: DbExecutor) =>
  db
    .select(withNames)
    .from(requests)
    .leftJoin(specialties, eq(specialties.id, requests.specialtyId))
    .leftJoin(programs, eq(programs.id, requests.programId))
    .leftJoin(medicalSchools, eq(medicalSchools.id, requests.medicalSchoolId))
    .leftJoin(decider, eq(decider.id, requests.decidedByUserId));

export async function insertRequest(db: DbExecutor, values: NewRequestRow): Promise<number> {
  const [row] = await db.insert(requests).values(values).returning({ id: requests.id });
  return row!.id;
}

export type RequestSort = 'createdDate' | 'subject' | 'status' | 'requesterName' | 'decidedDate';

export type RequestFilter = {
  kinds?: readonly RequestKind[] | undefined;
  status?: RequestStatus | undefined;
  /** Only requests about these specialties (a society user's). */
  specialtyIds?: readonly number[] | undefined;
  /** Only requests about this program (the program portal's, issue 15). */
  programId?: number | undefined;
  /** Only the requests this user filed. */
  requestedByUserId?: string | undefined;
  search?: string | undefined;
  sort: RequestSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** Ties are broken by id (see listRequests) so that pages are stable. */
const requestSorts: SortColumns<RequestSort> = {
  createdDate: requests.createdAt,
  subject: sql`lower(${requests.subject})`,
  status: [requests.status, requests.createdAt],
  requesterName: sql`lower(${requests.requesterName})`,
  decidedDate: { by: requests.decidedAt, nulls: 'last' },
};

/** A Pending request of the kind about the program (filed by the user, for the cycle, when given) exists. */
export async function hasPendingProgramRequest(
  db: DbExecutor,
  kind: RequestKind,
  programId: number,
  by: { requestedByUserId?: string; matchCycleId?: number } = {},
): Promise<boolean> {
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.kind, kind),
        eq(requests.status, 'Pending'),
        eq(requests.programId, programId),
        by.requestedByUserId ? eq(requests.requestedByUserId, by.requestedByUserId) : undefined,
        by.matchCycleId !== undefined
          ? sql`${requests.payload}->>'matchCycleId' = ${String(by.matchCycleId)}`
          : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A page of requests and the total: two statements whatever the page size. */
export async function listRequests(
  db: DbExecutor,
  filter: RequestFilter,
): Promise<{ items: RequestWithNames[]; total: number }> {
  if (filter.specialtyIds && filter.specialtyIds.length === 0) return { items: [], total: 0 };
  const where = and(
    filter.kinds ? inArray(requests.kind, [...filter.kinds]) : undefined,
    filter.status ? eq(requests.status, filter.status) : undefined,
    filter.specialtyIds ? inArray(requests.specialtyId, [...filter.specialtyIds]) : undefined,
    filter.programId !== undefined ? eq(requests.programId, filter.programId) : undefined,
    filter.requestedByUserId ? eq(requests.requestedByUserId, filter.requestedByUserId) : undefined,
    searchAny(filter.search, [requests.subject, requests.requesterName, requests.requesterEmail]),
  );
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    selectWithNames(db)
      .where(where)
      .orderBy(...sortOrder(requestSorts, filter.sort, filter.direction, requests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(requests).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findRequest(db: DbExecutor, id: number): Promise<RequestWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(requests.id, id)).limit(1);
  return row;
}

/**
 * Records a decision only while the request is still Pending, so of two admins deciding at once only
 * one wins (the other gets false and answers 409).
 */
export async function decideRequestRow(
  db: DbExecutor,
  id: number,
  values: Pick<NewRequestRow, 'status' | 'decidedByUserId' | 'decidedAt' | 'decisionComment' | 'payload'>,
): Promise<boolean> {
  const rows = await db
    .update(requests)
    .set({ ...values, updatedAt: values.decidedAt ?? new Date() })
    .where(and(eq(requests.id, id), eq(requests.status, 'Pending')))
    .returning({ id: requests.id });
  return rows.length > 0;
}

export async function setRequestResult(
  db: DbExecutor,
  id: number,
  values: Pick<NewRequestRow, 'result' | 'programId' | 'medicalSchoolId'>,
): Promise<void> {
  await db.update(requests).set(values).where(eq(requests.id, id));
}

/** Pending requests per kind (one grouped statement over requests_kind_status_idx). */
export async function countPendingByKind(db: DbExecutor): Promise<{ kind: RequestKind; count: number }[]> {
  return db
    .select({ kind: requests.kind, count: sql<number>`count(*)::int` })
    .from(requests)
    .where(eq(requests.status, 'Pending'))
    .groupBy(requests.kind);
}

// ---------- what the forms and approvals look up ----------

/** Specialties with their subspecialties and the cycles a program can join (Planned or Active): three statements. */
export async function listRegistrationOptions(db: DbExecutor) {
  const [specialtyRows, subspecialtyRows, cycleRows] = await Promise.all([
    db
      .select({
        id: specialties.id,
        name: specialties.name,
        fullName: specialties.fullName,
        type: specialties.type,
      })
      .from(specialties)
      .orderBy(asc(specialties.name)),
    db
      .select({ id: subspecialties.id, name: subspecialties.name, specialtyId: subspecialties.specialtyId })
      .from(subspecialties)
      .orderBy(asc(subspecialties.name)),
    db
      .select({
        id: matchCycles.id,
        name: matchCycles.matchName,
        specialtyId: matchCycles.specialtyId,
        yearCode: matchCycleYears.code,
      })
      .from(matchCycles)
      .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
      .where(inArray(matchCycles.status, ['Planned', 'Active']))
      .orderBy(desc(matchCycleYears.code), asc(matchCycles.id)),
  ]);
  return { specialtyRows, subspecialtyRows, cycleRows };
}

export type MedicalSchoolBrief = { id: number; code: string; name: string; isActive: boolean };

export async function findMedicalSchoolBrief(
  db: DbExecutor,
  by: { id: number } | { code: string },
): Promise<MedicalSchoolBrief | undefined> {
  const [row] = await db
    .select({
      id: medicalSchools.id,
      code: medicalSchools.code,
      name: medicalSchools.name,
      isActive: medicalSchools.isActive,
    })
    .from(medicalSchools)
    .where(
      'id' in by
        ? eq(medicalSchools.id, by.id)
        : sql`lower(${medicalSchools.code}) = ${by.code.toLowerCase()}`,
    )
    .limit(1);
  return row;
}

export type ProgramBrief = { id: number; name: string; specialtyId: number; isActive: boolean };

export async function findProgramBrief(db: DbExecutor, id: number): Promise<ProgramBrief | undefined> {
  const [row] = await db
    .select({
      id: programs.id,
      name: programs.name,
      specialtyId: programs.specialtyId,
      isActive: programs.isActive,
    })
    .from(programs)
    .where(eq(programs.id, id))
    .limit(1);
  return row;
}

export async function renameProgramRow(
  db: DbExecutor,
  id: number,
  name: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(programs)
    .set({ name, updatedAt: now })
    .where(eq(programs.id, id))
    .returning({ id: programs.id });
  return rows.length > 0;
}

/** The program's positions in the cycle, or null when it does not take part. */
export async function findProgramCyclePositions(
  db: DbExecutor,
  programId: number,
  matchCycleId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ positions: programMatchCycles.positions })
    .from(programMatchCycles)
    .where(
      and(eq(programMatchCycles.programId, programId), eq(programMatchCycles.matchCycleId, matchCycleId)),
    );
  return row?.positions ?? null;
}

/** False when the user already belongs to the school. */
export async function insertMedicalSchoolUser(
  db: DbExecutor,
  values: { userId: string; medicalSchoolId: number },
): Promise<boolean> {
  const rows = await db
    .insert(medicalSchoolUsers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: medicalSchoolUsers.userId });
  return rows.length > 0;
}

export async function findSpecialtyRequestActions(
  db: DbExecutor,
  id: number,
): Promise<{ canRequestProgramRegistration: boolean } | undefined> {
  const [row] = await db
    .select({ canRequestProgramRegistration: specialties.canRequestProgramRegistration })
    .from(specialties)
    .where(eq(specialties.id, id));
  return row;
}
