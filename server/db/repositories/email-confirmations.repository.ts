import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { emailConfirmations, users } from '../schema.ts';

export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;

/** A new code and link for the user; the previous unused ones stop working. */
export async function replaceEmailConfirmation(
  db: DbExecutor,
  values: { userId: string; codeHash: string; linkTokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: values.now })
    .where(and(eq(emailConfirmations.userId, values.userId), isNull(emailConfirmations.usedAt)));
  await db.insert(emailConfirmations).values({
    userId: values.userId,
    codeHash: values.codeHash,
    linkTokenHash: values.linkTokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function findUnusedEmailConfirmation(
  db: DbExecutor,
  userId: string,
): Promise<EmailConfirmationRow | undefined> {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return row;
}

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

export async function countEmailConfirmationsSince(
  db: DbExecutor,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), gte(emailConfirmations.createdAt, since)));
  return row?.count ?? 0;
}

/** Counts a wrong code atomically; answers the new count. */
export async function addFailedConfirmationAttempt(db: DbExecutor, id: string): Promise<number> {
  const [row] = await db
    .update(emailConfirmations)
    .set({ failedAttempts: sql`${emailConfirmations.failedAttempts} + 1` })
    .where(eq(emailConfirmations.id, id))
    .returning({ failedAttempts: emailConfirmations.failedAttempts });
  return row?.failedAttempts ?? 0;
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
  const spent = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.id, id), isNull(emailConfirmations.usedAt)))
    .returning({ id: emailConfirmations.id });
  if (spent.length === 0) return false;
  await db
    .update(users)
    .set({ emailVerified: true, status: 'Active', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'ConfirmationRequired')));
  return true;
}
