import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  MedicalSchoolListQuery,
  MedicalSchoolSortColumn,
} from '../../../core/contracts/medical-schools/medical-schools.contract.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicants,
  countries,
  matchCycles,
  medicalSchools,
  states,
} from '../schema.ts';
import { unlessUniqueViolation } from '../unique-violation.ts';
import { pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export type MedicalSchoolRow = typeof medicalSchools.$inferSelect;
export type NewMedicalSchoolRow = typeof medicalSchools.$inferInsert;
export type MedicalSchoolWithNames = MedicalSchoolRow & {
  stateName: string | null;
  stateShortName: string | null;
  countryName: string | null;
  /** One of its applicants takes part in a match cycle that is not archived. */
  hasOpenParticipation: boolean;
};

const openParticipation = sql<boolean>`exists (
  select 1 from ${applicants}
  inner join ${applicantMatchCycles} on ${applicantMatchCycles.applicantId} = ${applicants.id}
  inner join ${matchCycles} on ${matchCycles.id} = ${applicantMatchCycles.matchCycleId}
  where ${applicants.medicalSchoolId} = ${medicalSchools.id} and ${matchCycles.status} <> 'Archived')`;

/** One statement per page: names by join, the participation flag by a correlated EXISTS. */
const selectWithNames = (db: DbExecutor) =>
  db
    .select({
      ...getTableColumns(medicalSchools),
      stateName: states.name,
      stateShortName: states.shortName,
      countryName: countries.name,
      hasOpenParticipation: openParticipation,
    })
    .from(medicalSchools)
    .leftJoin(states, eq(states.id, medicalSchools.stateId))
    .leftJoin(countries, eq(countries.id, medicalSchools.countryId));

/** Ties go by name, then id, so pages are stable; by name is exactly the name index. */
const byName = sql`lower(${medicalSchools.name})`;
const schoolSorts: SortColumns<MedicalSchoolSortColumn> = {
  name: byName,
  code: medicalSchools.code,
  type: [medicalSchools.type, byName],
  state: [{ by: states.name, nulls: 'last' }, byName],
  createdAt: medicalSchools.createdAt,
};

export async function listMedicalSchools(
  db: DbExecutor,
  query: MedicalSchoolListQuery,
): Promise<{ items: MedicalSchoolWithNames[]; total: number }> {
  const where = and(
    searchAny(query.search, [medicalSchools.code, medicalSchools.name, medicalSchools.city]),
    query.isActive === undefined ? undefined : eq(medicalSchools.isActive, query.isActive),
    query.type ? eq(medicalSchools.type, query.type) : undefined,
    query.stateId ? eq(medicalSchools.stateId, query.stateId) : undefined,
  );
  const { limit, offset } = pageOf(query);
  const [items, [count]] = await Promise.all([
    selectWithNames(db)
      .where(where)
      .orderBy(...sortOrder(schoolSorts, query.sort, query.direction, medicalSchools.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(medicalSchools).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findMedicalSchool(
  db: DbExecutor,
  id: number,
): Promise<MedicalSchoolWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(medicalSchools.id, id)).limit(1);
  return row;
}

/** The new id, or undefined when the code is taken. */
export async function insertMedicalSchool(
  db: DbExecutor,
  values: NewMedicalSchoolRow,
): Promise<number | undefined> {
  return unlessUniqueViolation(async () => {
    const [row] = await db.insert(medicalSchools).values(values).returning({ id: medicalSchools.id });
    return row!.id;
  });
}

/** False when another school has the code. */
export async function updateMedicalSchoolRow(
  db: DbExecutor,
  id: number,
  values: Partial<NewMedicalSchoolRow>,
): Promise<boolean> {
  const done = await unlessUniqueViolation(async () => {
    await db.update(medicalSchools).set(values).where(eq(medicalSchools.id, id));
    return true;
  });
  return done ?? false;
}
