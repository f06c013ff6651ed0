import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { refreshTokens } from '../schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbExecutor,
  values: { sessionId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    sessionId: values.sessionId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function findRefreshTokenByHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Spends a token once: false when it was already used (by a concurrent request or a replay). */
export async function markRefreshTokenUsed(db: DbExecutor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Spends every unused token of a session, so none can be exchanged after the session ends. */
export async function spendSessionRefreshTokens(db: DbExecutor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
}
