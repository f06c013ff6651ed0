/**
 * Limits on what a user can make the service do to others (mails, proposals, upload links): one
 * fixed-window counter per key in the database, so every server node shares it and a limit holds
 * across restarts. Callers name the sender and the recipient; an action passes only when every
 * limit it names has room, and counts against all of them (issue 11: the service is no mail relay).
 */
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  decrementActionCounter,
  deleteActionCountersBefore,
  incrementActionCounter,
} from '../../db/repositories/action-counters.repository.ts';
import { AppError } from '../../errors.ts';

export type ActionLimit = {
  /** What is counted and for whom, e.g. `letter-mail:applicant:42` or `mail-to:someone@example.org`. */
  key: string;
  max: number;
  windowMs: number;
};

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** The longest window any caller uses: counters older than this are pruned. */
const LONGEST_WINDOW_MS = 7 * DAY_MS;

export const tooManyRequests = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'TooManyRequests', formatMessage(messages.TooManyRequests, { seconds }), {
    'retry-after': String(seconds),
  });
};

export type ActionLimits = ReturnType<typeof createActionLimits>;

export function createActionLimits(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;
  const windowOf = (limit: ActionLimit, now: Date) =>
    new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

  return {
    /**
     * Counts one action (or `count`) against every limit, in the caller's transaction when given; throws
     * 429 with the wait until the fullest window ends when any limit is exceeded, and then counts nothing.
     */
    async take(limits: readonly ActionLimit[], tx: DbExecutor = db, count = 1): Promise<void> {
      const now = clock.now();
      const taken: { key: string; windowStart: Date }[] = [];
      for (const limit of limits) {
        const windowStart = windowOf(limit, now);
        const used = await incrementActionCounter(tx, limit.key, windowStart, count);
        taken.push({ key: limit.key, windowStart });
        if (used > limit.max) {
          for (const done of taken) await decrementActionCounter(tx, done.key, done.windowStart, count);
          throw tooManyRequests(windowStart.getTime() + limit.windowMs - now.getTime());
        }
      }
    },

    /** Drops windows no limit looks at any more (the scheduled clean-up). */
    async prune(): Promise<number> {
      return deleteActionCountersBefore(db, new Date(clock.now().getTime() - LONGEST_WINDOW_MS));
    },
  };
}
