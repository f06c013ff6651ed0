import { and, eq, inArray } from 'drizzle-orm';
import type { DeliveryStatus, PushProvider } from '../../../core/domain/messaging.ts';
import type { DbExecutor } from '../client.ts';
import { pushDeliveries, pushSubscriptions } from '../schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export type NewPushSubscription = {
  userId: string;
  provider: PushProvider;
  /** The Web Push endpoint, or the FCM registration token. */
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
  userAgent: string | null;
};

/**
 * Keeps one row per endpoint (or token): subscribing again, or as another user on the same browser,
 * moves it to this user with the new keys.
 */
export async function upsertPushSubscription(db: DbExecutor, values: NewPushSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        provider: values.provider,
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
      },
    });
}

/** This user's subscription with this endpoint or token; answers whether one was removed. */
export async function deleteUserPushSubscription(
  db: DbExecutor,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function deletePushSubscriptions(db: DbExecutor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function listPushSubscriptionsOfUsers(
  db: DbExecutor,
  userIds: readonly string[],
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]))
    .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
}

export async function markPushSubscriptionsDelivered(
  db: DbExecutor,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at })
    .where(inArray(pushSubscriptions.id, [...ids]));
}

export type NewPushDelivery = {
  userId: string | null;
  provider: PushProvider;
  title: string;
  body: string;
  status: DeliveryStatus;
  error: string | null;
  createdAt: Date;
};

export async function insertPushDeliveries(db: DbExecutor, rows: readonly NewPushDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(pushDeliveries).values([...rows]);
}

export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;

/** A user's delivery history, oldest first (tests and the notification history). */
export async function listPushDeliveriesOfUser(db: DbExecutor, userId: string): Promise<PushDeliveryRow[]> {
  return db
    .select()
    .from(pushDeliveries)
    .where(eq(pushDeliveries.userId, userId))
    .orderBy(pushDeliveries.seq);
}

export async function listPushSubscriptionsOfUser(
  db: DbExecutor,
  userId: string,
): Promise<PushSubscriptionRow[]> {
  return listPushSubscriptionsOfUsers(db, [userId]);
}
