import { messages } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findUserById, updatePassword } from '../../db/repositories/users.repository.ts';
import { AppError, identityError, unauthorized } from '../../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { PasswordChangeRecorder } from './password-change-recorder.ts';
import type { AuthContext, SessionService } from './session.service.ts';

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;

export function createPasswordChangeService(deps: {
  db: DbExecutor;
  clock: Clock;
  sessions: SessionService;
  recordPasswordChange: PasswordChangeRecorder;
}) {
  const { db, clock, sessions, recordPasswordChange } = deps;
  return {
    /** Logs a change the form validation refused (a weak new password, a mismatch…). */
    async recordRefused(auth: AuthContext, error: string): Promise<void> {
      await recordPasswordChange(auth.email, 'ChangePassword', error);
    },

    /** A signed-in user changes their password; their other sessions end, this one stays. */
    async change(auth: AuthContext, oldPassword: string, newPassword: string): Promise<void> {
      const user = await findUserById(db, auth.userId);
      if (!user) throw unauthorized(messages.NotAuthenticated);
      try {
        await sessions.assertCredentialsChangeable(user.id, auth);
      } catch (error) {
        if (error instanceof AppError)
          await recordPasswordChange(user.email, 'ChangePassword', error.message);
        throw error;
      }
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        await recordPasswordChange(user.email, 'ChangePassword', messages.IncorrectOldPassword);
        throw identityError('NotAuthorizedException', messages.IncorrectOldPassword);
      }
      await updatePassword(db, user.id, {
        passwordHash: await hashPassword(newPassword),
        mustChangePassword: false,
        now: clock.now(),
      });
      await sessions.revokeOtherSessions(user.id, 'password-change', auth.sessionId);
      await recordPasswordChange(user.email, 'ChangePassword', null);
    },
  };
}
