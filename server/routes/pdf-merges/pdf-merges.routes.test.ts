import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import type { Paged } from '../../../core/contracts/paging.ts';
import type { AdminMergeRow, MergeProgress } from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { vacancies, vacancyApplications } from '../../db/schema.ts';
import { extractPdfText } from '../../services/pdf/pdf-text.ts';
import { createProgramUser } from '../../test-support/factories.ts';
import { createMergeFixture, type MergeFixture } from '../../test-support/pdf-merge.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('bulk PDF merge routes', (ctx) => {
  let db: DbExecutor;
  let fixture: MergeFixture;
  let reviewer: string;
  let outsider: string;
  let admin: string;
  let applicant: string;
  let vacancyApplicationId: number;
  let firstUrl = '';
  const call = routeCaller(ctx, () => reviewer);
  const queue = (payload: object, token?: string) =>
    call({ method: 'POST', url: '/api/BulkPdfMerge/QueueBulkPdfMerge', payload }, token);
  const latest = async (token?: string) => {
    const answer = await call({ method: 'GET', url: '/api/BulkPdfMerge/GetBulkPdfMergeRequest' }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as MergeProgress | null;
  };
  const runJobs = () => servicesOf(ctx.app).jobs.runUntilIdle();

  beforeAll(async () => {
    db = ctx.database.db;
    fixture = await createMergeFixture(db, servicesOf(ctx.app).uploads.storage, [
      ['Анна', 'Иванова'],
      ['伟', '王'],
    ]);
    const member = async (programId: number) => {
      const user = await ctx.createUser({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: user.id, programId });
      return (await signInAs(ctx.app, user)).idToken;
    };
    reviewer = await member(fixture.programId);
    outsider = await member(fixture.otherProgramId);
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicant = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    const [vacancy] = await db
      .insert(vacancies)
      .values({
        programId: fixture.programId,
        specialtyId: fixture.specialtyId,
        title: 'PGY-2 position',
        positionType: 'Residency',
        positions: 1,
        description: 'Open after the match',
        status: 'Open',
      })
      .returning();
    const [vacancyApplication] = await db
      .insert(vacancyApplications)
      .values({ vacancyId: vacancy!.id, applicantId: fixture.applicantIds[1]!, coverNote: '我想加入。' })
      .returning();
    vacancyApplicationId = vacancyApplication!.id;
  });

  it('is for program users and admins; applicants are refused every route', async () => {
    await expectRoleGuarded(
      call,
      [
        {
          method: 'POST',
          url: '/api/BulkPdfMerge/QueueBulkPdfMerge',
          payload: { entityIds: [1], sections: ['Profile'], type: 'FinalMerge' },
        },
        { method: 'POST', url: '/api/BulkPdfMerge/CancelBulkPdfMerge' },
        { method: 'GET', url: '/api/BulkPdfMerge/GetBulkPdfMergeRequest' },
      ],
      [applicant],
    );
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/admin/pdf-merges' },
        { method: 'POST', url: '/api/admin/pdf-merges/1/retry' },
        { method: 'POST', url: '/api/admin/pdf-merges/1/cancel' },
      ],
      [applicant, reviewer],
    );
  });

  it('a program user merges the applications sent to their program and downloads the PDF', async () => {
    expect(await latest()).toBeNull();
    const queued = await queue({
      entityIds: fixture.applicationIds,
      sections: ['ApplicantCoversheet', 'Profile', 'LORs'],
      type: 'FinalMerge',
    });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({
      status: 'Pending',
      message: 'Your request is pending...',
      url: null,
    });
    expect((await latest())?.status).toBe('Pending');
    await runJobs();
    const done = await latest();
    expect(done).toMatchObject({ status: 'Completed', message: 'Your PDF is ready (6 pages).' });
    // The link works without signing in (a browser download), as an attachment.
    const file = await call({ method: 'GET', url: done!.url! }, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="applications-/);
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(6);
    const text = (await extractPdfText(file.rawPayload)).join('\n');
    expect(text).toContain('Анна Иванова');
    expect(text).toContain('伟 王');
    // Someone else's latest request is their own.
    expect(await latest(outsider)).toBeNull();
    // Nothing left to cancel.
    expect((await call({ method: 'POST', url: '/api/BulkPdfMerge/CancelBulkPdfMerge' })).statusCode).toBe(
      404,
    );
    firstUrl = done!.url!;
  });

  it('a program user of another program is refused, and so are unknown applications', async () => {
    const body = { entityIds: fixture.applicationIds, sections: ['Profile'], type: 'FinalMerge' };
    expect((await queue(body, outsider)).statusCode).toBe(403);
    expect((await queue({ ...body, type: 'InterviewCoversheetWithCas' }, outsider)).statusCode).toBe(403);
    expect((await queue({ ...body, entityIds: [fixture.otherApplicationId] })).statusCode).toBe(403);
    expect((await queue({ ...body, entityIds: [2_000_000_000] })).statusCode).toBe(403);
    expect(
      (await queue({ ...body, type: 'VacancyApplication', entityIds: [vacancyApplicationId] }, outsider))
        .statusCode,
    ).toBe(403);
    expect((await queue({ ...body, sections: ['Nope'] })).statusCode).toBe(400);
  });

  it('vacancy applications to the program vacancies merge from their forwarded CAS', async () => {
    const queued = await queue({
      entityIds: [vacancyApplicationId],
      sections: ['VacancyCoversheet'],
      type: 'VacancyApplication',
    });
    expect(queued.statusCode, queued.body).toBe(200);
    await runJobs();
    const done = await latest();
    expect(done?.status).toBe('Completed');
    const text = (
      await extractPdfText((await call({ method: 'GET', url: done!.url! }, null)).rawPayload)
    ).join('\n');
    expect(text).toContain('Vacancy: PGY-2 position');
    expect(text).toContain('我想加入。');
  });

  it('cancel: the current request is cancelled; a new request replaces a running one', async () => {
    const first = (
      await queue({ entityIds: fixture.applicationIds, sections: ['Profile'], type: 'FinalMerge' })
    ).json() as MergeProgress;
    const second = (
      await queue({ entityIds: fixture.applicationIds, sections: ['Profile'], type: 'FinalMerge' })
    ).json() as MergeProgress;
    expect(second.id).toBeGreaterThan(first.id);
    const cancelled = await call({ method: 'POST', url: '/api/BulkPdfMerge/CancelBulkPdfMerge' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await latest())?.status).toBe('Cancelled');
    await runJobs();
    expect((await latest())?.status).toBe('Cancelled');
    const list = await call({ method: 'GET', url: '/api/admin/pdf-merges?status=Cancelled' }, admin);
    const ids = (list.json() as Paged<AdminMergeRow>).items.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('admins merge any applications, list every request, retry and cancel', async () => {
    const queued = await queue(
      {
        entityIds: [fixture.otherApplicationId, fixture.applicationIds[0]!],
        sections: ['ApplicantCoversheet'],
        type: 'FinalMerge',
      },
      admin,
    );
    expect(queued.statusCode, queued.body).toBe(200);
    const id = (queued.json() as MergeProgress).id;
    const cancelled = await call({ method: 'POST', url: `/api/admin/pdf-merges/${id}/cancel` }, admin);
    expect(cancelled.json()).toMatchObject({ id, status: 'Cancelled', count: 2, programName: null });
    const retried = await call({ method: 'POST', url: `/api/admin/pdf-merges/${id}/retry` }, admin);
    expect(retried.json()).toMatchObject({ id, status: 'Pending' });
    await runJobs();
    const page = (
      await call({ method: 'GET', url: '/api/admin/pdf-merges?pageSize=100' }, admin)
    ).json() as Paged<AdminMergeRow>;
    expect(page.items.find((r) => r.id === id)).toMatchObject({ status: 'Completed', pageCount: 2 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect((await call({ method: 'POST', url: `/api/admin/pdf-merges/${id}/retry` }, admin)).statusCode).toBe(
      409,
    );
    expect(
      (await call({ method: 'POST', url: '/api/admin/pdf-merges/999999/retry' }, admin)).statusCode,
    ).toBe(404);
  });

  it('the link expires after 24 hours (410); an unknown token is 404', async () => {
    expect((await call({ method: 'GET', url: firstUrl }, null)).statusCode).toBe(200);
    // After 24 hours the link is gone.
    ctx.clock.advance(25 * 3_600_000);
    expect((await call({ method: 'GET', url: firstUrl }, null)).statusCode).toBe(410);
    expect(
      (await call({ method: 'GET', url: `/api/BulkPdfMerge/Download/${'a'.repeat(43)}` }, null)).statusCode,
    ).toBe(404);
  });
});
