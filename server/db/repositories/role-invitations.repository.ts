/**
 * Role invitations (issue 11): roles and memberships offered to an existing account, granted only on
 * acceptance. Tokens are kept as their SHA-256 only.
 */
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { medicalSchools, programs, roleInvitations, specialties } from '../schema.ts';

export type RoleInvitationRow = typeof roleInvitations.$inferSelect;

export async function insertRoleInvitation(
  db: DbExecutor,
  values: {
    userId: string;
    roles: string[];
    memberships: Record<string, unknown>[];
    reason: string | null;
    invitedByUserId: string | null;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<RoleInvitationRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(roleInvitations)
    .values({ ...rest, createdAt: now })
    .returning();
  return row!;
}

export async function findRoleInvitationByTokenHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<RoleInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(roleInvitations)
    .where(eq(roleInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The user's invitations neither accepted nor declined nor expired, newest first. */
export async function listPendingRoleInvitations(
  db: DbExecutor,
  userId: string,
  now: Date,
): Promise<RoleInvitationRow[]> {
  return db
    .select()
    .from(roleInvitations)
    .where(
      and(
        eq(roleInvitations.userId, userId),
        isNull(roleInvitations.acceptedAt),
        isNull(roleInvitations.declinedAt),
        gt(roleInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(roleInvitations.createdAt))
    .limit(50);
}

/**
 * Marks a pending, unexpired invitation accepted or declined; answers the updated row, or undefined
 * when it was not pending any more (decided or expired meanwhile).
 */
export async function decideRoleInvitation(
  db: DbExecutor,
  id: string,
  decision: 'accept' | 'decline',
  now: Date,
): Promise<RoleInvitationRow | undefined> {
  const [row] = await db
    .update(roleInvitations)
    .set(decision === 'accept' ? { acceptedAt: now } : { declinedAt: now })
    .where(
      and(
        eq(roleInvitations.id, id),
        isNull(roleInvitations.acceptedAt),
        isNull(roleInvitations.declinedAt),
        gt(roleInvitations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Names of the programs, schools and specialties an invitation refers to, for its page. */
export async function findMembershipNames(
  db: DbExecutor,
  ids: { programIds: number[]; medicalSchoolIds: number[]; specialtyIds: number[] },
): Promise<{
  programs: Map<number, string>;
  medicalSchools: Map<number, string>;
  specialties: Map<number, string>;
}> {
  // One after another: a transaction's single connection runs them in turn anyway.
  const programRows =
    ids.programIds.length > 0
      ? await db
          .select({ id: programs.id, name: programs.name })
          .from(programs)
          .where(inArray(programs.id, ids.programIds))
      : [];
  const schoolRows =
    ids.medicalSchoolIds.length > 0
      ? await db
          .select({ id: medicalSchools.id, name: medicalSchools.name })
          .from(medicalSchools)
          .where(inArray(medicalSchools.id, ids.medicalSchoolIds))
      : [];
  const specialtyRows =
    ids.specialtyIds.length > 0
      ? await db
          .select({ id: specialties.id, name: specialties.name })
          .from(specialties)
          .where(inArray(specialties.id, ids.specialtyIds))
      : [];
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return {
    programs: byId(programRows),
    medicalSchools: byId(schoolRows),
    specialties: byId(specialtyRows),
  };
}
