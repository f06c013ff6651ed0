/**
 * Broadcast messages (platform.md §3, §4): an admin writes to everyone or to program users only;
 * recipients see them in their message centre with their read state ('You have new message.').
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { broadcastRecipientTypes } from '../../domain/messaging.ts';
import { requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';
import { MESSAGE_BODY_MAX } from './message-threads.contract.ts';

export { broadcastRecipientLabels, broadcastRecipientTypes } from '../../domain/messaging.ts';

/** Who receives broadcasts (All: these roles; ProgramUsers: program users only). */
export const broadcastAudienceRoles = ['Applicant', 'ProgramUser', 'MedSchoolUser'] as const;

const uuid = z.uuid({ error: messages.InvalidValue });

export const broadcastMessage = z.object({
  id: z.string(),
  body: z.string(),
  senderName: z.string(),
  senderId: z.string().nullable(),
  recipientType: z.enum(broadcastRecipientTypes),
  /** 'For all' or 'For program users only'. */
  visibilityLabel: z.string(),
  createdAt: z.string(),
});
export type BroadcastMessage = z.infer<typeof broadcastMessage>;

/** A broadcast as a recipient sees it. */
export const receivedBroadcast = broadcastMessage.extend({ isRead: z.boolean() });
export type ReceivedBroadcast = z.infer<typeof receivedBroadcast>;

export const sendBroadcastBody = z.strictObject({
  body: requiredText(MESSAGE_BODY_MAX, messages.TextIsRequired),
  recipientType: z.enum(broadcastRecipientTypes, { error: messages.InvalidValue }),
});
export type SendBroadcastInput = z.infer<typeof sendBroadcastBody>;

export const sendBroadcast = defineContract({
  method: 'POST',
  path: '/api/admin/broadcasts',
  access: ['Admin'],
  body: sendBroadcastBody,
  response: broadcastMessage,
});

/** Every broadcast sent, newest first, with how many recipients have read it. */
export const listSentBroadcasts = defineContract({
  method: 'GET',
  path: '/api/admin/broadcasts',
  access: ['Admin'],
  query: z.strictObject({ ...pageQueryFields }),
  response: paged(broadcastMessage.extend({ readCount: z.number().int() })),
});

/** The broadcasts meant for the caller, newest first. */
export const listMyBroadcasts = defineContract({
  method: 'GET',
  path: '/api/messages/broadcasts',
  access: broadcastAudienceRoles,
  query: z.strictObject({ ...pageQueryFields, unreadOnly: z.enum(['true', 'false']).optional() }),
  response: paged(receivedBroadcast),
});

export const markBroadcastRead = defineContract({
  method: 'POST',
  path: '/api/messages/broadcasts/:id/read',
  access: broadcastAudienceRoles,
  params: z.strictObject({ id: uuid }),
  response: okResponse,
});
