/**
 * The applicant's programs directory (business.md §2.2 `programs/:tab`): a cycle's programs are the
 * active programs of its specialty with positions in it (a program_match_cycles row). Every read
 * joins the applicant's own application and favorite in the same statement, so a page is two
 * statements (page + count) whatever its size, and no other applicant's rows can reach the answer.
 */
import { and, asc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../core/domain/applicant-restrictions.ts';
import type { DbExecutor } from '../client.ts';
import {
  applications,
  countries,
  favoritePrograms,
  institutions,
  programMatchCycles,
  programs,
  programUsers,
  specialties,
  states,
  subspecialties,
  users,
} from '../schema.ts';
import { ascending, containsPattern, pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export type DirectoryScope = { matchCycleId: number; specialtyId: number; applicantId: number };

export type DirectoryFilter = DirectoryScope & {
  search?: string | undefined;
  subspecialtyId?: number | undefined;
  stateId?: number | undefined;
  minPositions?: number | undefined;
  keywords?: string | undefined;
  favoritesOnly: boolean;
  sort: 'name' | 'institution' | 'city' | 'state' | 'positions';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export type DirectoryMarks = {
  applicationStatus: ApplicationStatus | null;
  isSignaled: boolean;
  isFavorite: boolean;
};

export type DirectoryProgramRow = DirectoryMarks & {
  id: number;
  code: string;
  name: string;
  subspecialtyName: string | null;
  institutionName: string | null;
  city: string | null;
  stateCode: string | null;
  stateName: string | null;
  positions: number;
};

/** Keywords are words that must all appear in the description; a handful is plenty for a phone. */
const MAX_KEYWORDS = 8;

function keywordConditions(keywords: string | undefined): SQL[] {
  if (!keywords) return [];
  return keywords
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_KEYWORDS)
    .map((word) => ilike(programs.description, containsPattern(word)));
}

/** The programs taking part in the cycle: joined so the applicant's marks come in the same row. */
function cycleProgramsJoin(scope: DirectoryScope) {
  return {
    positions: and(
      eq(programMatchCycles.programId, programs.id),
      eq(programMatchCycles.matchCycleId, scope.matchCycleId),
    ),
    application: and(
      eq(applications.programId, programs.id),
      eq(applications.applicantId, scope.applicantId),
      eq(applications.matchCycleId, scope.matchCycleId),
    ),
    favorite: and(
      eq(favoritePrograms.programId, programs.id),
      eq(favoritePrograms.applicantId, scope.applicantId),
    ),
  };
}

const inCycle = (scope: DirectoryScope) =>
  and(eq(programs.specialtyId, scope.specialtyId), eq(programs.isActive, true));

const marks = {
  applicationStatus: applications.status,
  isSignaled: sql<boolean>`coalesce(${applications.isSignaled}, false)`,
  isFavorite: sql<boolean>`(${favoritePrograms.programId} is not null)`,
};

/** One page of the cycle's programs with the applicant's marks, and the total (two statements). */
export async function listDirectoryPrograms(
  db: DbExecutor,
  filter: DirectoryFilter,
): Promise<{ items: DirectoryProgramRow[]; total: number }> {
  const join = cycleProgramsJoin(filter);
  const where = and(
    inCycle(filter),
    searchAny(filter.search, [programs.name, programs.code, programs.city, institutions.name]),
    filter.subspecialtyId === undefined ? undefined : eq(programs.subspecialtyId, filter.subspecialtyId),
    filter.stateId === undefined ? undefined : eq(programs.stateId, filter.stateId),
    filter.minPositions === undefined
      ? undefined
      : sql`${programMatchCycles.positions} >= ${filter.minPositions}`,
    filter.favoritesOnly ? isNotNull(favoritePrograms.programId) : undefined,
    ...keywordConditions(filter.keywords),
  );
  const sorts: SortColumns<DirectoryFilter['sort']> = {
    name: sql`lower(${programs.name})`,
    institution: { by: sql`lower(${institutions.name})`, nulls: 'last' },
    city: { by: sql`lower(${programs.city})`, nulls: 'last' },
    state: { by: states.name, nulls: 'last' },
    positions: programMatchCycles.positions,
  };
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: programs.id,
        code: programs.code,
        name: programs.name,
        subspecialtyName: subspecialties.name,
        institutionName: institutions.name,
        city: programs.city,
        stateCode: states.shortName,
        stateName: states.name,
        positions: programMatchCycles.positions,
        ...marks,
      })
      .from(programs)
      .innerJoin(programMatchCycles, join.positions)
      .leftJoin(applications, join.application)
      .leftJoin(favoritePrograms, join.favorite)
      .leftJoin(subspecialties, eq(subspecialties.id, programs.subspecialtyId))
      .leftJoin(institutions, eq(institutions.id, programs.institutionId))
      .leftJoin(states, eq(states.id, programs.stateId))
      .where(where)
      .orderBy(
        ...sortOrder(sorts, filter.sort, filter.direction, [
          ascending(sql`lower(${programs.name})`),
          ascending(programs.id),
        ]),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(programs)
      .innerJoin(programMatchCycles, join.positions)
      .leftJoin(favoritePrograms, join.favorite)
      .leftJoin(institutions, eq(institutions.id, programs.institutionId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** The specialty's name, subspecialty label and subspecialties (two statements). */
export async function findDirectorySpecialty(
  db: DbExecutor,
  specialtyId: number,
): Promise<{
  name: string;
  subspecialtyLabel: string | null;
  subspecialties: { id: number; name: string }[];
}> {
  const [[specialty], subs] = await Promise.all([
    db
      .select({ name: specialties.name, subspecialtyLabel: specialties.subspecialtyLabel })
      .from(specialties)
      .where(eq(specialties.id, specialtyId))
      .limit(1),
    db
      .select({ id: subspecialties.id, name: subspecialties.name })
      .from(subspecialties)
      .where(eq(subspecialties.specialtyId, specialtyId))
      .orderBy(asc(subspecialties.name), asc(subspecialties.id)),
  ]);
  return {
    name: specialty?.name ?? '',
    subspecialtyLabel: specialty?.subspecialtyLabel ?? null,
    subspecialties: subs,
  };
}

export type DirectoryStateRow = {
  stateId: number;
  stateCode: string;
  stateName: string;
  countryId: number;
  programsCount: number;
};

/** How many of the cycle's programs each state has (one statement). */
export async function countDirectoryProgramsByState(
  db: DbExecutor,
  scope: Omit<DirectoryScope, 'applicantId'>,
): Promise<DirectoryStateRow[]> {
  return db
    .select({
      stateId: states.id,
      stateCode: states.shortName,
      stateName: states.name,
      countryId: states.countryId,
      programsCount: sql<number>`count(*)::int`,
    })
    .from(programs)
    .innerJoin(
      programMatchCycles,
      and(
        eq(programMatchCycles.programId, programs.id),
        eq(programMatchCycles.matchCycleId, scope.matchCycleId),
      ),
    )
    .innerJoin(states, eq(states.id, programs.stateId))
    .where(and(eq(programs.specialtyId, scope.specialtyId), eq(programs.isActive, true)))
    .groupBy(states.id, states.shortName, states.name, states.countryId)
    .orderBy(asc(states.name));
}

export type DirectoryProgramDetailsRow = DirectoryProgramRow & {
  specialtyName: string;
  addressLine: string | null;
  countryName: string | null;
  zip: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  directors: string[];
};

/** Directors' names by a correlated subquery, so the page is one statement. */
const directorNames = sql<
  string[]
>`coalesce((select array_agg(trim(u.first_name || ' ' || u.last_name) order by u.last_name, u.first_name) from ${programUsers} pu join ${users} u on u.id = pu.user_id where pu.program_id = ${programs.id} and pu.is_director), '{}'::text[])`;

/** A program of the cycle as the applicant sees it; undefined when it does not take part in the cycle. */
export async function findDirectoryProgram(
  db: DbExecutor,
  scope: DirectoryScope & { programId: number },
): Promise<DirectoryProgramDetailsRow | undefined> {
  const join = cycleProgramsJoin(scope);
  const [row] = await db
    .select({
      id: programs.id,
      code: programs.code,
      name: programs.name,
      specialtyName: specialties.name,
      subspecialtyName: subspecialties.name,
      institutionName: institutions.name,
      addressLine: programs.addressLine,
      city: programs.city,
      stateCode: states.shortName,
      stateName: states.name,
      countryName: countries.name,
      zip: programs.zip,
      phone: programs.phone,
      website: programs.website,
      description: programs.description,
      positions: programMatchCycles.positions,
      directors: directorNames,
      ...marks,
    })
    .from(programs)
    .innerJoin(programMatchCycles, join.positions)
    .innerJoin(specialties, eq(specialties.id, programs.specialtyId))
    .leftJoin(applications, join.application)
    .leftJoin(favoritePrograms, join.favorite)
    .leftJoin(subspecialties, eq(subspecialties.id, programs.subspecialtyId))
    .leftJoin(institutions, eq(institutions.id, programs.institutionId))
    .leftJoin(states, eq(states.id, programs.stateId))
    .leftJoin(countries, eq(countries.id, programs.countryId))
    .where(and(inCycle(scope), eq(programs.id, scope.programId)))
    .limit(1);
  return row;
}

export type AppliedProgramRow = {
  applicationId: number;
  programId: number;
  programCode: string;
  programName: string;
  institutionName: string | null;
  city: string | null;
  stateName: string | null;
  status: ApplicationStatus;
  isSignaled: boolean;
  updatedAt: Date;
};

/** The applicant's applications of a cycle with their programs; a page and its total. */
export async function listAppliedPrograms(
  db: DbExecutor,
  filter: {
    applicantId: number;
    matchCycleId: number;
    search?: string | undefined;
    sort: 'name' | 'status' | 'updated';
    direction: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ items: AppliedProgramRow[]; total: number }> {
  const where = and(
    eq(applications.applicantId, filter.applicantId),
    eq(applications.matchCycleId, filter.matchCycleId),
    searchAny(filter.search, [programs.name, programs.code, institutions.name]),
  );
  const sorts: SortColumns<typeof filter.sort> = {
    name: sql`lower(${programs.name})`,
    status: applications.status,
    updated: applications.updatedAt,
  };
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    db
      .select({
        applicationId: applications.id,
        programId: programs.id,
        programCode: programs.code,
        programName: programs.name,
        institutionName: institutions.name,
        city: programs.city,
        stateName: states.name,
        status: applications.status,
        isSignaled: applications.isSignaled,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(programs, eq(programs.id, applications.programId))
      .leftJoin(institutions, eq(institutions.id, programs.institutionId))
      .leftJoin(states, eq(states.id, programs.stateId))
      .where(where)
      .orderBy(
        ...sortOrder(sorts, filter.sort, filter.direction, [
          ascending(sql`lower(${programs.name})`),
          ascending(applications.id),
        ]),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(programs, eq(programs.id, applications.programId))
      .leftJoin(institutions, eq(institutions.id, programs.institutionId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** Whether an active program with this id exists (favorites may be kept for any of them). */
export async function activeProgramExists(db: DbExecutor, programId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.isActive, true)))
    .limit(1);
  return row !== undefined;
}

export async function isFavoriteProgram(
  db: DbExecutor,
  applicantId: number,
  programId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ programId: favoritePrograms.programId })
    .from(favoritePrograms)
    .where(and(eq(favoritePrograms.applicantId, applicantId), eq(favoritePrograms.programId, programId)))
    .limit(1);
  return row !== undefined;
}

/** Idempotent: a second mark of the same program changes nothing. */
export async function addFavoriteProgram(
  db: DbExecutor,
  applicantId: number,
  programId: number,
): Promise<void> {
  await db.insert(favoritePrograms).values({ applicantId, programId }).onConflictDoNothing();
}

/** Idempotent: removing a favorite that is not there changes nothing. */
export async function removeFavoriteProgram(
  db: DbExecutor,
  applicantId: number,
  programId: number,
): Promise<void> {
  await db
    .delete(favoritePrograms)
    .where(and(eq(favoritePrograms.applicantId, applicantId), eq(favoritePrograms.programId, programId)));
}
