/**
 * The admin's read-only views of rank lists (issue 6): who and what is ranked, joined with the names an
 * admin reads, and a program listing's applicants with their rank. Never the notes (their author's alone).
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../core/contracts/paging.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  applications,
  matchCycles,
  medicalSchools,
  programMatchCycles,
  programs,
  rankListEntries,
  rankLists,
  states,
  users,
} from '../schema.ts';
import { pageOf } from './paging.ts';
import type { RankListOwner } from './rank-lists.repository.ts';

export type AdminRankListRow = {
  id: number;
  updatedAt: Date;
  certifiedAt: Date | null;
  certifierFirstName: string | null;
  certifierLastName: string | null;
  certifierEmail: string | null;
};

/** The list of an applicant or a program in a cycle with who certified it; undefined before its first save. */
export async function findRankListWithCertifier(
  db: DbExecutor,
  matchCycleId: number,
  owner: Exclude<RankListOwner, { coupleId: number }>,
): Promise<AdminRankListRow | undefined> {
  const [row] = await db
    .select({
      id: rankLists.id,
      updatedAt: rankLists.updatedAt,
      certifiedAt: rankLists.certifiedAt,
      certifierFirstName: users.firstName,
      certifierLastName: users.lastName,
      certifierEmail: users.email,
    })
    .from(rankLists)
    .leftJoin(users, eq(users.id, rankLists.certifiedByUserId))
    .where(
      and(
        eq(rankLists.matchCycleId, matchCycleId),
        'applicantId' in owner
          ? eq(rankLists.applicantId, owner.applicantId)
          : eq(rankLists.programId, owner.programId),
      ),
    );
  return row;
}

/** An applicant's ranked programs, first choice first. */
export async function listRankedPrograms(db: DbExecutor, rankListId: number) {
  return db
    .select({
      rank: rankListEntries.rank,
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      city: programs.city,
      stateName: states.name,
    })
    .from(rankListEntries)
    .innerJoin(programs, eq(programs.id, rankListEntries.subjectId))
    .leftJoin(states, eq(states.id, programs.stateId))
    .where(eq(rankListEntries.rankListId, rankListId))
    .orderBy(asc(rankListEntries.rank));
}

const applicantColumns = {
  applicantId: applicants.id,
  userId: applicants.userId,
  applicantCode: applicants.code,
  firstName: users.firstName,
  lastName: users.lastName,
  medicalSchoolName: medicalSchools.name,
};

/** A program's ranked applicants, first choice first. */
export async function listRankedApplicants(db: DbExecutor, rankListId: number) {
  return db
    .select({ rank: rankListEntries.rank, ...applicantColumns })
    .from(rankListEntries)
    .innerJoin(applicants, eq(applicants.id, rankListEntries.subjectId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(medicalSchools, eq(medicalSchools.id, applicants.medicalSchoolId))
    .where(eq(rankListEntries.rankListId, rankListId))
    .orderBy(asc(rankListEntries.rank));
}

export type AdminListing = {
  programId: number;
  programCode: string;
  programName: string;
  positions: number;
  matchCycleId: number;
  matchCycleCode: string;
  matchCycleName: string;
  programsRankListDeadlineDate: Date | null;
};

/** A program listing: the program in a cycle it takes part in; null when it does not. */
export async function findListing(
  db: DbExecutor,
  programId: number,
  matchCycleId: number,
): Promise<AdminListing | null> {
  const [row] = await db
    .select({
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      positions: programMatchCycles.positions,
      matchCycleId: matchCycles.id,
      matchCycleCode: matchCycles.shortName,
      matchCycleName: matchCycles.matchName,
      programsRankListDeadlineDate: matchCycles.programsRankListDeadlineDate,
    })
    .from(programMatchCycles)
    .innerJoin(programs, eq(programs.id, programMatchCycles.programId))
    .innerJoin(matchCycles, eq(matchCycles.id, programMatchCycles.matchCycleId))
    .where(
      and(eq(programMatchCycles.programId, programId), eq(programMatchCycles.matchCycleId, matchCycleId)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * One page of the applicants who sent the listing an application (drafts are not sent), by name, each
 * with their place on the program's list (`rankListId`, null before its first save).
 */
export async function pageListingApplicants(
  db: DbExecutor,
  listing: { programId: number; matchCycleId: number; rankListId: number | null },
  page: PageQuery,
) {
  const sent = and(
    eq(applications.programId, listing.programId),
    eq(applications.matchCycleId, listing.matchCycleId),
    ne(applications.status, 'InProgress'),
  );
  const { limit, offset } = pageOf(page);
  const [items, [total]] = await Promise.all([
    db
      .select({ ...applicantColumns, applicationStatus: applications.status, rank: rankListEntries.rank })
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .innerJoin(users, eq(users.id, applicants.userId))
      .leftJoin(medicalSchools, eq(medicalSchools.id, applicants.medicalSchoolId))
      .leftJoin(
        rankListEntries,
        and(
          eq(rankListEntries.rankListId, listing.rankListId ?? 0),
          eq(rankListEntries.subjectId, applicants.id),
        ),
      )
      .where(sent)
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(applicants.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(applications).where(sent),
  ]);
  return { items, total: total?.count ?? 0 };
}
