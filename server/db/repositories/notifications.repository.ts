/** Notifications, notification settings and who can be reached on which channel (issue 14). */
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationType } from '../../../core/domain/messaging.ts';
import type { StoredNotificationSettings } from '../../../core/domain/notification-channels.ts';
import type { Role } from '../../../core/domain/roles.ts';
import type { DbExecutor } from '../client.ts';
import { notificationSettings, notifications } from '../schema.ts';
import { pageOf } from './paging.ts';
import { rowsOf } from './sql-rows.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(
  db: DbExecutor,
  rows: readonly {
    userId: string;
    type: NotificationType;
    kind: NotificationKind;
    title: string;
    body: string;
    data: Record<string, string>;
    createdAt: Date;
  }[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values([...rows])
    .returning();
}

/** A user's notifications, newest first, one statement. */
export async function listNotifications(
  db: DbExecutor,
  userId: string,
  query: { unreadOnly?: boolean; kind?: NotificationKind | undefined; page: number; pageSize: number },
): Promise<{ items: NotificationRow[]; total: number }> {
  const { limit, offset } = pageOf(query);
  const filters: SQL[] = [eq(notifications.userId, userId)];
  if (query.unreadOnly) filters.push(isNull(notifications.readAt));
  if (query.kind) filters.push(eq(notifications.kind, query.kind));
  const rows = await db
    .select({ row: notifications, total: sql<number>`(count(*) over ())::int` })
    .from(notifications)
    .where(and(...filters))
    .orderBy(desc(notifications.seq))
    .limit(limit)
    .offset(offset);
  return { items: rows.map((r) => r.row), total: Number(rows[0]?.total ?? 0) };
}

export async function findNotification(db: DbExecutor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Marks one (or, without an id, every) unread notification of the user read; answers how many. */
export async function markNotificationsRead(
  db: DbExecutor,
  userId: string,
  at: Date,
  id?: string,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ...(id === undefined ? [] : [eq(notifications.id, id)]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function countUnreadNotifications(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.total ?? 0);
}

export async function findNotificationSettings(
  db: DbExecutor,
  userId: string,
): Promise<StoredNotificationSettings | null> {
  const [row] = await db
    .select({
      isSmsAllowed: notificationSettings.isSmsAllowed,
      isWebPushAllowed: notificationSettings.isWebPushAllowed,
      channels: notificationSettings.channels,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function upsertNotificationSettings(
  db: DbExecutor,
  userId: string,
  values: StoredNotificationSettings,
  at: Date,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: at } });
}

export type NotificationTarget = {
  userId: string;
  email: string;
  fullName: string;
  roles: Role[];
  isActive: boolean;
  /** A verified cell phone (the latest), or null. */
  cellPhone: string | null;
  settings: StoredNotificationSettings | null;
};

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** What notifying these users needs (address, verified cell phone, settings), in one statement. */
export async function notificationTargets(
  db: DbExecutor,
  userIds: readonly string[],
): Promise<NotificationTarget[]> {
  if (userIds.length === 0) return [];
  const rows = rowsOf(
    await db.execute(sql`select u.id as "userId", u.email as "email", u.roles as "roles",
        (u.is_active and u.status = 'Active') as "isActive",
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'Unknown Name') as "fullName",
        (select ph.number from phones ph where ph.user_id = u.id and ph.type = 1 and ph.is_verified
          order by ph.id desc limit 1) as "cellPhone",
        s.is_sms_allowed as "isSmsAllowed", s.is_web_push_allowed as "isWebPushAllowed", s.channels as "channels"
      from users u left join notification_settings s on s.user_id = u.id
      where u.id in (${idList(userIds)})`),
  );
  return rows.map((row) => ({
    userId: String(row.userId),
    email: String(row.email),
    fullName: String(row.fullName),
    roles: (Array.isArray(row.roles) ? row.roles : parsePgArray(String(row.roles))) as Role[],
    isActive: Boolean(row.isActive),
    cellPhone: row.cellPhone === null || row.cellPhone === undefined ? null : String(row.cellPhone),
    settings:
      row.isSmsAllowed === null || row.isSmsAllowed === undefined
        ? null
        : {
            isSmsAllowed: Boolean(row.isSmsAllowed),
            isWebPushAllowed: Boolean(row.isWebPushAllowed),
            channels: (typeof row.channels === 'string' ? JSON.parse(row.channels) : row.channels) ?? {},
          },
  }));
}

/** `{a,b}` → ['a', 'b'] for drivers that hand text[] over as text (role names need no quoting). */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((item) => item.replace(/^"|"$/g, '')) : [];
}

/** Whether the user has a verified cell phone. */
export async function hasVerifiedCellPhone(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = rowsOf(
    await db.execute(
      sql`select exists (select 1 from phones where user_id = ${userId} and type = 1 and is_verified) as "has"`,
    ),
  );
  return Boolean(row?.has);
}
