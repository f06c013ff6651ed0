/**
 * Production entry: validate the configuration, open and migrate the database, sync reference
 * data, seed the demo on first start, listen, and shut down gracefully on SIGINT/SIGTERM.
 */
import path from 'node:path';
import { buildApp, servicesOf } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { syncReferenceData } from './db/reference/sync.ts';
import { countUsers } from './db/repositories/users.repository.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { createFileStorage } from './services/uploads/upload.service.ts';

/** In-flight requests get this long to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  // The app's logger, once it exists; a connection lost before then is retried by the pool anyway.
  let logger: { warn: (details: object, message: string) => void } | undefined;
  const database = await openDatabase(
    config.databaseUrl
      ? {
          driver: 'postgres',
          url: config.databaseUrl,
          onIdleConnectionError: (error) =>
            logger?.warn({ err: error }, 'PostgreSQL connection lost while idle (the pool opens another)'),
        }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  await syncReferenceData(database.db);
  let seeded = false;
  if (config.seedDemo && (await countUsers(database.db)) === 0) {
    seeded = (await seedDemoData(database.db, { storage: createFileStorage(config) })).seeded;
  }

  const app = await buildApp({ config, database });
  logger = app.log;
  if (seeded) app.log.info('demo data loaded (accounts *@matchline.test, password Matchline#2026)');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => {
        app.log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  servicesOf(app).jobs.start();
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  app.log.info(`Matchline is listening on ${config.publicUrl} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
