/**
 * The database connection: embedded PGlite (file-backed under DATA_DIR) when no DATABASE_URL is set,
 * otherwise a PostgreSQL pool. Both speak the same SQL and run the same migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema> | PgliteDatabase<Schema>;
export type DbDriver = 'pglite' | 'postgres';
/** A database or a transaction: what repository functions take, so callers can compose them. */
export type DbExecutor = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs `work` in one transaction on either driver. The one transaction idiom of services (not
 * `db.transaction`): `work` gets a plain DbExecutor that repositories, other services' `tx`
 * parameters and `mail.send(…, tx)` take, and called with a transaction it nests as a savepoint.
 */
export function withTransaction<T>(db: DbExecutor, work: (tx: DbExecutor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

export type Database = {
  db: Db;
  driver: DbDriver;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * A pooled connection that is not serving a query died (the server restarted, a network cut, an
       * administrator ended it): the pool drops it and opens another when needed. Default: a warning.
       */
      onIdleConnectionError?: (error: Error) => void;
    }
  | {
      driver: 'pglite';
      dataDir: string | null;
      /** Starts from this dump of a data directory (`dumpDataDir`) instead of an empty cluster: tests' migrated template. */
      loadDataDir?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
    });
    // Without a listener, pg re-throws an idle connection's error and ends the whole process.
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((error) => console.warn(`PostgreSQL connection lost while idle: ${error.message}`)),
    );
    const db = drizzlePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Round-trip time of a trivial query, or null when the database does not answer. */
export async function pingDatabase(db: Db): Promise<number | null> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return performance.now() - started;
  } catch {
    return null;
  }
}
