/**
 * The match run as it runs in production: a server process (server/main.ts) on PostgreSQL, a
 * national-scale season (52,500 applicants, 6,600 programs, 43,000 positions, 1,000 couples), the
 * final run started through the admin API and executed by the job worker.
 *
 * - Killing the server in the middle of the run leaves no partial result; the restarted server takes
 *   the job again and writes exactly one run, equal to what the engine computes.
 * - The time from the start request to the committed results and the server's peak memory are
 *   printed (bench/README.md reports them); they are measured, not asserted.
 *
 * PostgreSQL only (the issue asks for it there): without TEST_DATABASE_URL there is nothing to run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInstance, nationalShape } from '../../bench/match/generate.ts';
import { solve } from '../../core/match/solve.ts';
import type { Database } from '../db/client.ts';
import { syncReferenceData } from '../db/reference/sync.ts';
import { testDatabaseTargets } from '../db/reference/test-databases.ts';
import { jobs, mailOutbox, matchCycles, matchRunAssignments, matchRuns } from '../db/schema.ts';
import { nodeSha256 } from '../services/match-runs/node-sha256.ts';
import { loadInstanceIntoCycle } from '../test-support/ranked-season.fixture.ts';
import { createCatalogueFixture } from '../test-support/season.fixture.ts';
import {
  freePort,
  peakResidentBytes,
  type ServerProcess,
  startServerProcess,
  waitFor,
} from '../test-support/server-process.ts';
import { createTestUser } from '../test-support/users.fixture.ts';

const peakText = (bytes: number | null) =>
  bytes === null ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MiB`;

const postgres = testDatabaseTargets().find((target) => target.name === 'PostgreSQL');
const APPLICANTS = 52_500;
const COUPLES = 1_000;

describe.runIf(postgres)('national match run through the job, in a server process [PostgreSQL]', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let url: string;
  let cycleId: number;
  let admin: { email: string; password: string };
  let expected: ReturnType<typeof solve>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'matchline-national-'));
  const servers: ServerProcess[] = [];

  async function startServer(): Promise<{ server: ServerProcess; base: string }> {
    const port = await freePort();
    const server = startServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // A killed worker's job is taken again two seconds after its last heartbeat.
      JOB_STALE_AFTER_MS: '2000',
    });
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 60_000);
    return { server, base };
  }

  async function signIn(base: string): Promise<string> {
    const answer = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const body = (await answer.json()) as { idToken: string };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    return body.idToken;
  }

  async function startFinalRun(base: string, token: string): Promise<number> {
    const answer = await fetch(`${base}/api/admin/match-cycles/${cycleId}/match-run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'Final' }),
    });
    const body = (await answer.json()) as { id: number };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    return body.id;
  }

  const jobOf = async (jobId: number) =>
    (await database.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!;
  const runsOfCycle = () => database.db.select().from(matchRuns).where(eq(matchRuns.matchCycleId, cycleId));

  beforeAll(async () => {
    const opened = await postgres!.open();
    database = opened.database;
    dispose = opened.dispose;
    url = opened.url!;
    const db = database.db;
    await syncReferenceData(db);
    const catalogue = await createCatalogueFixture(db);
    cycleId = catalogue.cycles.active;
    await loadInstanceIntoCycle(db, {
      matchCycleId: cycleId,
      specialtyId: catalogue.specialtyId,
      instance: generateInstance(nationalShape(APPLICANTS, COUPLES, 2026)),
      tag: catalogue.tag,
    });
    const past = new Date(Date.now() - 3_600_000);
    await db
      .update(matchCycles)
      .set({ applicantsRankListDeadlineDate: past, programsRankListDeadlineDate: past, matchDate: past })
      .where(eq(matchCycles.id, cycleId));
    admin = await createTestUser(db, { roles: ['Admin'] });
  }, 600_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await dispose?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no partial result when the server is killed during the run, and finishes it after a restart', async () => {
    const first = await startServer();
    const jobId = await startFinalRun(first.base, await signIn(first.base));
    // Kill it while it writes the results (the last step before the commit).
    await waitFor(
      async () => ((await jobOf(jobId)).progressNote === 'Saving the results' ? true : undefined),
      120_000,
      5,
    );
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    expect(await runsOfCycle()).toEqual([]);
    const [orphans] = await database.db
      .select({ n: count() })
      .from(matchRunAssignments)
      .innerJoin(matchRuns, eq(matchRuns.id, matchRunAssignments.matchRunId))
      .where(eq(matchRuns.matchCycleId, cycleId));
    expect(orphans!.n).toBe(0);
    expect((await jobOf(jobId)).status).toBe('Running');

    const second = await startServer();
    const done = await waitFor(async () => {
      const job = await jobOf(jobId);
      return job.status === 'Succeeded' || job.status === 'Failed' ? job : undefined;
    }, 180_000);
    expect(done.status, done.error ?? '').toBe('Succeeded');
    expect(done.attempts).toBe(2);
    const runs = await runsOfCycle();
    expect(runs).toHaveLength(1);
    // The stored run is what the engine computes from the stored input (the instance as read).
    const [stored] = await database.db
      .select({ input: matchRuns.input })
      .from(matchRuns)
      .where(eq(matchRuns.id, runs[0]!.id));
    expected = solve(stored!.input as never, { sha256: nodeSha256 });
    expect(runs[0]).toMatchObject({
      inputHash: expected.inputHash,
      outputHash: expected.outputHash,
      kind: 'Final',
    });
    expect(expected.stats).toMatchObject({ applicants: APPLICANTS, couples: COUPLES });
    const [written] = await database.db
      .select({ n: count() })
      .from(matchRunAssignments)
      .where(inArray(matchRunAssignments.matchRunId, [runs[0]!.id]));
    expect(written!.n).toBe(APPLICANTS);
    second.server.child.kill('SIGTERM');
    await second.server.exited;
  }, 420_000);

  it('runs the national final match through the job: time to committed results and peak memory', async () => {
    const { server, base } = await startServer();
    const token = await signIn(base);
    const started = performance.now();
    const jobId = await startFinalRun(base, token);
    const done = await waitFor(
      async () => {
        const job = await jobOf(jobId);
        return job.status === 'Succeeded' || job.status === 'Failed' ? job : undefined;
      },
      180_000,
      20,
    );
    const elapsedMs = performance.now() - started;
    const peak = peakResidentBytes(server.child.pid!);
    expect(done.status, done.error ?? '').toBe('Succeeded');
    const runId = Number(done.result?.matchRunId);
    const [run] = await database.db
      .select()
      .from(matchRuns)
      .where(and(eq(matchRuns.id, runId), eq(matchRuns.matchCycleId, cycleId)));
    expect(run).toMatchObject({ outputHash: expected.outputHash, status: expected.status });
    console.info(
      `[national match run] ${APPLICANTS} applicants (${COUPLES} couples), ${expected.stats.positions} positions: ` +
        `start request → committed results ${Math.round(elapsedMs)} ms (run record: ${run!.durationMs} ms, solve ${Math.round(expected.stats.solveMs)} ms); ` +
        `server peak RSS ${peakText(peak)}`,
    );

    // Released to the applicants by hand: one mail per applicant, written with the status change.
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const marked = await fetch(`${base}/api/admin/match-cycles/${cycleId}/match-run/final`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ matchRunId: runId }),
    });
    expect(marked.status, await marked.text()).toBe(200);
    const releaseStarted = performance.now();
    const released = await fetch(`${base}/api/admin/match-cycles/${cycleId}/result-sendings/Applicant/run`, {
      method: 'POST',
      headers: auth,
    });
    const releaseMs = performance.now() - releaseStarted;
    expect(released.status, await released.text()).toBe(200);
    const [mails] = await database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(like(mailOutbox.text, '%/match-result%'));
    expect(mails!.n).toBe(APPLICANTS);
    console.info(
      `[national result release] Applicant audience: ${mails!.n} result mails with their statuses, written with the status change in ${Math.round(releaseMs)} ms; server peak RSS ${peakText(peakResidentBytes(server.child.pid!))}`,
    );
    server.child.kill('SIGTERM');
    await server.exited;
  }, 300_000);
});
