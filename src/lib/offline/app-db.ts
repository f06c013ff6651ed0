import { Dexie, type EntityTable } from 'dexie';
import type { BugReportInput } from '../../../core/contracts/platform/bug-reports.contract.ts';

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

export type OutboxState = 'pending' | 'syncing' | 'conflict' | 'failed';

/** A write waiting to reach the server (ADR 0012); its `id` is the request's Idempotency-Key. */
export type OutboxEntry = {
  /** Auto-increment: the order the writes were made in. */
  seq?: number;
  id: string;
  userId: string;
  /** What kind of thing it writes ('profile', 'personal-statement', …) and which one. */
  entity: string;
  entityId: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** The server version the edit was made on (sent as the body's `version`); null when unversioned. */
  baseVersion: number | null;
  /**
   * Entities that share one server version (the profile's personal information and hobbies): a
   * write accepted for one moves the waiting writes of the others onto the new version. Not indexed.
   */
  versionGroup?: string;
  createdAt: number;
  /**
   * Its key was already used by a direct save that got no answer (the server may have applied it):
   * the entry is never replaced by a newer edit, which queues after it. Not indexed.
   */
  sentOnce?: true;
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
  /** 'failed': the server's refusal, shown to the user until they fix or discard the edit. */
  error?: { message: string; fields: Record<string, string[]> };
  /** 'conflict': the server's current copy, shown beside the user's edit. */
  serverCopy?: unknown;
};

/** Form values not yet saved (so nothing typed is lost when the tab or the phone closes). */
export type Draft = { key: string; userId: string; value: unknown; updatedAt: number };

/** The last server copy of an entity a user has seen, to read it offline. Cleared at sign-out. */
export type CachedCopy = { key: string; userId: string; value: unknown; updatedAt: number };

export type AppDb = Dexie & {
  bugReports: EntityTable<QueuedBugReport, 'seq'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  drafts: EntityTable<Draft, 'key'>;
  serverCopies: EntityTable<CachedCopy, 'key'>;
};

export function openAppDb(name = APP_DB_NAME): AppDb {
  const db = new Dexie(name) as AppDb;
  db.version(1).stores({ bugReports: '++seq, &clientId' });
  db.version(2).stores({
    outbox: '++seq, &id, userId, [userId+entity+entityId]',
    drafts: 'key, userId',
    serverCopies: 'key, userId',
  });
  return db;
}

let shared: AppDb | null = null;

export function appDb(): AppDb {
  shared ??= openAppDb();
  return shared;
}
