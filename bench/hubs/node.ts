/**
 * One hub node for bench/hubs/run.ts: the real app (buildApp) on a port, driven over IPC by the
 * benchmark. Messages: {op:'token'} → a bearer token of a fresh user (one user, many connections,
 * as one person with many tabs would be, only more); {op:'send', round} → an event to every
 * connection of the Notification hub stamped with the send time; {op:'memory'} → process memory.
 * Not a test: see bench/README.md.
 */
import { buildApp, servicesOf } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { syncReferenceData } from '../../server/db/reference/sync.ts';
import { signInAs, testConfig } from '../../server/test-support/test-app.ts';
import { createTestUser } from '../../server/test-support/users.fixture.ts';

const port = Number(process.env.BENCH_PORT);
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const redisUrl = process.env.BENCH_REDIS_URL || '';
const prepare = process.env.BENCH_PREPARE === '1';

const database = databaseUrl
  ? await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 })
  : await openDatabase({ driver: 'pglite', dataDir: null });
if (prepare) {
  await database.migrate();
  await syncReferenceData(database.db);
}
const app = await buildApp({
  config: testConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  }),
  database,
  mailer: null,
});
await app.listen({ port, host: '127.0.0.1' });

type Command = { op: 'token' } | { op: 'send'; round: number } | { op: 'memory' } | { op: 'stop' };

process.on('message', async (command: Command) => {
  if (command.op === 'token') {
    const user = await createTestUser(database.db, { roles: ['Applicant'] });
    const { idToken } = await signInAs(app, user);
    process.send?.({ op: 'token', token: idToken });
  } else if (command.op === 'send') {
    servicesOf(app).hubEvents.send({
      hub: 'Notification',
      audience: { kind: 'all' },
      target: 'NewBroadcastMessage',
      args: [{ round: command.round, sentAt: Date.now() }],
    });
    process.send?.({ op: 'sent', round: command.round });
  } else if (command.op === 'memory') {
    global.gc?.();
    process.send?.({ op: 'memory', ...process.memoryUsage() });
  } else if (command.op === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ op: 'ready' });
