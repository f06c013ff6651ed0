import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../core/contracts/paging.ts';
import type { AdminBugReport } from '../../../core/contracts/platform/bug-reports.contract.ts';
import { createBugReportService } from '../../services/platform/bug-report.service.ts';
import { recordingHubEvents } from '../../services/realtime/hub-events.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('bug report triage (quality-assurance/bug-reports)', (ctx) => {
  let admin: string;
  let otherAdmin: string;
  let programUser: string;
  let reporterEmail: string;
  let reporterToken: string;
  const call = routeCaller(ctx, () => admin);
  // A word of this file's own, so reports of other tests in the same database do not count.
  const marker = `triage-${randomUUID().slice(0, 8)}`;

  const send = async (description: string, extra: Record<string, unknown> = {}, token?: string) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/bug-reports',
      payload: {
        clientId: randomUUID(),
        description: `${marker} ${description}`,
        userAgent: 'Mozilla/5.0 (iPhone)',
        url: 'https://matchline.test/applicant/rank-list',
        cloudWatchToken: null,
        errorDate: '2026-11-26T10:00:00.000Z',
        source: 'Toast',
        ...extra,
      },
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().id as string;
  };
  const list = async (query = '') => {
    const answer = await call({ method: 'GET', url: `/api/admin/bug-reports?search=${marker}${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Paged<AdminBugReport>;
  };
  const move = (id: string, payload: object, token = admin) =>
    call({ method: 'PUT', url: `/api/admin/bug-reports/${id}/status`, payload }, token);

  beforeAll(async () => {
    admin = (
      await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'], firstName: 'Ada', lastName: 'Admin' }))
    ).idToken;
    otherAdmin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    programUser = (await signInAs(ctx.app, await ctx.createUser({ roles: ['ProgramUser'] }))).idToken;
    const reporter = await ctx.createUser({ roles: ['Applicant'], firstName: 'Rita', lastName: 'Reporter' });
    reporterEmail = reporter.email;
    reporterToken = (await signInAs(ctx.app, reporter)).idToken;
  });

  it('is for admins: a program user and an anonymous caller are refused', async () => {
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/admin/bug-reports' },
        {
          method: 'PUT',
          url: `/api/admin/bug-reports/${randomUUID()}/status`,
          payload: { status: 'Closed' },
        },
      ],
      [programUser, reporterToken],
    );
  });

  it('lists reports newest first with the reporter and the error the client logged last; filters by status', async () => {
    const logged = await ctx.app.inject({
      method: 'POST',
      url: '/api/log/error',
      payload: {
        loggerSessionId: 'session-1',
        message: `${marker} TypeError: rank is undefined`,
        url: 'https://matchline.test/applicant/rank-list',
        userAgent: 'Mozilla/5.0 (iPhone)',
        errorDate: '2026-11-26T10:00:00.000Z',
        errorType: 'TypeError',
      },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const anonymous = await send('The page went blank.');
    ctx.clock.advance(60_000);
    const signedIn = await send(
      'The rank list did not save.',
      { cloudWatchToken: logged.json().id },
      reporterToken,
    );

    const page = await list();
    expect(page.items.map((r) => r.id)).toEqual([signedIn, anonymous]);
    const [newest, older] = page.items;
    expect(newest).toMatchObject({
      status: 'New',
      source: 'Toast',
      url: 'https://matchline.test/applicant/rank-list',
      userAgent: 'Mozilla/5.0 (iPhone)',
      errorDate: '2026-11-26T10:00:00.000Z',
      reporter: { name: 'Rita Reporter', email: reporterEmail },
      handledBy: null,
    });
    expect(newest!.lastError?.message).toBe(`${marker} TypeError: rank is undefined`);
    expect(older!.reporter).toBeNull();
    expect(older!.lastError).toBeNull();

    // Oldest first on request; search by the reporter's address; paged.
    expect((await list('&direction=asc')).items.map((r) => r.id)).toEqual([anonymous, signedIn]);
    const answer = await call({
      method: 'GET',
      url: `/api/admin/bug-reports?search=${encodeURIComponent(reporterEmail)}`,
    });
    expect((answer.json() as Paged<AdminBugReport>).items.map((r) => r.id)).toEqual([signedIn]);
    const first = await list('&pageSize=1&page=2');
    expect(first.total).toBe(2);
    expect(first.items.map((r) => r.id)).toEqual([anonymous]);

    expect((await move(anonymous, { status: 'Skipped' })).statusCode).toBe(200);
    expect((await list('&status=Skipped')).items.map((r) => r.id)).toEqual([anonymous]);
    expect((await list('&status=New')).items.map((r) => r.id)).toEqual([signedIn]);
  });

  it('moves a report along the triage with who and when; a move the triage does not allow is refused in words', async () => {
    const id = await send('Escalate me.');
    const escalated = await move(id, { status: 'Escalated', note: '  Seen on iOS 18 only.  ' });
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect(escalated.json()).toMatchObject({
      status: 'Escalated',
      handledBy: 'Ada Admin',
      note: 'Seen on iOS 18 only.',
      handledAt: ctx.clock.now().toISOString(),
    });

    const skipped = await move(id, { status: 'Skipped' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error.Message).toBe('A Escalated bug report cannot be marked Skipped.');

    // A move without a note keeps the note; closed, it can be opened again.
    const closed = await move(id, { status: 'Closed' });
    expect(closed.json()).toMatchObject({ status: 'Closed', note: 'Seen on iOS 18 only.' });
    expect((await move(id, { status: 'New', note: null })).json()).toMatchObject({
      status: 'New',
      note: null,
    });

    expect((await move(randomUUID(), { status: 'Closed' })).statusCode).toBe(404);
    expect((await move(id, { status: 'Gone' })).statusCode).toBe(400);
    expect((await move(id, { status: 'Closed', note: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('two admins closing the same report at once: one moves it, the other is told', async () => {
    const id = await send('Race me.');
    const answers = await Promise.all([
      move(id, { status: 'Closed' }, admin),
      move(id, { status: 'Escalated' }, otherAdmin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  describe('live', () => {
    it('a new report and each move reach the admins on the BugReports hub; a retried report is not news', async () => {
      const hubEvents = recordingHubEvents();
      const reports = createBugReportService({ db: ctx.database.db, clock: ctx.clock, hubEvents });
      const adminUser = await ctx.createUser({ roles: ['Admin'] });
      const input = {
        clientId: randomUUID(),
        description: `${marker} live`,
        userAgent: 'UA',
        url: '/',
        source: 'ErrorPage' as const,
      };
      const { id } = await reports.submit(input, null);
      await reports.submit(input, null);
      await reports.move(adminUser.id, id, { status: 'Closed' });
      expect(hubEvents.sent).toEqual([
        expect.objectContaining({
          hub: 'BugReports',
          audience: { kind: 'role', role: 'Admin' },
          target: 'BugReportStatusChanged',
          args: [{ id, status: 'New' }],
        }),
        expect.objectContaining({ args: [{ id, status: 'Closed' }] }),
      ]);
    });
  });
});
