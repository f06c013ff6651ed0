/**
 * The offline outbox (design.md §4.5, ADR 0012): writes are kept in IndexedDB and sent in order
 * per entity, each with its entry id as Idempotency-Key, so a retry after a lost answer never
 * applies twice. No React and no window: the service worker can flush it too.
 */
import { messages } from '../../../core/domain/messages.ts';
import { type AppDb, appDb, type OutboxEntry } from './app-db.ts';

export type OutboxWrite = Pick<OutboxEntry, 'userId' | 'entity' | 'entityId' | 'method' | 'path' | 'body'> & {
  baseVersion?: number | null;
  versionGroup?: string;
  /**
   * The Idempotency-Key of a request already sent once without an answer: the entry keeps it (the
   * server may have applied it) and, as any entry sent once, is never replaced by a newer edit.
   */
  sentOnceAs?: string;
};

/** The server's answer to one entry; a thrown error means no answer (network). */
export type OutboxAnswer = { status: number; body: unknown };
export type OutboxTransport = (entry: OutboxEntry, token: string) => Promise<OutboxAnswer>;

export const entityKey = (userId: string, entity: string, entityId: string) =>
  `${userId}:${entity}:${entityId}`;

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 5 * 60 * 1000;

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 5 min, each between half and all of it. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

const listeners = new Set<() => void>();

/** Called after every enqueue (the runner flushes then). Returns the unsubscribe function. */
export function onOutboxEnqueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Entries of one entity, oldest first. */
function entriesOf(db: AppDb, userId: string, entity: string, entityId: string) {
  return db.outbox.where('[userId+entity+entityId]').equals([userId, entity, entityId]).sortBy('seq');
}

/**
 * Queues a write. A newer edit of the same entity replaces a pending one that was never sent (it
 * keeps that one's baseVersion: the edit is still based on what the user first loaded), and
 * replaces a refused ('failed') one under a new key (the old key already has its answer).
 */
export async function enqueueWrite(
  write: OutboxWrite,
  db: AppDb = appDb(),
  now = Date.now(),
): Promise<string> {
  const id = await db.transaction('rw', db.outbox, async () => {
    const { sentOnceAs, ...entry } = write;
    const last = (await entriesOf(db, write.userId, write.entity, write.entityId)).at(-1);
    const replaceable =
      !sentOnceAs &&
      last &&
      ((last.state === 'pending' && last.attempts === 0 && !last.sentOnce) || last.state === 'failed');
    if (last && replaceable) {
      const id = last.state === 'failed' ? newId() : last.id;
      await db.outbox.update(last.seq!, {
        id,
        method: write.method,
        path: write.path,
        body: write.body,
        sentOnce: undefined,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        error: undefined,
      });
      return id;
    }
    const id = sentOnceAs ?? newId();
    await db.outbox.add({
      ...entry,
      id,
      baseVersion: write.baseVersion ?? null,
      createdAt: now,
      ...(sentOnceAs ? { sentOnce: true as const } : {}),
      attempts: 0,
      nextAttemptAt: 0,
      state: 'pending',
    });
    return id;
  });
  for (const listener of listeners) listener();
  return id;
}

/** The body as sent: a versioned write carries its base version. */
export function bodyToSend(entry: OutboxEntry): unknown {
  if (entry.baseVersion === null || typeof entry.body !== 'object' || entry.body === null) return entry.body;
  return { ...(entry.body as Record<string, unknown>), version: entry.baseVersion };
}

function versionOf(value: unknown): number | null {
  const version = (value as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : null;
}

function conflictCopy(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'current' in body
    ? (body as { current: unknown }).current
    : undefined;
}

function refusal(body: unknown): NonNullable<OutboxEntry['error']> {
  const b = (body ?? {}) as { message?: unknown; description?: unknown; error?: { Message?: unknown } };
  const message =
    typeof b.error?.Message === 'string' ? b.error.Message : typeof b.message === 'string' ? b.message : '';
  const fields =
    typeof b.description === 'object' && b.description !== null
      ? (b.description as Record<string, string[]>)
      : {};
  return { message, fields };
}

export async function cacheServerCopy(
  db: AppDb,
  userId: string,
  entity: string,
  entityId: string,
  value: unknown,
  now = Date.now(),
): Promise<void> {
  await db.serverCopies.put({ key: entityKey(userId, entity, entityId), userId, value, updatedAt: now });
}

export async function cachedServerCopy<T>(
  userId: string,
  entity: string,
  entityId: string,
  db: AppDb = appDb(),
): Promise<T | undefined> {
  return (await db.serverCopies.get(entityKey(userId, entity, entityId)))?.value as T | undefined;
}

export type FlushOptions = {
  userId: string;
  token: string;
  transport: OutboxTransport;
  db?: AppDb;
  now?: () => number;
  random?: () => number;
};

export type FlushResult = {
  sent: number;
  /** When the earliest waiting retry is due (ms epoch), or null when none waits. */
  nextAttemptAt: number | null;
  /** The server refused the token: flushing waits for a new session. */
  unauthorized: boolean;
};

/**
 * Sends the user's due entries, one at a time, in order per entity: an entity whose oldest entry
 * waits (retry, conflict, refusal) holds back its later ones; other entities go on. Call it under
 * `withOutboxLock` so one tab flushes at a time.
 */
export async function flushOutbox(options: FlushOptions): Promise<FlushResult> {
  const { userId, token, transport } = options;
  const db = options.db ?? appDb();
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let sent = 0;
  for (;;) {
    const entries = await db.outbox.where('userId').equals(userId).sortBy('seq');
    const held = new Set<string>();
    let next: OutboxEntry | undefined;
    for (const entry of entries) {
      const key = entityKey(userId, entry.entity, entry.entityId);
      if (held.has(key)) continue;
      // 'syncing' left over from a tab that closed mid-send: we hold the lock, so it is ours to retry.
      const waiting = entry.state === 'conflict' || entry.state === 'failed' || entry.nextAttemptAt > now();
      if (waiting) {
        held.add(key);
        continue;
      }
      next = entry;
      break;
    }
    if (!next) {
      const due = entries.filter((e) => e.state === 'pending').map((e) => e.nextAttemptAt);
      return { sent, nextAttemptAt: due.length > 0 ? Math.min(...due) : null, unauthorized: false };
    }
    await db.outbox.update(next.seq!, { state: 'syncing' });
    let answer: OutboxAnswer | null = null;
    try {
      answer = await transport(next, token);
    } catch {
      answer = null;
    }
    if (answer && answer.status === 401) {
      await db.outbox.update(next.seq!, { state: 'pending' });
      return { sent, nextAttemptAt: null, unauthorized: true };
    }
    if (answer && answer.status >= 200 && answer.status < 300) {
      await applied(db, next, answer.body, now());
      sent += 1;
    } else if (answer && answer.status === 409 && conflictCopy(answer.body) !== undefined) {
      const serverCopy = conflictCopy(answer.body);
      await db.outbox.update(next.seq!, { state: 'conflict', serverCopy });
      await cacheServerCopy(db, userId, next.entity, next.entityId, serverCopy, now());
    } else if (
      answer &&
      refusal(answer.body).message !== messages.IdempotentRequestInProgress &&
      answer.status >= 400 &&
      answer.status < 500 &&
      answer.status !== 408 &&
      answer.status !== 429
    ) {
      await db.outbox.update(next.seq!, { state: 'failed', error: refusal(answer.body) });
    } else {
      const attempts = next.attempts + 1;
      await db.outbox.update(next.seq!, {
        state: 'pending',
        attempts,
        nextAttemptAt: now() + retryDelayMs(attempts, random),
      });
    }
  }
}

/**
 * A 2xx: the entry is done; the later edits of the same entity (or of its version group) that were
 * made on the same version now build on the new one.
 */
async function applied(db: AppDb, entry: OutboxEntry, body: unknown, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.serverCopies, async () => {
    await db.outbox.delete(entry.seq!);
    const version = versionOf(body);
    if (body !== null && body !== undefined) {
      await cacheServerCopy(db, entry.userId, entry.entity, entry.entityId, body, now);
    }
    if (version === null || entry.baseVersion === null) return;
    const later = entry.versionGroup
      ? (await db.outbox.where('userId').equals(entry.userId).sortBy('seq')).filter(
          (e) =>
            e.versionGroup === entry.versionGroup ||
            (e.entity === entry.entity && e.entityId === entry.entityId),
        )
      : await entriesOf(db, entry.userId, entry.entity, entry.entityId);
    for (const next of later) {
      if (next.baseVersion === entry.baseVersion && next.state !== 'conflict') {
        await db.outbox.update(next.seq!, { baseVersion: version });
      }
    }
  });
}

/** The user keeps their edit (or a merge of both): it is sent again on top of the server's version. */
export async function resolveWithMine(seq: number, body?: unknown, db: AppDb = appDb()): Promise<void> {
  const entry = await db.outbox.get(seq);
  if (!entry) return;
  await db.outbox.update(seq, {
    id: newId(), // The old key already has its answer (the 409).
    sentOnce: undefined,
    body: body === undefined ? entry.body : body,
    baseVersion: versionOf(entry.serverCopy) ?? entry.baseVersion,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    serverCopy: undefined,
    error: undefined,
  });
  for (const listener of listeners) listener();
}

/** The user takes the server's copy: their edit is dropped on their word. */
export async function resolveWithServer(seq: number, db: AppDb = appDb()): Promise<void> {
  await db.outbox.delete(seq);
}

/** Drops a refused edit (the user chose to discard it). */
export const discardEntry = resolveWithServer;

/**
 * At sign-out: the server copies read on this device go (another person may use it next). Unsent
 * edits and drafts stay, keyed by user, and are sent only with that user's own token.
 */
export async function clearCachedCopies(userId: string, db: AppDb = appDb()): Promise<void> {
  await db.serverCopies.where('userId').equals(userId).delete();
}

export async function saveDraft(
  userId: string,
  key: string,
  value: unknown,
  db: AppDb = appDb(),
): Promise<void> {
  await db.drafts.put({ key: `${userId}:${key}`, userId, value, updatedAt: Date.now() });
}

export async function loadDraft<T>(userId: string, key: string, db: AppDb = appDb()): Promise<T | undefined> {
  return (await loadDraftEntry<T>(userId, key, db))?.value;
}

/** The draft with the time it was written (to tell it from a later save). */
export async function loadDraftEntry<T>(
  userId: string,
  key: string,
  db: AppDb = appDb(),
): Promise<{ value: T; updatedAt: number } | undefined> {
  const draft = await db.drafts.get(`${userId}:${key}`);
  return draft ? { value: draft.value as T, updatedAt: draft.updatedAt } : undefined;
}

export async function deleteDraft(userId: string, key: string, db: AppDb = appDb()): Promise<void> {
  await db.drafts.delete(`${userId}:${key}`);
}
