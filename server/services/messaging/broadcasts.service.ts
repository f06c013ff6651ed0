/**
 * Broadcasts (platform.md §3, §4): an admin writes to everyone ('For all': applicants, program users
 * and medical school users) or to program users only. Recipients see them in their message centre
 * with their read state; `NewBroadcastMessage` goes to the audience's role groups (the client shows
 * 'You have new message.') and a web push to those whose settings allow it.
 */
import type { ResponseOf } from '../../../core/contracts/http.ts';
import type {
  BroadcastMessage,
  listMyBroadcasts,
  listSentBroadcasts,
  SendBroadcastInput,
} from '../../../core/contracts/messaging/broadcasts.contract.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { type BroadcastRecipientType, broadcastRecipientLabels } from '../../../core/domain/messaging.ts';
import { hubEvents as events } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  type BroadcastRow,
  broadcastAudience,
  findBroadcast,
  insertBroadcast,
  listBroadcastsFor,
  listSentBroadcasts as listSent,
  markBroadcastRead,
} from '../../db/repositories/broadcasts.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { notFound } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { AuthContext } from '../auth/session.service.ts';
import type { ActionLimits } from '../limits/action-limits.ts';
import {
  broadcastLimits,
  defaultMessagingLimits,
  type MessagingLimitRules,
} from '../limits/messaging-limits.ts';
import type { PushDispatch } from '../push/push-dispatch.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { broadcastTypesOf } from './message-threads.service.ts';
import { notificationPath } from './notify.service.ts';

export type BroadcastService = ReturnType<typeof createBroadcastService>;

/** The roles each audience reaches (ADR 0022). */
export const broadcastRoles: Record<BroadcastRecipientType, readonly string[]> = {
  All: ['Applicant', 'ProgramUser', 'MedSchoolUser'],
  ProgramUsers: ['ProgramUser'],
};

function toBroadcast(row: BroadcastRow): BroadcastMessage {
  return {
    id: row.id,
    body: row.body,
    senderName: row.senderName,
    senderId: row.senderUserId,
    recipientType: row.recipientType,
    visibilityLabel: broadcastRecipientLabels[row.recipientType],
    createdAt: row.createdAt.toISOString(),
  };
}

export function createBroadcastService(deps: {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  limits: ActionLimits;
  hubEvents: HubEvents;
  push: PushDispatch;
  rules?: MessagingLimitRules;
}) {
  const { db, clock, log, limits, hubEvents, push } = deps;
  const rules = deps.rules ?? defaultMessagingLimits;

  return {
    async send(caller: Pick<AuthContext, 'userId'>, input: SendBroadcastInput): Promise<BroadcastMessage> {
      const sender = await findUserById(db, caller.userId);
      const senderName = (sender ? `${sender.firstName} ${sender.lastName}`.trim() : '') || 'Unknown Name';
      const row = await withTransaction(db, async (tx) => {
        await limits.take(broadcastLimits(rules, caller.userId), tx);
        return insertBroadcast(tx, {
          body: input.body,
          senderUserId: caller.userId,
          senderName,
          recipientType: input.recipientType,
          createdAt: clock.now(),
        });
      });
      const roles = broadcastRoles[row.recipientType];
      for (const role of roles) {
        hubEvents.send({
          hub: 'Notification',
          audience: { kind: 'role', role },
          target: events.newBroadcastMessage,
          args: [{ id: row.id, recipientType: row.recipientType, message: messages.NewBroadcastMessage }],
        });
        hubEvents.send({
          hub: 'MenuCounts',
          audience: { kind: 'role', role },
          target: events.menuCountersChanged,
          args: [],
        });
      }
      // One push per broadcast to each recipient who allows it; the admin's daily broadcast limit bounds them.
      const audience = await broadcastAudience(db, roles);
      const pushTo = audience
        .filter((user) => user.pushAllowed && user.userId !== caller.userId)
        .map((u) => u.userId);
      if (pushTo.length > 0) {
        await push
          .toUsers(pushTo, {
            kind: 'Broadcast',
            title: formatMessage(messages.BroadcastNotificationTitle, { sender: senderName }),
            body: row.body.slice(0, 200),
            url: notificationPath('Broadcast', { broadcastId: row.id }),
            tag: `broadcast-${row.id}`,
          })
          .catch((error) =>
            log.error({ broadcastId: row.id, error: String(error) }, 'broadcast push failed'),
          );
      }
      return toBroadcast(row);
    },

    async listSent(page: { page: number; pageSize: number }): Promise<ResponseOf<typeof listSentBroadcasts>> {
      const { items, total } = await listSent(db, page);
      return { items: items.map((row) => ({ ...toBroadcast(row), readCount: row.readCount })), total };
    },

    async listMine(
      caller: Pick<AuthContext, 'userId' | 'roles'>,
      query: { page: number; pageSize: number; unreadOnly?: 'true' | 'false' | undefined },
    ): Promise<ResponseOf<typeof listMyBroadcasts>> {
      const { items, total } = await listBroadcastsFor(db, caller.userId, broadcastTypesOf(caller.roles), {
        page: query.page,
        pageSize: query.pageSize,
        unreadOnly: query.unreadOnly === 'true',
      });
      return { items: items.map((row) => ({ ...toBroadcast(row), isRead: row.isRead })), total };
    },

    async markRead(caller: Pick<AuthContext, 'userId' | 'roles'>, broadcastId: string): Promise<void> {
      const row = await findBroadcast(db, broadcastId);
      if (!row || !broadcastTypesOf(caller.roles).includes(row.recipientType)) throw notFound();
      await markBroadcastRead(db, broadcastId, caller.userId, clock.now());
      hubEvents.send({
        hub: 'MenuCounts',
        audience: { kind: 'user', userId: caller.userId },
        target: events.menuCountersChanged,
        args: [],
      });
    },
  };
}
