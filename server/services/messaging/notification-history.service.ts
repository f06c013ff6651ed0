/**
 * The admin's notification history (business.md §2.6): every mail, push and SMS with its state,
 * and the blocked addresses (a mail to one is kept as failed, never sent: mail.service.ts).
 */
import type { ResponseOf } from '../../../core/contracts/http.ts';
import type {
  BlockedEmail,
  listEmailHistory,
  listPushHistory,
  listSmsHistory,
} from '../../../core/contracts/messaging/notification-history.contract.ts';
import type { MailStatus } from '../../../core/domain/mail.ts';
import type { DeliveryStatus, EmailBlockReason } from '../../../core/domain/messaging.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  type BlockedEmailRow,
  deleteBlockedEmail,
  listBlockedEmails,
  upsertBlockedEmail,
} from '../../db/repositories/blocked-emails.repository.ts';
import * as history from '../../db/repositories/notification-history.repository.ts';
import { notFound } from '../../errors.ts';

export type NotificationHistoryService = ReturnType<typeof createNotificationHistoryService>;

type HistoryQuery<S> = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: S | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toBlocked(row: BlockedEmailRow): BlockedEmail {
  return { email: row.email, reason: row.reason, detail: row.detail, createdAt: row.createdAt.toISOString() };
}

export function createNotificationHistoryService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async email(query: HistoryQuery<MailStatus>): Promise<ResponseOf<typeof listEmailHistory>> {
      const { items, total } = await history.listMailHistory(db, query);
      return {
        items: items.map(({ total: _total, ...row }) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: iso(row.sentAt),
        })),
        total,
      };
    },

    async push(query: HistoryQuery<DeliveryStatus>): Promise<ResponseOf<typeof listPushHistory>> {
      const { items, total } = await history.listPushHistory(db, query);
      return {
        items: items.map(({ total: _total, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
      };
    },

    async sms(query: HistoryQuery<DeliveryStatus>): Promise<ResponseOf<typeof listSmsHistory>> {
      const { items, total } = await history.listSmsHistory(db, query);
      return {
        items: items.map(({ total: _total, ...row }) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: iso(row.sentAt),
        })),
        total,
      };
    },

    async blockedEmails(query: { page: number; pageSize: number; search?: string | undefined }) {
      const { items, total } = await listBlockedEmails(db, query);
      return { items: items.map(toBlocked), total };
    },

    async block(input: {
      email: string;
      reason: EmailBlockReason;
      detail: string | null;
    }): Promise<BlockedEmail> {
      return toBlocked(await upsertBlockedEmail(db, { ...input, createdAt: clock.now() }));
    },

    async unblock(email: string): Promise<void> {
      if (!(await deleteBlockedEmail(db, email))) throw notFound();
    },
  };
}
