/**
 * The admin's user lists and user actions (business.md §2.6, platform.md §4 "Admin user actions",
 * §7 "Admin: lock user, unlock user, change user password, recover password by admin, change
 * email"). Each action is written to the audit log with the admin's id. A user an admin is
 * impersonating keeps their password and email until the impersonation ends.
 */

import type { Paged } from '../../../core/contracts/paging.ts';
import type {
  AdminUserDetails,
  AdminUserListItem,
  AdminUserSortColumn,
  AuditDetails,
} from '../../../core/contracts/users/admin-users.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { isRole, type Role } from '../../../core/domain/roles.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  type AdminUserRow,
  findAdminUser,
  listAdminUsers,
  updateUserEmail,
} from '../../db/repositories/admin-users.repository.ts';
import {
  findUserByEmail,
  setUserActive,
  type UserRow,
  updatePassword,
} from '../../db/repositories/users.repository.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { InvitedUserService } from '../auth/invited-user.service.ts';
import { hashPassword } from '../auth/password.ts';
import type { PasswordChangeRecorder } from '../auth/password-change-recorder.ts';
import type { PasswordResetService } from '../auth/password-reset.service.ts';
import { fullNameOf } from '../auth/profile.ts';
import type { AuthContext, SessionService } from '../auth/session.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AuditLogService } from './audit-log.service.ts';

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

function toListItem(row: AdminUserRow): AdminUserListItem {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    status: row.status,
    isActive: row.isActive,
    roles: row.roles.filter(isRole),
    createdAt: row.createdAt.toISOString(),
    specialties: row.specialties,
    programs: row.programs,
    medicalSchools: row.medicalSchools,
    applicant: row.applicant,
  };
}

export function createAdminUsersService(deps: {
  db: DbExecutor;
  clock: Clock;
  sessions: SessionService;
  passwordReset: PasswordResetService;
  invitedUsers: InvitedUserService;
  mail: MailService;
  recordPasswordChange: PasswordChangeRecorder;
  audit: AuditLogService;
}) {
  const { db, clock, sessions, passwordReset, invitedUsers, mail, recordPasswordChange, audit } = deps;

  async function userByEmail(email: string): Promise<UserRow> {
    const user = await findUserByEmail(db, email);
    if (!user) throw notFound(messages.UserNotFound);
    return user;
  }

  const record = (
    admin: AuthContext,
    action: Parameters<AuditLogService['record']>[0]['action'],
    user: UserRow,
    details: AuditDetails = {},
  ) =>
    audit.record({
      actorUserId: admin.userId,
      action,
      details: { userId: user.id, email: user.email, ...details },
    });

  return {
    async list(query: {
      role: Role;
      isActive?: 'true' | 'false' | undefined;
      search?: string | undefined;
      sort: AdminUserSortColumn;
      direction: 'asc' | 'desc';
      page: number;
      pageSize: number;
    }): Promise<Paged<AdminUserListItem>> {
      const { items, total } = await listAdminUsers(db, {
        ...query,
        isActive: query.isActive === undefined ? undefined : query.isActive === 'true',
        search: query.search || undefined,
      });
      return { items: items.map(toListItem), total };
    },

    async details(id: string): Promise<AdminUserDetails> {
      const row = await findAdminUser(db, id, clock.now());
      if (!row) throw notFound();
      return {
        ...toListItem(row),
        mustChangePassword: row.mustChangePassword,
        isImpersonated: row.isImpersonated,
      };
    },

    /** Deactivate ("lock user"): every session of the user ends, and any impersonation they started. */
    async deactivate(admin: AuthContext, email: string): Promise<void> {
      const user = await userByEmail(email);
      if (user.id === admin.userId) throw conflict(messages.CannotDeactivateSelf);
      await setUserActive(db, user.id, false, clock.now());
      await sessions.revokeOtherSessions(user.id, 'user-deactivated');
      await sessions.revokeImpersonationsBy(user.id, 'impersonator-deactivated');
      await record(admin, 'UserDeactivated', user);
    },

    /** Activate ("unlock user"). */
    async activate(admin: AuthContext, email: string): Promise<void> {
      const user = await userByEmail(email);
      await setUserActive(db, user.id, true, clock.now());
      await record(admin, 'UserActivated', user);
    },

    /** Sets a permanent password; the user's sessions end and the change is logged. */
    async changePassword(admin: AuthContext, email: string, password: string): Promise<void> {
      const user = await userByEmail(email);
      try {
        await sessions.assertCredentialsChangeable(user.id, admin);
      } catch (error) {
        if (error instanceof AppError)
          await recordPasswordChange(user.email, 'AdminChangePassword', error.message);
        throw error;
      }
      await updatePassword(db, user.id, {
        passwordHash: await hashPassword(password),
        mustChangePassword: false,
        now: clock.now(),
      });
      await sessions.revokeOtherSessions(user.id, 'admin-password-change');
      await recordPasswordChange(user.email, 'AdminChangePassword', null);
      await record(admin, 'UserPasswordChanged', user);
    },

    /** The forgot-password mail, sent for the user (no captcha: the admin is signed in). */
    async recoverPassword(
      admin: AuthContext,
      email: string,
    ): Promise<{ isForcedToChangePassword: boolean; destination: string }> {
      const user = await userByEmail(email);
      // A temporary password would change the password of a user being impersonated.
      await sessions.assertCredentialsChangeable(user.id, admin);
      const result = await passwordReset.sendRecovery(user.email);
      await record(admin, 'UserPasswordRecoverySent', user, {
        isForcedToChangePassword: result.isForcedToChangePassword,
      });
      return result;
    },

    /** Moves an account to a new address; both addresses are told, the user's sessions end. */
    async changeEmail(admin: AuthContext, currentEmail: string, newEmail: string): Promise<void> {
      const user = await userByEmail(currentEmail);
      if (user.email === newEmail) return;
      await sessions.assertCredentialsChangeable(user.id, admin);
      if (await findUserByEmail(db, newEmail)) throw conflict(messages.EmailTaken);
      if (!(await updateUserEmail(db, user.id, newEmail, clock.now()))) throw conflict(messages.EmailTaken);
      // Bearer tokens carry the email: sign the user in again under the new one.
      await sessions.revokeOtherSessions(user.id, 'email-changed');
      const text = `The sign-in email of your Matchline account was changed from ${user.email} to ${newEmail} by an administrator.\n\nIf you did not expect this, contact support.`;
      await mail.send({ to: user.email, subject: 'Your Matchline sign-in email was changed', text });
      await mail.send({ to: newEmail, subject: 'Your Matchline sign-in email was changed', text });
      await record(admin, 'UserEmailChanged', user, { newEmail });
    },

    /**
     * A new admin through the invitation flow (temporary password, new password at first sign-in). An
     * existing account is only mailed an invitation (`pending`): it becomes an admin when its owner,
     * signed in, accepts it with the mailed link (issue 11).
     */
    async createAdmin(
      admin: AuthContext,
      values: { email: string; firstName: string; lastName: string },
    ): Promise<{ id: string; created: boolean; pending: boolean }> {
      const existing = await findUserByEmail(db, values.email);
      if (existing?.roles.includes('Admin')) throw conflict(messages.EmailTaken);
      const { user, created, pending } = await invitedUsers.invite({
        ...values,
        roles: ['Admin'],
        reason: 'as an administrator',
        invitedByUserId: admin.userId,
      });
      await record(admin, 'AdminUserCreated', user, { created, pending });
      return { id: user.id, created, pending };
    },
  };
}
