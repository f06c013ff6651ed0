/**
 * The message centre (issue 14): threads between message user types, who may write to whom
 * (ADR 0022), replies idempotent by the client's message id, read state, archive, attachments
 * (uploads of the sender, readable by the thread's participants), the message centre state and
 * the sent history the MessageCenter hub's GetSentMessagesHistory answers.
 */
import type { ResponseOf } from '../../../core/contracts/http.ts';
import type {
  getMessageCenterState,
  getMessageThread,
  listMessageThreads,
  MessageThreadListItem,
  ReplyToMessageThreadInput,
  SentMessagesHistory,
  StartMessageThreadInput,
  searchMessageRecipients,
  ThreadMessage,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import { uploadContentUrl } from '../../../core/contracts/uploads/uploads.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { BroadcastRecipientType, MessageUserType } from '../../../core/domain/messaging.ts';
import type { Role } from '../../../core/domain/roles.ts';
import { hubEvents as events } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  allowedRecipients,
  findMessageByClientId,
  findParticipant,
  insertMessage,
  insertThread,
  listMessages,
  listThreads,
  type MessageRow,
  markThreadRead,
  messageCenterCounts,
  searchRecipients,
  setThreadArchived,
  type ThreadRow,
  threadParticipantIds,
  uploadsInThreadsOf,
} from '../../db/repositories/message-threads.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, forbiddenResource, notFound } from '../../errors.ts';
import type { AuthContext } from '../auth/session.service.ts';
import type { ActionLimits } from '../limits/action-limits.ts';
import {
  defaultMessagingLimits,
  type MessagingLimitRules,
  messageLimits,
} from '../limits/messaging-limits.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import type { UploadService } from '../uploads/upload.service.ts';
import type { NotifyService } from './notify.service.ts';

export type MessageThreadService = ReturnType<typeof createMessageThreadService>;

type Caller = Pick<AuthContext, 'userId' | 'roles' | 'role'>;

/** The message user type a role writes as (platform.md §3). */
export const messageUserTypeOf: Record<Role, MessageUserType> = {
  Admin: 'Admin',
  Applicant: 'Applicant',
  ProgramUser: 'ProgramUser',
  MedSchoolUser: 'MedicalSchoolUser',
  SocietyUser: 'SocietyUser',
};

/** The broadcast audiences a user belongs to (ADR 0022): program users also get 'ProgramUsers'. */
export function broadcastTypesOf(roles: readonly Role[]): BroadcastRecipientType[] {
  if (roles.includes('ProgramUser')) return ['All', 'ProgramUsers'];
  if (roles.includes('Applicant') || roles.includes('MedSchoolUser')) return ['All'];
  return [];
}

function toThreadItem(row: ThreadRow): MessageThreadListItem {
  return row;
}

function toMessage(row: MessageRow, callerId: string): ThreadMessage {
  return {
    id: row.id,
    threadId: row.threadId,
    sender: { userId: row.senderUserId, fullName: row.senderName, userType: row.senderType },
    body: row.body,
    clientId: row.clientId,
    createdAt: row.createdAt,
    isMine: row.senderUserId === callerId,
    attachments: row.attachments.map((a) => ({ ...a, url: uploadContentUrl(a.uploadId) })),
  };
}

export function createMessageThreadService(deps: {
  db: DbExecutor;
  clock: Clock;
  uploads: UploadService;
  limits: ActionLimits;
  notify: NotifyService;
  hubEvents: HubEvents;
  rules?: MessagingLimitRules;
}) {
  const { db, clock, uploads, limits, notify, hubEvents } = deps;
  const rules = deps.rules ?? defaultMessagingLimits;

  // Participants of a thread may read the files attached to its messages.
  uploads.allowReader((reader, row) => uploadsInThreadsOf(db, reader.userId, [row.id]));

  async function messageById(id: string, callerId: string): Promise<ThreadMessage> {
    const { items } = await listMessages(db, { ids: [id] }, { page: 1, pageSize: 1 });
    if (!items[0]) throw notFound();
    return toMessage(items[0], callerId);
  }

  async function checkAttachments(caller: Caller, uploadIds: readonly string[]): Promise<string[]> {
    const ids = [...new Set(uploadIds)];
    for (const id of ids) {
      if (!(await uploads.isUsableBy(id, caller.userId, 'document'))) {
        throw forbiddenResource(messages.MessageAttachmentNotUsable);
      }
    }
    return ids;
  }

  async function senderName(userId: string): Promise<string> {
    const user = await findUserById(db, userId);
    const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
    return name || 'Unknown Name';
  }

  /** Events and notifications of a new message, after its transaction committed. */
  async function announce(caller: Caller, threadId: string, messageId: string, subject: string) {
    const participants = await threadParticipantIds(db, threadId);
    hubEvents.send({
      hub: 'MessageCenter',
      audience: { kind: 'users', userIds: participants },
      target: events.updateMessageHistory,
      args: [{ threadId, messageId }],
    });
    await notify.newMessage({
      recipientUserIds: participants.filter((id) => id !== caller.userId),
      senderUserId: caller.userId,
      senderName: await senderName(caller.userId),
      threadId,
      messageId,
      subject,
    });
  }

  /**
   * The same message sent twice at once (an outbox retry while the first is in flight): the second
   * insert meets the unique client id, and answers the first one's message.
   */
  function sameClientIdMeanwhile(caller: Caller, clientId: string) {
    return async (error: unknown): Promise<{ replayed: { id: string; threadId: string } }> => {
      if (!isUniqueViolation(error)) throw error;
      const existing = await findMessageByClientId(db, caller.userId, clientId);
      if (!existing) throw error;
      return { replayed: existing };
    };
  }

  async function participantOf(caller: Caller, threadId: string) {
    const participant = await findParticipant(db, threadId, caller.userId);
    // Not a participant: the thread is not there for the caller (no hint that it exists).
    if (!participant) throw notFound();
    return participant;
  }

  return {
    async list(
      caller: Caller,
      query: {
        page: number;
        pageSize: number;
        search?: string | undefined;
        unreadFirst?: 'true' | 'false' | undefined;
        archived?: 'true' | 'false' | undefined;
      },
    ): Promise<ResponseOf<typeof listMessageThreads>> {
      const { items, total } = await listThreads(db, caller.userId, {
        page: query.page,
        pageSize: query.pageSize,
        search: query.search,
        unreadFirst: query.unreadFirst === 'true',
        archived: query.archived === 'true',
      });
      return { items: items.map(toThreadItem), total };
    },

    async get(
      caller: Caller,
      threadId: string,
      page: { page: number; pageSize: number },
    ): Promise<ResponseOf<typeof getMessageThread>> {
      const { items } = await listThreads(db, caller.userId, { threadId, page: 1, pageSize: 1 });
      const thread = items[0];
      if (!thread) throw notFound();
      const list = await listMessages(db, { threadId }, page);
      return {
        thread: toThreadItem(thread),
        messages: { items: list.items.map((row) => toMessage(row, caller.userId)), total: list.total },
      };
    },

    async start(
      caller: Caller,
      input: StartMessageThreadInput,
    ): Promise<{ threadId: string; message: ThreadMessage }> {
      const existing = await findMessageByClientId(db, caller.userId, input.clientId);
      if (existing)
        return { threadId: existing.threadId, message: await messageById(existing.id, caller.userId) };
      const recipientIds = [...new Set(input.recipientUserIds)].filter((id) => id !== caller.userId);
      if (recipientIds.length === 0) throw forbiddenResource(messages.MessageRecipientNotAllowed);
      const recipients = await allowedRecipients(db, caller, recipientIds);
      if (recipients.length !== recipientIds.length)
        throw forbiddenResource(messages.MessageRecipientNotAllowed);
      const uploadIds = await checkAttachments(caller, input.attachmentUploadIds);
      const at = clock.now();
      const senderType = messageUserTypeOf[caller.role];
      const stored = await withTransaction(db, async (tx) => {
        await limits.take(messageLimits(rules, caller.userId, recipientIds, true), tx);
        const threadId = await insertThread(tx, {
          subject: input.subject,
          createdByUserId: caller.userId,
          at,
          participants: [
            { userId: caller.userId, userType: senderType, isSender: true },
            ...recipients.map((r) => ({ userId: r.userId, userType: r.userType, isSender: false })),
          ],
        });
        const messageId = await insertMessage(tx, {
          threadId,
          senderUserId: caller.userId,
          senderType,
          body: input.body,
          clientId: input.clientId,
          at,
          uploadIds,
        });
        await uploads.attach(uploadIds, tx);
        return { threadId, messageId };
      }).catch(sameClientIdMeanwhile(caller, input.clientId));
      if ('replayed' in stored) {
        return {
          threadId: stored.replayed.threadId,
          message: await messageById(stored.replayed.id, caller.userId),
        };
      }
      const { threadId, messageId } = stored;
      await announce(caller, threadId, messageId, input.subject);
      return { threadId, message: await messageById(messageId, caller.userId) };
    },

    async reply(caller: Caller, threadId: string, input: ReplyToMessageThreadInput): Promise<ThreadMessage> {
      const participant = await participantOf(caller, threadId);
      const existing = await findMessageByClientId(db, caller.userId, input.clientId);
      if (existing) {
        if (existing.threadId !== threadId) throw conflict(messages.MessageClientIdUsed);
        return messageById(existing.id, caller.userId);
      }
      const uploadIds = await checkAttachments(caller, input.attachmentUploadIds);
      const others = (await threadParticipantIds(db, threadId)).filter((id) => id !== caller.userId);
      const at = clock.now();
      const stored = await withTransaction(db, async (tx) => {
        await limits.take(messageLimits(rules, caller.userId, others, false), tx);
        const id = await insertMessage(tx, {
          threadId,
          senderUserId: caller.userId,
          // The type the caller joined the thread as.
          senderType: participant.userType,
          body: input.body,
          clientId: input.clientId,
          at,
          uploadIds,
        });
        await uploads.attach(uploadIds, tx);
        return { messageId: id };
      }).catch(sameClientIdMeanwhile(caller, input.clientId));
      if ('replayed' in stored) {
        if (stored.replayed.threadId !== threadId) throw conflict(messages.MessageClientIdUsed);
        return messageById(stored.replayed.id, caller.userId);
      }
      const { messageId } = stored;
      const message = await messageById(messageId, caller.userId);
      const { items } = await listThreads(db, caller.userId, { threadId, page: 1, pageSize: 1 });
      await announce(caller, threadId, messageId, items[0]?.subject ?? '');
      return message;
    },

    async markRead(caller: Caller, threadId: string): Promise<void> {
      const participant = await participantOf(caller, threadId);
      await markThreadRead(db, threadId, caller.userId, clock.now());
      if (participant.unreadCount > 0) {
        hubEvents.send({
          hub: 'MenuCounts',
          audience: { kind: 'user', userId: caller.userId },
          target: events.menuCountersChanged,
          args: [],
        });
      }
    },

    async archive(caller: Caller, threadId: string, archived: boolean): Promise<void> {
      await participantOf(caller, threadId);
      await setThreadArchived(db, threadId, caller.userId, archived ? clock.now() : null);
    },

    async recipients(
      caller: Caller,
      query: { page: number; pageSize: number; search?: string | undefined },
    ): Promise<ResponseOf<typeof searchMessageRecipients>> {
      const { items, total } = await searchRecipients(db, caller, query);
      return {
        items: items.map((r) => ({
          userId: r.userId,
          fullName: r.fullName,
          userType: r.userType,
          detail: r.detail,
        })),
        total,
      };
    },

    /** Message centre state (platform.md §3): one statement. */
    async state(
      caller: Caller,
      query: {
        matchCycleCode?: string | undefined;
        programCode?: string | undefined;
        medicalSchoolCode?: string | undefined;
      },
    ): Promise<ResponseOf<typeof getMessageCenterState>> {
      const counts = await messageCenterCounts(db, caller.userId, broadcastTypesOf(caller.roles), query);
      const { entityId, base } = (() => {
        switch (caller.role) {
          case 'Applicant':
            return {
              entityId: counts.applicantId,
              base: query.matchCycleCode
                ? `/applicant/${encodeURIComponent(query.matchCycleCode)}`
                : '/applicant',
            };
          case 'ProgramUser':
            return {
              entityId: counts.programId,
              base:
                query.matchCycleCode && query.programCode
                  ? `/program-user/${encodeURIComponent(query.matchCycleCode)}/${encodeURIComponent(query.programCode)}`
                  : '/program-user',
            };
          case 'MedSchoolUser':
            return {
              entityId: counts.medicalSchoolId,
              base: query.medicalSchoolCode
                ? `/medical-school/${encodeURIComponent(query.medicalSchoolCode)}`
                : '/medical-school',
            };
          default:
            return { entityId: null, base: '/admin' };
        }
      })();
      return {
        unreadMessageCount: counts.unreadMessageCount,
        unreadThreadCount: counts.unreadThreadCount,
        unreadBroadcastCount: counts.unreadBroadcastCount,
        hasUnreadNotifications: counts.hasUnreadNotifications,
        entityId,
        messagesUrl: `${base}/messages`,
        notificationsUrl: `${base}/notifications`,
      };
    },

    /** The caller's sent messages, newest first (MessageCenter hub: GetSentMessagesHistory). */
    async sentHistory(
      caller: Pick<AuthContext, 'userId'>,
      page: { page: number; pageSize: number },
    ): Promise<SentMessagesHistory> {
      const { items, total } = await listMessages(db, { senderUserId: caller.userId }, page);
      return {
        items: items.map((row) => ({ ...toMessage(row, caller.userId), subject: row.subject })),
        total,
      };
    },
  };
}
