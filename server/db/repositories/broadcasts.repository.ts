/** Broadcast messages and their read state (issue 14). */
import { and, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { BroadcastRecipientType } from '../../../core/domain/messaging.ts';
import type { DbExecutor } from '../client.ts';
import { broadcastMessages, broadcastReads } from '../schema.ts';
import { pageOf } from './paging.ts';
import { rowsOf } from './sql-rows.ts';

export type BroadcastRow = typeof broadcastMessages.$inferSelect;

export async function insertBroadcast(
  db: DbExecutor,
  values: {
    body: string;
    senderUserId: string;
    senderName: string;
    recipientType: BroadcastRecipientType;
    createdAt: Date;
  },
): Promise<BroadcastRow> {
  const [row] = await db.insert(broadcastMessages).values(values).returning();
  return row!;
}

/** Every broadcast with how many have read it, newest first, one statement. */
export async function listSentBroadcasts(db: DbExecutor, page: { page: number; pageSize: number }) {
  const { limit, offset } = pageOf(page);
  const rows = await db
    .select({
      row: broadcastMessages,
      readCount: sql<number>`(select count(*) from ${broadcastReads} r where r.broadcast_id = ${broadcastMessages.id})::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(broadcastMessages)
    .orderBy(desc(broadcastMessages.seq))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map((r) => ({ ...r.row, readCount: Number(r.readCount) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Broadcasts of the given audiences with the user's read state, newest first, one statement. */
export async function listBroadcastsFor(
  db: DbExecutor,
  userId: string,
  recipientTypes: readonly BroadcastRecipientType[],
  query: { unreadOnly?: boolean; page: number; pageSize: number },
) {
  if (recipientTypes.length === 0) return { items: [], total: 0 };
  const { limit, offset } = pageOf(query);
  const readByMe = db
    .select({ one: sql`1` })
    .from(broadcastReads)
    .where(and(eq(broadcastReads.broadcastId, broadcastMessages.id), eq(broadcastReads.userId, userId)));
  const filters: SQL[] = [inArray(broadcastMessages.recipientType, [...recipientTypes])];
  if (query.unreadOnly) filters.push(notExists(readByMe));
  const rows = await db
    .select({
      row: broadcastMessages,
      isRead: sql<boolean>`exists (${readByMe})`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(broadcastMessages)
    .where(and(...filters))
    .orderBy(desc(broadcastMessages.seq))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map((r) => ({ ...r.row, isRead: Boolean(r.isRead) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function findBroadcast(db: DbExecutor, id: string): Promise<BroadcastRow | null> {
  const [row] = await db.select().from(broadcastMessages).where(eq(broadcastMessages.id, id)).limit(1);
  return row ?? null;
}

export async function markBroadcastRead(db: DbExecutor, broadcastId: string, userId: string, at: Date) {
  await db.insert(broadcastReads).values({ broadcastId, userId, readAt: at }).onConflictDoNothing();
}

/** Active users with one of `roles` (a broadcast's audience), with their push settings; one statement. */
export async function broadcastAudience(
  db: DbExecutor,
  roles: readonly string[],
): Promise<{ userId: string; pushAllowed: boolean }[]> {
  if (roles.length === 0) return [];
  const rows = rowsOf(
    await db.execute(sql`select u.id as "userId",
        (coalesce(s.is_web_push_allowed, true)
          and coalesce((s.channels->'Broadcast'->>'webPush')::boolean, true)
          and not (u.roles = array['SocietyUser']::text[])) as "pushAllowed"
      from users u left join notification_settings s on s.user_id = u.id
      where u.is_active and u.status = 'Active'
        and u.roles && array[${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`),
  );
  return rows.map((row) => ({ userId: String(row.userId), pushAllowed: Boolean(row.pushAllowed) }));
}
