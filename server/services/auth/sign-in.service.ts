/**
 * Sign-in and the new-password-required outcome, with the identity errors and texts of
 * platform.md §6/§8 (the external provider's flows, kept).
 */
import { messages } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  findUserByEmail,
  findUserById,
  type UserRow,
  updatePassword,
} from '../../db/repositories/users.repository.ts';
import { AppError, identityError } from '../../errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import type { PasswordChangeRecorder } from './password-change-recorder.ts';
import { rolesOf } from './profile.ts';
import type { IssuedSession, SessionService } from './session.service.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { TokenService } from './tokens.ts';

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
  throttle: SignInThrottle;
}) {
  const { db, clock, sessions, tokens, recordPasswordChange, throttle } = deps;

  return {
    /**
     * `ip` is the client address the throttle counts failures against; `captcha` is needed once the
     * account had many recent failures (sign-in-throttle.ts).
     */
    async signIn(
      email: string,
      password: string,
      client: { ip: string; captcha?: string | undefined },
    ): Promise<SignInResult> {
      const user = await findUserByEmail(db, email);
      if (!user?.passwordHash) {
        // Same work and the same answer as a wrong password, so neither the time nor the text tells
        // whether the account exists (ADR 0018).
        await verifyPassword(await dummyPasswordHash(), password);
        throw identityError('NotAuthorizedException', messages.NotAuthorized);
      }
      await throttle.assertMayTry(user.id, client.ip, client.captcha);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await throttle.recordFailure(user.id, client.ip);
        throw identityError('NotAuthorizedException', messages.NotAuthorized);
      }
      await throttle.recordSuccess(user.id, client.ip);
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

    /** Drops sign-in throttles that have not failed for a day (the job schedule). */
    pruneThrottles(): Promise<number> {
      return throttle.prune();
    },
  };
}
