import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { matchCycles } from '../../db/schema.ts';
import { createApplicant, createApplicantMatchCycle } from '../../test-support/factories.ts';
import { routeCaller } from '../../test-support/route-calls.ts';
import { CALIFORNIA, CANADA, createCatalogueFixture, US } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('medical schools', (ctx) => {
  let admin: string;
  let others: string[];
  let codes = 0;
  const tag = Date.now().toString(36);

  const call = routeCaller(ctx, () => admin);

  const body = (overrides: Record<string, unknown> = {}) => {
    codes += 1;
    return {
      code: `MS-${tag}-${codes}`,
      name: `School ${tag} ${codes}`,
      type: 'Allopathic',
      degree: 'MD',
      email: 'Dean@School.example',
      phone: '+1 (503) 555-0110',
      fax: '503-555-0111',
      addressLine: '1 Campus Way',
      city: 'Sacramento',
      countryId: US,
      stateId: CALIFORNIA,
      zip: '95817',
      ...overrides,
    };
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await call({
      method: 'POST',
      url: '/api/admin/medical-schools',
      payload: body(overrides),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    others = [];
    for (const role of ['Applicant', 'SocietyUser', 'MedSchoolUser', 'ProgramUser'] as const) {
      others.push((await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken);
    }
  });

  it('lets only admins use the routes (401 without a token, 403 for other roles)', async () => {
    const school = await create();
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/medical-schools' },
      { method: 'GET', url: `/api/admin/medical-schools/${school.id}` },
      { method: 'POST', url: '/api/admin/medical-schools', payload: body() },
      { method: 'PUT', url: `/api/admin/medical-schools/${school.id}`, payload: body() },
      {
        method: 'POST',
        url: `/api/admin/medical-schools/${school.id}/activation`,
        payload: { isActive: false },
      },
    ];
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      expect((await call(route, null)).statusCode, label).toBe(401);
      for (const token of others) expect((await call(route, token)).statusCode, label).toBe(403);
    }
  });

  it('creates, reads, updates a school with its server-computed actions', async () => {
    const school = await create({ code: `FULL-${tag}` });
    expect(school).toMatchObject({
      code: `FULL-${tag}`,
      type: 'Allopathic',
      degree: 'MD',
      email: 'dean@school.example',
      address: { city: 'Sacramento', stateShortName: 'CA', countryName: 'United States', zip: '95817' },
      isActive: true,
      actions: { canEdit: true, canSwitchActivationStatus: true },
    });
    expect((await call({ method: 'GET', url: `/api/admin/medical-schools/${school.id}` })).json()).toEqual(
      school,
    );
    const updated = await call({
      method: 'PUT',
      url: `/api/admin/medical-schools/${school.id}`,
      payload: body({
        code: school.code,
        name: 'Renamed School',
        type: 'Osteopathic',
        degree: 'DO',
        email: '',
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renamed School',
      type: 'Osteopathic',
      degree: 'DO',
      email: null,
    });
    // Activation has its own call.
    const sneaky = await call({
      method: 'PUT',
      url: `/api/admin/medical-schools/${school.id}`,
      payload: { ...body({ code: school.code }), isActive: false },
    });
    expect(sneaky.statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/admin/medical-schools/999999' })).statusCode).toBe(404);
  });

  it('answers the spec messages for bad input and 409 for a taken code', async () => {
    const empty = await call({ method: 'POST', url: '/api/admin/medical-schools', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().description).toMatchObject({
      code: [messages.CodeIsRequired],
      name: [messages.NameIsRequired],
      type: [messages.SelectType],
      degree: [messages.SelectDegree],
    });
    const bad = await call({
      method: 'POST',
      url: '/api/admin/medical-schools',
      payload: body({ email: 'nope', phone: 'abc', fax: '1 2', zip: '%%', countryId: CANADA }),
    });
    expect(bad.json().description).toMatchObject({
      email: [messages.InvalidEmail],
      phone: [messages.InvalidPhone],
      fax: [messages.InvalidFax],
      zip: [messages.InvalidZip],
    });
    const wrongState = await call({
      method: 'POST',
      url: '/api/admin/medical-schools',
      payload: body({ countryId: CANADA }),
    });
    expect(wrongState.json().description).toMatchObject({ stateId: [messages.StateNotOfCountry] });
    const school = await create();
    const clash = await call({
      method: 'POST',
      url: '/api/admin/medical-schools',
      payload: body({ code: school.code }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.Message).toBe(messages.MedicalSchoolCodeTaken);
    const other = await create();
    const updateClash = await call({
      method: 'PUT',
      url: `/api/admin/medical-schools/${other.id}`,
      payload: body({ code: school.code }),
    });
    expect(updateClash.statusCode).toBe(409);
  });

  it('lists schools paged with search, filters and sort', async () => {
    const listTag = `lst${tag}`;
    await create({ name: `${listTag} Charlie`, type: 'International', countryId: null, stateId: null });
    await create({ name: `${listTag} alpha` });
    const bravo = await create({ name: `${listTag} Bravo`, type: 'Osteopathic', degree: 'DO' });
    await call({
      method: 'POST',
      url: `/api/admin/medical-schools/${bravo.id}/activation`,
      payload: { isActive: false },
    });
    const list = (query = '') =>
      call({ method: 'GET', url: `/api/admin/medical-schools?search=${listTag}&${query}` });
    const page = (await list('pageSize=2')).json();
    expect(page.total).toBe(3);
    expect(page.items.map((s: { name: string }) => s.name)).toEqual([`${listTag} alpha`, `${listTag} Bravo`]);
    expect(page.items[0].actions).toEqual({ canEdit: true, canSwitchActivationStatus: true });
    expect((await list('isActive=false')).json().total).toBe(1);
    expect((await list('type=International')).json().total).toBe(1);
    expect((await list(`stateId=${CALIFORNIA}`)).json().total).toBe(2);
    expect((await list('sort=state')).json().items.at(-1).name).toBe(`${listTag} Charlie`);
    for (const sort of ['code', 'type', 'createdAt'])
      expect((await list(`sort=${sort}&direction=desc`)).statusCode).toBe(200);
    expect((await list('type=Unknown')).statusCode).toBe(400);
  });

  it('refuses to deactivate a school whose applicants take part in an open cycle', async () => {
    const school = await create();
    const f = await createCatalogueFixture(ctx.database.db);
    const user = await ctx.createUser({ roles: ['Applicant'] });
    const db: DbExecutor = ctx.database.db;
    const applicant = await createApplicant(db, {
      userId: user.id,
      code: `A-${tag}-${school.id}`,
      medicalSchoolId: school.id,
    });
    await createApplicantMatchCycle(db, { applicantId: applicant!.id, matchCycleId: f.cycles.active });

    const read = (await call({ method: 'GET', url: `/api/admin/medical-schools/${school.id}` })).json();
    expect(read.actions).toEqual({ canEdit: true, canSwitchActivationStatus: false });
    const refused = await call({
      method: 'POST',
      url: `/api/admin/medical-schools/${school.id}/activation`,
      payload: { isActive: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toBe(messages.MedicalSchoolHasOpenParticipation);

    // Once the season is archived the school may go.
    await db.update(matchCycles).set({ status: 'Archived' }).where(eq(matchCycles.id, f.cycles.active));
    const done = await call({
      method: 'POST',
      url: `/api/admin/medical-schools/${school.id}/activation`,
      payload: { isActive: false },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ isActive: false, actions: { canSwitchActivationStatus: true } });
    const back = await call({
      method: 'POST',
      url: `/api/admin/medical-schools/${school.id}/activation`,
      payload: { isActive: true },
    });
    expect(back.json().isActive).toBe(true);
  });
});
