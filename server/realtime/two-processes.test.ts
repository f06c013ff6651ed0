/**
 * Issue 14's quality bar, literally: two server processes (server/main.ts, as deployed) sharing one
 * PostgreSQL database and one Redis; an admin's broadcast made through the first reaches, live, an
 * applicant connected with the official client to the second. PostgreSQL only: two processes
 * cannot share an in-memory PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { syncReferenceData } from '../db/reference/sync.ts';
import { testDatabaseTargets } from '../db/reference/test-databases.ts';
import { hubClient, nextEvent } from '../test-support/hub-client.ts';
import { freePort, type ServerProcess, startServerProcess, waitFor } from '../test-support/server-process.ts';
import { createTestUser, type TestUser } from '../test-support/users.fixture.ts';

const postgres = testDatabaseTargets().find((target) => target.name === 'PostgreSQL');

describe.runIf(postgres)('hubs across two server processes through Redis [PostgreSQL]', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let admin: TestUser;
  let applicant: TestUser;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'matchline-two-nodes-'));
  const servers: ServerProcess[] = [];

  async function startNode(url: string, prefix: string): Promise<string> {
    const port = await freePort();
    const server = startServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url,
      // One data directory: both nodes sign with the same keys (secrets.json), as a deployment does.
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_CHANNEL_PREFIX: prefix,
    });
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 90_000);
    return base;
  }

  async function signIn(base: string, user: TestUser): Promise<string> {
    const answer = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const body = (await answer.json()) as { idToken: string };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    return body.idToken;
  }

  let first: string;
  let second: string;

  beforeAll(async () => {
    const opened = await postgres!.open();
    database = opened.database;
    dispose = opened.dispose;
    await syncReferenceData(database.db);
    admin = await createTestUser(database.db, { roles: ['Admin'] });
    applicant = await createTestUser(database.db, { roles: ['Applicant'] });
    const prefix = `matchline-two-nodes-${process.pid}-${Math.random().toString(36).slice(2)}:`;
    // One after the other: the first migrates the fresh database.
    first = await startNode(opened.url!, prefix);
    second = await startNode(opened.url!, prefix);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await dispose?.();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('an admin’s broadcast through the first process reaches an applicant connected to the second, live', async () => {
    const applicantToken = await signIn(second, applicant);
    const connection = hubClient(second, 'Notification', () => applicantToken);
    await connection.start();
    try {
      const event = nextEvent(connection, 'NewBroadcastMessage', 10_000);
      const adminToken = await signIn(first, admin);
      const sent = await fetch(`${first}/api/admin/broadcasts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ body: 'Two nodes, one message.', recipientType: 'All' }),
      });
      expect(sent.status, await sent.text()).toBe(200);
      expect(await event).toEqual([
        expect.objectContaining({ recipientType: 'All', message: 'You have new message.' }),
      ]);
    } finally {
      await connection.stop();
    }
  });
});
