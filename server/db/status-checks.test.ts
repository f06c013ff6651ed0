/**
 * Status and kind columns hold only the values of their lists in core/domain (migrations 0014 and
 * 0015): both databases refuse anything else, so no service needs a fallback for a value it does not
 * know.
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
  ['bug_reports', 'bug_reports_source_check'],
  ['honor_types', 'honor_types_known_honor_type_check'],
  ['specialties', 'specialties_type_check'],
  ['medical_schools', 'medical_schools_type_check'],
  ['medical_schools', 'medical_schools_degree_check'],
  ['applicant_profiles', 'applicant_profiles_gender_check'],
  ['applicant_profiles', 'applicant_profiles_visa_type_check'],
  ['phones', 'phones_type_check'],
  ['educations', 'educations_type_check'],
  ['publications', 'publications_type_check'],
  ['applicant_documents', 'applicant_documents_document_type_check'],
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

  it('refuses a type outside its list', async () => {
    const { db } = database;
    await expect(
      db.execute(sql`insert into specialties (name, full_name, type, url_prefix)
        values ('bad-type-checks', 'Bad type', 'Internship', 'bad-type-checks')`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into medical_schools (code, name, type, degree)
        values ('BAD-TYPE-CHECKS', 'Bad type', 'MD', 'MD')`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into medical_schools (code, name, type, degree)
        values ('BAD-DEGREE-CHECKS', 'Bad degree', 'Allopathic', 'PhD')`),
    ).rejects.toThrow();
    await db.execute(sql`insert into medical_schools (code, name, type, degree)
      values ('GOOD-TYPE-CHECKS', 'Good type', 'Allopathic', 'MD')`);
    await expect(
      db.execute(sql`update medical_schools set type = 'allopathic' where code = 'GOOD-TYPE-CHECKS'`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into honor_types (id, known_honor_type, display_name, is_custom, is_unique, is_mandatory)
        values (900001, 'Aoa', 'Bad', false, false, false)`),
    ).rejects.toThrow();
    await db.execute(sql`insert into users (email) values ('bad-type@checks.test')`);
    await expect(
      db.execute(sql`insert into phones (user_id, number, type)
        select id, '+15035550100', 3 from users where email = 'bad-type@checks.test'`),
    ).rejects.toThrow();
    await db.execute(sql`insert into applicants (user_id, code)
      select id, 'BAD-TYPE-CHECKS' from users where email = 'bad-type@checks.test'`);
    await expect(
      db.execute(sql`insert into educations (applicant_id, type)
        select id, 'Medical School' from applicants where code = 'BAD-TYPE-CHECKS'`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into publications (applicant_id, type, title)
        select id, 'Peer reviewed article published', 't' from applicants where code = 'BAD-TYPE-CHECKS'`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into applicant_profiles (applicant_id, gender)
        select id, 'F' from applicants where code = 'BAD-TYPE-CHECKS'`),
    ).rejects.toThrow();
  });
});
