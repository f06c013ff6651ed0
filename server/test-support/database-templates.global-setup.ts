/**
 * Vitest global setup of the node project: one migrated, empty database per run to copy from (see
 * `server/db/reference/test-databases.ts`). PGlite: a dump of a migrated data directory in a temp
 * file (TEST_PGLITE_TEMPLATE). PostgreSQL, when TEST_DATABASE_URL is set: a migrated database
 * (TEST_POSTGRES_TEMPLATE), dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { onServer } from '../db/reference/test-databases.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const run = randomBytes(6).toString('hex');
  const cleanups: (() => Promise<void>)[] = [];

  const pglite = await openDatabase({ driver: 'pglite', dataDir: null });
  await pglite.migrate();
  const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await pglite.close();
  const file = path.join(tmpdir(), `matchline-pglite-template-${run}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  cleanups.push(() => rm(file, { force: true }));

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `matchline_template_${run}`;
    await onServer(url, `create database "${name}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const database = await openDatabase({ driver: 'postgres', url: templateUrl.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // No session may stay connected to a template while it is copied.
      await database.close();
    }
    process.env.TEST_POSTGRES_TEMPLATE = name;
    cleanups.push(() => onServer(url, `drop database if exists "${name}" with (force)`));
  }

  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
