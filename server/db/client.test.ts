import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client.ts';
import { testDatabaseTargets } from './reference/test-databases.ts';

const url = process.env.TEST_DATABASE_URL;
// PostgreSQL only (TEST_DATABASE_URL, as CI sets it): PGlite has no connections to lose.
const onPostgres = testDatabaseTargets().some((target) => target.name === 'PostgreSQL') && url;

describe.runIf(onPostgres)('PostgreSQL pool [PostgreSQL]', () => {
  it('survives an idle connection ended by the server: told once, and the next query gets a new one', async () => {
    const lost = vi.fn();
    const database = await openDatabase({
      driver: 'postgres',
      url: url!,
      poolSize: 1,
      onIdleConnectionError: lost,
    });
    try {
      const pidOf = async () =>
        (
          (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          }
        ).rows[0]!.pid;
      const first = await pidOf();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [first]);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1), { timeout: 5000 });
      expect(String(lost.mock.calls[0]![0].message)).toContain('terminating connection');
      const second = await pidOf();
      expect(second).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
