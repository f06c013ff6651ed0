import { afterEach, expect, it } from 'vitest';
import { type AppDb, type OutboxEntry, openAppDb } from './app-db.ts';
import { bodyToSend, enqueueWrite, flushOutbox, type OutboxAnswer } from './outbox.ts';

let db: AppDb | null = null;
afterEach(async () => {
  db?.close();
  await db?.delete();
  db = null;
});

const profileWrite = (entityId: string, body: Record<string, unknown>, versionGroup?: string) => ({
  userId: 'user-a',
  entity: 'profile',
  entityId,
  method: 'PUT' as const,
  path: `/api/applicant/profile/${entityId}`,
  body,
  baseVersion: 3,
  ...(versionGroup ? { versionGroup } : {}),
});

/** One profile version for both paths, as on the server: a stale version is refused with 409. */
function profileServer() {
  let version = 3;
  const sent: unknown[] = [];
  const transport = async (entry: OutboxEntry): Promise<OutboxAnswer> => {
    const body = bodyToSend(entry) as { version: number };
    sent.push(body);
    if (body.version !== version) return { status: 409, body: { current: { version } } };
    version += 1;
    return { status: 200, body: { ...body, version } };
  };
  return { transport, sent };
}

it('moves the waiting write of another entity of the same version group onto the new version', async () => {
  db = openAppDb(`outbox-group-${Math.random()}`);
  await enqueueWrite(profileWrite('personal-info', { firstName: 'Ada' }, 'applicant-profile'), db);
  await enqueueWrite(profileWrite('hobbies', { hobbiesAndInterests: 'Chess' }, 'applicant-profile'), db);
  const server = profileServer();
  const result = await flushOutbox({ userId: 'user-a', token: 't', transport: server.transport, db });
  expect(result.sent).toBe(2);
  expect(await db.outbox.count()).toBe(0);
  expect(server.sent).toEqual([
    { firstName: 'Ada', version: 3 },
    { hobbiesAndInterests: 'Chess', version: 4 },
  ]);
});

it('leaves entities without a shared group on their own versions (the second is a real conflict)', async () => {
  db = openAppDb(`outbox-group-${Math.random()}`);
  await enqueueWrite(profileWrite('personal-info', { firstName: 'Ada' }), db);
  await enqueueWrite(profileWrite('hobbies', { hobbiesAndInterests: 'Chess' }), db);
  const server = profileServer();
  await flushOutbox({ userId: 'user-a', token: 't', transport: server.transport, db });
  expect((await db.outbox.toArray()).map((e) => [e.entityId, e.state])).toEqual([['hobbies', 'conflict']]);
});
