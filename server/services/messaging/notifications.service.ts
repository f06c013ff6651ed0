/** A user's notifications (business.md §2 notifications/:id?): list, one, read state, unread check. */
import type { ResponseOf } from '../../../core/contracts/http.ts';
import type {
  listNotifications,
  NotificationItem,
} from '../../../core/contracts/messaging/notifications.contract.ts';
import type { NotificationKind } from '../../../core/domain/messaging.ts';
import { hubEvents as events } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  countUnreadNotifications,
  findNotification,
  listNotifications as listRows,
  markNotificationsRead,
  type NotificationRow,
} from '../../db/repositories/notifications.repository.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../auth/session.service.ts';
import type { HubEvents } from '../realtime/hub-events.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

type Caller = Pick<AuthContext, 'userId'>;

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    title: row.title,
    body: row.body,
    data: row.data,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationService(deps: { db: DbExecutor; clock: Clock; hubEvents: HubEvents }) {
  const { db, clock, hubEvents } = deps;
  const countersChanged = (userId: string) =>
    hubEvents.send({
      hub: 'MenuCounts',
      audience: { kind: 'user', userId },
      target: events.menuCountersChanged,
      args: [],
    });

  return {
    async list(
      caller: Caller,
      query: {
        page: number;
        pageSize: number;
        unreadOnly?: 'true' | 'false' | undefined;
        kind?: NotificationKind | undefined;
      },
    ): Promise<ResponseOf<typeof listNotifications>> {
      const { items, total } = await listRows(db, caller.userId, {
        page: query.page,
        pageSize: query.pageSize,
        unreadOnly: query.unreadOnly === 'true',
        kind: query.kind,
      });
      return { items: items.map(toItem), total };
    },

    async get(caller: Caller, id: string): Promise<NotificationItem> {
      const row = await findNotification(db, caller.userId, id);
      if (!row) throw notFound();
      return toItem(row);
    },

    async markRead(caller: Caller, id: string): Promise<void> {
      const row = await findNotification(db, caller.userId, id);
      if (!row) throw notFound();
      if ((await markNotificationsRead(db, caller.userId, clock.now(), id)) > 0)
        countersChanged(caller.userId);
    },

    async markAllRead(caller: Caller): Promise<{ count: number }> {
      const count = await markNotificationsRead(db, caller.userId, clock.now());
      if (count > 0) countersChanged(caller.userId);
      return { count };
    },

    async unread(caller: Caller): Promise<{ hasUnread: boolean; count: number }> {
      const count = await countUnreadNotifications(db, caller.userId);
      return { hasUnread: count > 0, count };
    },
  };
}
