/**
 * How the notification service hands a push to the push channel (server/services/push): to every
 * browser a user subscribed, by Web Push or FCM, recorded in the notification history. Payloads
 * stay small (platform-neutral title, body and the same-origin URL a tap opens).
 */
import type { NotificationKind } from '../../../core/domain/messaging.ts';

export type PushMessage = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** Same-origin path a tap opens, normally `/redirect-by-notification-type?...`. */
  url: string;
  /** A newer push with the same tag replaces an older one on the device. */
  tag?: string;
};

export type PushDispatch = {
  /** Sends to every subscription of these users; never throws (failures land in the history). */
  toUsers(userIds: readonly string[], message: PushMessage): Promise<void>;
};

/** No push channel (tests of other services, the CLI). */
export const noPushDispatch: PushDispatch = { toUsers: async () => {} };
