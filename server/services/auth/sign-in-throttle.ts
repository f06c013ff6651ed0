/**
 * Wrong passwords slow down the address that sends them, not the account's owner (issue 11,
 * replacing the hard 15-minute lock a stranger could use to keep an admin out):
 * - per account AND client IP (`sign_in_throttles`): a few free failures, then that IP waits a
 *   delay that doubles with each further failure (1 s, 2 s, 4 s … capped); attempts during the wait
 *   answer LimitExceededException without the password being checked; other IPs are not slowed;
 * - per account over every IP: once it had many failures within the last hour, every sign-in to it
 *   must carry a solved captcha ('CaptchaRequired'); the right password with one always gets in.
 * A success clears the pair; old pairs are pruned on the job schedule.
 */
import { messages } from '../../../core/domain/messages.ts';
import { addMs, type Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  addSignInThrottleFailure,
  countRecentSignInFailures,
  deleteSignInThrottle,
  deleteSignInThrottlesBefore,
  findSignInThrottle,
  setSignInThrottleBlock,
} from '../../db/repositories/sign-in-throttles.repository.ts';
import { identityError } from '../../errors.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';

/** Failures one IP may make on one account before it has to wait. */
export const SIGN_IN_FREE_FAILURES = 5;
/** The first wait; each further failure doubles it. */
export const SIGN_IN_BASE_DELAY_MS = 1000;
export const SIGN_IN_MAX_DELAY_MS = 15 * 60_000;
/** Failures of an account (all IPs) within ACCOUNT_FAILURE_WINDOW_MS after which a captcha is needed. */
export const ACCOUNT_CAPTCHA_AFTER_FAILURES = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60_000;
/** A pair that has not failed for this long starts afresh (pruned). */
export const SIGN_IN_THROTTLE_RETENTION_MS = 24 * 60 * 60_000;

/** The wait after the pair's `failures`-th failure (0 while failures are still free). */
export function signInDelayMs(failures: number): number {
  const over = failures - SIGN_IN_FREE_FAILURES;
  if (over <= 0) return 0;
  // 2^(over-1) grows past the cap long before it loses precision; cap the exponent anyway.
  return Math.min(SIGN_IN_MAX_DELAY_MS, SIGN_IN_BASE_DELAY_MS * 2 ** Math.min(over - 1, 30));
}

export const captchaRequired = () => identityError('CaptchaRequired', messages.CaptchaRequired);

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export function createSignInThrottle(deps: { db: DbExecutor; clock: Clock; captcha: CaptchaService }) {
  const { db, clock, captcha } = deps;

  return {
    /**
     * Before the password is checked: refuses an IP that is waiting (LimitExceededException), and a
     * sign-in without a valid captcha to an account under attack (CaptchaRequired).
     */
    async assertMayTry(userId: string, ip: string, captchaAnswer: string | undefined): Promise<void> {
      const now = clock.now();
      const pair = await findSignInThrottle(db, userId, ip);
      if (pair?.blockedUntil && pair.blockedUntil > now) {
        throw identityError('LimitExceededException', messages.LimitExceeded);
      }
      const recent = await countRecentSignInFailures(db, userId, addMs(now, -ACCOUNT_FAILURE_WINDOW_MS));
      if (recent < ACCOUNT_CAPTCHA_AFTER_FAILURES) return;
      if (!captchaAnswer || !(await captcha.verify(captchaAnswer, ip))) throw captchaRequired();
    },

    /** A wrong password from `ip`: counted, and the IP waits once its free failures are spent. */
    async recordFailure(userId: string, ip: string): Promise<void> {
      const now = clock.now();
      const failures = await addSignInThrottleFailure(db, { userId, ip, now });
      const delay = signInDelayMs(failures);
      if (delay > 0) await setSignInThrottleBlock(db, userId, ip, addMs(now, delay));
    },

    /** The right password from `ip`: the pair starts afresh. */
    recordSuccess(userId: string, ip: string): Promise<void> {
      return deleteSignInThrottle(db, userId, ip);
    },

    /** Drops pairs that have not failed for SIGN_IN_THROTTLE_RETENTION_MS (job schedule). */
    prune(): Promise<number> {
      const now = clock.now();
      return deleteSignInThrottlesBefore(db, addMs(now, -SIGN_IN_THROTTLE_RETENTION_MS), now);
    },
  };
}
