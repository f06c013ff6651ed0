import type { BugReportInput } from '../../../core/contracts/platform/bug-reports.contract.ts';
import { type AppDb, appDb, type QueuedBugReport } from './app-db.ts';

/** Keeps a report that could not be sent, to retry at the next start. */
export async function queueBugReport(report: BugReportInput, db: AppDb = appDb()): Promise<void> {
  const existing = await db.bugReports.where('clientId').equals(report.clientId).first();
  if (existing) return;
  await db.bugReports.add({
    clientId: report.clientId,
    report,
    queuedAt: new Date().toISOString(),
    attempts: 0,
  });
}

/** Queued reports in the order they were written. */
export function queuedBugReports(db: AppDb = appDb()): Promise<QueuedBugReport[]> {
  return db.bugReports.orderBy('seq').toArray();
}

/**
 * Sends queued reports one at a time, oldest first, removing each one that is sent and stopping
 * at the first failure (business.md §4) so the rest keep their order for the next start.
 * Returns how many were sent.
 */
export async function flushBugReports(
  send: (report: BugReportInput) => Promise<unknown>,
  db: AppDb = appDb(),
): Promise<number> {
  let sent = 0;
  for (const item of await queuedBugReports(db)) {
    try {
      await send(item.report);
    } catch {
      await db.bugReports.update(item.seq!, { attempts: item.attempts + 1 });
      break;
    }
    await db.bugReports.delete(item.seq!);
    sent += 1;
  }
  return sent;
}
