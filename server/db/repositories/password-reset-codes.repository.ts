import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { passwordResetCodes } from '../schema.ts';

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** Issuing a new code voids the previous unused ones. */
export async function replacePasswordResetCode(
  db: DbExecutor,
  values: { userId: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: values.now })
    .where(and(eq(passwordResetCodes.userId, values.userId), isNull(passwordResetCodes.usedAt)));
  await db.insert(passwordResetCodes).values({
    userId: values.userId,
    codeHash: values.codeHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** The one unused code of a user (issuing a code voids the others), if any. */
export async function findUnusedPasswordResetCode(
  db: DbExecutor,
  userId: string,
): Promise<PasswordResetCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row;
}

export async function findLatestPasswordResetCode(
  db: DbExecutor,
  userId: string,
): Promise<PasswordResetCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong guess atomically and returns the new count. */
export async function addFailedCodeAttempt(db: DbExecutor, id: string): Promise<number> {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
    .where(eq(passwordResetCodes.id, id))
    .returning({ failedAttempts: passwordResetCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** Spends the code once: false when another request spent it first. */
export async function markPasswordResetCodeUsed(db: DbExecutor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}

/** How many codes a user was sent since `since` (caps mail to one address). */
export async function countPasswordResetCodesSince(
  db: DbExecutor,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), gte(passwordResetCodes.createdAt, since)));
  return row?.count ?? 0;
}
