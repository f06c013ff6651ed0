import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { signInThrottles } from '../schema.ts';

export type SignInThrottleRow = typeof signInThrottles.$inferSelect;

export async function findSignInThrottle(
  db: DbExecutor,
  userId: string,
  ip: string,
): Promise<SignInThrottleRow | undefined> {
  const [row] = await db
    .select()
    .from(signInThrottles)
    .where(and(eq(signInThrottles.userId, userId), eq(signInThrottles.ip, ip)))
    .limit(1);
  return row;
}

/**
 * Counts one failed sign-in of the account from the address (atomically) and answers the pair's
 * new failure count.
 */
export async function addSignInThrottleFailure(
  db: DbExecutor,
  values: { userId: string; ip: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(signInThrottles)
    .values({ userId: values.userId, ip: values.ip, failures: 1, lastFailureAt: values.now })
    .onConflictDoUpdate({
      target: [signInThrottles.userId, signInThrottles.ip],
      set: { failures: sql`${signInThrottles.failures} + 1`, lastFailureAt: values.now },
    })
    .returning({ failures: signInThrottles.failures });
  return row!.failures;
}

export async function setSignInThrottleBlock(
  db: DbExecutor,
  userId: string,
  ip: string,
  blockedUntil: Date,
): Promise<void> {
  await db
    .update(signInThrottles)
    .set({ blockedUntil })
    .where(and(eq(signInThrottles.userId, userId), eq(signInThrottles.ip, ip)));
}

export async function deleteSignInThrottle(db: DbExecutor, userId: string, ip: string): Promise<void> {
  await db.delete(signInThrottles).where(and(eq(signInThrottles.userId, userId), eq(signInThrottles.ip, ip)));
}

/** The account's failures, over every address whose last failure is at or after `since`. */
export async function countRecentSignInFailures(
  db: DbExecutor,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ failures: sql<number>`coalesce(sum(${signInThrottles.failures}), 0)::int` })
    .from(signInThrottles)
    .where(and(eq(signInThrottles.userId, userId), gte(signInThrottles.lastFailureAt, since)));
  return row?.failures ?? 0;
}

/** Drops pairs whose last failure is older than `before` and who are not waiting out a delay at `now`. */
export async function deleteSignInThrottlesBefore(db: DbExecutor, before: Date, now: Date): Promise<number> {
  const deleted = await db
    .delete(signInThrottles)
    .where(
      and(
        lt(signInThrottles.lastFailureAt, before),
        or(isNull(signInThrottles.blockedUntil), lt(signInThrottles.blockedUntil, now)),
      ),
    )
    .returning({ userId: signInThrottles.userId });
  return deleted.length;
}
