/**
 * Vacancies, their saves, alert subscriptions and applications (ADR 0025 decision 7): the only SQL
 * of server/services/vacancies. Lists are paged on the server (paging.ts).
 */
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  VacancyApplicationStatus,
  VacancyPositionType,
  VacancyStatus,
} from '../../../core/domain/vacancies.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  programs,
  programUsers,
  specialties,
  states,
  users,
  vacancies,
  vacancyApplications,
  vacancySaves,
  vacancySubscriptions,
} from '../schema.ts';
import { ascending, descending, pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export type VacancyRow = {
  id: number;
  title: string;
  programId: number;
  programCode: string;
  programName: string;
  specialtyId: number;
  specialtyName: string;
  positionType: VacancyPositionType;
  positions: number;
  city: string | null;
  stateName: string | null;
  startDate: string | null;
  closesAt: Date | null;
  status: VacancyStatus;
  postedAt: Date | null;
  description: string;
  contactEmail: string | null;
  offerHours: number;
  updatedAt: Date;
};

const vacancyColumns = {
  id: vacancies.id,
  title: vacancies.title,
  programId: vacancies.programId,
  programCode: programs.code,
  programName: programs.name,
  specialtyId: vacancies.specialtyId,
  specialtyName: specialties.name,
  positionType: vacancies.positionType,
  positions: vacancies.positions,
  city: programs.city,
  stateName: states.name,
  startDate: vacancies.startDate,
  closesAt: vacancies.closesAt,
  status: vacancies.status,
  postedAt: vacancies.postedAt,
  description: vacancies.description,
  contactEmail: vacancies.contactEmail,
  offerHours: vacancies.offerHours,
  updatedAt: vacancies.updatedAt,
};

function vacancySelect(db: DbExecutor) {
  return db
    .select(vacancyColumns)
    .from(vacancies)
    .innerJoin(programs, eq(programs.id, vacancies.programId))
    .innerJoin(specialties, eq(specialties.id, vacancies.specialtyId))
    .leftJoin(states, eq(states.id, programs.stateId));
}

export async function findVacancy(db: DbExecutor, id: number): Promise<VacancyRow | undefined> {
  const [row] = await vacancySelect(db).where(eq(vacancies.id, id));
  return row;
}

/** Locks the vacancy row for the rest of the transaction (offers and answers are serialised on it). */
export async function lockVacancy(
  tx: DbExecutor,
  id: number,
): Promise<{ id: number; positions: number; status: VacancyStatus; offerHours: number } | undefined> {
  const [row] = await tx
    .select({
      id: vacancies.id,
      positions: vacancies.positions,
      status: vacancies.status,
      offerHours: vacancies.offerHours,
    })
    .from(vacancies)
    .where(eq(vacancies.id, id))
    .for('update');
  return row;
}

export type VacancyFilter = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort: 'postedAt' | 'title' | 'program' | 'startDate';
  direction: 'asc' | 'desc';
  specialtyId?: number | undefined;
  stateId?: number | undefined;
  positionType?: VacancyPositionType | undefined;
  /** Only the vacancies this applicant saved. */
  savedBy?: number | undefined;
};

const browseSorts: SortColumns<VacancyFilter['sort']> = {
  postedAt: { by: vacancies.postedAt, nulls: 'last' },
  title: sql`lower(${vacancies.title})`,
  program: sql`lower(${programs.name})`,
  startDate: { by: vacancies.startDate, nulls: 'last' },
};

/** Open vacancies matching the filter (not past their closing time): one page and the total. */
export async function listOpenVacancies(
  db: DbExecutor,
  filter: VacancyFilter,
  now: Date,
): Promise<{ items: VacancyRow[]; total: number }> {
  const where = and(
    eq(vacancies.status, 'Open'),
    or(isNull(vacancies.closesAt), sql`${vacancies.closesAt} > ${now}`),
    filter.specialtyId ? eq(vacancies.specialtyId, filter.specialtyId) : undefined,
    filter.stateId ? eq(programs.stateId, filter.stateId) : undefined,
    filter.positionType ? eq(vacancies.positionType, filter.positionType) : undefined,
    filter.savedBy
      ? sql`exists (select 1 from ${vacancySaves} where ${vacancySaves.vacancyId} = ${vacancies.id} and ${vacancySaves.applicantId} = ${filter.savedBy})`
      : undefined,
    searchAny(filter.search, [vacancies.title, programs.name, specialties.name, programs.city]),
  );
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    vacancySelect(db)
      .where(where)
      .orderBy(...sortOrder(browseSorts, filter.sort, filter.direction, ascending(vacancies.id), 'postedAt'))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vacancies)
      .innerJoin(programs, eq(programs.id, vacancies.programId))
      .innerJoin(specialties, eq(specialties.id, vacancies.specialtyId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** Who may manage which vacancies: an admin all; others those of their programs or specialties. */
export type ManagerScope = { isAdmin: boolean; programIds: number[]; specialtyIds: number[] };

function programScope(scope: ManagerScope, programId: AnyColumn, specialtyId: AnyColumn): SQL | undefined {
  if (scope.isAdmin) return undefined;
  const parts = [
    scope.programIds.length ? inArray(programId, scope.programIds) : undefined,
    scope.specialtyIds.length ? inArray(specialtyId, scope.specialtyIds) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length ? or(...parts) : sql`false`;
}

export type VacancyCounts = {
  applicationCount: number;
  newCount: number;
  offeredCount: number;
  acceptedCount: number;
};

const countsColumns = {
  applicationCount: sql<number>`count(${vacancyApplications.id}) filter (where ${vacancyApplications.status} <> 'Withdrawn')::int`,
  newCount: sql<number>`count(${vacancyApplications.id}) filter (where ${vacancyApplications.status} = 'Applied')::int`,
  offeredCount: sql<number>`count(${vacancyApplications.id}) filter (where ${vacancyApplications.status} = 'Offered')::int`,
  acceptedCount: sql<number>`count(${vacancyApplications.id}) filter (where ${vacancyApplications.status} = 'Accepted')::int`,
};

export type ManagedSort = 'updatedAt' | 'title' | 'program' | 'status' | 'applications';

/** The vacancies a manager sees, with their application counts: one page and the total. */
export async function listManagedVacancies(
  db: DbExecutor,
  scope: ManagerScope,
  filter: {
    page: number;
    pageSize: number;
    search?: string | undefined;
    sort: ManagedSort;
    direction: 'asc' | 'desc';
    status?: VacancyStatus | undefined;
  },
): Promise<{ items: (VacancyRow & VacancyCounts)[]; total: number }> {
  const where = and(
    programScope(scope, vacancies.programId, programs.specialtyId),
    filter.status ? eq(vacancies.status, filter.status) : undefined,
    searchAny(filter.search, [vacancies.title, programs.name, programs.code, specialties.name]),
  );
  const sorts: SortColumns<ManagedSort> = {
    updatedAt: vacancies.updatedAt,
    title: sql`lower(${vacancies.title})`,
    program: sql`lower(${programs.name})`,
    status: vacancies.status,
    applications: countsColumns.applicationCount,
  };
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    db
      .select({ ...vacancyColumns, ...countsColumns })
      .from(vacancies)
      .innerJoin(programs, eq(programs.id, vacancies.programId))
      .innerJoin(specialties, eq(specialties.id, vacancies.specialtyId))
      .leftJoin(states, eq(states.id, programs.stateId))
      .leftJoin(vacancyApplications, eq(vacancyApplications.vacancyId, vacancies.id))
      .where(where)
      .groupBy(vacancies.id, programs.id, specialties.id, states.id)
      .orderBy(...sortOrder(sorts, filter.sort, filter.direction, descending(vacancies.id), 'updatedAt'))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vacancies)
      .innerJoin(programs, eq(programs.id, vacancies.programId))
      .innerJoin(specialties, eq(specialties.id, vacancies.specialtyId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function countApplications(db: DbExecutor, vacancyId: number): Promise<VacancyCounts> {
  const [row] = await db
    .select(countsColumns)
    .from(vacancyApplications)
    .where(eq(vacancyApplications.vacancyId, vacancyId));
  return row ?? { applicationCount: 0, newCount: 0, offeredCount: 0, acceptedCount: 0 };
}

export type PostingProgramRow = {
  id: number;
  code: string;
  name: string;
  specialtyId: number;
  specialtyName: string;
};

/** Programs a manager may post for (by name, 50 at most). */
export async function listPostingPrograms(
  db: DbExecutor,
  scope: ManagerScope,
  search: string | undefined,
): Promise<PostingProgramRow[]> {
  const condition = programScope(scope, programs.id, programs.specialtyId);
  return db
    .select({
      id: programs.id,
      code: programs.code,
      name: programs.name,
      specialtyId: programs.specialtyId,
      specialtyName: specialties.name,
    })
    .from(programs)
    .innerJoin(specialties, eq(specialties.id, programs.specialtyId))
    .where(and(condition, eq(programs.isActive, true), searchAny(search, [programs.name, programs.code])))
    .orderBy(asc(sql`lower(${programs.name})`), asc(programs.id))
    .limit(50);
}

export async function findProgramSpecialty(
  db: DbExecutor,
  programId: number,
): Promise<{ id: number; specialtyId: number } | undefined> {
  const [row] = await db
    .select({ id: programs.id, specialtyId: programs.specialtyId })
    .from(programs)
    .where(eq(programs.id, programId));
  return row;
}

export async function listUserProgramIds(db: DbExecutor, userId: string): Promise<number[]> {
  const rows = await db
    .select({ programId: programUsers.programId })
    .from(programUsers)
    .where(eq(programUsers.userId, userId));
  return rows.map((row) => row.programId);
}

export type VacancyValues = {
  title: string;
  positionType: VacancyPositionType;
  positions: number;
  description: string;
  startDate: string | null;
  closesAt: Date | null;
  contactEmail: string | null;
  offerHours: number;
};

export async function insertVacancy(
  db: DbExecutor,
  values: VacancyValues & {
    programId: number;
    specialtyId: number;
    matchCycleId?: number | null;
    createdByUserId: string;
  },
): Promise<number> {
  const [row] = await db.insert(vacancies).values(values).returning({ id: vacancies.id });
  return row!.id;
}

export async function updateVacancyValues(
  db: DbExecutor,
  id: number,
  values: VacancyValues,
  at: Date,
): Promise<void> {
  await db
    .update(vacancies)
    .set({ ...values, updatedAt: at })
    .where(eq(vacancies.id, id));
}

/** Moves the vacancy from one of `from` to `to`; false when it was in none of them. */
export async function moveVacancyStatus(
  db: DbExecutor,
  id: number,
  from: readonly VacancyStatus[],
  to: VacancyStatus,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(vacancies)
    .set({ status: to, updatedAt: at, ...(to === 'Open' ? { postedAt: at } : {}) })
    .where(and(eq(vacancies.id, id), inArray(vacancies.status, [...from])))
    .returning({ id: vacancies.id });
  return rows.length > 0;
}

// ---------- saves ----------

export async function insertSave(
  db: DbExecutor,
  vacancyId: number,
  applicantId: number,
  at: Date,
): Promise<void> {
  await db.insert(vacancySaves).values({ vacancyId, applicantId, savedAt: at }).onConflictDoNothing();
}

export async function deleteSave(db: DbExecutor, vacancyId: number, applicantId: number): Promise<void> {
  await db
    .delete(vacancySaves)
    .where(and(eq(vacancySaves.vacancyId, vacancyId), eq(vacancySaves.applicantId, applicantId)));
}

export type ApplicantMark = {
  vacancyId: number;
  isSaved: boolean;
  applicationId: number | null;
  applicationStatus: VacancyApplicationStatus | null;
};

/** What the applicant did about each of the vacancies (saved, applied): one statement each. */
export async function applicantMarks(
  db: DbExecutor,
  applicantId: number,
  vacancyIds: number[],
): Promise<Map<number, ApplicantMark>> {
  const marks = new Map<number, ApplicantMark>();
  if (vacancyIds.length === 0) return marks;
  const [saves, applied] = await Promise.all([
    db
      .select({ vacancyId: vacancySaves.vacancyId })
      .from(vacancySaves)
      .where(and(eq(vacancySaves.applicantId, applicantId), inArray(vacancySaves.vacancyId, vacancyIds))),
    db
      .select({
        vacancyId: vacancyApplications.vacancyId,
        id: vacancyApplications.id,
        status: vacancyApplications.status,
      })
      .from(vacancyApplications)
      .where(
        and(
          eq(vacancyApplications.applicantId, applicantId),
          inArray(vacancyApplications.vacancyId, vacancyIds),
        ),
      ),
  ]);
  for (const id of vacancyIds)
    marks.set(id, { vacancyId: id, isSaved: false, applicationId: null, applicationStatus: null });
  for (const save of saves) marks.get(save.vacancyId)!.isSaved = true;
  for (const row of applied) {
    const mark = marks.get(row.vacancyId)!;
    mark.applicationId = row.id;
    mark.applicationStatus = row.status;
  }
  return marks;
}

// ---------- subscriptions ----------

export type SubscriptionRow = {
  id: number;
  specialtyId: number | null;
  specialtyName: string | null;
  positionType: VacancyPositionType | null;
  createdAt: Date;
};

export async function listSubscriptions(db: DbExecutor, applicantId: number): Promise<SubscriptionRow[]> {
  return db
    .select({
      id: vacancySubscriptions.id,
      specialtyId: vacancySubscriptions.specialtyId,
      specialtyName: specialties.name,
      positionType: vacancySubscriptions.positionType,
      createdAt: vacancySubscriptions.createdAt,
    })
    .from(vacancySubscriptions)
    .leftJoin(specialties, eq(specialties.id, vacancySubscriptions.specialtyId))
    .where(eq(vacancySubscriptions.applicantId, applicantId))
    .orderBy(asc(vacancySubscriptions.id));
}

/** Inserts the subscription unless the same one exists; answers its id either way. */
export async function upsertSubscription(
  db: DbExecutor,
  values: {
    applicantId: number;
    specialtyId: number | null;
    positionType: VacancyPositionType | null;
    createdAt: Date;
  },
): Promise<number> {
  await db.insert(vacancySubscriptions).values(values).onConflictDoNothing();
  const [row] = await db
    .select({ id: vacancySubscriptions.id })
    .from(vacancySubscriptions)
    .where(
      and(
        eq(vacancySubscriptions.applicantId, values.applicantId),
        values.specialtyId === null
          ? isNull(vacancySubscriptions.specialtyId)
          : eq(vacancySubscriptions.specialtyId, values.specialtyId),
        values.positionType === null
          ? isNull(vacancySubscriptions.positionType)
          : eq(vacancySubscriptions.positionType, values.positionType),
      ),
    );
  return row!.id;
}

export async function deleteSubscription(db: DbExecutor, applicantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(vacancySubscriptions)
    .where(and(eq(vacancySubscriptions.id, id), eq(vacancySubscriptions.applicantId, applicantId)))
    .returning({ id: vacancySubscriptions.id });
  return rows.length > 0;
}

/** The users subscribed to a vacancy's specialty and type (or to all of either): one statement. */
export async function listSubscriberUserIds(
  db: DbExecutor,
  specialtyId: number,
  positionType: VacancyPositionType,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: applicants.userId })
    .from(vacancySubscriptions)
    .innerJoin(applicants, eq(applicants.id, vacancySubscriptions.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(
      and(
        or(isNull(vacancySubscriptions.specialtyId), eq(vacancySubscriptions.specialtyId, specialtyId)),
        or(isNull(vacancySubscriptions.positionType), eq(vacancySubscriptions.positionType, positionType)),
      ),
    );
  return rows.map((row) => row.userId);
}

// ---------- applications ----------

export type VacancyApplicationRow = {
  id: number;
  vacancyId: number;
  applicantId: number;
  applicantCode: string;
  userId: string;
  name: string;
  email: string;
  status: VacancyApplicationStatus;
  coverNote: string | null;
  candidateRank: number | null;
  createdAt: Date;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  answeredAt: Date | null;
};

const applicationColumns = {
  id: vacancyApplications.id,
  vacancyId: vacancyApplications.vacancyId,
  applicantId: vacancyApplications.applicantId,
  applicantCode: applicants.code,
  userId: users.id,
  name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  status: vacancyApplications.status,
  coverNote: vacancyApplications.coverNote,
  candidateRank: vacancyApplications.candidateRank,
  createdAt: vacancyApplications.createdAt,
  offeredAt: vacancyApplications.offeredAt,
  offerExpiresAt: vacancyApplications.offerExpiresAt,
  answeredAt: vacancyApplications.answeredAt,
};

function applicationSelect(db: DbExecutor) {
  return db
    .select(applicationColumns)
    .from(vacancyApplications)
    .innerJoin(applicants, eq(applicants.id, vacancyApplications.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId));
}

/** The program's order: ranked first (1 first), then unranked by date applied. */
const candidateOrder = [
  sql`${vacancyApplications.candidateRank} asc nulls last`,
  asc(vacancyApplications.createdAt),
  asc(vacancyApplications.id),
];

export async function listCandidates(db: DbExecutor, vacancyId: number): Promise<VacancyApplicationRow[]> {
  return applicationSelect(db)
    .where(eq(vacancyApplications.vacancyId, vacancyId))
    .orderBy(...candidateOrder);
}

export async function findApplication(
  db: DbExecutor,
  id: number,
): Promise<VacancyApplicationRow | undefined> {
  const [row] = await applicationSelect(db).where(eq(vacancyApplications.id, id));
  return row;
}

export async function findCasSnapshot(db: DbExecutor, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ cas: vacancyApplications.casSnapshot })
    .from(vacancyApplications)
    .where(eq(vacancyApplications.id, id));
  return row?.cas ?? null;
}

export async function findApplicationOf(
  db: DbExecutor,
  vacancyId: number,
  applicantId: number,
): Promise<VacancyApplicationRow | undefined> {
  const [row] = await applicationSelect(db).where(
    and(eq(vacancyApplications.vacancyId, vacancyId), eq(vacancyApplications.applicantId, applicantId)),
  );
  return row;
}

/** Inserts the application; undefined when the applicant already has one for this vacancy. */
export async function insertApplication(
  db: DbExecutor,
  values: {
    vacancyId: number;
    applicantId: number;
    coverNote: string | null;
    casSnapshot: Record<string, unknown>;
    at: Date;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(vacancyApplications)
    .values({
      vacancyId: values.vacancyId,
      applicantId: values.applicantId,
      coverNote: values.coverNote,
      casSnapshot: values.casSnapshot,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ id: vacancyApplications.id });
  return row?.id;
}

/** The applicant's applications with their vacancies, offers standing first, then newest first. */
export async function listApplicationsOfApplicant(
  db: DbExecutor,
  applicantId: number,
): Promise<
  (VacancyRow & {
    applicationId: number;
    applicationStatus: VacancyApplicationStatus;
    appliedAt: Date;
    offerExpiresAt: Date | null;
  })[]
> {
  return db
    .select({
      ...vacancyColumns,
      applicationId: vacancyApplications.id,
      applicationStatus: vacancyApplications.status,
      appliedAt: vacancyApplications.createdAt,
      offerExpiresAt: vacancyApplications.offerExpiresAt,
    })
    .from(vacancyApplications)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
    .innerJoin(programs, eq(programs.id, vacancies.programId))
    .innerJoin(specialties, eq(specialties.id, vacancies.specialtyId))
    .leftJoin(states, eq(states.id, programs.stateId))
    .where(eq(vacancyApplications.applicantId, applicantId))
    .orderBy(
      sql`case when ${vacancyApplications.status} = 'Offered' then 0 else 1 end`,
      desc(vacancyApplications.createdAt),
      desc(vacancyApplications.id),
    );
}

/** Moves applications from one of `from` to `to`; answers the ids moved. */
export async function moveApplications(
  db: DbExecutor,
  where: { ids?: number[]; vacancyId?: number },
  from: readonly VacancyApplicationStatus[],
  to: VacancyApplicationStatus,
  at: Date,
): Promise<number[]> {
  const rows = await db
    .update(vacancyApplications)
    .set({
      status: to,
      updatedAt: at,
      ...(to === 'Accepted' || to === 'Declined' || to === 'Withdrawn' ? { answeredAt: at } : {}),
    })
    .where(
      and(
        where.ids ? inArray(vacancyApplications.id, where.ids.length ? where.ids : [0]) : undefined,
        where.vacancyId ? eq(vacancyApplications.vacancyId, where.vacancyId) : undefined,
        inArray(vacancyApplications.status, [...from]),
      ),
    )
    .returning({ id: vacancyApplications.id });
  return rows.map((row) => row.id);
}

export async function markOffered(db: DbExecutor, id: number, at: Date, expiresAt: Date): Promise<void> {
  await db
    .update(vacancyApplications)
    .set({ status: 'Offered', offeredAt: at, offerExpiresAt: expiresAt, updatedAt: at })
    .where(eq(vacancyApplications.id, id));
}

/** The next candidates waiting (Applied) in the program's order. */
export async function nextCandidates(db: DbExecutor, vacancyId: number, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await db
    .select({ id: vacancyApplications.id })
    .from(vacancyApplications)
    .where(and(eq(vacancyApplications.vacancyId, vacancyId), eq(vacancyApplications.status, 'Applied')))
    .orderBy(...candidateOrder)
    .limit(count);
  return rows.map((row) => row.id);
}

/** Sets candidate ranks 1, 2, … for `ids` (of this vacancy) and clears the others' ranks. */
export async function setCandidateRanks(
  db: DbExecutor,
  vacancyId: number,
  ids: number[],
  at: Date,
): Promise<void> {
  await db
    .update(vacancyApplications)
    .set({ candidateRank: null, updatedAt: at })
    .where(eq(vacancyApplications.vacancyId, vacancyId));
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index + 1}`),
    sql` `,
  );
  await db
    .update(vacancyApplications)
    .set({ candidateRank: sql`(case ${vacancyApplications.id} ${cases} end)::int` })
    .where(and(eq(vacancyApplications.vacancyId, vacancyId), inArray(vacancyApplications.id, ids)));
}

/** Vacancies with offers past their expiry (one statement). */
export async function listVacanciesWithExpiredOffers(db: DbExecutor, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ vacancyId: vacancyApplications.vacancyId })
    .from(vacancyApplications)
    .where(and(eq(vacancyApplications.status, 'Offered'), lte(vacancyApplications.offerExpiresAt, now)));
  return rows.map((row) => row.vacancyId);
}

/** Expired offers of one vacancy (the vacancy row locked by the caller). */
export async function expiredOffersOf(db: DbExecutor, vacancyId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: vacancyApplications.id })
    .from(vacancyApplications)
    .where(
      and(
        eq(vacancyApplications.vacancyId, vacancyId),
        eq(vacancyApplications.status, 'Offered'),
        lte(vacancyApplications.offerExpiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/** The applicants' user ids of the given applications (one statement). */
export async function userIdsOfApplications(db: DbExecutor, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ userId: applicants.userId })
    .from(vacancyApplications)
    .innerJoin(applicants, eq(applicants.id, vacancyApplications.applicantId))
    .where(inArray(vacancyApplications.id, ids));
  return rows.map((row) => row.userId);
}

/** The program users of a program (to tell them of answers). */
export async function listProgramUserIds(db: DbExecutor, programId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: programUsers.userId })
    .from(programUsers)
    .where(eq(programUsers.programId, programId));
  return rows.map((row) => row.userId);
}
