/**
 * The message centre, notifications and their delivery channels (platform.md §3, §4; business.md
 * §2, §6). Each list is the type of a column and the values its CHECK accepts.
 */

/** Who a message is from or to (platform.md §3). */
export const messageUserTypes = [
  'Admin',
  'Applicant',
  'Program',
  'MedicalSchool',
  'System',
  'SocietyUser',
  'ProgramUser',
  'MedicalSchoolUser',
] as const;
export type MessageUserType = (typeof messageUserTypes)[number];

/** Broadcast audiences and how they are shown (platform.md §3). */
export const broadcastRecipientTypes = ['All', 'ProgramUsers'] as const;
export type BroadcastRecipientType = (typeof broadcastRecipientTypes)[number];
export const broadcastRecipientLabels: Record<BroadcastRecipientType, string> = {
  All: 'For all',
  ProgramUsers: 'For program users only',
};

/** How a notification is shown (platform.md §3). */
export const notificationTypes = ['Info', 'Success'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * What a notification is about: each kind has its own email / SMS / web push switches in the
 * user's notification settings, and `/redirect-by-notification-type` routes a tap by it.
 */
export const notificationKinds = [
  'NewMessage',
  'Broadcast',
  'RequestStatusChanged',
  'NewListItem',
  'LetterUploaded',
  'MatchResult',
  'Interview',
  'General',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** A delivery channel a user can switch per kind. */
export const notificationChannels = ['email', 'sms', 'webPush'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Web push transports: standard Web Push with VAPID, or Firebase Cloud Messaging. */
export const pushProviders = ['webpush', 'fcm'] as const;
export type PushProvider = (typeof pushProviders)[number];

/** A push or SMS attempt as notification history shows it. */
export const deliveryStatuses = ['queued', 'sent', 'logged', 'failed', 'expired', 'blocked'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Why an address receives no mail (notification history, blocked emails). */
export const emailBlockReasons = ['Bounced', 'Complaint', 'Manual'] as const;
export type EmailBlockReason = (typeof emailBlockReasons)[number];
