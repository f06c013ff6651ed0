/**
 * Notification settings (platform.md §3: isSmsAllowed, isWebPushAllowed; business.md §2
 * notification-settings): the master switches and, per notification kind, email / SMS / web push.
 * A channel is used only when its master switch allows it (SMS also needs a verified cell phone);
 * web push is unavailable to society users (platform.md §4).
 */
import { z } from 'zod';
import { notificationKinds } from '../../domain/messaging.ts';
import { defineContract } from '../http.ts';

export { notificationChannels, notificationKinds } from '../../domain/messaging.ts';

export const kindChannels = z.strictObject({ email: z.boolean(), sms: z.boolean(), webPush: z.boolean() });
export type KindChannels = z.infer<typeof kindChannels>;

export const notificationSettings = z.object({
  isSmsAllowed: z.boolean(),
  isWebPushAllowed: z.boolean(),
  /** False for society users: push is unavailable to them. */
  isWebPushAvailable: z.boolean(),
  /** The caller has a verified cell phone SMS can go to. */
  hasVerifiedCellPhone: z.boolean(),
  /** Every kind, with its switches (defaults filled in). */
  channels: z.record(z.enum(notificationKinds), kindChannels),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const getNotificationSettings = defineContract({
  method: 'GET',
  path: '/api/notification-settings',
  access: 'authenticated',
  response: notificationSettings,
});

export const updateNotificationSettingsBody = z.strictObject({
  isSmsAllowed: z.boolean(),
  isWebPushAllowed: z.boolean(),
  /** Kinds left out keep their switches. */
  channels: z.partialRecord(z.enum(notificationKinds), kindChannels).default({}),
});
export type UpdateNotificationSettingsInput = z.infer<typeof updateNotificationSettingsBody>;

export const updateNotificationSettings = defineContract({
  method: 'PUT',
  path: '/api/notification-settings',
  access: 'authenticated',
  body: updateNotificationSettingsBody,
  response: notificationSettings,
});
