/**
 * Proof of the address a self-registered user signed up with (issue 11): the account stays
 * ConfirmationRequired (no sign-in, so nothing else either) until its owner enters the mailed
 * 6-digit code or opens the mailed link; confirming signs in at once. An account never confirmed
 * is discarded after UNCONFIRMED_ACCOUNT_TTL_HOURS, or as soon as someone signs up again with its
 * address, or an invitation is sent to it, so nobody can claim an address before its owner.
 * Answers never tell whether an address has an account (ADR 0018).
 */
import { createHash, randomBytes } from 'node:crypto';
import { messages } from '../../../core/domain/messages.ts';
import { addMs, type Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  addFailedConfirmationAttempt,
  findEmailConfirmationByLink,
  findUnusedEmailConfirmation,
  replaceEmailConfirmation,
  spendEmailConfirmation,
} from '../../db/repositories/email-confirmations.repository.ts';
import { deleteUnconfirmedUsersCreatedBefore } from '../../db/repositories/unconfirmed-users.repository.ts';
import { findUserByEmail, findUserById, type UserRow } from '../../db/repositories/users.repository.ts';
import { identityError } from '../../errors.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import { type ActionLimits, HOUR_MS } from '../limits/action-limits.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { IssuedSession, SessionService } from './session.service.ts';
import { limitExceeded } from './sign-in.service.ts';
import {
  generateVerificationCode,
  hashVerificationCode,
  maskEmail,
  verificationCodeMatches,
} from './verification-code.ts';

/** platform.md §9: a verification code is valid for one hour; the link lives as long. */
export const CONFIRMATION_TTL_MS = HOUR_MS;
export const MAX_CONFIRMATION_ATTEMPTS = 5;
/** Confirmation mails one address may get per hour, whoever asks (sign-ups and resends together). */
export const MAX_CONFIRMATION_MAILS_PER_HOUR = 5;

export const confirmationLinkPath = (token: string) => `/confirm-email/${token}`;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;

export function createEmailConfirmationService(deps: {
  db: DbExecutor;
  clock: Clock;
  secret: string;
  captcha: CaptchaService;
  mail: MailService;
  sessions: SessionService;
  limits: ActionLimits;
  publicUrl: string;
  unconfirmedTtlMs: number;
}) {
  const { db, clock, secret, captcha, mail, sessions, limits, publicUrl, unconfirmedTtlMs } = deps;
  const mismatch = () => identityError('CodeMismatchException', messages.CodeMismatch);
  const expired = () => identityError('ExpiredCodeException', messages.ExpiredCode);
  const isUnconfirmed = (user: UserRow | undefined): user is UserRow =>
    Boolean(user && !user.emailVerified && user.status === 'ConfirmationRequired');

  /** Counts one confirmation mail to the address; 429 past the hourly cap. */
  const countMailTo = (email: string, tx: DbExecutor) =>
    limits.take(
      [{ key: `confirmation-mail:${email}`, max: MAX_CONFIRMATION_MAILS_PER_HOUR, windowMs: HOUR_MS }],
      tx,
    );

  async function signInConfirmed(userId: string): Promise<IssuedSession> {
    const user = await findUserById(db, userId);
    if (!user) throw mismatch();
    return sessions.start(user);
  }

  /** Mails a new code and link to an unconfirmed user, in the caller's transaction (sign-up). */
  async function issue(user: Pick<UserRow, 'id' | 'email'>, tx: DbExecutor = db): Promise<void> {
    await countMailTo(user.email, tx);
    const now = clock.now();
    const code = generateVerificationCode();
    const token = randomBytes(32).toString('base64url');
    await replaceEmailConfirmation(tx, {
      userId: user.id,
      codeHash: hashVerificationCode(secret, user.id, code),
      linkTokenHash: sha256(token),
      now,
      expiresAt: addMs(now, CONFIRMATION_TTL_MS),
    });
    const link = `${publicUrl}${confirmationLinkPath(token)}`;
    const hours = Math.round(unconfirmedTtlMs / HOUR_MS);
    await mail.send(
      {
        to: user.email,
        subject: 'Confirm your Matchline email address',
        text: [
          `Your Matchline confirmation code is ${code}. It is valid for one hour.`,
          '',
          `Or open this link to confirm your email address: ${link}`,
          '',
          `If you did not create a Matchline account, ignore this message: an account that is not confirmed is removed after ${hours} hours.`,
        ].join('\n'),
        secrets: [code, link],
      },
      tx,
    );
  }

  return {
    issue,

    /** Resends the code (after a captcha); the answer is the same whether or not the address waits. */
    async resend(email: string, captchaAnswer: string, remoteIp: string): Promise<{ destination: string }> {
      await requireCaptcha(captcha, captchaAnswer, remoteIp, messages.RecaptchaIsRequiredDot);
      const user = await findUserByEmail(db, email);
      if (isUnconfirmed(user)) await issue(user);
      return { destination: maskEmail(email) };
    },

    async confirmByCode(email: string, code: string): Promise<IssuedSession> {
      const user = await findUserByEmail(db, email);
      // An unknown or already confirmed address answers like a wrong code.
      if (!isUnconfirmed(user)) throw mismatch();
      const active = await findUnusedEmailConfirmation(db, user.id);
      if (!active) throw mismatch();
      if (active.failedAttempts >= MAX_CONFIRMATION_ATTEMPTS) throw limitExceeded();
      if (active.expiresAt <= clock.now()) throw expired();
      if (!verificationCodeMatches(secret, user.id, code, active.codeHash)) {
        const attempts = await addFailedConfirmationAttempt(db, active.id);
        throw attempts >= MAX_CONFIRMATION_ATTEMPTS ? limitExceeded() : mismatch();
      }
      if (!(await spendEmailConfirmation(db, active.id, user.id, clock.now()))) throw mismatch();
      return signInConfirmed(user.id);
    },

    async confirmByLink(token: string): Promise<IssuedSession> {
      const row = await findEmailConfirmationByLink(db, sha256(token));
      if (!row || row.usedAt) throw mismatch();
      if (row.expiresAt <= clock.now()) throw expired();
      if (!isUnconfirmed(await findUserById(db, row.userId))) throw mismatch();
      if (!(await spendEmailConfirmation(db, row.id, row.userId, clock.now()))) throw mismatch();
      return signInConfirmed(row.userId);
    },

    /** The scheduled clean-up: accounts not confirmed in time go, and their addresses are free again. */
    async discardExpired(): Promise<number> {
      return deleteUnconfirmedUsersCreatedBefore(db, addMs(clock.now(), -unconfirmedTtlMs));
    },
  };
}
