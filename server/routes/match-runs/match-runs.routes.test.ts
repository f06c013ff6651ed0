import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { MatchRunJob, MatchRunReport } from '../../../core/contracts/match-runs/match-runs.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { nrmpEightApplicants } from '../../../core/match/fixtures/published-examples.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  applicants,
  jobs,
  matchCycles,
  matchRuns,
  rankLists,
  resultSendings,
  users,
} from '../../db/schema.ts';
import { createJob, createResultSending } from '../../test-support/factories.ts';
import { type LoadedSeason, loadInstanceIntoCycle } from '../../test-support/ranked-season.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('match run (admin)', (ctx) => {
  let db: DbExecutor;
  let cycleId: number;
  let season: LoadedSeason;
  let admin: string;
  const call = routeCaller(ctx, () => admin);
  const base = () => `/api/admin/match-cycles/${cycleId}/match-run`;
  const report = async () => (await call({ method: 'GET', url: base() })).json() as MatchRunReport;
  const start = (kind: string) => call({ method: 'POST', url: base(), payload: { kind } });
  const runJobs = () => servicesOf(ctx.app).jobs.runUntilIdle();

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    cycleId = f.cycles.active;
    season = await loadInstanceIntoCycle(db, {
      matchCycleId: cycleId,
      specialtyId: f.specialtyId,
      instance: nrmpEightApplicants.instance,
      tag: f.tag,
    });
    await db
      .update(matchCycles)
      .set({
        applicantsRankListDeadlineDate: new Date('2099-01-14T08:00:00Z'),
        programsRankListDeadlineDate: new Date('2099-01-15T08:00:00Z'),
      })
      .where(eq(matchCycles.id, cycleId));
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
  });

  it('is for admins only', async () => {
    const refused: string[] = [];
    for (const role of ['Applicant', 'ProgramUser', 'SocietyUser', 'MedSchoolUser'] as const) {
      refused.push((await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken);
    }
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: base() },
        { method: 'POST', url: base(), payload: { kind: 'Trial' } },
        { method: 'GET', url: `${base()}/jobs/1` },
        { method: 'GET', url: `${base()}/history` },
        { method: 'POST', url: `${base()}/final`, payload: { matchRunId: 1 } },
        { method: 'GET', url: `${base()}/runs/1/assignments` },
        { method: 'GET', url: `${base()}/compare?first=1&second=2` },
      ],
      refused,
    );
  });

  it('reports what the run will read before it runs', async () => {
    const before = await report();
    expect(before.applicants).toMatchObject({ registered: 8, ranked: 8, certified: 8, notCertified: 0 });
    expect(before.programs).toMatchObject({
      registered: 4,
      positions: 8,
      certified: 4,
      isDeadlinePassed: false,
    });
    expect(before.couples).toEqual({ linked: 0, certified: 0, pendingProposals: 0, applicantsInCouples: 0 });
    expect(before.actions.canRunTrial).toBe(true);
    expect(before.actions.canRunFinal).toBe(false);
    expect(before.actions.finalDeclineReason).toMatch(
      /^The final match can run only after the rank list deadlines \(.+ PT, .+ PT\)\.$/,
    );
    expect(before.latestJob).toBeNull();
    expect(before.runCount).toBe(0);
  });

  it('runs a trial as a job, one at a time per cycle, and follows its progress', async () => {
    const started = await start('Trial');
    expect(started.statusCode).toBe(200);
    const job = started.json() as MatchRunJob;
    expect(job).toMatchObject({ status: 'Queued', kind: 'Trial', progress: 0 });
    const again = await start('Trial');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.MatchRunAlreadyUnderWay);
    expect((await report()).actions.canRunTrial).toBe(false);

    expect(await runJobs()).toBe(1);
    const done = (await call({ method: 'GET', url: `${base()}/jobs/${job.id}` })).json() as MatchRunJob;
    expect(done).toMatchObject({ status: 'Succeeded', progress: 100, progressNote: 'Done' });
    expect(done.matchRunId).toEqual(expect.any(Number));
    const history = (await call({ method: 'GET', url: `${base()}/history` })).json();
    expect(history.runs).toHaveLength(1);
    expect(history.runs[0]).toMatchObject({ number: 1, kind: 'Trial', status: 'stable', isFinal: false });
    expect(history.runs[0].stats).toMatchObject({ applicants: 8, matched: 6, positions: 8, filled: 6 });
  });

  it('refuses the final run before both deadlines, and runs it after', async () => {
    const early = await start('Final');
    expect(early.statusCode).toBe(409);
    await db
      .update(matchCycles)
      .set({
        applicantsRankListDeadlineDate: new Date(ctx.clock.now().getTime() - 60_000),
        programsRankListDeadlineDate: new Date(ctx.clock.now().getTime() - 60_000),
      })
      .where(eq(matchCycles.id, cycleId));
    expect((await report()).actions.canRunFinal).toBe(true);
    expect((await start('Final')).statusCode).toBe(200);
    await runJobs();
    const history = (await call({ method: 'GET', url: `${base()}/history` })).json();
    expect(history.runs.map((r: { kind: string }) => r.kind)).toEqual(['Final', 'Trial']);
    expect(history.finalRunId).toBeNull();
  });

  it('marks a final run as the result, never a trial, until results are released', async () => {
    const history = (await call({ method: 'GET', url: `${base()}/history` })).json();
    const [finalRun, trialRun] = history.runs;
    const trial = await call({
      method: 'POST',
      url: `${base()}/final`,
      payload: { matchRunId: trialRun.id },
    });
    expect(trial.statusCode).toBe(409);
    expect(trial.json().error.Message).toBe(messages.MatchRunNotFinalKind);
    const marked = await call({
      method: 'POST',
      url: `${base()}/final`,
      payload: { matchRunId: finalRun.id },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ finalRunId: finalRun.id, canChangeFinal: true });
    expect((await report()).finalRunId).toBe(finalRun.id);

    await createResultSending(db, {
      matchCycleId: cycleId,
      audience: 'Program',
      status: 'Sent',
      sentAt: new Date(),
    });
    const locked = await call({
      method: 'POST',
      url: `${base()}/final`,
      payload: { matchRunId: finalRun.id },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.Message).toBe(messages.FinalRunLockedByRelease);
    await db.delete(resultSendings).where(eq(resultSendings.matchCycleId, cycleId));
    const unknown = await call({
      method: 'POST',
      url: `${base()}/final`,
      payload: { matchRunId: 2_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists a run’s results by page, with names and both sides’ ranks', async () => {
    const [run] = (await call({ method: 'GET', url: `${base()}/history` })).json().runs;
    const chenList = nrmpEightApplicants.instance.applicants.find((a) => a.id === 'Chen')!.rank;
    const mercyList = nrmpEightApplicants.instance.programs.find((p) => p.id === 'Mercy')!.rank;
    const page = (
      await call({ method: 'GET', url: `${base()}/runs/${run.id}/assignments?pageSize=5` })
    ).json();
    expect(page.total).toBe(8);
    expect(page.items).toHaveLength(5);
    const chen = (
      await call({
        method: 'GET',
        url: `${base()}/runs/${run.id}/assignments?search=${season.codeOf('Chen')}`,
      })
    ).json();
    expect(chen.items).toEqual([
      expect.objectContaining({
        applicantCode: season.codeOf('Chen'),
        programCode: season.codeOf('Mercy'),
        applicantChoice: chenList.indexOf('Mercy') + 1,
        programRank: mercyList.indexOf('Chen') + 1,
      }),
    ]);
  });

  it('searches a run’s results for `%`, `_` and `\\` as literal characters', async () => {
    const [run] = (await call({ method: 'GET', url: `${base()}/history` })).json().runs;
    const [chen] = await db
      .select({ userId: applicants.userId, lastName: users.lastName })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(eq(applicants.id, season.applicantIds.get('Chen')!));
    await db.update(users).set({ lastName: 'Chen 100%_off\\' }).where(eq(users.id, chen!.userId));
    try {
      const codesFor = async (search: string) =>
        (
          await call({
            method: 'GET',
            url: `${base()}/runs/${run.id}/assignments?search=${encodeURIComponent(search)}`,
          })
        )
          .json()
          .items.map((item: { applicantCode: string }) => item.applicantCode);
      // Unescaped, `%` and `_` would match every row, and a trailing `\\` would be a bad pattern.
      for (const search of ['%', '_', '\\', '0%_o', '%_OFF']) {
        expect(await codesFor(search), search).toEqual([season.codeOf('Chen')]);
      }
      expect(await codesFor('0_%')).toEqual([]);
    } finally {
      await db.update(users).set({ lastName: chen!.lastName }).where(eq(users.id, chen!.userId));
    }
  });

  it('compares two runs: who moved where', async () => {
    const mercy = season.programIds.get('Mercy')!;
    await db
      .update(rankLists)
      .set({ certifiedAt: null })
      .where(and(eq(rankLists.matchCycleId, cycleId), eq(rankLists.programId, mercy)));
    await start('Trial');
    await runJobs();
    const [latest, previous] = (await call({ method: 'GET', url: `${base()}/history` })).json().runs;
    const comparison = (
      await call({ method: 'GET', url: `${base()}/compare?first=${previous.id}&second=${latest.id}` })
    ).json();
    // Mercy's list no longer runs: Chen (and whoever Chen displaces) move; the rest stay.
    expect(comparison.total).toBeGreaterThan(0);
    expect(comparison.total + comparison.unchanged).toBe(8);
    expect(comparison.items).toContainEqual(
      expect.objectContaining({
        applicantCode: season.codeOf('Chen'),
        from: { programCode: season.codeOf('Mercy'), programName: `Program ${season.codeOf('Mercy')}` },
        inFirst: true,
        inSecond: true,
      }),
    );
    const same = (
      await call({ method: 'GET', url: `${base()}/compare?first=${latest.id}&second=${latest.id}` })
    ).json();
    expect(same).toEqual({ items: [], total: 0, unchanged: 8 });
    // A run of another cycle (or none) is not this cycle's to compare; bad ids are refused as such.
    const unknown = await call({ method: 'GET', url: `${base()}/compare?first=${latest.id}&second=2000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.Message).toBe(messages.MatchRunNotFound);
    const bad = await call({ method: 'GET', url: `${base()}/compare?first=x&second=${latest.id}` });
    expect(bad.statusCode).toBe(400);
    await db
      .update(rankLists)
      .set({ certifiedAt: new Date() })
      .where(and(eq(rankLists.matchCycleId, cycleId), eq(rankLists.programId, mercy)));
  });

  it('takes again a job whose worker died, and writes one run', async () => {
    const runsBefore = (await db.select().from(matchRuns).where(eq(matchRuns.matchCycleId, cycleId))).length;
    // A worker claimed the job and died before committing: Running, heartbeat long stopped.
    const dead = await createJob(db, {
      kind: 'match-run',
      payload: { matchCycleId: cycleId, kind: 'Trial' },
      status: 'Running',
      attempts: 1,
      dedupeKey: `match-run:${cycleId}`,
      heartbeatAt: new Date(ctx.clock.now().getTime() - 10 * 60_000),
    });
    expect((await start('Trial')).statusCode).toBe(409);
    await runJobs();
    const [after] = await db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(after).toMatchObject({ status: 'Succeeded', attempts: 2 });
    const runsAfter = (await db.select().from(matchRuns).where(eq(matchRuns.matchCycleId, cycleId))).length;
    expect(runsAfter).toBe(runsBefore + 1);
  });

  it('refuses a run in a cycle that is not active, and answers 404 for an unknown cycle', async () => {
    const f = await createCatalogueFixture(db);
    const planned = await call({
      method: 'POST',
      url: `/api/admin/match-cycles/${f.cycles.planned}/match-run`,
      payload: { kind: 'Trial' },
    });
    expect(planned.statusCode).toBe(409);
    expect(planned.json().error.Message).toBe(messages.MatchRunNeedsActiveCycle);
    expect((await call({ method: 'GET', url: '/api/admin/match-cycles/2000000/match-run' })).statusCode).toBe(
      404,
    );
  });
});
