/**
 * Which channels a notification goes through (issue 14): the user's master switches
 * (isSmsAllowed, isWebPushAllowed, platform.md §3), each kind's email / SMS / web push switches
 * (a kind not set uses every channel its master switch allows), and what the user can receive
 * (SMS needs a verified cell phone; push is unavailable to society users, platform.md §4).
 */
import { type NotificationChannel, type NotificationKind, notificationKinds } from './messaging.ts';

export type KindSwitches = Record<NotificationChannel, boolean>;
export type StoredChannels = Partial<Record<NotificationKind, Partial<KindSwitches>>>;

export type StoredNotificationSettings = {
  isSmsAllowed: boolean;
  isWebPushAllowed: boolean;
  channels: StoredChannels;
};

/** A user who never saved settings: SMS off until they allow it, web push on, every kind on. */
export const defaultNotificationSettings: StoredNotificationSettings = {
  isSmsAllowed: false,
  isWebPushAllowed: true,
  channels: {},
};

/** Every kind with its three switches, defaults filled in. */
export function kindSwitchesOf(channels: StoredChannels): Record<NotificationKind, KindSwitches> {
  return Object.fromEntries(
    notificationKinds.map((kind) => {
      const stored = channels[kind] ?? {};
      return [
        kind,
        { email: stored.email ?? true, sms: stored.sms ?? true, webPush: stored.webPush ?? true },
      ];
    }),
  ) as Record<NotificationKind, KindSwitches>;
}

export type Reachability = {
  /** The account can receive mail (active, not blocked is checked by the mail outbox). */
  hasEmail: boolean;
  hasVerifiedCellPhone: boolean;
  /** Society users get no push (platform.md §4). */
  isWebPushAvailable: boolean;
};

/** The channels one notification of `kind` goes through for this user. */
export function channelsFor(
  kind: NotificationKind,
  settings: StoredNotificationSettings | null,
  reach: Reachability,
): KindSwitches {
  const stored = settings ?? defaultNotificationSettings;
  const switches = kindSwitchesOf(stored.channels)[kind];
  return {
    email: reach.hasEmail && switches.email,
    sms: stored.isSmsAllowed && reach.hasVerifiedCellPhone && switches.sms,
    webPush: stored.isWebPushAllowed && reach.isWebPushAvailable && switches.webPush,
  };
}
