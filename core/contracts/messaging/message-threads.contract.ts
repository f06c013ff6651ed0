/**
 * The message centre (platform.md §3, §7; business.md §2 messages/:id? of every role but society
 * users): threads between message user types, their messages (with attachments from the uploads),
 * recipients one may write to (ADR 0022) and the message centre state the menus show.
 */
import { z } from 'zod';
import { formatMessage, messages } from '../../domain/messages.ts';
import { messageUserTypes } from '../../domain/messaging.ts';
import { requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

/** The lists live in core/domain; exported here too for the client's imports. */
export { messageUserTypes } from '../../domain/messaging.ts';

/** Roles with a message centre: society users have none (business.md §2.5). */
export const messagingRoles = ['Admin', 'Applicant', 'ProgramUser', 'MedSchoolUser'] as const;

const uuid = z.uuid({ error: messages.InvalidValue });
const flag = z.enum(['true', 'false']).optional();

/** Longest message body and subject (characters). */
export const MESSAGE_BODY_MAX = 10_000;
export const MESSAGE_SUBJECT_MAX = 200;
/** At most this many recipients in a new thread, and attachments on one message. */
export const MESSAGE_RECIPIENTS_MAX = 20;
export const MESSAGE_ATTACHMENTS_MAX = 10;

/** Someone taking part in a thread (the sender of a message, a recipient). */
export const messageParticipant = z.object({
  userId: z.string().nullable(),
  fullName: z.string(),
  userType: z.enum(messageUserTypes),
});
export type MessageParticipant = z.infer<typeof messageParticipant>;

/** A file attached to a message: an upload of the sender; `url` serves it to the thread's participants. */
export const messageAttachment = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

export const threadMessage = z.object({
  id: z.string(),
  threadId: z.string(),
  sender: messageParticipant,
  body: z.string(),
  /** The client's id of the message (a resend with the same id is the same message). */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  /** Sent by the caller. */
  isMine: z.boolean(),
  attachments: z.array(messageAttachment),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

/** One row of my threads. */
export const messageThreadListItem = z.object({
  id: z.string(),
  subject: z.string(),
  /** Everyone in the thread but the caller. */
  participants: z.array(messageParticipant),
  lastMessage: z
    .object({ excerpt: z.string(), senderName: z.string(), createdAt: z.string(), isMine: z.boolean() })
    .nullable(),
  lastMessageAt: z.string(),
  /** Messages of others the caller has not read. */
  unreadCount: z.number().int(),
  isArchived: z.boolean(),
  createdAt: z.string(),
});
export type MessageThreadListItem = z.infer<typeof messageThreadListItem>;

export const listMessageThreads = defineContract({
  method: 'GET',
  path: '/api/messages/threads',
  access: messagingRoles,
  query: z.strictObject({
    ...pageQueryFields,
    /** In the subject, a message body or a participant's name. */
    search: z.string().trim().max(200).optional(),
    /** Threads with unread messages first, then by the latest message. */
    unreadFirst: flag,
    /** 'true': only archived threads; otherwise only threads not archived. */
    archived: flag,
  }),
  response: paged(messageThreadListItem),
});

/** One thread with a page of its messages, newest first (page 1 is the latest). */
export const getMessageThread = defineContract({
  method: 'GET',
  path: '/api/messages/threads/:id',
  access: messagingRoles,
  params: z.strictObject({ id: uuid }),
  query: z.strictObject({ ...pageQueryFields }),
  response: z.object({ thread: messageThreadListItem, messages: paged(threadMessage) }),
});

const attachmentUploadIds = z
  .array(uuid)
  .max(MESSAGE_ATTACHMENTS_MAX, formatMessage(messages.TooManyAttachments, { max: MESSAGE_ATTACHMENTS_MAX }))
  .default([]);

export const startMessageThreadBody = z.strictObject({
  /** The client's id of the first message: a resend is not a second thread. */
  clientId: uuid,
  subject: requiredText(MESSAGE_SUBJECT_MAX, messages.SubjectIsRequired),
  body: requiredText(MESSAGE_BODY_MAX, messages.TextIsRequired),
  recipientUserIds: z
    .array(uuid)
    .min(1, messages.RecipientsAreRequired)
    .max(MESSAGE_RECIPIENTS_MAX, formatMessage(messages.TooManyRecipients, { max: MESSAGE_RECIPIENTS_MAX })),
  attachmentUploadIds,
});
export type StartMessageThreadInput = z.infer<typeof startMessageThreadBody>;

export const startMessageThread = defineContract({
  method: 'POST',
  path: '/api/messages/threads',
  access: messagingRoles,
  body: startMessageThreadBody,
  response: z.object({ threadId: z.string(), message: threadMessage }),
});

export const replyToMessageThreadBody = z.strictObject({
  /** The client's id of the message: a resend from the offline outbox answers the stored message. */
  clientId: uuid,
  body: requiredText(MESSAGE_BODY_MAX, messages.TextIsRequired),
  attachmentUploadIds,
});
export type ReplyToMessageThreadInput = z.infer<typeof replyToMessageThreadBody>;

export const replyToMessageThread = defineContract({
  method: 'POST',
  path: '/api/messages/threads/:id/messages',
  access: messagingRoles,
  params: z.strictObject({ id: uuid }),
  body: replyToMessageThreadBody,
  response: threadMessage,
});

/** Everything in the thread is read by the caller. */
export const markMessageThreadRead = defineContract({
  method: 'POST',
  path: '/api/messages/threads/:id/read',
  access: messagingRoles,
  params: z.strictObject({ id: uuid }),
  response: okResponse,
});

/** Archives (or, with archived false, restores) the thread for the caller only; a new message restores it. */
export const archiveMessageThread = defineContract({
  method: 'POST',
  path: '/api/messages/threads/:id/archive',
  access: messagingRoles,
  params: z.strictObject({ id: uuid }),
  body: z.strictObject({ archived: z.boolean().default(true) }),
  response: okResponse,
});

/** Someone the caller may write to (ADR 0022), with what tells namesakes apart. */
export const messageRecipient = messageParticipant.extend({
  userId: z.string(),
  /** Program names, the medical school, or the applicant code. */
  detail: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipient>;

/** Only people the caller may write to; by name or email. */
export const searchMessageRecipients = defineContract({
  method: 'GET',
  path: '/api/messages/recipients',
  access: messagingRoles,
  query: z.strictObject({ ...pageQueryFields, search: z.string().trim().max(200).optional() }),
  response: paged(messageRecipient),
});

/** Message centre state of platform.md §3, for the menus' counters and the message centre link. */
export const messageCenterState = z.object({
  /** Unread messages in my threads plus unread broadcasts. */
  unreadMessageCount: z.number().int(),
  unreadThreadCount: z.number().int(),
  unreadBroadcastCount: z.number().int(),
  hasUnreadNotifications: z.boolean(),
  /** The entity the caller acts for: applicant, program or medical school id; null for admins. */
  entityId: z.string().nullable(),
  messagesUrl: z.string(),
  notificationsUrl: z.string(),
});
export type MessageCenterState = z.infer<typeof messageCenterState>;

export const getMessageCenterState = defineContract({
  method: 'GET',
  path: '/api/messages/state',
  access: messagingRoles,
  query: z.strictObject({
    /** The applicant's or program user's current cycle, for the URLs. */
    matchCycleCode: z.string().trim().max(50).optional(),
    /** The program user's current program. */
    programCode: z.string().trim().max(50).optional(),
    /** The medical school user's school. */
    medicalSchoolCode: z.string().trim().max(50).optional(),
  }),
  response: messageCenterState,
});

/** The caller's sent messages, newest first (the MessageCenter hub's GetSentMessagesHistory). */
export const sentMessagesHistory = paged(threadMessage.extend({ subject: z.string() }));
export type SentMessagesHistory = z.infer<typeof sentMessagesHistory>;
