import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import type { emailConfirmations, passwordResetCodes } from '../schema.ts';

/** Tables of codes mailed to a user: hashed, one unused at a time, counted tries, spent once. */
type CodeTable = typeof emailConfirmations | typeof passwordResetCodes;

/**
 * The statements every one-time code table shares (email confirmations, password reset codes): the
 * table's own repository adds what only it has (a link token, what spending the code does).
 */
export function oneTimeCodes<T extends CodeTable>(table: T) {
  const codes = table as CodeTable;
  type Row = T['$inferSelect'];
  return {
    /** Issuing a new code voids the user's previous unused ones. */
    async voidUnused(db: DbExecutor, userId: string, now: Date): Promise<void> {
      await db
        .update(codes)
        .set({ usedAt: now })
        .where(and(eq(codes.userId, userId), isNull(codes.usedAt)));
    },

    /** The user's newest unused code, if any. */
    async findUnused(db: DbExecutor, userId: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(codes)
        .where(and(eq(codes.userId, userId), isNull(codes.usedAt)))
        .orderBy(desc(codes.createdAt))
        .limit(1);
      return row as Row | undefined;
    },

    /** How many codes the user was sent since `since` (caps mail to one address). */
    async countSince(db: DbExecutor, userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(codes)
        .where(and(eq(codes.userId, userId), gte(codes.createdAt, since)));
      return row?.count ?? 0;
    },

    /** Counts a wrong guess atomically and answers the new count. */
    async addFailedAttempt(db: DbExecutor, id: string): Promise<number> {
      const [row] = await db
        .update(codes)
        .set({ failedAttempts: sql`${codes.failedAttempts} + 1` })
        .where(eq(codes.id, id))
        .returning({ failedAttempts: codes.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    /** Spends the code once: false when another request spent it first. */
    async spend(db: DbExecutor, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(codes)
        .set({ usedAt: now })
        .where(and(eq(codes.id, id), isNull(codes.usedAt)))
        .returning({ id: codes.id });
      return rows.length === 1;
    },
  };
}
