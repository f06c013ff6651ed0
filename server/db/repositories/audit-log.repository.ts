/** The audit trail: admin user actions and every change made while an admin impersonates a user. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditDetails } from '../../../core/contracts/users/admin-users.contract.ts';
import type { DbExecutor } from '../client.ts';
import { auditLog, users } from '../schema.ts';
import { pageOf } from './paging.ts';

export type AuditEntry = {
  actorUserId: string | null;
  impersonatorUserId: string | null;
  action: string;
  details: AuditDetails;
  now: Date;
};

export async function insertAuditEntry(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    impersonatorUserId: entry.impersonatorUserId,
    action: entry.action,
    details: entry.details,
    createdAt: entry.now,
  });
}

export type AuditRow = {
  id: string;
  actorUserId: string | null;
  actorEmail: string | null;
  impersonatorUserId: string | null;
  impersonatorEmail: string | null;
  action: string;
  details: AuditDetails;
  createdAt: Date;
};

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

/** Newest first, paged; both people's emails joined in (users may have been renamed since). */
export async function listAuditEntries(
  db: DbExecutor,
  filter: {
    userId?: string | undefined;
    impersonatorUserId?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ items: AuditRow[]; total: number }> {
  const where = and(
    filter.userId ? eq(auditLog.actorUserId, filter.userId) : undefined,
    filter.impersonatorUserId ? eq(auditLog.impersonatorUserId, filter.impersonatorUserId) : undefined,
  );
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorUserId: auditLog.actorUserId,
        actorEmail: actor.email,
        impersonatorUserId: auditLog.impersonatorUserId,
        impersonatorEmail: impersonator.email,
        action: auditLog.action,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}
