/**
 * `npx tsx bench/program-applications.ts`: the program's applications list (issue 15) with 5,000
 * applications for one program — the p50/p95 of the repository's one statement per page and of the
 * endpoint (`app.inject`, the whole request: auth, validation, service, response schema).
 * Not a test: nothing fails on time. Figures in bench/README.md.
 *
 * The data (seeded, SQL generate_series): 5,000 applicants with users, profiles (USMLE step 1 and 2
 * scores, COMLEX level 1 for one in five, a current address in one of 50 US states), 40 medical
 * schools, 2 letters each (60 % both received), a signal for one in ten, 3 reviewers' scores for
 * half, a note for one in four, an invitation for one in eight (mixed statuses), decisions for
 * one in six; plus 2,000 applications of 4 other programs in the same cycle (noise).
 *
 * Options: --runs N (default 40), --warmups N (default 5), --applications N (default 5000),
 * --postgres (a fresh database on BENCH_DATABASE_URL's server, or the local one, dropped after the run,
 * instead of in-memory PGlite).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { syncReferenceData } from '../server/db/reference/sync.ts';
import { testDatabaseTargets } from '../server/db/reference/test-databases.ts';
import { pageProgramApplications } from '../server/db/repositories/program-applications.repository.ts';
import {
  createMatchCycle,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
  createSpecialty,
  ensureYear,
} from '../server/test-support/factories.ts';
import { signInAs, testConfig } from '../server/test-support/test-app.ts';
import { createTestUser } from '../server/test-support/users.fixture.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const runs = option('--runs', 40);
const warmups = option('--warmups', 5);
const count = option('--applications', 5000);
const onPostgres = args.includes('--postgres');

// On PostgreSQL a database of its own, created for the run and dropped after it (never the server's default one).
const target = testDatabaseTargets({
  TEST_DATABASE_URL: onPostgres
    ? (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    : undefined,
}).find((t) => t.name === (onPostgres ? 'PostgreSQL' : 'PGlite'));
if (!target) throw new Error('No database target.');
const { database, dispose } = await target.open();
await syncReferenceData(database.db);
const db = database.db;

const tag = Date.now().toString(36);
const seedStart = performance.now();
const { id: specialtyId } = await createSpecialty(db, {
  name: `Bench ${tag}`,
  fullName: `Bench ${tag}`,
  type: 'Residency',
  urlPrefix: `bench-${tag}`,
});
const cycle = await createMatchCycle(db, {
  specialtyId,
  matchCycleYearId: await ensureYear(db, '2027'),
  shortName: `bench-${tag}`,
  matchName: `Bench ${tag}`,
  status: 'Active',
});
const programIds: number[] = [];
for (let p = 0; p < 5; p += 1) {
  const program = await createProgram(db, { code: `BENCH-${tag}-${p}`, name: `Bench ${p}`, specialtyId });
  await createProgramMatchCycle(db, { programId: program!.id, matchCycleId: cycle.id, positions: 10 });
  programIds.push(program!.id);
}
const programId = programIds[0]!;
const reviewers = [];
for (let r = 0; r < 3; r += 1) {
  const user = await createTestUser(db, { roles: ['ProgramUser'], firstName: 'Rev', lastName: `${r}` });
  await createProgramUser(db, { userId: user.id, programId });
  reviewers.push(user);
}
const [reviewer] = reviewers;

const total = count + 2000;
await db.execute(sql`
  insert into medical_schools (code, name, type, degree)
  select 'BMS-' || ${tag} || '-' || g, 'Bench school ' || g, 'Allopathic', 'MD' from generate_series(1, 40) g`);
await db.execute(sql`
  insert into users (email, roles, first_name, last_name)
  select 'bench-' || ${tag} || '-' || g || '@bench.test', '{Applicant}',
    (array['Ann','Ben','Cat','Dan','Eve','Fay','Gus','Hal','Ivy','Jon'])[1 + g % 10],
    'Surname' || lpad((g * 7919 % ${total})::text, 5, '0')
  from generate_series(1, ${total}) g`);
await db.execute(sql`
  insert into applicants (user_id, code, medical_school_id)
  select u.id, 'B' || ${tag} || '-' || u.n,
    (select id from medical_schools where code = 'BMS-' || ${tag} || '-' || (1 + u.n % 40) limit 1)
  from (select id, row_number() over (order by email) as n from users where email like ${`bench-${tag}-%`}) u`);
await db.execute(sql`
  insert into applicant_profiles (applicant_id, addresses, academic_info)
  select a.id,
    jsonb_build_array(jsonb_build_object('kind', 'Current', 'addressLine', '1 Main', 'city', 'Town',
      'countryId', 840, 'stateId', (select id from states where country_id = 840 order by id offset (a.id % 50) limit 1), 'zip', '1')),
    jsonb_build_object(
      'usmle', jsonb_build_object(
        'step1', jsonb_build_object('threeDigitScore', (190 + a.id * 37 % 80)::text),
        'step2ClinicalKnowledge', jsonb_build_object('threeDigitScore', (200 + a.id * 53 % 75)::text)),
      'comlex', case when a.id % 5 = 0 then jsonb_build_object('level1', jsonb_build_object('score', 400 + a.id % 300)) else '{}'::jsonb end)
  from applicants a where a.code like ${`B${tag}-%`}`);
await db.execute(sql`
  insert into letters_of_reference (applicant_id, writer_name, writer_email, writer_token, status)
  select a.id, 'Writer ' || k, 'w' || k || '@bench.test', ${tag} || '-' || a.id || '-' || k,
    case when a.id % 10 < 6 or k = 1 then 'Uploaded' else 'Pending' end
  from applicants a cross join generate_series(1, 2) k where a.code like ${`B${tag}-%`}`);
// The first `count` applicants apply to the benchmarked program, the rest to the 4 others.
await db.execute(sql`
  insert into applications (applicant_id, match_cycle_id, program_id, status, is_signaled, published_at, letter_ids, program_decision)
  select a.id, ${cycle.id},
    case when n <= ${count} then ${programId} else (${sql.raw(`array[${programIds.slice(1).join(',')}]`)})[1 + n % 4] end,
    case when n % 50 = 0 then 'Withdrawn' else 'Published' end,
    n % 10 = 0,
    now() - (n || ' minutes')::interval,
    (select jsonb_agg(l.id) from letters_of_reference l where l.applicant_id = a.id),
    case when n % 6 = 0 then 'InterviewList' when n % 6 = 1 and n % 12 = 1 then 'Declined' end
  from (select a.*, row_number() over (order by a.id) n from applicants a where a.code like ${`B${tag}-%`}) a`);
for (const [i, user] of reviewers.entries()) {
  await db.execute(sql`
    insert into application_scores (application_id, reviewer_user_id, score)
    select id, ${user.id}, 1 + (id + ${i}) % 5 from applications where program_id = ${programId} and id % 2 = 0`);
}
await db.execute(sql`
  insert into application_notes (application_id, program_id, author_user_id, body)
  select id, ${programId}, ${reviewer!.id}, 'Note ' || id from applications where program_id = ${programId} and id % 4 = 0`);
await db.execute(sql`
  insert into interview_invitations (program_id, match_cycle_id, application_id, applicant_id, status)
  select ${programId}, ${cycle.id}, id, applicant_id, (array['Pending','Accepted','Declined','Canceled'])[1 + id % 4]
  from applications where program_id = ${programId} and id % 8 = 0`);
await db.execute(sql`analyze`);
const seedMs = performance.now() - seedStart;

const app = await buildApp({ config: testConfig(), database, mailer: null });
const token = (await signInAs(app, reviewer!)).idToken;

if (args.includes('--explain')) {
  // The plan of the first page by name (one statement), to see where the time goes.
  const { explainProgramApplicationsPage } = await import(
    '../server/db/repositories/program-applications.repository.ts'
  );
  console.log(await explainProgramApplicationsPage(db, { programId, matchCycleId: cycle.id }, reviewer!.id));
}

type Case = { name: string; query: Record<string, string> };
const cases: Case[] = [
  { name: 'first page by name', query: {} },
  { name: 'page 100 by name', query: { page: '100', pageSize: '20' } },
  { name: 'sorted by mean score', query: { sort: 'scoreMean', direction: 'desc' } },
  { name: 'sorted by USMLE step 1', query: { sort: 'usmleStep1', direction: 'desc' } },
  { name: 'search "surname01"', query: { search: 'surname01' } },
  {
    name: 'filters: step 1 ≥ 230, letters complete, not invited',
    query: { usmleStep1Min: '230', lettersComplete: 'true', invited: 'false' },
  },
  {
    name: 'filters: signaled, on the interview list',
    query: { signaled: 'true', decision: 'InterviewList' },
  },
  { name: '100 a page, by sent date', query: { pageSize: '100', sort: 'sentDate', direction: 'desc' } },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(work: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < warmups; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! };
}

const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const flag = (v: string | undefined) => (v === undefined ? undefined : v === 'true');
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

console.log(
  `program applications: ${count} applications of one program (+2,000 elsewhere), ${onPostgres ? 'PostgreSQL' : 'PGlite'}; seeded in ${(seedMs / 1000).toFixed(1)} s; ${runs} runs after ${warmups} warm-ups (ms)`,
);
console.log(
  `${'case'.padEnd(52)} ${'query p50'.padStart(9)} ${'p95'.padStart(7)} | ${'endpoint p50'.padStart(12)} ${'p95'.padStart(7)} | rows/total`,
);
for (const c of cases) {
  const q = c.query;
  let shown = '';
  const query = await measure(async () => {
    const page = await pageProgramApplications(
      db,
      { programId, matchCycleId: cycle.id },
      reviewer!.id,
      {
        search: q.search,
        scores: { usmleStep1: { min: num(q.usmleStep1Min) } },
        lettersComplete: flag(q.lettersComplete),
        invited: flag(q.invited),
        signaled: flag(q.signaled),
        decision: q.decision as 'InterviewList' | undefined,
      },
      (q.sort ?? 'name') as 'name',
      (q.direction ?? 'asc') as 'asc',
      { page: Number(q.page ?? 1), pageSize: Number(q.pageSize ?? 20) },
    );
    shown = `${page.items.length}/${page.total}`;
  });
  const url = `/api/program-user/${cycle.shortName}/BENCH-${tag}-0/applications?${new URLSearchParams(q)}`;
  const endpoint = await measure(async () => {
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  });
  console.log(
    `${c.name.padEnd(52)} ${fmt(query.p50).padStart(9)} ${fmt(query.p95)} | ${fmt(endpoint.p50).padStart(12)} ${fmt(endpoint.p95)} | ${shown}`,
  );
}
await app.close();
await dispose();
