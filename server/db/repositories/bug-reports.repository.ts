import { eq } from 'drizzle-orm';
import type { BugReportSource } from '../../../core/domain/bug-reports.ts';
import type { DbExecutor } from '../client.ts';
import { bugReports } from '../schema.ts';

export type NewBugReport = {
  clientId: string;
  userId: string | null;
  description: string;
  userAgent: string;
  url: string;
  cloudWatchToken: string | null;
  errorDate: string | null;
  source: BugReportSource;
};

/** Stores a report once per client id; a retried report answers the id stored the first time. */
export async function insertBugReportOnce(db: DbExecutor, values: NewBugReport): Promise<string> {
  const inserted = await db
    .insert(bugReports)
    .values(values)
    .onConflictDoNothing({ target: bugReports.clientId })
    .returning({ id: bugReports.id });
  if (inserted[0]) return inserted[0].id;
  const [existing] = await db
    .select({ id: bugReports.id })
    .from(bugReports)
    .where(eq(bugReports.clientId, values.clientId))
    .limit(1);
  return existing!.id;
}

export async function countBugReportsByClientId(db: DbExecutor, clientId: string): Promise<number> {
  const rows = await db
    .select({ id: bugReports.id })
    .from(bugReports)
    .where(eq(bugReports.clientId, clientId));
  return rows.length;
}
