/**
 * Role invitations (issue 11): a role offered to an existing account. The invitation's token is
 * mailed to the account's address and kept only as its SHA-256; the roles and memberships are granted
 * only when the account's owner, signed in as that account (never under impersonation), accepts with
 * the token. So knowing an account's password is not enough to collect a role someone grants to its
 * address: the mailbox has to agree. Unknown tokens and other users' tokens answer the same 404.
 */
import {
  type RoleInvitationGrant,
  type RoleInvitationStatus,
  type RoleInvitationView,
  type RoleMembership,
  roleMembership,
} from '../../../core/contracts/auth/role-invitations.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { isRole, type Role } from '../../../core/domain/roles.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { insertProgramUser, setProgramDirector } from '../../db/repositories/programs.repository.ts';
import { insertMedicalSchoolUser } from '../../db/repositories/requests.repository.ts';
import {
  decideRoleInvitation,
  findMembershipNames,
  findRoleInvitationByTokenHash,
  listPendingRoleInvitations,
  type RoleInvitationRow,
} from '../../db/repositories/role-invitations.repository.ts';
import { attachSocietyUserRow } from '../../db/repositories/specialties.repository.ts';
import { addUserRoles } from '../../db/repositories/users.repository.ts';
import { type AppError, conflict, forbiddenResource, notFound } from '../../errors.ts';
import type { AuthContext } from './session.service.ts';
import { sha256 } from './tokens.ts';

/** How long a mailed invitation can be accepted. */
export const ROLE_INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The page a mailed invitation link opens. */
export const roleInvitationLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/account/invitations/${token}`;

/**
 * Gives a user roles and the memberships that go with them, idempotently (an existing membership is
 * kept; a director membership makes an existing member the director).
 */
export async function grantRolesAndMemberships(
  tx: DbExecutor,
  userId: string,
  roles: readonly Role[],
  memberships: readonly RoleMembership[],
  now: Date,
): Promise<void> {
  if (roles.length > 0) await addUserRoles(tx, userId, [...roles], now);
  for (const membership of memberships) {
    switch (membership.kind) {
      case 'ProgramUser': {
        const { programId, isDirector } = membership;
        const added = await insertProgramUser(tx, { programId, userId, isDirector });
        if (!added && isDirector) await setProgramDirector(tx, programId, userId, true);
        break;
      }
      case 'MedicalSchoolUser':
        await insertMedicalSchoolUser(tx, { userId, medicalSchoolId: membership.medicalSchoolId });
        break;
      case 'SocietyUser':
        await attachSocietyUserRow(tx, membership.specialtyId, userId);
        break;
    }
  }
}

/** The stored memberships, read back through the contract's schema (anything else is dropped). */
export function membershipsOf(row: Pick<RoleInvitationRow, 'memberships'>): RoleMembership[] {
  return row.memberships.flatMap((stored) => {
    const parsed = roleMembership.safeParse(stored);
    return parsed.success ? [parsed.data] : [];
  });
}

function statusOf(row: RoleInvitationRow, now: Date): RoleInvitationStatus {
  if (row.acceptedAt) return 'Accepted';
  if (row.declinedAt) return 'Declined';
  return row.expiresAt <= now ? 'Expired' : 'Pending';
}

export function createRoleInvitationService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;

  async function toView(row: RoleInvitationRow, executor: DbExecutor = db): Promise<RoleInvitationView> {
    const memberships = membershipsOf(row);
    const names = await findMembershipNames(executor, {
      programIds: memberships.flatMap((m) => (m.kind === 'ProgramUser' ? [m.programId] : [])),
      medicalSchoolIds: memberships.flatMap((m) =>
        m.kind === 'MedicalSchoolUser' ? [m.medicalSchoolId] : [],
      ),
      specialtyIds: memberships.flatMap((m) => (m.kind === 'SocietyUser' ? [m.specialtyId] : [])),
    });
    const grants = memberships.map((m): RoleInvitationGrant => {
      if (m.kind === 'ProgramUser') {
        return { kind: m.kind, name: names.programs.get(m.programId) ?? '', isDirector: m.isDirector };
      }
      if (m.kind === 'MedicalSchoolUser') {
        return { kind: m.kind, name: names.medicalSchools.get(m.medicalSchoolId) ?? '', isDirector: false };
      }
      return { kind: m.kind, name: names.specialties.get(m.specialtyId) ?? '', isDirector: false };
    });
    return {
      roles: row.roles.filter(isRole),
      reason: row.reason,
      grants,
      status: statusOf(row, clock.now()),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** The caller's invitation behind a token; anyone else's (or none) is the same 404. */
  async function own(
    auth: AuthContext,
    token: string,
    executor: DbExecutor = db,
  ): Promise<RoleInvitationRow> {
    const row = await findRoleInvitationByTokenHash(executor, sha256(token));
    if (!row || row.userId !== auth.userId) throw notFound();
    return row;
  }

  /** Why a decided or expired invitation cannot be accepted/declined now. */
  function refusal(row: RoleInvitationRow, decision: 'accept' | 'decline'): AppError | null {
    const status = statusOf(row, clock.now());
    if (status === 'Expired') return conflict(messages.RoleInvitationExpired);
    if (status === 'Declined' && decision === 'accept') return conflict(messages.RoleInvitationDeclined);
    if (status === 'Accepted' && decision === 'decline') return conflict(messages.RoleInvitationAccepted);
    return null;
  }

  async function decide(
    auth: AuthContext,
    token: string,
    decision: 'accept' | 'decline',
  ): Promise<RoleInvitationView> {
    // The owner decides, in person: an admin impersonating the account does not accept roles for it.
    if (auth.impersonatorId) throw forbiddenResource(messages.RoleInvitationImpersonated);
    return withTransaction(db, async (tx) => {
      const row = await own(auth, token, tx);
      const done = decision === 'accept' ? 'Accepted' : 'Declined';
      if (statusOf(row, clock.now()) === done) return toView(row, tx); // idempotent
      const refused = refusal(row, decision);
      if (refused) throw refused;
      const now = clock.now();
      const decided = await decideRoleInvitation(tx, row.id, decision, now);
      if (!decided) {
        // Decided by a concurrent request between our read and our write: answer as it stands.
        const current = await own(auth, token, tx);
        if (statusOf(current, clock.now()) === done) return toView(current, tx);
        throw refusal(current, decision) ?? conflict(messages.RoleInvitationDeclined);
      }
      if (decision === 'accept') {
        await grantRolesAndMemberships(
          tx,
          auth.userId,
          decided.roles.filter(isRole),
          membershipsOf(decided),
          now,
        );
      }
      return toView(decided, tx);
    });
  }

  return {
    view: async (auth: AuthContext, token: string) => toView(await own(auth, token)),
    accept: (auth: AuthContext, token: string) => decide(auth, token, 'accept'),
    decline: (auth: AuthContext, token: string) => decide(auth, token, 'decline'),
    async listMine(auth: AuthContext): Promise<{ items: RoleInvitationView[] }> {
      const rows = await listPendingRoleInvitations(db, auth.userId, clock.now());
      const items: RoleInvitationView[] = [];
      for (const row of rows) items.push(await toView(row));
      return { items };
    },
  };
}

export type RoleInvitationService = ReturnType<typeof createRoleInvitationService>;
