/**
 * `npm run db:seed`: opens the database the server uses (DATABASE_URL, or PGlite in DATA_DIR/pglite),
 * applies migrations, syncs reference data and seeds the demo data even when users already exist.
 * Stop the server first when it runs on PGlite: an embedded database takes one process at a time.
 */
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from '../../services/uploads/upload.service.ts';
import { openDatabase } from '../client.ts';
import { syncReferenceData } from '../reference/sync.ts';
import { demoPassword, demoUsers } from './people.ts';
import { seedDemoData } from './seed.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const started = performance.now();
    await database.migrate();
    await syncReferenceData(database.db);
    await seedDemoData(database.db, { force: true, storage: createFileStorage(config) });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'pglite');
    console.log(`Demo data seeded in ${Math.round(performance.now() - started)} ms into ${where}.`);
    console.log(`Demo accounts (password ${demoPassword}):`);
    for (const user of Object.values(demoUsers)) console.log(`  ${user.role.padEnd(13)} ${user.email}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
