import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../core/domain/rich-text.ts';
import { isValidEmail, isValidFax, isValidPhone, isValidUrl } from '../../../core/domain/validation.ts';
import { verifyPassword } from '../../services/auth/password.ts';
import { createTestUser } from '../../test-support/users.fixture.ts';
import type { Database } from '../client.ts';
import { unitedStatesId } from '../reference/countries.ts';
import { testDatabaseTargets } from '../reference/test-databases.ts';
import { pageBugReports } from '../repositories/bug-reports.repository.ts';
import { messageCenterCounts } from '../repositories/message-threads.repository.ts';
import {
  applicantMatchCycles,
  applicants,
  institutions,
  matchCycles,
  matchCycleYears,
  medicalSchools,
  medicalSchoolUsers,
  programMatchCycles,
  programs,
  programUsers,
  societyUserSpecialties,
  specialties,
  specialtyPages,
  states,
  subspecialties,
  users,
} from '../schema.ts';
import { calendarOrderProblems, type MatchCycleCalendar } from './match-cycle-calendar.ts';
import { seedDemoData } from './seed.ts';

const now = new Date('2026-11-22T12:00:00Z');
const demoPassword = 'Matchline#2026';
const demoAccounts = [
  ['admin@matchline.test', 'Admin'],
  ['applicant@matchline.test', 'Applicant'],
  ['program@matchline.test', 'ProgramUser'],
  ['school@matchline.test', 'MedSchoolUser'],
  ['society@matchline.test', 'SocietyUser'],
] as const;

const seededTables = [
  'countries',
  'states',
  'time_zones',
  'honor_types',
  'specialties',
  'subspecialties',
  'match_cycle_years',
  'match_cycles',
  'medical_schools',
  'institutions',
  'programs',
  'program_match_cycles',
  'users',
  'program_users',
  'medical_school_users',
  'society_user_specialties',
  'applicants',
  'applicant_match_cycles',
  'specialty_pages',
  'message_threads',
  'message_thread_participants',
  'messages',
  'broadcast_messages',
  'notifications',
];

describe.each(testDatabaseTargets())('seedDemoData on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    firstRun = await seedDemoData(database.db, { now });
  });
  afterAll(() => dispose?.());

  async function count(table: string) {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    return (result.rows[0] as { n: number }).n;
  }

  /** Every row of every seeded table with its row version (xmin): equal snapshots mean nothing was written. */
  async function snapshot(): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const table of seededTables) {
      const result = await database.db.execute(
        sql.raw(`select t.*, t.xmin::text as row_version from "${table}" t`),
      );
      out[table] = result.rows.map((row) => JSON.stringify(row)).sort();
    }
    return out;
  }

  // How long seeding takes is measured by `npm start`'s log and the e2e server's start, not asserted here.
  it('seeds an empty database', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('creates one active, verified demo account per role whose password verifies', async () => {
    for (const [email, role] of demoAccounts) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user, email).toBeDefined();
      if (!user) continue;
      expect(user.roles).toEqual([role]);
      expect(user).toMatchObject({
        status: 'Active',
        isActive: true,
        emailVerified: true,
        mustChangePassword: false,
      });
      expect(user.firstName.length).toBeGreaterThan(1);
      expect(user.lastName.length).toBeGreaterThan(1);
      expect(await verifyPassword(user.passwordHash ?? '', demoPassword)).toBe(true);
      expect(await verifyPassword(user.passwordHash ?? '', 'matchline#2026')).toBe(false);
    }
  });

  it('gives each demo account what its role needs', async () => {
    const { db } = database;
    const id = async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';

    const [applicant] = await db
      .select()
      .from(applicants)
      .where(eq(applicants.userId, await id('applicant@matchline.test')));
    expect(applicant?.medicalSchoolId).not.toBeNull();
    const registrations = await db
      .select({ status: matchCycles.status, shortName: matchCycles.shortName })
      .from(applicantMatchCycles)
      .innerJoin(matchCycles, eq(matchCycles.id, applicantMatchCycles.matchCycleId))
      .where(eq(applicantMatchCycles.applicantId, applicant?.id ?? -1));
    expect(registrations).toEqual([{ status: 'Active', shortName: 'OPH-2026' }]);

    const directed = await db
      .select({ code: programs.code, isDirector: programUsers.isDirector, isActive: programs.isActive })
      .from(programUsers)
      .innerJoin(programs, eq(programs.id, programUsers.programId))
      .where(eq(programUsers.userId, await id('program@matchline.test')));
    expect(directed).toEqual([{ code: 'OPH-OR-001', isDirector: true, isActive: true }]);

    const schools = await db
      .select({ code: medicalSchools.code })
      .from(medicalSchoolUsers)
      .innerJoin(medicalSchools, eq(medicalSchools.id, medicalSchoolUsers.medicalSchoolId))
      .where(eq(medicalSchoolUsers.userId, await id('school@matchline.test')));
    expect(schools).toEqual([{ code: 'PNWU-SOM' }]);

    const followed = await db
      .select({ name: specialties.name })
      .from(societyUserSpecialties)
      .innerJoin(specialties, eq(specialties.id, societyUserSpecialties.specialtyId))
      .where(eq(societyUserSpecialties.userId, await id('society@matchline.test')));
    expect(followed.map((s) => s.name).sort()).toEqual(['Ophthalmology', 'Pediatric Ophthalmology']);
  });

  it('seeds the intended amounts', async () => {
    expect(await count('specialties')).toBe(6);
    expect(await count('subspecialties')).toBe(10);
    expect(await count('match_cycle_years')).toBe(3);
    expect(await count('match_cycles')).toBe(18);
    expect(await count('medical_schools')).toBe(11);
    expect(await count('programs')).toBe(42);
    expect(await count('applicants')).toBe(60);
    expect(await count('users')).toBe(64);
    // 60 applicants, three of them in both the ophthalmology and the neurology match.
    expect(await count('applicant_match_cycles')).toBe(63);
    expect(await count('specialty_pages')).toBe(3);
    const perCycle = await database.db
      .select({ shortName: matchCycles.shortName, n: sql<number>`count(*)::int` })
      .from(applicantMatchCycles)
      .innerJoin(matchCycles, eq(matchCycles.id, applicantMatchCycles.matchCycleId))
      .groupBy(matchCycles.shortName);
    expect(perCycle).toHaveLength(6);
    for (const cycle of perCycle) {
      expect(cycle.shortName.endsWith('-2026')).toBe(true);
      expect(cycle.n, cycle.shortName).toBeGreaterThanOrEqual(5);
    }

    const types = await database.db.select({ type: specialties.type }).from(specialties);
    expect(new Set(types.map((t) => t.type))).toEqual(new Set(['Residency', 'Fellowship']));
    const years = await database.db.select({ code: matchCycleYears.code }).from(matchCycleYears);
    expect(years.map((y) => y.code).sort()).toEqual(['2025', '2026', '2027']);
  });

  it('has cycles in every status, with every date set and in order', async () => {
    const cycles = await database.db.select().from(matchCycles);
    const statuses = cycles.map((c) => c.status);
    for (const status of ['Archived', 'Active', 'Planned']) {
      expect(
        statuses.filter((s) => s === status),
        status,
      ).toHaveLength(6);
    }

    for (const cycle of cycles) {
      const name = cycle.shortName;
      expect(name).toMatch(/^[A-Z]{3}-20\d\d$/);
      for (const [key, value] of Object.entries(cycle)) {
        if (key === 'casDeadlineDate') expect(value === null, name).toBe(!cycle.hasCas);
        else expect(value, `${name}.${key}`).not.toBeNull();
      }
      expect(calendarOrderProblems(cycle as MatchCycleCalendar), name).toEqual([]);
      expect(cycle.registrationFeeCents).toBeGreaterThan(0);
      expect(Number.isInteger(cycle.registrationFeeCents)).toBe(true);
      expect(cycle.lorInstructions?.length).toBeGreaterThan(50);

      const at = now.getTime();
      if (cycle.status === 'Archived') {
        expect(name.endsWith('-2025')).toBe(true);
        expect(cycle.vacanciesPostedDate?.getTime()).toBeLessThan(at);
        expect(cycle.societyResultsEmailDate?.getTime()).toBeLessThan(at);
      } else if (cycle.status === 'Active') {
        expect(name.endsWith('-2026')).toBe(true);
        // Registration is open and the rank lists are still ahead, early in 2027.
        expect(cycle.registrationDate?.getTime()).toBeLessThanOrEqual(at);
        expect(cycle.programsRankListDeadlineDate?.getTime()).toBeGreaterThan(at);
        expect(cycle.programsRankListDeadlineDate?.toISOString().slice(0, 4)).toBe('2027');
      } else {
        expect(name.endsWith('-2027')).toBe(true);
        expect(cycle.effectiveDate?.getTime()).toBeGreaterThan(at);
      }
    }
    const oph = cycles.find((c) => c.shortName === 'OPH-2026');
    expect(oph?.matchDate?.toISOString()).toBe('2027-01-28T17:00:00.000Z');
  });

  it('places programs in US states with valid contact details and positions this season and last', async () => {
    const { db } = database;
    const rows = await db
      .select({ program: programs, state: states.shortName, institution: institutions.name })
      .from(programs)
      .innerJoin(states, eq(states.id, programs.stateId))
      .innerJoin(institutions, eq(institutions.id, programs.institutionId));
    expect(rows).toHaveLength(42);
    expect(new Set(rows.map((r) => r.state)).size).toBeGreaterThanOrEqual(20);
    for (const { program, state, institution } of rows) {
      expect(program.code).toMatch(new RegExp(`^[A-Z]{3}-${state}-\\d{3}$`));
      expect(program.countryId).toBe(unitedStatesId);
      expect(program.name.startsWith(institution)).toBe(true);
      expect(isValidPhone(program.phone ?? ''), program.phone ?? '').toBe(true);
      expect(isValidFax(program.fax ?? ''), program.fax ?? '').toBe(true);
      expect(isValidUrl(program.website ?? ''), program.website ?? '').toBe(true);
      expect(program.description?.length).toBeGreaterThan(100);
    }
    const subspecialtyPrograms = rows.filter((r) => r.program.subspecialtyId !== null);
    expect(subspecialtyPrograms.length).toBeGreaterThan(10);

    const positions = await db
      .select({
        status: matchCycles.status,
        isActive: programs.isActive,
        positions: programMatchCycles.positions,
      })
      .from(programMatchCycles)
      .innerJoin(matchCycles, eq(matchCycles.id, programMatchCycles.matchCycleId))
      .innerJoin(programs, eq(programs.id, programMatchCycles.programId));
    expect(positions.filter((p) => p.status === 'Archived')).toHaveLength(42);
    expect(positions.filter((p) => p.status === 'Active')).toHaveLength(41);
    expect(positions.some((p) => p.status === 'Active' && !p.isActive)).toBe(false);
    expect(positions.every((p) => p.positions >= 1 && p.positions <= 10)).toBe(true);
  });

  it('seeds medical schools and applicants with valid details', async () => {
    const { db } = database;
    const schools = await db.select().from(medicalSchools);
    expect(new Set(schools.map((s) => s.type))).toEqual(
      new Set(['Allopathic', 'Osteopathic', 'International']),
    );
    expect(new Set(schools.map((s) => s.degree))).toEqual(new Set(['MD', 'DO', 'MBBS']));
    for (const school of schools) {
      expect(isValidEmail(school.email ?? ''), school.email ?? '').toBe(true);
      expect(isValidPhone(school.phone ?? ''), school.phone ?? '').toBe(true);
      expect(isValidFax(school.fax ?? ''), school.fax ?? '').toBe(true);
      expect(school.countryId).not.toBeNull();
      if (school.countryId === unitedStatesId) expect(school.stateId).not.toBeNull();
    }

    const people = await db
      .select({ user: users, applicant: applicants })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId));
    expect(people).toHaveLength(60);
    for (const { user, applicant } of people) {
      expect(user.roles).toEqual(['Applicant']);
      expect(isValidEmail(user.email), user.email).toBe(true);
      expect(applicant.code).toMatch(/^ML-\d{6}$/);
      expect(applicant.graduationYear).toBeGreaterThanOrEqual(2019);
      expect(applicant.graduationYear).toBeLessThanOrEqual(2027);
    }
    expect(new Set(people.map((p) => `${p.user.firstName} ${p.user.lastName}`)).size).toBe(60);
    const registered = await db.select({ id: applicantMatchCycles.applicantId }).from(applicantMatchCycles);
    expect(new Set(registered.map((r) => r.id)).size).toBe(60);
  });

  it('publishes rich information pages (heading, list, link) for two specialties', async () => {
    const pages = await database.db
      .select({ specialty: specialties.name, title: specialtyPages.title, body: specialtyPages.body })
      .from(specialtyPages)
      .innerJoin(specialties, eq(specialties.id, specialtyPages.specialtyId))
      .where(eq(specialtyPages.isPublished, true));
    expect(new Set(pages.map((p) => p.specialty))).toEqual(new Set(['Ophthalmology', 'Neurology']));
    for (const page of pages) {
      expect(page.body, page.title).toMatch(/<h2>/);
      expect(page.body, page.title).toMatch(/<(ul|ol)>/);
      expect(page.body, page.title).toMatch(/<a href="\//);
      // Stored as the sanitizer leaves it, like pages saved by the editor.
      expect(sanitizeRichText(page.body), page.title).toBe(page.body);
    }
  });

  it('gives the demo accounts threads, broadcasts and notifications to read (issue 14)', async () => {
    const idOf = async (email: string) =>
      (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    expect(
      await messageCenterCounts(database.db, await idOf('applicant@matchline.test'), ['All']),
    ).toMatchObject({
      unreadMessageCount: 3,
      unreadThreadCount: 2,
      unreadBroadcastCount: 1,
      hasUnreadNotifications: true,
    });
    expect(
      await messageCenterCounts(database.db, await idOf('program@matchline.test'), ['All', 'ProgramUsers']),
    ).toMatchObject({ unreadThreadCount: 0, unreadBroadcastCount: 2, hasUnreadNotifications: true });
    expect(await count('notifications')).toBe(6);
  });

  it('backs every paid invoice with its payment, bills the demo program and leaves the demo applicant a fee to pay (issue 16)', async () => {
    const unbacked = await database.db.execute(
      sql`select count(*)::int as n from invoices i where i.status in ('Paid', 'Refunded')
          and not exists (select 1 from payments p where p.invoice_id = i.id and p.status = 'Succeeded')`,
    );
    expect((unbacked.rows[0] as { n: number }).n).toBe(0);
    const program = await database.db.execute(
      sql`select i.status, i.amount_cents, i.refunded_cents, (select count(*)::int from invoice_items l where l.invoice_id = i.id) as lines
          from invoices i join programs p on p.id = i.program_id where p.code = 'OPH-OR-001' order by i.id`,
    );
    expect(program.rows).toEqual([
      expect.objectContaining({ status: 'Unpaid', lines: 2 }),
      expect.objectContaining({ status: 'Paid', refunded_cents: 5_000, lines: 2 }),
    ]);
    const open = await database.db.execute(
      sql`select count(*)::int as n from invoices i join users u on u.id = i.user_id
          where u.email = 'applicant@matchline.test' and i.status = 'Unpaid'`,
    );
    expect((open.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(1);
  });

  it('leaves bug reports to triage: a new one with the error logged before it, an escalated and a skipped one (ADR 0027)', async () => {
    const { items: reports } = await pageBugReports(
      database.db,
      {},
      { page: 1, pageSize: 10, direction: 'desc' },
    );
    expect(reports.map((r) => r.status)).toEqual(['New', 'Escalated', 'Skipped']);
    expect(reports[0]?.lastErrorMessage).toMatch(/TypeError/);
    expect(reports[1]?.handlerFirstName).toBe('Dana');
  });

  it('changes nothing when run again, and does nothing unforced on a database with users', async () => {
    const before = await snapshot();
    expect(await seedDemoData(database.db, { force: true, now })).toEqual({ seeded: true });
    expect(await snapshot()).toEqual(before);
    expect(await seedDemoData(database.db, { now })).toEqual({ seeded: false });
    expect(await snapshot()).toEqual(before);
  });

  it('restores demo data someone changed when forced', async () => {
    const { db } = database;
    await db
      .update(users)
      .set({ passwordHash: 'changed', roles: ['Applicant'] })
      .where(eq(users.email, 'admin@matchline.test'));
    await db.update(programs).set({ name: 'Renamed' }).where(eq(programs.code, 'OPH-OR-001'));
    await seedDemoData(db, { force: true, now });
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@matchline.test'));
    expect(admin?.roles).toEqual(['Admin']);
    expect(await verifyPassword(admin?.passwordHash ?? '', demoPassword)).toBe(true);
    const [program] = await db.select().from(programs).where(eq(programs.code, 'OPH-OR-001'));
    expect(program?.name).toBe('Pacific Northwest University Medical Center Ophthalmology Residency');
  });
});

describe.each(testDatabaseTargets())('seedDemoData on $name that already has users', (target) => {
  it('is seeded by only one of two servers starting together', async () => {
    const { database: fresh, dispose: disposeFresh } = await target.open();
    try {
      const results = await Promise.all([seedDemoData(fresh.db, { now }), seedDemoData(fresh.db, { now })]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await fresh.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(row?.n).toBe(64);
    } finally {
      await disposeFresh();
    }
  });

  it('leaves it alone unless forced', async () => {
    const { database: other, dispose: disposeOther } = await target.open();
    try {
      await createTestUser(other.db, { email: 'someone@hospital.example', roles: ['Admin'] });
      expect(await seedDemoData(other.db, { now })).toEqual({ seeded: false });
      const [row] = await other.db.select({ n: sql<number>`count(*)::int` }).from(specialties);
      expect(row?.n).toBe(0);
      expect(await other.db.select().from(subspecialties)).toEqual([]);
    } finally {
      await disposeOther();
    }
  });
});
