import { Dexie, type EntityTable } from 'dexie';
import type { BugReportInput } from '../../../core/contracts/bug-reports.contract.ts';

/**
 * The per-app database (not per user: a bug report may be written before sign-in).
 * Kept free of React and window so the service worker can open it too.
 * Every schema change adds a new version() below; never edit a published one.
 */
export const APP_DB_NAME = 'matchline-app';

export type QueuedBugReport = {
  /** Auto-increment: the order reports were written in. */
  seq?: number;
  clientId: string;
  report: BugReportInput;
  queuedAt: string;
  attempts: number;
};

export type AppDb = Dexie & { bugReports: EntityTable<QueuedBugReport, 'seq'> };

export function openAppDb(name = APP_DB_NAME): AppDb {
  const db = new Dexie(name) as AppDb;
  db.version(1).stores({ bugReports: '++seq, &clientId' });
  return db;
}

let shared: AppDb | null = null;

export function appDb(): AppDb {
  shared ??= openAppDb();
  return shared;
}
