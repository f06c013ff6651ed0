/**
 * What the real-time hubs ask of the database (server/services/realtime/hub-access.service.ts): the
 * facts behind a group join, and which connected sessions still live — one statement each.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicants,
  applications,
  matchCycles,
  programMatchCycles,
  programUsers,
  sessions,
  users,
} from '../schema.ts';

/** The user belongs to the program (program_users). */
export async function isProgramMember(db: DbExecutor, userId: string, programId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(programUsers)
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The user takes part in the cycle: an applicant registered for it, or a program user whose program
 * offers positions in it.
 */
export async function takesPartInCycle(db: DbExecutor, userId: string, cycleCode: string): Promise<boolean> {
  const asApplicant = db
    .select({ one: sql<number>`1` })
    .from(applicantMatchCycles)
    .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
    .innerJoin(matchCycles, eq(matchCycles.id, applicantMatchCycles.matchCycleId))
    .where(and(eq(applicants.userId, userId), eq(matchCycles.shortName, cycleCode)));
  const asProgramUser = db
    .select({ one: sql<number>`1` })
    .from(programMatchCycles)
    .innerJoin(programUsers, eq(programUsers.programId, programMatchCycles.programId))
    .innerJoin(matchCycles, eq(matchCycles.id, programMatchCycles.matchCycleId))
    .where(and(eq(programUsers.userId, userId), eq(matchCycles.shortName, cycleCode)));
  const rows = await asApplicant.union(asProgramUser).limit(1);
  return rows.length > 0;
}

/** The parties of an application: its applicant's user and its program, and whether `userId` is of that program. */
export async function findApplicationParties(
  db: DbExecutor,
  applicationId: number,
  userId: string,
): Promise<{ applicantUserId: string; programId: number; isProgramMember: boolean } | null> {
  const [row] = await db
    .select({
      applicantUserId: applicants.userId,
      programId: applications.programId,
      member: programUsers.userId,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(
      programUsers,
      and(eq(programUsers.programId, applications.programId), eq(programUsers.userId, userId)),
    )
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) return null;
  return {
    applicantUserId: row.applicantUserId,
    programId: row.programId,
    isProgramMember: row.member !== null,
  };
}

/** Of `sessionIds`, those not revoked, not past their absolute end, of an active user. */
export async function listLiveSessionIds(
  db: DbExecutor,
  sessionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, now),
        eq(users.isActive, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
