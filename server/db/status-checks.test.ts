/**
 * Status and kind columns hold only the values of their lists in core/domain (migration 0014): both
 * databases refuse anything else, so no service needs a fallback for a value it does not know.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { testDatabaseTargets } from './reference/test-databases.ts';

/** The constraint of each typed column, with a value its list does not hold. */
const checks = [
  ['users', 'users_status_check'],
  ['match_cycles', 'match_cycles_status_check'],
  ['applications', 'applications_status_check'],
  ['letters_of_reference', 'letters_of_reference_status_check'],
  ['invoices', 'invoices_status_check'],
  ['invoices', 'invoices_kind_check'],
  ['requests', 'requests_kind_check'],
  ['requests', 'requests_status_check'],
  ['uploads', 'uploads_status_check'],
  ['uploads', 'uploads_target_check'],
  ['couples', 'couples_status_check'],
  ['jobs', 'jobs_kind_check'],
  ['jobs', 'jobs_status_check'],
  ['match_runs', 'match_runs_kind_check'],
  ['match_runs', 'match_runs_status_check'],
  ['result_sendings', 'result_sendings_status_check'],
  ['result_sendings', 'result_sendings_audience_check'],
  ['mail_outbox', 'mail_outbox_status_check'],
  ['bug_reports', 'bug_reports_status_check'],
  ['password_change_log', 'password_change_log_kind_check'],
] as const;

describe.each(testDatabaseTargets())('status and kind checks on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
  });
  afterAll(() => dispose?.());

  it('has a CHECK for every typed status and kind column', async () => {
    const result = await database.db.execute(
      sql`select conrelid::regclass::text as "table", conname as name from pg_constraint where contype = 'c'`,
    );
    const present = new Set(
      result.rows.map((row) => `${(row as { table: string }).table}.${(row as { name: string }).name}`),
    );
    for (const [table, name] of checks) expect(present, `${table}.${name}`).toContain(`${table}.${name}`);
  });

  it('refuses a status outside its list', async () => {
    const { db } = database;
    await expect(
      db.execute(sql`insert into users (email, status) values ('bad-status@checks.test', 'Disabled')`),
    ).rejects.toThrow();
    await db.execute(sql`insert into users (email, status) values ('good-status@checks.test', 'Active')`);
    await expect(
      db.execute(sql`update users set status = 'active' where email = 'good-status@checks.test'`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into bug_reports (client_id, description, user_agent, url, source, status)
        values (gen_random_uuid(), 'd', 'ua', '/', 'web', 'Open')`),
    ).rejects.toThrow();
  });
});
