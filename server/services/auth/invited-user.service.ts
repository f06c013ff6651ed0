/**
 * Accounts created by someone else (an admin, an approved request): the new user gets a temporary
 * password by mail and must set their own at first sign-in (the new-password-required flow of
 * platform.md §4), with the role and its memberships at once. One home for this so every place that
 * grants a role (society users, program users, request approvals, admin users) behaves the same.
 *
 * An address that already has a confirmed account never gains anything silently (issue 11): whoever
 * holds that account's password need not own the mailbox. It gets a role invitation instead, mailed
 * to the address and granted only when the owner, signed in as the account, accepts it
 * (role-invitation.service.ts). An account whose address was never confirmed proves nothing: it is
 * discarded and a fresh invited account is made for the address.
 */
import { randomBytes } from 'node:crypto';
import type { RoleMembership } from '../../../core/contracts/auth/role-invitations.contract.ts';
import type { Role } from '../../../core/domain/roles.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { insertRoleInvitation } from '../../db/repositories/role-invitations.repository.ts';
import { deleteUnconfirmedUser } from '../../db/repositories/unconfirmed-users.repository.ts';
import { findUserByEmail, insertUser, type UserRow } from '../../db/repositories/users.repository.ts';
import type { MailService } from '../mail/mail.service.ts';
import { hashPassword } from './password.ts';
import {
  grantRolesAndMemberships,
  ROLE_INVITATION_TTL_MS,
  roleInvitationLink,
} from './role-invitation.service.ts';
import { sha256 } from './tokens.ts';
import { generateTemporaryPassword } from './verification-code.ts';

export type Invitee = {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  /** What goes with the role: the programs, schools or specialties the user joins. */
  memberships?: RoleMembership[];
  /** Why they get an account, for the mail ("as a program user of X"). */
  reason?: string;
  /** Who grants it (an admin), kept on an invitation. */
  invitedByUserId?: string | null;
};

/**
 * `created`: a new account with the roles and memberships. `pending`: an existing account was sent
 * an invitation; nothing is granted until its owner accepts.
 */
export type InvitedUser = {
  user: UserRow;
  created: boolean;
  pending: boolean;
  invitation: { expiresAt: Date } | null;
};

const roleNames: Record<Role, string> = {
  Admin: 'administrator',
  Applicant: 'applicant',
  ProgramUser: 'program user',
  MedSchoolUser: 'medical school user',
  SocietyUser: 'society user',
};

export function createInvitedUserService(deps: {
  db: DbExecutor;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
}) {
  const { db, clock, mail, publicUrl } = deps;

  async function createAccount(tx: DbExecutor, email: string, invitee: Invitee): Promise<InvitedUser> {
    const temporary = generateTemporaryPassword();
    const user = await insertUser(tx, {
      email,
      firstName: invitee.firstName.trim(),
      lastName: invitee.lastName.trim(),
      roles: invitee.roles,
      passwordHash: await hashPassword(temporary),
      mustChangePassword: true,
      status: 'PendingRegistration',
    });
    await grantRolesAndMemberships(tx, user.id, [], invitee.memberships ?? [], clock.now());
    await mail.send(
      {
        to: email,
        subject: 'Your Matchline account',
        text: [
          `An account was created for you on Matchline${invitee.reason ? ` ${invitee.reason}` : ''}.`,
          '',
          `Sign in at ${publicUrl} with this email address and the temporary password ${temporary}`,
          'You will be asked to choose your own password.',
        ].join('\n'),
        secrets: [temporary],
      },
      tx,
    );
    return { user, created: true, pending: false, invitation: null };
  }

  async function offer(tx: DbExecutor, user: UserRow, invitee: Invitee): Promise<InvitedUser> {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + ROLE_INVITATION_TTL_MS);
    await insertRoleInvitation(tx, {
      userId: user.id,
      roles: invitee.roles,
      memberships: invitee.memberships ?? [],
      reason: invitee.reason ?? null,
      invitedByUserId: invitee.invitedByUserId ?? null,
      tokenHash: sha256(token),
      now,
      expiresAt,
    });
    const link = roleInvitationLink(publicUrl, token);
    const what = invitee.roles.map((role) => roleNames[role]).join(', ');
    await mail.send(
      {
        to: user.email,
        subject: 'You are invited to a new role on Matchline',
        text: [
          `You have been invited to join Matchline ${invitee.reason ?? `as ${what}`}.`,
          '',
          'Nothing changes on your account unless you accept. To accept or decline, sign in to your',
          `Matchline account with this email address and open this link (valid until ${expiresAt.toISOString().slice(0, 10)}):`,
          link,
          '',
          'If you never created a Matchline account yourself, someone else may have registered this address:',
          'choose "Forgot password" on the sign-in page to take it over with a code mailed to you, then open the link.',
          'If you did not expect this invitation, you can ignore this mail.',
        ].join('\n'),
        secrets: [link],
      },
      tx,
    );
    return { user, created: false, pending: true, invitation: { expiresAt } };
  }

  return {
    /**
     * A new address: an invited account with the roles and memberships. A confirmed account: an
     * invitation mailed to it, nothing granted. An unconfirmed one: discarded, then a new account.
     * `tx` lets callers stay in their transaction (the mail is written in it).
     */
    async invite(invitee: Invitee, tx: DbExecutor = db): Promise<InvitedUser> {
      const email = invitee.email.trim().toLowerCase();
      return withTransaction(tx, async (inner) => {
        const existing = await findUserByEmail(inner, email);
        if (!existing) return createAccount(inner, email, invitee);
        if (!existing.emailVerified && (await deleteUnconfirmedUser(inner, existing.id))) {
          return createAccount(inner, email, invitee);
        }
        return offer(inner, existing, invitee);
      });
    },
  };
}

export type InvitedUserService = ReturnType<typeof createInvitedUserService>;
