/**
 * Databases a database test runs against: in-memory PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set, each in a fresh database that is dropped afterwards (not a schema: the
 * generated migrations name "public" in their foreign keys).
 *
 * A fresh database starts as a copy of a migrated template when the test run made one
 * (`server/test-support/database-templates.global-setup.ts`: TEST_PGLITE_TEMPLATE, a dump of a
 * PGlite data directory; TEST_POSTGRES_TEMPLATE, a database to copy): a new PGlite cluster and its
 * migrations cost seconds, a copy well under one. Migrations still run on the copy (nothing to apply
 * unless the template is stale).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, openDatabase } from '../client.ts';

/** The PGlite template's bytes, read once per test process. */
let pgliteTemplate: Promise<Blob | undefined> | undefined;

function pgliteTemplateOf(path: string | undefined): Promise<Blob | undefined> {
  if (!path) return Promise.resolve(undefined);
  pgliteTemplate ??= readFile(path).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
  return pgliteTemplate;
}

export type TestDatabaseTarget = {
  name: string;
  /**
   * A migrated, empty database; `dispose` closes it and removes whatever it created. `url` reaches it
   * from another process (PostgreSQL only).
   */
  open(): Promise<{ database: Database; dispose(): Promise<void>; url?: string }>;
};

/** Runs one statement on the server's maintenance database (creating and dropping test databases). */
export async function onServer(url: string, statement: string): Promise<void> {
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
        const loadDataDir = await pgliteTemplateOf(env.TEST_PGLITE_TEMPLATE);
        const database = await openDatabase({
          driver: 'pglite',
          dataDir: null,
          ...(loadDataDir ? { loadDataDir } : {}),
        });
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
        const template = env.TEST_POSTGRES_TEMPLATE;
        await onServer(url, `create database "${name}"${template ? ` template "${template}"` : ''}`);
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
