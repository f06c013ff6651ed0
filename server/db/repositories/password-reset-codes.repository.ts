import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { passwordResetCodes } from '../schema.ts';
import { oneTimeCodes } from './one-time-codes.ts';

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;

const codes = oneTimeCodes(passwordResetCodes);

/** Issuing a new code voids the previous unused ones. */
export async function replacePasswordResetCode(
  db: DbExecutor,
  values: { userId: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await codes.voidUnused(db, values.userId, values.now);
  await db.insert(passwordResetCodes).values({
    userId: values.userId,
    codeHash: values.codeHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** The one unused code of a user (issuing a code voids the others), if any. */
export const findUnusedPasswordResetCode = codes.findUnused;
/** Counts a wrong guess atomically and returns the new count. */
export const addFailedCodeAttempt = codes.addFailedAttempt;
/** Spends the code once: false when another request spent it first. */
export const markPasswordResetCodeUsed = codes.spend;
/** How many codes a user was sent since `since` (caps mail to one address). */
export const countPasswordResetCodesSince = codes.countSince;

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
