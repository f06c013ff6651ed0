/**
 * Web push (issue 14): browsers subscribe (a Web Push subscription, or an FCM token when Firebase is
 * configured), and the notification service sends through `toUsers` (the PushDispatch port). Every
 * attempt is recorded in push_deliveries; a subscription the push service says is gone (404/410,
 * an unregistered FCM token) is deleted; each recipient gets a bounded number of pushes per hour.
 */

import type { Agent } from 'node:https';
import { messages } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import type { PushConfig } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  deletePushSubscriptions,
  deleteUserPushSubscription,
  insertPushDeliveries,
  listPushSubscriptionsOfUsers,
  markPushSubscriptionsDelivered,
  type NewPushDelivery,
  upsertPushSubscription,
} from '../../db/repositories/push-subscriptions.repository.ts';
import { AppError, ValidationFailure } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { type ActionLimit, type ActionLimits, HOUR_MS } from '../limits/action-limits.ts';
import { createFcmSender, type FcmMessaging, firebaseMessaging } from './fcm-sender.ts';
import type { PushDispatch, PushMessage } from './push-dispatch.ts';
import type { PushOutcome, PushSender, PushTarget } from './push-sender.ts';
import { createWebPushSender, isAllowedEndpoint } from './web-push-sender.ts';

/** Recipients served at once by one `toUsers` call. */
const PUSH_CONCURRENCY = 4;

/** Pushes one recipient may get per hour, over all their browsers counted once per message. */
export const PUSH_PER_RECIPIENT_PER_HOUR = 60;

export type PushServiceDeps = {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  limits: ActionLimits;
  config: PushConfig;
  /** Tests: trust the local fake push service's certificate. */
  agent?: Agent;
  /** Tests: firebase-admin's messaging replaced by a fake (FCM has no emulator). */
  fcmMessaging?: FcmMessaging;
  perRecipientLimit?: { max: number; windowMs: number };
};

export type PushClientConfig = {
  vapidPublicKey: string;
  fcm: { webConfig: Record<string, string> } | null;
};

export type PushService = PushDispatch & {
  clientConfig(): PushClientConfig;
  subscribeWebPush(
    userId: string,
    input: { endpoint: string; keys: { p256dh: string; auth: string }; userAgent: string | null },
  ): Promise<void>;
  unsubscribeWebPush(userId: string, endpoint: string): Promise<void>;
  subscribeFcm(userId: string, token: string, userAgent: string | null): Promise<void>;
  unsubscribeFcm(userId: string, token: string): Promise<void>;
};

export function createPushService(deps: PushServiceDeps): PushService {
  const { db, clock, log, limits, config } = deps;
  const limit = deps.perRecipientLimit ?? { max: PUSH_PER_RECIPIENT_PER_HOUR, windowMs: HOUR_MS };
  const senders: Partial<Record<PushTarget['provider'], PushSender>> = {
    webpush: createWebPushSender({
      vapid: config.vapid,
      endpointHosts: config.endpointHosts,
      now: () => clock.now().getTime(),
      ...(deps.agent ? { agent: deps.agent } : {}),
    }),
  };
  if (deps.fcmMessaging) {
    const fake = deps.fcmMessaging;
    senders.fcm = createFcmSender(async () => fake);
  } else if (config.fcm) {
    senders.fcm = createFcmSender(firebaseMessaging(config.fcm.serviceAccount));
  }

  async function sendToUser(userId: string, targets: readonly PushTarget[], message: PushMessage) {
    const at = clock.now();
    const record = (
      provider: PushTarget['provider'],
      status: NewPushDelivery['status'],
      error: string | null,
    ) => ({
      userId,
      provider,
      title: message.title,
      body: message.body,
      status,
      error,
      createdAt: at,
    });
    const perRecipient: ActionLimit = { key: `push-to:${userId}`, ...limit };
    try {
      await limits.take([perRecipient]);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      await insertPushDeliveries(
        db,
        targets.map((target) => record(target.provider, 'blocked', messages.PushRateLimited)),
      );
      return;
    }
    const outcomes: (PushOutcome & { provider: PushTarget['provider'] })[] = [];
    for (const provider of ['webpush', 'fcm'] as const) {
      const group = targets.filter((target) => target.provider === provider);
      if (group.length === 0) continue;
      const sender = senders[provider];
      const sent = sender
        ? await sender.send(group, message)
        : group.map((target) => ({
            targetId: target.id,
            status: 'failed' as const,
            error: messages.PushFcmUnavailable,
          }));
      outcomes.push(...sent.map((outcome) => ({ ...outcome, provider })));
    }
    await insertPushDeliveries(
      db,
      outcomes.map((outcome) => record(outcome.provider, outcome.status, outcome.error)),
    );
    await deletePushSubscriptions(
      db,
      outcomes.filter((outcome) => outcome.status === 'expired').map((outcome) => outcome.targetId),
    );
    await markPushSubscriptionsDelivered(
      db,
      outcomes.filter((outcome) => outcome.status === 'sent').map((outcome) => outcome.targetId),
      at,
    );
    for (const failed of outcomes.filter((outcome) => outcome.status === 'failed')) {
      log.warn({ provider: failed.provider, error: failed.error }, 'push not delivered');
    }
  }

  return {
    clientConfig: () => ({
      vapidPublicKey: config.vapid.publicKey,
      fcm: config.fcm ? { webConfig: config.fcm.webConfig } : null,
    }),

    async subscribeWebPush(userId, input) {
      if (!isAllowedEndpoint(input.endpoint, config.endpointHosts)) {
        throw new ValidationFailure({ endpoint: [messages.InvalidValue] });
      }
      await upsertPushSubscription(db, {
        userId,
        provider: 'webpush',
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: input.userAgent,
      });
    },

    async unsubscribeWebPush(userId, endpoint) {
      await deleteUserPushSubscription(db, userId, endpoint);
    },

    async subscribeFcm(userId, token, userAgent) {
      if (!senders.fcm) throw new AppError(409, 'Conflict', messages.PushFcmUnavailable);
      await upsertPushSubscription(db, {
        userId,
        provider: 'fcm',
        endpoint: token,
        p256dh: null,
        auth: null,
        userAgent,
      });
    },

    async unsubscribeFcm(userId, token) {
      await deleteUserPushSubscription(db, userId, token);
    },

    async toUsers(userIds, message) {
      const unique = [...new Set(userIds)];
      let subscriptions: Awaited<ReturnType<typeof listPushSubscriptionsOfUsers>>;
      try {
        subscriptions = await listPushSubscriptionsOfUsers(db, unique);
      } catch (error) {
        log.error({ err: error }, 'push subscriptions not read');
        return;
      }
      const queue = unique.filter((userId) => subscriptions.some((row) => row.userId === userId));
      // A broadcast reaches many users: a few at a time, so it neither crawls nor floods the pool.
      const worker = async () => {
        for (let userId = queue.shift(); userId !== undefined; userId = queue.shift()) {
          const targets = subscriptions.filter((row) => row.userId === userId);
          try {
            await sendToUser(userId, targets, message);
          } catch (error) {
            // The port never throws: one recipient's failure must not stop the others or the caller.
            log.error({ err: error, userId }, 'push not sent');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, queue.length) }, worker));
    },
  };
}
