/**
 * The admin's notification history (business.md §2.6 notification-history: email, push, sms,
 * blocked-emails): every mail, push and SMS the service produced, with its state, and the
 * addresses no mail goes to.
 */
import { z } from 'zod';
import { mailStatuses } from '../../domain/mail.ts';
import { deliveryStatuses, emailBlockReasons, pushProviders } from '../../domain/messaging.ts';
import { emailField, optionalTrimmedText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

export { deliveryStatuses, emailBlockReasons } from '../../domain/messaging.ts';

const historyQuery = {
  ...pageQueryFields,
  /** In the address or number, subject, title or text. */
  search: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

export const emailHistoryItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The body without secrets. */
  text: z.string(),
  status: z.enum(mailStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailHistoryItem = z.infer<typeof emailHistoryItem>;

export const listEmailHistory = defineContract({
  method: 'GET',
  path: '/api/admin/notification-history/email',
  access: ['Admin'],
  query: z.strictObject({ ...historyQuery, status: z.enum(mailStatuses).optional() }),
  response: paged(emailHistoryItem),
});

export const pushHistoryItem = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  provider: z.enum(pushProviders),
  title: z.string(),
  body: z.string(),
  status: z.enum(deliveryStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type PushHistoryItem = z.infer<typeof pushHistoryItem>;

export const listPushHistory = defineContract({
  method: 'GET',
  path: '/api/admin/notification-history/push',
  access: ['Admin'],
  query: z.strictObject({ ...historyQuery, status: z.enum(deliveryStatuses).optional() }),
  response: paged(pushHistoryItem),
});

export const smsHistoryItem = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  to: z.string(),
  /** The text without secrets. */
  text: z.string(),
  status: z.enum(deliveryStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SmsHistoryItem = z.infer<typeof smsHistoryItem>;

export const listSmsHistory = defineContract({
  method: 'GET',
  path: '/api/admin/notification-history/sms',
  access: ['Admin'],
  query: z.strictObject({ ...historyQuery, status: z.enum(deliveryStatuses).optional() }),
  response: paged(smsHistoryItem),
});

export const blockedEmail = z.object({
  email: z.string(),
  reason: z.enum(emailBlockReasons),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type BlockedEmail = z.infer<typeof blockedEmail>;

export const listBlockedEmails = defineContract({
  method: 'GET',
  path: '/api/admin/notification-history/blocked-emails',
  access: ['Admin'],
  query: z.strictObject({ ...pageQueryFields, search: z.string().trim().max(200).optional() }),
  response: paged(blockedEmail),
});

export const addBlockedEmailBody = z.strictObject({
  email: emailField,
  reason: z.enum(emailBlockReasons).default('Manual'),
  detail: optionalTrimmedText(500),
});

/** Blocks an address (again: the reason and detail are replaced). */
export const addBlockedEmail = defineContract({
  method: 'POST',
  path: '/api/admin/notification-history/blocked-emails',
  access: ['Admin'],
  body: addBlockedEmailBody,
  response: blockedEmail,
});

export const removeBlockedEmail = defineContract({
  method: 'DELETE',
  path: '/api/admin/notification-history/blocked-emails/:email',
  access: ['Admin'],
  params: z.strictObject({ email: emailField }),
  response: okResponse,
});
