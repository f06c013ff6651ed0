/** The message centre, broadcasts, notifications, their settings and the admin's notification history (issue 14). */
import type { FastifyInstance } from 'fastify';
import {
  listMyBroadcasts,
  listSentBroadcasts,
  markBroadcastRead,
  sendBroadcast,
} from '../../../core/contracts/messaging/broadcasts.contract.ts';
import {
  archiveMessageThread,
  getMessageCenterState,
  getMessageThread,
  listMessageThreads,
  markMessageThreadRead,
  replyToMessageThread,
  searchMessageRecipients,
  startMessageThread,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import {
  addBlockedEmail,
  listBlockedEmails,
  listEmailHistory,
  listPushHistory,
  listSmsHistory,
  removeBlockedEmail,
} from '../../../core/contracts/messaging/notification-history.contract.ts';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../../core/contracts/messaging/notification-settings.contract.ts';
import {
  getNotification,
  getUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../core/contracts/messaging/notifications.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

export function registerMessagingRoutes(app: FastifyInstance, services: Services): void {
  const { messageThreads, broadcasts, notifications, notificationSettings, notificationHistory } = services;

  defineRoute(app, listMessageThreads, async (ctx) => messageThreads.list(signedIn(ctx), ctx.query));
  defineRoute(app, getMessageThread, async (ctx) =>
    messageThreads.get(signedIn(ctx), ctx.params.id, ctx.query),
  );
  defineRoute(app, startMessageThread, async (ctx) => messageThreads.start(signedIn(ctx), ctx.body));
  defineRoute(app, replyToMessageThread, async (ctx) =>
    messageThreads.reply(signedIn(ctx), ctx.params.id, ctx.body),
  );
  defineRoute(app, markMessageThreadRead, async (ctx) => {
    await messageThreads.markRead(signedIn(ctx), ctx.params.id);
    return { ok: true as const };
  });
  defineRoute(app, archiveMessageThread, async (ctx) => {
    await messageThreads.archive(signedIn(ctx), ctx.params.id, ctx.body.archived);
    return { ok: true as const };
  });
  defineRoute(app, searchMessageRecipients, async (ctx) =>
    messageThreads.recipients(signedIn(ctx), ctx.query),
  );
  defineRoute(app, getMessageCenterState, async (ctx) => messageThreads.state(signedIn(ctx), ctx.query));

  defineRoute(app, sendBroadcast, async (ctx) => broadcasts.send(signedIn(ctx), ctx.body));
  defineRoute(app, listSentBroadcasts, async (ctx) => broadcasts.listSent(ctx.query));
  defineRoute(app, listMyBroadcasts, async (ctx) => broadcasts.listMine(signedIn(ctx), ctx.query));
  defineRoute(app, markBroadcastRead, async (ctx) => {
    await broadcasts.markRead(signedIn(ctx), ctx.params.id);
    return { ok: true as const };
  });

  defineRoute(app, listNotifications, async (ctx) => notifications.list(signedIn(ctx), ctx.query));
  defineRoute(app, getUnreadNotifications, async (ctx) => notifications.unread(signedIn(ctx)));
  defineRoute(app, markAllNotificationsRead, async (ctx) => notifications.markAllRead(signedIn(ctx)));
  defineRoute(app, getNotification, async (ctx) => notifications.get(signedIn(ctx), ctx.params.id));
  defineRoute(app, markNotificationRead, async (ctx) => {
    await notifications.markRead(signedIn(ctx), ctx.params.id);
    return { ok: true as const };
  });

  defineRoute(app, getNotificationSettings, async (ctx) => notificationSettings.get(signedIn(ctx)));
  defineRoute(app, updateNotificationSettings, async (ctx) =>
    notificationSettings.update(signedIn(ctx), ctx.body),
  );

  defineRoute(app, listEmailHistory, async (ctx) => notificationHistory.email(ctx.query));
  defineRoute(app, listPushHistory, async (ctx) => notificationHistory.push(ctx.query));
  defineRoute(app, listSmsHistory, async (ctx) => notificationHistory.sms(ctx.query));
  defineRoute(app, listBlockedEmails, async (ctx) => notificationHistory.blockedEmails(ctx.query));
  defineRoute(app, addBlockedEmail, async (ctx) => notificationHistory.block(ctx.body));
  defineRoute(app, removeBlockedEmail, async (ctx) => {
    await notificationHistory.unblock(ctx.params.email);
    return { ok: true as const };
  });
}
