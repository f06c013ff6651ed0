/**
 * Firebase Cloud Messaging through firebase-admin 13 (`sendEachForMulticast`, up to 500 tokens a
 * call). Used for subscriptions the browser registered with Firebase's `getToken`, when the
 * deployment configures FIREBASE_SERVICE_ACCOUNT. The app fields travel in `data` with no
 * `notification` key: our service worker shows every push itself, exactly once.
 */
import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import type { PushMessage } from './push-dispatch.ts';
import {
  PUSH_TTL_SECONDS,
  type PushOutcome,
  type PushSender,
  pushPayload,
  topicOf,
  urgencyOf,
} from './push-sender.ts';

/** The one firebase-admin call we make: tests pass a fake (FCM has no emulator). */
export type FcmMessaging = {
  sendEachForMulticast(message: MulticastMessage, dryRun?: boolean): Promise<BatchResponse>;
};

/** Error codes meaning the token will never work again: its subscription is deleted. */
const goneTokenCodes = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

const FCM_BATCH = 500;

/** Signs in with the service account on first use (firebase-admin is loaded only when FCM is on). */
export function firebaseMessaging(serviceAccount: Record<string, unknown>): () => Promise<FcmMessaging> {
  let messaging: Promise<FcmMessaging> | undefined;
  return () => {
    messaging ??= (async () => {
      const { cert, getApps, initializeApp } = await import('firebase-admin/app');
      const { getMessaging } = await import('firebase-admin/messaging');
      const name = 'matchline-push';
      const app =
        getApps().find((existing) => existing.name === name) ??
        initializeApp({ credential: cert(serviceAccount as Parameters<typeof cert>[0]) }, name);
      return getMessaging(app);
    })();
    return messaging;
  };
}

export function fcmMulticastMessage(tokens: string[], message: PushMessage): MulticastMessage {
  const topic = topicOf(message.tag);
  return {
    tokens,
    data: pushPayload(message),
    webpush: {
      headers: {
        TTL: String(PUSH_TTL_SECONDS),
        Urgency: urgencyOf(message),
        ...(topic ? { Topic: topic } : {}),
      },
    },
  };
}

export function createFcmSender(messaging: () => Promise<FcmMessaging>): PushSender {
  return {
    provider: 'fcm',
    async send(targets, message) {
      const outcomes: PushOutcome[] = [];
      for (let start = 0; start < targets.length; start += FCM_BATCH) {
        const batch = targets.slice(start, start + FCM_BATCH);
        try {
          const client = await messaging();
          const answer = await client.sendEachForMulticast(
            fcmMulticastMessage(
              batch.map((target) => target.endpoint),
              message,
            ),
          );
          batch.forEach((target, index) => {
            const response = answer.responses[index];
            if (response?.success) {
              outcomes.push({ targetId: target.id, status: 'sent', error: null });
              return;
            }
            const code = response?.error?.code ?? 'unknown';
            outcomes.push({
              targetId: target.id,
              status: goneTokenCodes.has(code) ? 'expired' : 'failed',
              error: `${code} ${response?.error?.message ?? ''}`.trim().slice(0, 500),
            });
          });
        } catch (error) {
          for (const target of batch) {
            outcomes.push({
              targetId: target.id,
              status: 'failed',
              error: (error as Error).message.slice(0, 500),
            });
          }
        }
      }
      return outcomes;
    },
  };
}
