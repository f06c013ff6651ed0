/**
 * One interface over the two ways a push leaves the server: standard Web Push (our encryption and
 * VAPID, to the browser's push service) and Firebase Cloud Messaging (firebase-admin). The push
 * service picks the sender by the subscription's provider.
 */
import type { PushProvider } from '../../../core/domain/messaging.ts';
import type { PushMessage } from './push-dispatch.ts';

/** A subscription as a sender needs it. */
export type PushTarget = {
  id: string;
  provider: PushProvider;
  /** Web Push endpoint URL, or the FCM registration token. */
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
};

/** sent: accepted by the push service; expired: the subscription is gone (delete it); failed: anything else. */
export type PushOutcome = { targetId: string; status: 'sent' | 'failed' | 'expired'; error: string | null };

export type PushSender = {
  readonly provider: PushProvider;
  send(targets: readonly PushTarget[], message: PushMessage): Promise<PushOutcome[]>;
};

/** Push messages live a day: a notification older than that is news no more. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * The JSON every push carries, whichever way it travels. `kind: 'webpush'` marks our own payload
 * (no top-level `notification`, so a Firebase service worker would never show it a second time);
 * `type` is the notification kind the tap is routed by.
 */
export function pushPayload(message: PushMessage): Record<string, string> {
  return {
    kind: 'webpush',
    type: message.kind,
    // A push holds at most ~4 KB (FCM's data too): long texts are cut, the page shows them whole.
    title: clip(message.title, 200),
    body: clip(message.body, 1000),
    url: message.url,
    ...(message.tag ? { tag: message.tag } : {}),
  };
}

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** RFC 8030 Topic: at most 32 base64url characters. Derived from the tag so one replaces the other. */
export function topicOf(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  const topic = tag.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32);
  return topic || undefined;
}

/** Message centre pushes are time-sensitive; the rest can wait for the device's next wake-up. */
export function urgencyOf(message: PushMessage): 'high' | 'normal' {
  return message.kind === 'NewMessage' || message.kind === 'Interview' ? 'high' : 'normal';
}
