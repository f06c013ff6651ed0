/**
 * Forgot password: a 6-digit code valid one hour, mailed, spent once, dead after five wrong
 * guesses. Confirming (with a captcha) sets the password, ends every other session and signs in at
 * once (platform.md §4, §8). Neither step tells whether an address has an account (ADR 0018); the
 * admin's "send password recovery" keeps the spec's errors and mails a user who never signed in a
 * new temporary password instead.
 */
import { messages } from '../../../core/domain/messages.ts';
import { isValidEmail } from '../../../core/domain/validation.ts';
import { addMs, type Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  addFailedCodeAttempt,
  countPasswordResetCodesSince,
  findLatestPasswordResetCode,
  findUnusedPasswordResetCode,
  markPasswordResetCodeUsed,
  replacePasswordResetCode,
} from '../../db/repositories/password-reset-codes.repository.ts';
import { findUserByEmail, type UserRow, updatePassword } from '../../db/repositories/users.repository.ts';
import { AppError, identityError } from '../../errors.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { hashPassword } from './password.ts';
import type { PasswordChangeRecorder } from './password-change-recorder.ts';
import type { IssuedSession, SessionService } from './session.service.ts';
import { assertMaySignIn, limitExceeded } from './sign-in.service.ts';
import {
  generateTemporaryPassword,
  generateVerificationCode,
  hashVerificationCode,
  maskEmail,
  verificationCodeMatches,
} from './verification-code.ts';

export const CODE_TTL_MS = 60 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one address may be sent per hour, whatever IPs ask (mail bombing). */
export const MAX_CODES_PER_HOUR = 5;

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

export function createPasswordResetService(deps: {
  db: DbExecutor;
  clock: Clock;
  secret: string;
  captcha: CaptchaService;
  mail: MailService;
  sessions: SessionService;
  recordPasswordChange: PasswordChangeRecorder;
}) {
  const { db, clock, secret, captcha, mail, sessions, recordPasswordChange } = deps;

  /** Mails a recovery code unless the address had MAX_CODES_PER_HOUR already; false when it had. */
  async function mailCode(user: UserRow, now: Date): Promise<boolean> {
    if ((await countPasswordResetCodesSince(db, user.id, addMs(now, -CODE_TTL_MS))) >= MAX_CODES_PER_HOUR) {
      return false;
    }
    const code = generateVerificationCode();
    await replacePasswordResetCode(db, {
      userId: user.id,
      codeHash: hashVerificationCode(secret, user.id, code),
      now,
      expiresAt: addMs(now, CODE_TTL_MS),
    });
    await mail.send({
      to: user.email,
      subject: 'Your Matchline verification code',
      text: `Your Matchline verification code is ${code}. It is valid for one hour.\n\nIf you did not ask to reset your password, ignore this message.`,
      secrets: [code],
    });
    return true;
  }

  /**
   * The admin's "send password recovery": a recovery code (or, to a user who never chose a password,
   * a new temporary password), with the spec's errors — an admin may know whether an account exists.
   */
  async function sendRecovery(
    email: string,
  ): Promise<{ isForcedToChangePassword: boolean; destination: string }> {
    const user = await findUserByEmail(db, email);
    if (!user) throw identityError('UserNotFoundException', messages.UserNotFound);
    // The provider answers NotAuthorized for a disabled user; the spec shows it as 'User not found.'
    if (!user.isActive) throw identityError('NotAuthorizedException', messages.UserNotFound);
    if (!user.emailVerified) throw identityError('InvalidParameterException', messages.CannotResetUnverified);
    const now = clock.now();
    const destination = maskEmail(user.email);

    if (user.mustChangePassword) {
      const temporary = generateTemporaryPassword();
      await updatePassword(db, user.id, {
        passwordHash: await hashPassword(temporary),
        mustChangePassword: true,
        now,
      });
      await recordPasswordChange(user.email, 'TemporaryPassword', null);
      await mail.send({
        to: user.email,
        subject: 'Your temporary Matchline password',
        text: `Your temporary Matchline password is ${temporary}\n\nSign in with it and choose a new password.`,
        secrets: [temporary],
      });
      return { isForcedToChangePassword: true, destination };
    }
    if (!(await mailCode(user, now))) throw limitExceeded();
    return { isForcedToChangePassword: false, destination };
  }

  return {
    sendRecovery,

    /**
     * The forgot-password dialog: every address gets the same answer, as if a code was sent
     * (ADR 0018). Only an active, verified account is mailed a code — a user who never signed in
     * too, whose first password the code then sets — and at most MAX_CODES_PER_HOUR of them.
     */
    async request(
      email: string,
      captchaAnswer: string,
      remoteIp: string,
    ): Promise<{ isForcedToChangePassword: boolean; destination: string }> {
      await requireCaptcha(captcha, captchaAnswer, remoteIp, messages.RecaptchaIsRequiredDot);
      const user = await findUserByEmail(db, email);
      if (user?.isActive && user.emailVerified) await mailCode(user, clock.now());
      return { isForcedToChangePassword: false, destination: maskEmail(email) };
    },

    /** Logs a confirm attempt the form validation refused (a weak password, a mismatch…). */
    async recordRefused(email: string, error: string): Promise<void> {
      const normalized = email.trim().toLowerCase();
      if (normalized.length <= 254 && isValidEmail(normalized)) {
        await recordPasswordChange(normalized, 'ForgotPasswordConfirm', error);
      }
    },

    async confirm(
      email: string,
      code: string,
      newPassword: string,
      client: { captcha: string; ip: string },
    ): Promise<IssuedSession> {
      await requireCaptcha(captcha, client.captcha, client.ip, messages.RecaptchaIsRequiredDot);
      const fail = async (error: AppError) => {
        await recordPasswordChange(email, 'ForgotPasswordConfirm', error.message);
        return error;
      };
      const expired = () => identityError('ExpiredCodeException', messages.ExpiredCode);
      const mismatch = () => identityError('CodeMismatchException', messages.CodeMismatch);
      const user = await findUserByEmail(db, email);
      // An unknown address answers like a wrong code, so confirm does not tell who has an account.
      if (!user) throw await fail(mismatch());
      const now = clock.now();

      const active = await findUnusedPasswordResetCode(db, user.id);
      if (!active) {
        // Spent, replaced or never sent: only a code that existed can have expired.
        throw await fail((await findLatestPasswordResetCode(db, user.id)) ? expired() : mismatch());
      }
      if (active.failedAttempts >= MAX_CODE_ATTEMPTS) throw await fail(limitExceeded());
      if (active.expiresAt <= now) throw await fail(expired());
      if (!verificationCodeMatches(secret, user.id, code, active.codeHash)) {
        const attempts = await addFailedCodeAttempt(db, active.id);
        throw await fail(attempts >= MAX_CODE_ATTEMPTS ? limitExceeded() : mismatch());
      }
      try {
        assertMaySignIn(user);
        await sessions.assertCredentialsChangeable(user.id);
      } catch (error) {
        if (error instanceof AppError) throw await fail(error);
        throw error;
      }
      if (!(await markPasswordResetCodeUsed(db, active.id, now))) throw await fail(expired());

      const passwordHash = await hashPassword(newPassword);
      await updatePassword(db, user.id, { passwordHash, mustChangePassword: false, now });
      await sessions.revokeOtherSessions(user.id, 'password-reset');
      await recordPasswordChange(user.email, 'ForgotPasswordConfirm', null);
      return sessions.start({ ...user, passwordHash, mustChangePassword: false });
    },
  };
}
