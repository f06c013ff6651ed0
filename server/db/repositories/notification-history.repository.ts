/** The admin's notification history (business.md §2.6): mail, push and SMS as sent, one statement a page. */
import { type AnyColumn, and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { MailStatus } from '../../../core/domain/mail.ts';
import type { DeliveryStatus } from '../../../core/domain/messaging.ts';
import type { DbExecutor } from '../client.ts';
import { mailOutbox, pushDeliveries, smsOutbox, users } from '../schema.ts';
import { pageOf, searchAny } from './paging.ts';

type HistoryQuery<S> = {
  search?: string | undefined;
  status?: S | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
};

function period(column: AnyColumn, query: { from?: string | undefined; to?: string | undefined }) {
  const filters: SQL[] = [];
  if (query.from) filters.push(gte(column, new Date(query.from)));
  if (query.to) filters.push(lte(column, new Date(query.to)));
  return filters;
}

export async function listMailHistory(db: DbExecutor, query: HistoryQuery<MailStatus>) {
  const { limit, offset } = pageOf(query);
  const filters = [
    searchAny(query.search, [mailOutbox.to, mailOutbox.subject]),
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    ...period(mailOutbox.createdAt, query),
  ];
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      error: mailOutbox.error,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(mailOutbox)
    .where(and(...filters))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
    .limit(limit)
    .offset(offset);
  return { items: rows, total: Number(rows[0]?.total ?? 0) };
}

export async function listPushHistory(db: DbExecutor, query: HistoryQuery<DeliveryStatus>) {
  const { limit, offset } = pageOf(query);
  const filters = [
    searchAny(query.search, [pushDeliveries.title, pushDeliveries.body, users.email]),
    query.status ? eq(pushDeliveries.status, query.status) : undefined,
    ...period(pushDeliveries.createdAt, query),
  ];
  const rows = await db
    .select({
      id: pushDeliveries.id,
      userId: pushDeliveries.userId,
      userEmail: users.email,
      provider: pushDeliveries.provider,
      title: pushDeliveries.title,
      body: pushDeliveries.body,
      status: pushDeliveries.status,
      error: pushDeliveries.error,
      createdAt: pushDeliveries.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(pushDeliveries)
    .leftJoin(users, eq(users.id, pushDeliveries.userId))
    .where(and(...filters))
    .orderBy(desc(pushDeliveries.createdAt), desc(pushDeliveries.seq))
    .limit(limit)
    .offset(offset);
  return { items: rows, total: Number(rows[0]?.total ?? 0) };
}

export async function listSmsHistory(db: DbExecutor, query: HistoryQuery<DeliveryStatus>) {
  const { limit, offset } = pageOf(query);
  const filters = [
    searchAny(query.search, [smsOutbox.to, smsOutbox.text, users.email]),
    query.status ? eq(smsOutbox.status, query.status) : undefined,
    ...period(smsOutbox.createdAt, query),
  ];
  const rows = await db
    .select({
      id: smsOutbox.id,
      userId: smsOutbox.userId,
      userEmail: users.email,
      to: smsOutbox.to,
      text: smsOutbox.text,
      status: smsOutbox.status,
      error: smsOutbox.error,
      createdAt: smsOutbox.createdAt,
      sentAt: smsOutbox.sentAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(smsOutbox)
    .leftJoin(users, eq(users.id, smsOutbox.userId))
    .where(and(...filters))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.seq))
    .limit(limit)
    .offset(offset);
  return { items: rows, total: Number(rows[0]?.total ?? 0) };
}
