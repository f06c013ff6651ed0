import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { PERSONAL_STATEMENT_MAX_TEXT } from '../../../core/domain/personal-statements.ts';
import type { DbExecutor } from '../../db/client.ts';
import { matchCycles } from '../../db/schema.ts';
import { signedInApplicant } from '../../test-support/applicant.fixture.ts';
import { createApplication, createProgram } from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller, uniqueTag } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

type Statement = { id: number; title: string; body: string; version: number; textLength: number };

describeEachDatabase('personal statements', (ctx) => {
  let a: { token: string; applicantId: number };
  let b: { token: string; applicantId: number };
  let admin: string;
  let program: string;
  let cycleCode: string;
  let cycleId: number;
  let specialtyId: number;
  const call = routeCaller(ctx, () => a.token);

  beforeAll(async () => {
    a = await signedInApplicant(ctx);
    b = await signedInApplicant(ctx);
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    program = (await signInAs(ctx.app, await ctx.createUser({ roles: ['ProgramUser'] }))).idToken;
    const db: DbExecutor = ctx.database.db;
    const f = await createCatalogueFixture(db);
    cycleCode = `${f.tag}-Active`;
    cycleId = f.cycles.active;
    specialtyId = f.specialtyId;
    await db
      .update(matchCycles)
      .set({ psInstructions: 'One page, please.' })
      .where(eq(matchCycles.id, cycleId));
  });

  async function create(body: Record<string, unknown> = {}, token = a.token): Promise<Statement> {
    const answer = await call(
      {
        method: 'POST',
        url: '/api/applicant/personal-statements',
        payload: { title: 'Why ophthalmology', body: '<p>Since I was a child…</p>', ...body },
      },
      token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  it('guards every route by role', async () => {
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/applicant/personal-statements' },
        { method: 'GET', url: '/api/applicant/personal-statements/1' },
        { method: 'POST', url: '/api/applicant/personal-statements', payload: { title: 'T', body: '' } },
        {
          method: 'PUT',
          url: '/api/applicant/personal-statements/1',
          payload: { title: 'T', body: '', version: 1 },
        },
        { method: 'DELETE', url: '/api/applicant/personal-statements/1' },
      ],
      [admin, program],
    );
  });

  it('creates with a sanitized body and lists with the cycle instructions', async () => {
    const created = await create({
      body: '<p onclick="x()">Hello <script>alert(1)</script><b>world</b></p>',
    });
    expect(created.body).not.toContain('onclick');
    expect(created.body).not.toContain('script');
    expect(created.body).toContain('<strong>world</strong>');
    expect(created).toMatchObject({ version: 1, textLength: 'Hello world'.length, isInUse: false });
    const list = await call({
      method: 'GET',
      url: `/api/applicant/personal-statements?matchCycleCode=${cycleCode}`,
    });
    expect(list.json().instructions).toBe('One page, please.');
    expect(list.json().items.map((s: Statement) => s.id)).toContain(created.id);
    const outside = await call({ method: 'GET', url: '/api/applicant/personal-statements' });
    expect(outside.json().instructions).toBeNull();
  });

  it('limits the visible text, not the markup', async () => {
    const fits = `<p><b>${'a'.repeat(PERSONAL_STATEMENT_MAX_TEXT)}</b></p>`;
    expect((await create({ body: fits })).textLength).toBe(PERSONAL_STATEMENT_MAX_TEXT);
    const tooLong = await call({
      method: 'POST',
      url: '/api/applicant/personal-statements',
      payload: { title: 'Long', body: `<p>${'a'.repeat(PERSONAL_STATEMENT_MAX_TEXT + 1)}</p>` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().description).toEqual({ body: [messages.ExceededNumberOfCharacters] });
    const noTitle = await call({
      method: 'POST',
      url: '/api/applicant/personal-statements',
      payload: { title: '  ', body: '' },
    });
    expect(noTitle.json().description).toEqual({ title: [messages.PersonalStatementTitleIsRequired] });
  });

  it('updates by version and answers 409 with the server copy when stale', async () => {
    const created = await create();
    const put = (version: number, title: string) =>
      call({
        method: 'PUT',
        url: `/api/applicant/personal-statements/${created.id}`,
        payload: { title, body: '<p>Edited</p>', version },
      });
    const first = await put(1, 'First edit');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, title: 'First edit' });
    const stale = await put(1, 'From another phone');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { ErrorCode: 'Conflict', Message: messages.PersonalStatementChangedMeanwhile },
      current: { id: created.id, version: 2, title: 'First edit' },
    });
  });

  it("keeps another applicant's statement out of reach", async () => {
    const created = await create();
    const options = [
      { method: 'GET' as const, url: `/api/applicant/personal-statements/${created.id}` },
      {
        method: 'PUT' as const,
        url: `/api/applicant/personal-statements/${created.id}`,
        payload: { title: 'Mine now', body: '', version: 1 },
      },
      { method: 'DELETE' as const, url: `/api/applicant/personal-statements/${created.id}` },
    ];
    for (const option of options) expect((await call(option, b.token)).statusCode, option.url).toBe(404);
    const list = await call({ method: 'GET', url: '/api/applicant/personal-statements' }, b.token);
    expect(list.json().items.map((s: Statement) => s.id)).not.toContain(created.id);
    expect((await call(options[0]!)).json().title).toBe('Why ophthalmology');
  });

  it('refuses to delete a statement an application uses, deletes it otherwise', async () => {
    const db: DbExecutor = ctx.database.db;
    const used = await create();
    const free = await create();
    const p = await createProgram(db, { code: `PS-${uniqueTag()}`, name: 'Statement program', specialtyId });
    await createApplication(db, {
      applicantId: a.applicantId,
      matchCycleId: cycleId,
      programId: p!.id,
      personalStatementId: used.id,
    });
    const refused = await call({ method: 'DELETE', url: `/api/applicant/personal-statements/${used.id}` });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.Message).toBe(messages.PersonalStatementInUse);
    expect(
      (await call({ method: 'GET', url: `/api/applicant/personal-statements/${used.id}` })).json().isInUse,
    ).toBe(true);
    const deleted = await call({ method: 'DELETE', url: `/api/applicant/personal-statements/${free.id}` });
    expect(deleted.json()).toEqual({ ok: true });
    expect(
      (await call({ method: 'GET', url: `/api/applicant/personal-statements/${free.id}` })).statusCode,
    ).toBe(404);
  });
});
