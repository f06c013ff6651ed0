/**
 * Notifications (business.md §2 notifications/:id? of every role; platform.md §7 NewNotification):
 * a user's list, one entry, read state, and the unread check of the message centre.
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { notificationKinds, notificationTypes } from '../../domain/messaging.ts';
import { defineContract, okResponse } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

export { notificationKinds, notificationTypes } from '../../domain/messaging.ts';

const uuid = z.uuid({ error: messages.InvalidValue });

export const notificationItem = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** What `/redirect-by-notification-type` needs to route a tap (ids, codes). */
  data: z.record(z.string(), z.string()),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const listNotifications = defineContract({
  method: 'GET',
  path: '/api/notifications',
  access: 'authenticated',
  query: z.strictObject({
    ...pageQueryFields,
    unreadOnly: z.enum(['true', 'false']).optional(),
    kind: z.enum(notificationKinds).optional(),
  }),
  response: paged(notificationItem),
});

export const getNotification = defineContract({
  method: 'GET',
  path: '/api/notifications/:id',
  access: 'authenticated',
  params: z.strictObject({ id: uuid }),
  response: notificationItem,
});

export const markNotificationRead = defineContract({
  method: 'POST',
  path: '/api/notifications/:id/read',
  access: 'authenticated',
  params: z.strictObject({ id: uuid }),
  response: okResponse,
});

export const markAllNotificationsRead = defineContract({
  method: 'POST',
  path: '/api/notifications/read-all',
  access: 'authenticated',
  response: z.object({ count: z.number().int() }),
});

/** The check for unread notifications (platform.md §7 accounts operations). */
export const getUnreadNotifications = defineContract({
  method: 'GET',
  path: '/api/notifications/unread',
  access: 'authenticated',
  response: z.object({ hasUnread: z.boolean(), count: z.number().int() }),
});
