/**
 * Accounts created by someone else (an admin, an approved request): the new user gets a temporary
 * password by mail and must set their own at first sign-in (the new-password-required flow of
 * platform.md §4). An existing user just gains the role. One home for this so every place that
 * creates users (society users, program users, request approvals, admin users) behaves the same.
 */
import type { Role } from '../../../core/domain/roles.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  addUserRoles,
  findUserByEmail,
  insertUser,
  type UserRow,
} from '../../db/repositories/users.repository.ts';
import type { MailService } from '../mail/mail.service.ts';
import { hashPassword } from './password.ts';
import { generateTemporaryPassword } from './verification-code.ts';

export type Invitee = {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  /** Why they get an account, for the mail ("as a program user of X"). */
  reason?: string;
};

export type InvitedUser = { user: UserRow; created: boolean };

export function createInvitedUserService(deps: {
  db: DbExecutor;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
}) {
  const { db, clock, mail, publicUrl } = deps;
  return {
    /** Creates (or, for an existing email, extends with the roles) a user; `tx` lets callers stay in their transaction. */
    async invite(invitee: Invitee, tx: DbExecutor = db): Promise<InvitedUser> {
      const email = invitee.email.trim().toLowerCase();
      const now = clock.now();
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        const missing = invitee.roles.filter((role) => !existing.roles.includes(role));
        const user = missing.length > 0 ? await addUserRoles(tx, existing.id, missing, now) : existing;
        return { user, created: false };
      }
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
        },
        tx,
      );
      return { user, created: true };
    },
  };
}

export type InvitedUserService = ReturnType<typeof createInvitedUserService>;
