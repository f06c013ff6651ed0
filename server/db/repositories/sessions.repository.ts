import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { sessions, users } from '../schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: DbExecutor,
  values: {
    userId: string;
    impersonatedBy: string | null;
    /** An impersonated session's parent: the admin's own session, resumed at the end. */
    parentSessionId?: string | null;
    now: Date;
    absoluteExpiresAt: Date;
  },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      impersonatedBy: values.impersonatedBy,
      parentSessionId: values.parentSessionId ?? null,
      createdAt: values.now,
      lastUsedAt: values.now,
      absoluteExpiresAt: values.absoluteExpiresAt,
    })
    .returning();
  return row!;
}

/** The session with the state of its user, in one primary-key lookup (run on every authenticated call). */
export async function findSessionState(
  db: DbExecutor,
  sessionId: string,
): Promise<
  { revokedAt: Date | null; absoluteExpiresAt: Date; userId: string; userIsActive: boolean } | undefined
> {
  const [row] = await db
    .select({
      revokedAt: sessions.revokedAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      userId: sessions.userId,
      userIsActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

export async function findSessionById(db: DbExecutor, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}

export async function touchSession(db: DbExecutor, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(
  db: DbExecutor,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: DbExecutor,
  userId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions));
}

/** Ends the sessions an admin opened as other users (the admin was deactivated). */
export async function revokeSessionsImpersonatedBy(
  db: DbExecutor,
  impersonatorId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.impersonatedBy, impersonatorId), isNull(sessions.revokedAt)));
}

/**
 * Marks impersonated sessions that reached their end unrevoked as ended at that end (reason
 * 'impersonation-expired'); answers them, so each is reported once.
 */
export async function expireEndedImpersonations(
  db: DbExecutor,
  now: Date,
): Promise<{ id: string; userId: string; impersonatedBy: string; absoluteExpiresAt: Date }[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`${sessions.absoluteExpiresAt}`, revokedReason: 'impersonation-expired' })
    .where(
      and(
        isNotNull(sessions.impersonatedBy),
        isNull(sessions.revokedAt),
        lte(sessions.absoluteExpiresAt, now),
      ),
    )
    .returning({
      id: sessions.id,
      userId: sessions.userId,
      impersonatedBy: sessions.impersonatedBy,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    });
  return rows.map((row) => ({ ...row, impersonatedBy: row.impersonatedBy! }));
}

/** A live impersonated session of the user exists (not revoked, not past its end). */
export async function hasLiveImpersonation(db: DbExecutor, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNotNull(sessions.impersonatedBy),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
