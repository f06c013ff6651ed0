import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { type AppDb, type OutboxEntry, openAppDb } from './app-db.ts';
import {
  bodyToSend,
  cachedServerCopy,
  clearCachedCopies,
  enqueueWrite,
  flushOutbox,
  type OutboxAnswer,
  resolveWithMine,
  resolveWithServer,
  retryDelayMs,
} from './outbox.ts';

let dbCount = 0;
const opened: AppDb[] = [];
function freshDb(): AppDb {
  dbCount += 1;
  const db = openAppDb(`outbox-test-${dbCount}-${Math.random()}`);
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await db.delete();
  }
});

const USER = 'user-a';
const write = (entity: string, value: unknown, extra: { baseVersion?: number; userId?: string } = {}) => ({
  userId: extra.userId ?? USER,
  entity,
  entityId: '1',
  method: 'PUT' as const,
  path: `/api/${entity}`,
  body: { value },
  ...(extra.baseVersion === undefined ? {} : { baseVersion: extra.baseVersion }),
});

type Behaviour = 'ok' | 'network' | 'server-error' | 'lost-answer';

/** A server that keeps the first answer per Idempotency-Key, like ours (ADR 0012). */
function fakeServer() {
  const receipts = new Map<string, OutboxAnswer>();
  const applied: { entity: string; key: string; value: unknown; token: string }[] = [];
  const versions = new Map<string, number>();
  let script: Behaviour[] = [];
  const transport = async (entry: OutboxEntry, token: string): Promise<OutboxAnswer> => {
    const behaviour = script.shift() ?? 'ok';
    if (behaviour === 'network') throw new TypeError('Failed to fetch');
    if (behaviour === 'server-error') return { status: 503, body: null };
    let answer = receipts.get(entry.id);
    if (!answer) {
      const version = (versions.get(entry.entity) ?? 0) + 1;
      versions.set(entry.entity, version);
      applied.push({
        entity: entry.entity,
        key: entry.id,
        value: (entry.body as { value: unknown }).value,
        token,
      });
      answer = { status: 200, body: { ...(bodyToSend(entry) as object), version } };
      receipts.set(entry.id, answer);
    }
    if (behaviour === 'lost-answer') throw new TypeError('connection reset');
    return answer;
  };
  return {
    transport,
    applied,
    setScript: (next: Behaviour[]) => {
      script = [...next];
    },
  };
}

describe('outbox', () => {
  it('sends entries in order with their id as key and removes them when answered', async () => {
    const db = freshDb();
    const server = fakeServer();
    await enqueueWrite(write('profile', 'p1'), db);
    await enqueueWrite(write('statement', 's1'), db);
    const result = await flushOutbox({ userId: USER, token: 't', transport: server.transport, db });
    expect(result).toEqual({ sent: 2, nextAttemptAt: null, unauthorized: false });
    expect(server.applied.map((a) => a.value)).toEqual(['p1', 's1']);
    expect(await db.outbox.count()).toBe(0);
    expect(await cachedServerCopy(USER, 'profile', '1', db)).toEqual({ value: 'p1', version: 1 });
  });

  it('coalesces a newer edit into a pending one, keeping its base version', async () => {
    const db = freshDb();
    const first = await enqueueWrite(write('profile', 'old', { baseVersion: 3 }), db);
    const second = await enqueueWrite(write('profile', 'new', { baseVersion: 5 }), db);
    expect(second).toBe(first);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ body: { value: 'new' }, baseVersion: 3 });
    expect(bodyToSend(entry!)).toEqual({ value: 'new', version: 3 });
  });

  it('does not coalesce into an entry already sent once (its key may have been applied)', async () => {
    const db = freshDb();
    const server = fakeServer();
    await enqueueWrite(write('profile', 'first'), db);
    server.setScript(['network']);
    await flushOutbox({ userId: USER, token: 't', transport: server.transport, db, now: () => 0 });
    await enqueueWrite(write('profile', 'second'), db);
    expect((await db.outbox.toArray()).map((e) => (e.body as { value: string }).value)).toEqual([
      'first',
      'second',
    ]);
  });

  it('keeps the key of a direct save that got no answer, so the server replays it instead of applying it twice', async () => {
    const db = freshDb();
    const server = fakeServer();
    // The form sent the save itself under this key; the server applied it, but the answer was lost.
    const key = globalThis.crypto.randomUUID();
    const direct = { ...write('profile', 'typed'), id: key } as OutboxEntry;
    server.setScript(['lost-answer']);
    await expect(server.transport(direct, 't')).rejects.toThrow();
    expect(await enqueueWrite({ ...write('profile', 'typed'), sentOnceAs: key }, db)).toBe(key);
    // An edit made afterwards queues behind it rather than replacing a request that may be applied.
    await enqueueWrite(write('profile', 'later'), db);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.id === key, e.sentOnce ?? false])).toEqual([
      [true, true],
      [false, false],
    ]);
    await flushOutbox({ userId: USER, token: 't', transport: server.transport, db });
    expect(server.applied.map((a) => a.value)).toEqual(['typed', 'later']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('backs off with jitter from 1 s to a 5 min cap', () => {
    expect(retryDelayMs(1, () => 0)).toBe(500);
    expect(retryDelayMs(1, () => 1)).toBe(1000);
    expect(retryDelayMs(3, () => 1)).toBe(4000);
    expect(retryDelayMs(30, () => 1)).toBe(300_000);
    expect(retryDelayMs(30, () => 0)).toBe(150_000);
  });

  it('retries a network error or 5xx later and holds back later edits of the same entity only', async () => {
    const db = freshDb();
    const server = fakeServer();
    await enqueueWrite(write('profile', 'p1'), db);
    await enqueueWrite(write('statement', 's1'), db);
    server.setScript(['server-error', 'ok']);
    const result = await flushOutbox({
      userId: USER,
      token: 't',
      transport: server.transport,
      db,
      now: () => 1000,
      random: () => 1,
    });
    expect(result.sent).toBe(1);
    expect(result.nextAttemptAt).toBe(2000);
    const [left] = await db.outbox.toArray();
    expect(left).toMatchObject({ entity: 'profile', state: 'pending', attempts: 1, nextAttemptAt: 2000 });
  });

  it('keeps a 409 with the server copy as a conflict, and resolving with mine re-sends on its version', async () => {
    const db = freshDb();
    await enqueueWrite(write('profile', 'mine', { baseVersion: 1 }), db);
    const sent: unknown[] = [];
    const conflictOnce = async (entry: OutboxEntry): Promise<OutboxAnswer> => {
      sent.push({ key: entry.id, body: bodyToSend(entry) });
      return sent.length === 1
        ? {
            status: 409,
            body: {
              error: { ErrorCode: 'Conflict', Message: 'x' },
              current: { value: 'theirs', version: 4 },
            },
          }
        : { status: 200, body: { value: 'mine', version: 5 } };
    };
    await flushOutbox({ userId: USER, token: 't', transport: conflictOnce, db });
    const [conflict] = await db.outbox.toArray();
    expect(conflict).toMatchObject({ state: 'conflict', serverCopy: { value: 'theirs', version: 4 } });
    expect(await cachedServerCopy(USER, 'profile', '1', db)).toEqual({ value: 'theirs', version: 4 });

    await resolveWithMine(conflict!.seq!, undefined, db);
    await flushOutbox({ userId: USER, token: 't', transport: conflictOnce, db });
    expect(sent).toHaveLength(2);
    const [first, second] = sent as { key: string; body: unknown }[];
    expect(second!.body).toEqual({ value: 'mine', version: 4 });
    expect(second!.key).not.toBe(first!.key);
    expect(await db.outbox.count()).toBe(0);
  });

  it('taking the server copy drops the edit', async () => {
    const db = freshDb();
    await enqueueWrite(write('profile', 'mine'), db);
    const [entry] = await db.outbox.toArray();
    await resolveWithServer(entry!.seq!, db);
    expect(await db.outbox.count()).toBe(0);
  });

  it('marks a validation refusal failed with its messages, never dropping it; a new edit replaces it', async () => {
    const db = freshDb();
    await enqueueWrite(write('profile', ''), db);
    const refuse = async (): Promise<OutboxAnswer> => ({
      status: 400,
      body: { message: 'Validation error', description: { firstName: ['First name is required.'] } },
    });
    await flushOutbox({ userId: USER, token: 't', transport: refuse, db });
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({
      state: 'failed',
      error: { message: 'Validation error', fields: { firstName: ['First name is required.'] } },
    });
    const id = await enqueueWrite(write('profile', 'Ada'), db);
    const [fixed] = await db.outbox.toArray();
    expect(fixed).toMatchObject({ state: 'pending', body: { value: 'Ada' } });
    expect(id).not.toBe(failed!.id);
  });

  it("never sends another user's entries with this user's token", async () => {
    const db = freshDb();
    const server = fakeServer();
    await enqueueWrite(write('profile', 'theirs', { userId: 'user-b' }), db);
    await enqueueWrite(write('profile', 'mine'), db);
    await flushOutbox({ userId: USER, token: 'token-a', transport: server.transport, db });
    expect(server.applied).toEqual([expect.objectContaining({ value: 'mine', token: 'token-a' })]);
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual(['user-b']);
  });

  it('retries when the server says the first copy of this key is still being saved', async () => {
    const db = freshDb();
    await enqueueWrite(write('profile', 'mine'), db);
    await flushOutbox({
      userId: USER,
      token: 't',
      db,
      now: () => 0,
      transport: async () => ({
        status: 409,
        body: { error: { ErrorCode: 'Conflict', Message: messages.IdempotentRequestInProgress } },
      }),
    });
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('stops on 401 and keeps the entry pending for the next session', async () => {
    const db = freshDb();
    await enqueueWrite(write('profile', 'mine'), db);
    const result = await flushOutbox({
      userId: USER,
      token: 'expired',
      transport: async () => ({ status: 401, body: null }),
      db,
    });
    expect(result.unauthorized).toBe(true);
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('rebases a later edit of the same entity on the version the earlier one produced', async () => {
    const db = freshDb();
    const server = fakeServer();
    await enqueueWrite(write('profile', 'one', { baseVersion: 0 }), db);
    server.setScript(['network']);
    await flushOutbox({ userId: USER, token: 't', transport: server.transport, db, now: () => 0 });
    await enqueueWrite(write('profile', 'two', { baseVersion: 0 }), db);
    await flushOutbox({ userId: USER, token: 't', transport: server.transport, db, now: () => 10 ** 12 });
    expect(server.applied.map((a) => a.value)).toEqual(['one', 'two']);
  });

  it('clears the cached server copies of a user at sign-out, keeping unsent edits', async () => {
    const db = freshDb();
    const server = fakeServer();
    await enqueueWrite(write('profile', 'p1'), db);
    await flushOutbox({ userId: USER, token: 't', transport: server.transport, db });
    await enqueueWrite(write('profile', 'p2'), db);
    await clearCachedCopies(USER, db);
    expect(await cachedServerCopy(USER, 'profile', '1', db)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('applies each entry exactly once and in order per entity, whatever the failures (property)', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('enqueue' as const),
        entity: fc.constantFrom('a', 'b'),
        value: fc.nat(1000),
      }),
      fc.record({
        kind: fc.constant('flush' as const),
        script: fc.array(fc.constantFrom<Behaviour>('ok', 'network', 'server-error', 'lost-answer'), {
          maxLength: 4,
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const db = freshDb();
        const server = fakeServer();
        const enqueued: Record<string, number[]> = { a: [], b: [] };
        let clock = 0;
        for (const step of ops) {
          if (step.kind === 'enqueue') {
            enqueued[step.entity]!.push(step.value);
            await enqueueWrite(write(step.entity, step.value), db);
          } else {
            server.setScript(step.script);
            clock += 60_000;
            await flushOutbox({
              userId: USER,
              token: 't',
              transport: server.transport,
              db,
              now: () => clock,
            });
          }
        }
        server.setScript([]);
        await flushOutbox({ userId: USER, token: 't', transport: server.transport, db, now: () => 10 ** 13 });

        expect(await db.outbox.count()).toBe(0);
        const keys = server.applied.map((a) => a.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const entity of ['a', 'b']) {
          const values = server.applied.filter((a) => a.entity === entity).map((a) => a.value as number);
          const sent = enqueued[entity]!;
          // A subsequence of the edits in the order made (coalesced ones skipped), ending with the last.
          let cursor = 0;
          for (const value of values) {
            while (cursor < sent.length && sent[cursor] !== value) cursor += 1;
            expect(cursor).toBeLessThan(sent.length);
            cursor += 1;
          }
          expect(values.at(-1)).toBe(sent.at(-1));
        }
        db.close();
      }),
      { numRuns: 60 },
    );
  });
});
