/**
 * The one way a service tells users something (issue 14): `notify.send` writes each user's
 * notification row, raises `NewNotification` (Notification hub) and `MenuCountersChanged`
 * (MenuCounts hub) to them, and per each user's settings (core/domain/notification-channels.ts)
 * queues a mail (the mail outbox), an SMS (the SMS outbox) and a web push (PushDispatch).
 * `notify.newMessage` does the same for a message of the message centre: no notification row (the
 * message is the entry), `NewInternalMessage` instead of `NewNotification`.
 *
 * Call it after your transaction committed: the events tell clients to refetch. SMS and pushes a
 * user's action causes count against that user's and each recipient's limits; one over a limit is
 * not sent (an SMS is recorded as blocked), and the action itself still succeeds.
 */
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import type { NotificationKind, NotificationType } from '../../../core/domain/messaging.ts';
import { channelsFor } from '../../../core/domain/notification-channels.ts';
import { hubEvents as events } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  insertNotifications,
  type NotificationTarget,
  notificationTargets,
} from '../../db/repositories/notifications.repository.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { ActionLimits } from '../limits/action-limits.ts';
import {
  defaultMessagingLimits,
  type MessagingLimitRules,
  pushLimits,
  smsLimits,
} from '../limits/messaging-limits.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushDispatch } from '../push/push-dispatch.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import type { SmsService } from '../sms/sms.service.ts';

export type NotifyInput = {
  userIds: readonly string[];
  kind: NotificationKind;
  type?: NotificationType;
  title: string;
  body: string;
  /** What `/redirect-by-notification-type` needs (ids, codes; never a secret). */
  data?: Record<string, string>;
  /** Who caused it (their SMS and push limits count); null or absent: the system. */
  causedByUserId?: string | null;
  /**
   * The caller already mailed this news in its own transaction (a request's decision, a letter
   * uploaded): no second mail, whatever the settings say.
   */
  mailedByCaller?: boolean;
};

export type NewMessageInput = {
  recipientUserIds: readonly string[];
  senderUserId: string;
  senderName: string;
  threadId: string;
  messageId: string;
  subject: string;
};

export type NotifyService = ReturnType<typeof createNotifyService>;

/** The same-origin path a tap (or a mail's link) opens: the client routes it by kind. */
export function notificationPath(kind: NotificationKind, data: Record<string, string> = {}): string {
  const query = new URLSearchParams({ type: kind, ...data });
  return `/redirect-by-notification-type?${query.toString()}`;
}

const isPushAvailable = (target: NotificationTarget) => target.roles.some((role) => role !== 'SocietyUser');

export function createNotifyService(deps: {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  mail: MailService;
  sms: SmsService;
  push: PushDispatch;
  hubEvents: HubEvents;
  limits: ActionLimits;
  publicUrl: string;
  rules?: MessagingLimitRules;
}) {
  const { db, clock, log, mail, sms, push, hubEvents, limits, publicUrl } = deps;
  const rules = deps.rules ?? defaultMessagingLimits;

  /** Whether the limits let one more SMS or push through; a refusal is an answer, not an error. */
  async function withinLimits(taken: Parameters<ActionLimits['take']>[0]): Promise<boolean> {
    try {
      await limits.take(taken);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return false;
      throw error;
    }
  }

  /** Mail, SMS and push per each target's settings for `kind`. */
  async function sendChannels(
    targets: readonly NotificationTarget[],
    input: {
      kind: NotificationKind;
      title: string;
      body: string;
      /** The path a tap or the mail's link opens, per user (it may name their own notification). */
      pathOf: (userId: string) => string;
      causedByUserId: string | null;
      mailedByCaller?: boolean;
    },
  ): Promise<void> {
    const pushTo = new Map<string, string[]>();
    for (const target of targets) {
      const channels = channelsFor(input.kind, target.settings, {
        hasEmail: target.isActive,
        hasVerifiedCellPhone: target.cellPhone !== null,
        isWebPushAvailable: isPushAvailable(target),
      });
      try {
        if (channels.email && !input.mailedByCaller) {
          await mail.send({
            to: target.email,
            subject: input.title,
            text: formatMessage(messages.NotificationMailText, {
              name: target.fullName,
              body: input.body,
              link: `${publicUrl}${input.pathOf(target.userId)}`,
            }),
          });
        }
        if (channels.sms && target.cellPhone) {
          const text = {
            userId: target.userId,
            to: target.cellPhone,
            text: formatMessage(messages.NotificationSmsText, { title: input.title, body: input.body }),
          };
          if (await withinLimits(smsLimits(rules, input.causedByUserId, target.userId))) await sms.send(text);
          else await sms.recordBlocked(text, messages.SmsLimitReached);
        }
        if (channels.webPush && (await withinLimits(pushLimits(rules, input.causedByUserId)))) {
          const path = input.pathOf(target.userId);
          pushTo.set(path, [...(pushTo.get(path) ?? []), target.userId]);
        }
      } catch (error) {
        // One user's channel failing never stops the others (the row and events are already there).
        log.error(
          { userId: target.userId, kind: input.kind, error: String(error) },
          'notification channel failed',
        );
      }
    }
    for (const [path, userIds] of pushTo) {
      await push.toUsers(userIds, {
        kind: input.kind,
        title: input.title,
        body: input.body.slice(0, 200),
        url: path,
        tag: input.kind,
      });
    }
  }

  const inFlight = new Set<Promise<void>>();

  /**
   * Mail, SMS and push leave after the caller has its answer: a reply never waits for a push
   * service. Failures are logged; `idle()` waits for them (tests, shutdown).
   */
  function inBackground(work: () => Promise<void>): void {
    const running = work()
      .catch((error) => log.error({ error: String(error) }, 'notification channels failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  return {
    /** Notifies users: rows, events, then mail / SMS / push per their settings. Answers the rows' ids. */
    async send(input: NotifyInput): Promise<{ ids: string[] }> {
      const userIds = [...new Set(input.userIds)];
      if (userIds.length === 0) return { ids: [] };
      const data = input.data ?? {};
      const at = clock.now();
      const { rows, targets } = await withTransaction(db, async (tx) => ({
        rows: await insertNotifications(
          tx,
          userIds.map((userId) => ({
            userId,
            type: input.type ?? 'Info',
            kind: input.kind,
            title: input.title,
            body: input.body,
            data,
            createdAt: at,
          })),
        ),
        targets: await notificationTargets(tx, userIds),
      }));
      for (const row of rows) {
        hubEvents.send({
          hub: 'Notification',
          audience: { kind: 'user', userId: row.userId },
          target: events.newNotification,
          args: [{ id: row.id, kind: row.kind, type: row.type, title: row.title, body: row.body }],
        });
      }
      hubEvents.send({
        hub: 'MenuCounts',
        audience: { kind: 'users', userIds },
        target: events.menuCountersChanged,
        args: [],
      });
      inBackground(() =>
        sendChannels(targets, {
          kind: input.kind,
          title: input.title,
          body: input.body,
          pathOf: (userId) =>
            notificationPath(input.kind, {
              ...data,
              id: rows.find((row) => row.userId === userId)?.id ?? '',
            }),
          causedByUserId: input.causedByUserId ?? null,
          mailedByCaller: input.mailedByCaller ?? false,
        }),
      );
      return { ids: rows.map((row) => row.id) };
    },

    /** A new message of the message centre for its recipients (the sender's limits count). */
    async newMessage(input: NewMessageInput): Promise<void> {
      const userIds = [...new Set(input.recipientUserIds)].filter((id) => id !== input.senderUserId);
      if (userIds.length === 0) return;
      hubEvents.send({
        hub: 'Notification',
        audience: { kind: 'users', userIds },
        target: events.newInternalMessage,
        args: [
          {
            threadId: input.threadId,
            messageId: input.messageId,
            senderName: input.senderName,
            subject: input.subject,
          },
        ],
      });
      hubEvents.send({
        hub: 'MenuCounts',
        audience: { kind: 'users', userIds },
        target: events.menuCountersChanged,
        args: [],
      });
      inBackground(async () =>
        sendChannels(await notificationTargets(db, userIds), {
          kind: 'NewMessage',
          title: formatMessage(messages.NewMessageNotificationTitle, { sender: input.senderName }),
          body: input.subject,
          pathOf: () => notificationPath('NewMessage', { threadId: input.threadId }),
          causedByUserId: input.senderUserId,
        }),
      );
    },

    /** Resolves when the mail, SMS and pushes of every notification so far are handed on. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
