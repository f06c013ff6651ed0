/**
 * Databases a database test runs against: in-memory PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set, each in a fresh database that is dropped afterwards (not a schema: the
 * generated migrations name "public" in their foreign keys).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../client.ts';

export type TestDatabaseTarget = {
  name: string;
  /**
   * A migrated, empty database; `dispose` closes it and removes whatever it created. `url` reaches it
   * from another process (PostgreSQL only).
   */
  open(): Promise<{ database: Database; dispose(): Promise<void>; url?: string }>;
};

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function testDatabaseTargets(
  env: Record<string, string | undefined> = process.env,
): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'PGlite',
      async open() {
        const database = await openDatabase({ driver: 'pglite', dataDir: null });
        await database.migrate();
        return { database, dispose: () => database.close() };
      },
    },
  ];
  const url = env.TEST_DATABASE_URL;
  if (url) {
    targets.push({
      name: 'PostgreSQL',
      async open() {
        const name = `matchline_test_${randomBytes(6).toString('hex')}`;
        await onServer(url, `create database "${name}"`);
        const testUrl = new URL(url);
        testUrl.pathname = `/${name}`;
        const database = await openDatabase({ driver: 'postgres', url: testUrl.toString(), poolSize: 2 });
        const dispose = async () => {
          await database.close();
          await onServer(url, `drop database if exists "${name}" with (force)`);
        };
        try {
          await database.migrate();
        } catch (error) {
          await dispose();
          throw error;
        }
        return { database, dispose, url: testUrl.toString() };
      },
    });
  }
  return targets;
}
