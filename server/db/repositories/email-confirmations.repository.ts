import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { emailConfirmations, users } from '../schema.ts';
import { oneTimeCodes } from './one-time-codes.ts';

export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;

const codes = oneTimeCodes(emailConfirmations);

/** A new code and link for the user; the previous unused ones stop working. */
export async function replaceEmailConfirmation(
  db: DbExecutor,
  values: { userId: string; codeHash: string; linkTokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await codes.voidUnused(db, values.userId, values.now);
  await db.insert(emailConfirmations).values({
    userId: values.userId,
    codeHash: values.codeHash,
    linkTokenHash: values.linkTokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export const findUnusedEmailConfirmation = codes.findUnused;
export const countEmailConfirmationsSince = codes.countSince;
/** Counts a wrong code atomically; answers the new count. */
export const addFailedConfirmationAttempt = codes.addFailedAttempt;

export async function findEmailConfirmationByLink(
  db: DbExecutor,
  linkTokenHash: string,
): Promise<EmailConfirmationRow | undefined> {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(eq(emailConfirmations.linkTokenHash, linkTokenHash))
    .limit(1);
  return row;
}

/**
 * Spends the confirmation and marks its user's address proven (Active) in one statement pair; false
 * when it was spent meanwhile (two clicks on the link at once confirm once).
 */
export async function spendEmailConfirmation(
  db: DbExecutor,
  id: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  if (!(await codes.spend(db, id, now))) return false;
  await db
    .update(users)
    .set({ emailVerified: true, status: 'Active', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'ConfirmationRequired')));
  return true;
}
