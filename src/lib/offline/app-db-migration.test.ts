import { Dexie } from 'dexie';
import { expect, it } from 'vitest';
import { openAppDb } from './app-db.ts';

it('upgrades a version 1 database (bug reports only) to version 2, keeping the queued reports', async () => {
  const name = `migration-${Math.random()}`;
  const v1 = new Dexie(name);
  v1.version(1).stores({ bugReports: '++seq, &clientId' });
  await v1.table('bugReports').add({ clientId: 'c1', report: { text: 'x' }, queuedAt: 'now', attempts: 0 });
  v1.close();

  const db = openAppDb(name);
  await db.open();
  expect(db.verno).toBe(2);
  expect(await db.bugReports.toArray()).toEqual([expect.objectContaining({ clientId: 'c1' })]);
  await db.outbox.add({
    id: 'k',
    userId: 'u',
    entity: 'profile',
    entityId: '1',
    method: 'PUT',
    path: '/x',
    body: {},
    baseVersion: null,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
  });
  await db.drafts.put({ key: 'u:d', userId: 'u', value: 1, updatedAt: 0 });
  await db.serverCopies.put({ key: 'u:c', userId: 'u', value: 1, updatedAt: 0 });
  expect(await db.outbox.where('[userId+entity+entityId]').equals(['u', 'profile', '1']).count()).toBe(1);
  db.close();
  await db.delete();
});
