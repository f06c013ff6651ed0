import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BugReportSource, BugReportStatus } from '../../../core/domain/bug-reports.ts';
import type { DbExecutor } from '../client.ts';
import { bugReports, clientLogs, users } from '../schema.ts';
import { pageOf, type SortDirection, searchAny, sortOrder } from './paging.ts';

export type NewBugReport = {
  clientId: string;
  userId: string | null;
  description: string;
  userAgent: string;
  url: string;
  cloudWatchToken: string | null;
  errorDate: string | null;
  source: BugReportSource;
  createdAt: Date;
};

/** Stores a report once per client id; a retried report answers the id stored the first time (not created). */
export async function insertBugReportOnce(
  db: DbExecutor,
  values: NewBugReport,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insert(bugReports)
    .values(values)
    .onConflictDoNothing({ target: bugReports.clientId })
    .returning({ id: bugReports.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: bugReports.id })
    .from(bugReports)
    .where(eq(bugReports.clientId, values.clientId))
    .limit(1);
  return { id: existing!.id, created: false };
}

export async function countBugReportsByClientId(db: DbExecutor, clientId: string): Promise<number> {
  const rows = await db
    .select({ id: bugReports.id })
    .from(bugReports)
    .where(eq(bugReports.clientId, clientId));
  return rows.length;
}

export type BugReportListRow = typeof bugReports.$inferSelect & {
  reporterFirstName: string | null;
  reporterLastName: string | null;
  reporterEmail: string | null;
  lastErrorLevel: string | null;
  lastErrorMessage: string | null;
  lastErrorAt: Date | null;
  handlerFirstName: string | null;
  handlerLastName: string | null;
};

const reporters = alias(users, 'reporter');
const handlers = alias(users, 'handler');

/** The report with its reporter, the error the client logged last before it, and who handled it: one statement. */
function selectReports(db: DbExecutor) {
  return (
    db
      .select({
        report: bugReports,
        reporterFirstName: reporters.firstName,
        reporterLastName: reporters.lastName,
        reporterEmail: reporters.email,
        lastErrorLevel: clientLogs.level,
        lastErrorMessage: clientLogs.message,
        lastErrorAt: clientLogs.createdAt,
        handlerFirstName: handlers.firstName,
        handlerLastName: handlers.lastName,
      })
      .from(bugReports)
      .leftJoin(reporters, eq(reporters.id, bugReports.userId))
      // The token is what the client was told when its error was stored: the log row's id as text.
      .leftJoin(clientLogs, sql`${clientLogs.id}::text = ${bugReports.cloudWatchToken}`)
      .leftJoin(handlers, eq(handlers.id, bugReports.handledByUserId))
  );
}

type SelectedReport = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];
const flatten = ({ report, ...joined }: SelectedReport): BugReportListRow => ({ ...report, ...joined });

export async function pageBugReports(
  db: DbExecutor,
  filter: { status?: BugReportStatus | undefined; search?: string | undefined },
  query: { page: number; pageSize: number; direction: SortDirection },
): Promise<{ items: BugReportListRow[]; total: number }> {
  const where: SQL | undefined = and(
    filter.status ? eq(bugReports.status, filter.status) : undefined,
    searchAny(filter.search, [bugReports.description, bugReports.url, sql`coalesce(${reporters.email}, '')`]),
  );
  const { limit, offset } = pageOf(query);
  const [items, [totals]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(...sortOrder({ createdAt: bugReports.createdAt }, 'createdAt', query.direction, bugReports.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(bugReports)
      .leftJoin(reporters, eq(reporters.id, bugReports.userId))
      .where(where),
  ]);
  return { items: items.map(flatten), total: totals?.total ?? 0 };
}

export async function findBugReport(db: DbExecutor, id: string): Promise<BugReportListRow | undefined> {
  const [row] = await selectReports(db).where(eq(bugReports.id, id)).limit(1);
  return row && flatten(row);
}

/** Moves a report from `from` to `to`; false when its status was no longer `from` (another admin was first). */
export async function moveBugReport(
  db: DbExecutor,
  id: string,
  change: { from: BugReportStatus; to: BugReportStatus; userId: string; note: string | null; at: Date },
): Promise<boolean> {
  const moved = await db
    .update(bugReports)
    .set({ status: change.to, handledByUserId: change.userId, handledAt: change.at, note: change.note })
    .where(and(eq(bugReports.id, id), eq(bugReports.status, change.from)))
    .returning({ id: bugReports.id });
  return moved.length === 1;
}
