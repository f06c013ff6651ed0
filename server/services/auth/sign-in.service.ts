/**
 * Sign-in and the new-password-required outcome, with the identity errors and texts of
 * platform.md §6/§8 (the external provider's flows, kept).
 */
import { messages } from '../../../core/domain/messages.ts';
import { addMs, type Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  findUserByEmail,
  findUserById,
  recordFailedSignIn,
  resetSignInFailures,
  type UserRow,
  updatePassword,
} from '../../db/repositories/users.repository.ts';
import { AppError, identityError } from '../errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import type { PasswordChangeRecorder } from './password-change-recorder.ts';
import { rolesOf } from './profile.ts';
import type { IssuedSession, SessionService } from './session.service.ts';
import type { TokenService } from './tokens.ts';

export const LOCK_AFTER_FAILURES = 10;
export const LOCK_DURATION_MS = 15 * 60_000;

export type SignInResult =
  | { status: 'Success'; issued: IssuedSession }
  | { status: 'NewPasswordRequired'; email: string; challengeToken: string };

/** The checks every way of signing in passes after the secret (password or code) was proven. */
export function assertMaySignIn(user: UserRow): void {
  if (user.status === 'ConfirmationRequired')
    throw identityError('UserNotConfirmedException', messages.UserNotConfirmed);
  if (!user.isActive) throw identityError('NotAuthorizedException', messages.UserDisabled);
  if (rolesOf(user).length === 0) throw identityError('NoRoleException', messages.NoRole);
}

export const limitExceeded = () => identityError('LimitExceededException', messages.LimitExceeded);

export type SignInService = ReturnType<typeof createSignInService>;

export function createSignInService(deps: {
  db: DbExecutor;
  clock: Clock;
  sessions: SessionService;
  tokens: TokenService;
  recordPasswordChange: PasswordChangeRecorder;
}) {
  const { db, clock, sessions, tokens, recordPasswordChange } = deps;

  return {
    async signIn(email: string, password: string): Promise<SignInResult> {
      const user = await findUserByEmail(db, email);
      if (!user?.passwordHash) {
        // Same work as a real check, so the answer time does not tell whether the account exists.
        await verifyPassword(await dummyPasswordHash(), password);
        throw identityError('UserNotFoundException', messages.UserNotFound);
      }
      const now = clock.now();
      if (user.lockedUntil && user.lockedUntil > now) throw limitExceeded();
      if (user.lockedUntil) await resetSignInFailures(db, user.id);

      if (!(await verifyPassword(user.passwordHash, password))) {
        await recordFailedSignIn(db, user.id, {
          lockAfter: LOCK_AFTER_FAILURES,
          lockUntil: addMs(now, LOCK_DURATION_MS),
          now,
        });
        throw identityError('NotAuthorizedException', messages.NotAuthorized);
      }
      if (user.failedSignInCount > 0) await resetSignInFailures(db, user.id);
      assertMaySignIn(user);

      if (user.mustChangePassword) {
        const challenge = await tokens.signChallengeToken(user.id, user.email);
        return { status: 'NewPasswordRequired', email: user.email, challengeToken: challenge.token };
      }
      return { status: 'Success', issued: await sessions.start(user) };
    },

    /** Logs a complete-new-password attempt the form validation refused, for the account the token names. */
    async recordRefusedNewPassword(challengeToken: string, error: string): Promise<void> {
      const challenge = await tokens.verifyChallengeToken(challengeToken);
      if (challenge) await recordPasswordChange(challenge.email, 'CompleteNewPassword', error);
    },

    /** Sets the first password of a user created by an admin and signs them in. */
    async completeNewPassword(challengeToken: string, password: string): Promise<IssuedSession> {
      const challenge = await tokens.verifyChallengeToken(challengeToken);
      // A forged token names nobody: there is no account whose attempt it would be.
      if (!challenge) throw identityError('NotAuthorizedException', messages.ChallengeExpired);
      const fail = async (error: AppError) => {
        await recordPasswordChange(challenge.email, 'CompleteNewPassword', error.message);
        return error;
      };
      if (challenge.expired)
        throw await fail(identityError('NotAuthorizedException', messages.ChallengeExpired));
      const user = await findUserById(db, challenge.userId);
      if (!user) throw await fail(identityError('UserNotFoundException', messages.UserNotFound));
      // The flag is cleared on success, so a challenge token works once.
      if (!user.mustChangePassword)
        throw await fail(identityError('NotAuthorizedException', messages.ChallengeExpired));
      try {
        assertMaySignIn(user);
      } catch (error) {
        if (error instanceof AppError) throw await fail(error);
        throw error;
      }
      const passwordHash = await hashPassword(password);
      await updatePassword(db, user.id, { passwordHash, mustChangePassword: false, now: clock.now() });
      await recordPasswordChange(user.email, 'CompleteNewPassword', null);
      return sessions.start({ ...user, passwordHash, mustChangePassword: false });
    },
  };
}
