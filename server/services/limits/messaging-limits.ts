/**
 * How much users can make the message centre send (issue 14): messages and new threads per
 * sender, messages per recipient, broadcasts per admin, and the SMS and pushes a sender's messages
 * cause per sender and per recipient. One place for the numbers; the counting is `ActionLimits.take`.
 */
import { type ActionLimit, DAY_MS, HOUR_MS } from './action-limits.ts';

type Rule = { max: number; windowMs: number };

export type MessagingLimitRules = {
  /** Messages (new threads and replies) one user sends an hour. */
  messagesPerSender: Rule;
  /** New threads one user starts a day. */
  threadsPerSender: Rule;
  /** Messages one user receives an hour, from anyone. */
  messagesPerRecipient: Rule;
  /** Broadcasts one admin sends a day. */
  broadcastsPerSender: Rule;
  /** SMS one user's actions cause a day. */
  smsPerSender: Rule;
  /** SMS one user receives a day. */
  smsPerRecipient: Rule;
  /**
   * Pushes one user's actions cause an hour. (Pushes one user receives are limited by the push
   * service itself, for every cause, and recorded as blocked in the history.)
   */
  pushesPerSender: Rule;
};

export const defaultMessagingLimits: MessagingLimitRules = {
  messagesPerSender: { max: 60, windowMs: HOUR_MS },
  threadsPerSender: { max: 50, windowMs: DAY_MS },
  messagesPerRecipient: { max: 100, windowMs: HOUR_MS },
  broadcastsPerSender: { max: 10, windowMs: DAY_MS },
  smsPerSender: { max: 50, windowMs: DAY_MS },
  smsPerRecipient: { max: 10, windowMs: DAY_MS },
  pushesPerSender: { max: 300, windowMs: HOUR_MS },
};

/** A message (reply or first message) from `senderId` to `recipientIds`. */
export function messageLimits(
  rules: MessagingLimitRules,
  senderId: string,
  recipientIds: readonly string[],
  isNewThread: boolean,
): ActionLimit[] {
  return [
    { key: `message:by:${senderId}`, ...rules.messagesPerSender },
    ...(isNewThread ? [{ key: `thread:by:${senderId}`, ...rules.threadsPerSender }] : []),
    ...recipientIds.map((id) => ({ key: `message:to:${id}`, ...rules.messagesPerRecipient })),
  ];
}

export function broadcastLimits(rules: MessagingLimitRules, senderId: string): ActionLimit[] {
  return [{ key: `broadcast:by:${senderId}`, ...rules.broadcastsPerSender }];
}

/** One SMS to `recipientId`, caused by `senderId` (null: the system, counted for the recipient only). */
export function smsLimits(
  rules: MessagingLimitRules,
  senderId: string | null,
  recipientId: string,
): ActionLimit[] {
  return [
    ...(senderId ? [{ key: `sms:by:${senderId}`, ...rules.smsPerSender }] : []),
    { key: `sms:to:${recipientId}`, ...rules.smsPerRecipient },
  ];
}

/** One push caused by `senderId` (null: the system); the push service limits each recipient. */
export function pushLimits(rules: MessagingLimitRules, senderId: string | null): ActionLimit[] {
  return senderId ? [{ key: `push:by:${senderId}`, ...rules.pushesPerSender }] : [];
}
