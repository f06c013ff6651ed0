import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import { findUserByEmail } from '../../db/repositories/users.repository.ts';
import { users } from '../../db/schema.ts';
import { appWithMailLog } from '../../test-support/mail-log.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import {
  CALIFORNIA,
  CANADA,
  type CatalogueFixture,
  createCatalogueFixture,
  FRANCE,
  ONTARIO,
  US,
} from '../../test-support/season.fixture.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const urlMessage = formatMessage(messages.InvalidUrl, { host: 'https://www.example.com' });

describeEachDatabase('programs', (ctx) => {
  let admin: string;
  let applicant: string;
  let society: string;
  let f: CatalogueFixture;
  let codes = 0;

  const call = routeCaller(ctx, () => admin);

  const body = (overrides: Record<string, unknown> = {}) => {
    codes += 1;
    return {
      code: `P${f.tag}-${codes}`,
      name: `Program ${f.tag} ${codes}`,
      specialtyId: f.specialtyId,
      subspecialtyId: f.subspecialtyId,
      newInstitution: { name: `Institution ${f.tag} ${codes}`, city: 'Portland' },
      addressLine: '3181 SW Sam Jackson Park Road',
      city: 'Portland',
      countryId: US,
      stateId: CALIFORNIA,
      zip: '97239',
      phone: '+1 (503) 555-0110',
      fax: '503-555-0111',
      website: 'https://program.example',
      description: 'A fine program.',
      isActive: true,
      ...overrides,
    };
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await call({ method: 'POST', url: '/api/admin/programs', payload: body(overrides) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicant = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    society = (await signInAs(ctx.app, await ctx.createUser({ roles: ['SocietyUser'] }))).idToken;
    f = await createCatalogueFixture(ctx.database.db);
  });

  it('lets only admins use the admin routes (401 without a token, 403 for other roles)', async () => {
    const program = await create();
    const id = program.id;
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/programs' },
      { method: 'GET', url: `/api/admin/programs/${id}` },
      { method: 'POST', url: '/api/admin/programs', payload: body() },
      { method: 'PUT', url: `/api/admin/programs/${id}`, payload: body() },
      { method: 'GET', url: `/api/admin/programs/${id}/positions` },
      {
        method: 'PUT',
        url: `/api/admin/programs/${id}/positions/${f.cycles.active}`,
        payload: { positions: 1 },
      },
      { method: 'DELETE', url: `/api/admin/programs/${id}/positions/${f.cycles.active}` },
      { method: 'GET', url: `/api/admin/programs/${id}/users` },
      { method: 'POST', url: `/api/admin/programs/${id}/users/attach`, payload: { email: 'a@b.test' } },
      {
        method: 'POST',
        url: `/api/admin/programs/${id}/users`,
        payload: { email: 'a@b.test', firstName: 'A', lastName: 'B' },
      },
      {
        method: 'PUT',
        url: `/api/admin/programs/${id}/users/00000000-0000-4000-8000-000000000000`,
        payload: { isDirector: true },
      },
      { method: 'DELETE', url: `/api/admin/programs/${id}/users/00000000-0000-4000-8000-000000000000` },
      { method: 'GET', url: '/api/admin/institutions' },
    ];
    await expectRoleGuarded(call, routes, [applicant, society]);
    expect((await call(routes[0]!)).statusCode).toBe(200);
    expect((await call(routes[1]!)).statusCode).toBe(200);
    expect((await call(routes[4]!)).statusCode).toBe(200);
    expect((await call(routes[7]!)).statusCode).toBe(200);
    expect((await call(routes[12]!)).statusCode).toBe(200);
  });

  it('creates a program with a new institution and every field, and reads it back', async () => {
    const program = await create({ code: `FULL-${f.tag}`, name: `Full Program ${f.tag}` });
    expect(program).toMatchObject({
      code: `FULL-${f.tag}`,
      name: `Full Program ${f.tag}`,
      specialtyId: f.specialtyId,
      subspecialtyId: f.subspecialtyId,
      subspecialtyName: `Sub ${f.tag}`,
      institutionName: expect.stringContaining(`Institution ${f.tag}`),
      countryId: US,
      countryName: 'United States',
      stateId: CALIFORNIA,
      stateShortName: 'CA',
      zip: '97239',
      phone: '+1 (503) 555-0110',
      fax: '503-555-0111',
      website: 'https://program.example',
      isActive: true,
    });
    const read = await call({ method: 'GET', url: `/api/admin/programs/${program.id}` });
    expect(read.json()).toEqual(program);

    // A second program picks the institution the first one created.
    const second = await create({ newInstitution: null, institutionId: program.institutionId });
    expect(second.institutionId).toBe(program.institutionId);
    const found = await call({
      method: 'GET',
      url: `/api/admin/institutions?search=${encodeURIComponent(program.institutionName)}`,
    });
    expect(found.json()).toMatchObject({
      total: 1,
      items: [{ id: program.institutionId, city: 'Portland', stateShortName: 'CA' }],
    });
  });

  it('updates a program; clearing optional fields stores nulls', async () => {
    const program = await create();
    const answer = await call({
      method: 'PUT',
      url: `/api/admin/programs/${program.id}`,
      payload: body({
        code: program.code,
        name: 'Renamed program',
        subspecialtyId: null,
        newInstitution: null,
        institutionId: program.institutionId,
        countryId: CANADA,
        stateId: ONTARIO,
        zip: 'M5G 1X8',
        phone: '',
        fax: null,
        website: '',
        isActive: false,
      }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'Renamed program',
      subspecialtyId: null,
      stateShortName: 'ON',
      countryName: 'Canada',
      phone: null,
      fax: null,
      website: null,
      isActive: false,
    });
  });

  it('answers field messages in the spec words for bad input', async () => {
    const empty = await call({ method: 'POST', url: '/api/admin/programs', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().description).toMatchObject({
      code: [messages.CodeIsRequired],
      name: [messages.NameIsRequired],
      specialtyId: [messages.SelectSpecialty],
    });
    const bad = await call({
      method: 'POST',
      url: '/api/admin/programs',
      payload: body({
        phone: '12',
        fax: '503 555 0111',
        website: 'program.example',
        zip: 'a$b',
        code: 'with space',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().description).toMatchObject({
      phone: [messages.InvalidPhone],
      fax: [messages.InvalidFax],
      website: [urlMessage],
      zip: [messages.InvalidZip],
      code: [messages.InvalidCode],
    });
    const references = await call({
      method: 'POST',
      url: '/api/admin/programs',
      payload: body({ stateId: null, subspecialtyId: 999_999 }),
    });
    expect(references.statusCode).toBe(400);
    expect(references.json().description).toMatchObject({
      stateId: [messages.SelectState],
      subspecialtyId: [messages.SubspecialtyNotOfSpecialty],
    });
    const wrongState = await call({
      method: 'POST',
      url: '/api/admin/programs',
      payload: body({ countryId: CANADA }),
    });
    expect(wrongState.json().description).toMatchObject({ stateId: [messages.StateNotOfCountry] });
    // A country without states needs none.
    const abroad = await call({
      method: 'POST',
      url: '/api/admin/programs',
      payload: body({ countryId: FRANCE, stateId: null }),
    });
    expect(abroad.statusCode, abroad.body).toBe(200);
  });

  it('answers 409 for a taken code or institution name, 404 for an unknown program', async () => {
    const program = await create();
    const clash = await call({
      method: 'POST',
      url: '/api/admin/programs',
      payload: body({ code: program.code }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.Message).toBe(messages.ProgramCodeTaken);
    const other = await create();
    const renamed = await call({
      method: 'PUT',
      url: `/api/admin/programs/${other.id}`,
      payload: body({ code: program.code, newInstitution: null }),
    });
    expect(renamed.statusCode).toBe(409);
    const institution = await call({
      method: 'POST',
      url: '/api/admin/programs',
      payload: body({ newInstitution: { name: program.institutionName, city: 'Elsewhere' } }),
    });
    expect(institution.statusCode).toBe(409);
    expect(institution.json().error.Message).toBe(messages.InstitutionExists);
    expect((await call({ method: 'GET', url: '/api/admin/programs/999999' })).statusCode).toBe(404);
    expect(
      (await call({ method: 'PUT', url: '/api/admin/programs/999999', payload: body() })).statusCode,
    ).toBe(404);
  });

  it('lists programs paged with search, filters and sort', async () => {
    const tag = `list${f.tag}`;
    const names = ['Charlie', 'alpha', 'Bravo'];
    const created: { id: number; code: string; name: string }[] = [];
    for (const name of names) {
      created.push(
        await create({
          name: `${tag} ${name}`,
          newInstitution: null,
          city: name === 'Bravo' ? 'Boston' : 'Portland',
        }),
      );
    }
    const list = (query: string) =>
      call({ method: 'GET', url: `/api/admin/programs?search=${tag}&${query}` });
    const byName = (await list('pageSize=2')).json();
    expect(byName.total).toBe(3);
    expect(byName.items.map((p: { name: string }) => p.name)).toEqual([`${tag} alpha`, `${tag} Bravo`]);
    const page2 = (await list('pageSize=2&page=2')).json();
    expect(page2.items.map((p: { name: string }) => p.name)).toEqual([`${tag} Charlie`]);
    const desc = (await list('direction=desc')).json();
    expect(desc.items[0].name).toBe(`${tag} Charlie`);
    const byCity = await call({ method: 'GET', url: `/api/admin/programs?search=Boston&pageSize=100` });
    expect(byCity.json().items.some((p: { id: number }) => p.id === created[2]!.id)).toBe(true);
    const inactive = created[2]!;
    await call({
      method: 'PUT',
      url: `/api/admin/programs/${inactive.id}`,
      payload: body({ code: inactive.code, name: inactive.name, newInstitution: null, isActive: false }),
    });
    expect((await list('isActive=false')).json().total).toBe(1);
    expect((await list('isActive=true')).json().total).toBe(2);
    expect((await list(`specialtyId=${f.specialtyId}&stateId=${CALIFORNIA}`)).json().total).toBe(3);
    expect((await list(`stateId=${ONTARIO}`)).json().total).toBe(0);
    for (const sort of ['code', 'specialty', 'state', 'createdAt']) {
      const sorted = await list(`sort=${sort}`);
      expect(sorted.statusCode, sort).toBe(200);
      expect(sorted.json().total).toBe(3);
    }
    await call({
      method: 'PUT',
      url: `/api/admin/programs/${created[0]!.id}/positions/${f.cycles.active}`,
      payload: { positions: 2 },
    });
    // Filtered by a cycle, each row carries its positions in that cycle; unfiltered, null.
    expect(
      (await list(`matchCycleId=${f.cycles.active}`))
        .json()
        .items.map((p: { id: number; positions: number | null }) => [p.id, p.positions]),
    ).toEqual([[created[0]!.id, 2]]);
    expect((await list('')).json().items.map((p: { positions: number | null }) => p.positions)).toEqual([
      null,
      null,
      null,
    ]);
    expect((await list('sort=bogus')).statusCode).toBe(400);
  });

  it('keeps positions per cycle: add, change, remove; archived cycles read-only; other specialties refused', async () => {
    const program = await create();
    const url = (cycle: number) => `/api/admin/programs/${program.id}/positions/${cycle}`;
    const initial = (
      await call({ method: 'GET', url: `/api/admin/programs/${program.id}/positions` })
    ).json();
    expect(initial.items).toEqual([]);
    expect(initial.availableCycles.map((c: { id: number }) => c.id).sort()).toEqual(
      [f.cycles.active, f.cycles.planned].sort(),
    );
    const added = await call({ method: 'PUT', url: url(f.cycles.active), payload: { positions: 4 } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items).toMatchObject([
      { matchCycleId: f.cycles.active, positions: 4, isReadOnly: false },
    ]);
    expect(added.json().availableCycles.map((c: { id: number }) => c.id)).toEqual([f.cycles.planned]);
    const changed = await call({ method: 'PUT', url: url(f.cycles.active), payload: { positions: 0 } });
    expect(changed.json().items[0].positions).toBe(0);

    const negative = await call({ method: 'PUT', url: url(f.cycles.active), payload: { positions: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().description.positions).toEqual([messages.GreaterOrEqualZero]);
    const archived = await call({ method: 'PUT', url: url(f.cycles.archived), payload: { positions: 1 } });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error.Message).toBe(messages.MatchCycleArchived);
    const other = await createCatalogueFixture(ctx.database.db);
    const foreign = await call({ method: 'PUT', url: url(other.cycles.active), payload: { positions: 1 } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().description.matchCycleId).toEqual([messages.MatchCycleOfAnotherSpecialty]);
    expect((await call({ method: 'PUT', url: url(999_999), payload: { positions: 1 } })).statusCode).toBe(
      404,
    );

    const removed = await call({ method: 'DELETE', url: url(f.cycles.active) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect((await call({ method: 'DELETE', url: url(f.cycles.active) })).statusCode).toBe(404);
  });

  it('creates, attaches, promotes and detaches program users', async () => {
    const program = await create();
    const base = `/api/admin/programs/${program.id}/users`;
    const email = `director-${f.tag}@example.test`;
    const created = await call({
      method: 'POST',
      url: base,
      payload: { email, firstName: 'Dana', lastName: 'Director', isDirector: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ email, isDirector: true, status: 'PendingRegistration' });
    const user = await findUserByEmail(ctx.database.db, email);
    expect(user).toMatchObject({ mustChangePassword: true, roles: ['ProgramUser'] });
    const mail = (await servicesOf(ctx.app).mailOutbox.list({ to: email, page: 1, pageSize: 5 })).items[0];
    expect(mail?.text).toMatch(/temporary password \S+/);
    expect(mail?.text).toContain(`as a program director of ${program.name}`);

    const again = await call({
      method: 'POST',
      url: base,
      payload: { email, firstName: 'D', lastName: 'D' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.ProgramUserExists);

    // Attaching an existing account invites it (issue 11): it joins when its owner accepts the mailed link.
    const { app: mailApp, mailLog } = await appWithMailLog(ctx);
    const existing = await ctx.createUser({ roles: ['Applicant'], lastName: 'Aardvark' });
    const attached = await call({
      method: 'POST',
      url: `${base}/attach`,
      payload: { email: existing.email },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toEqual({
      email: existing.email,
      isDirector: false,
      pending: true,
      expiresAt: expect.any(String),
    });
    expect((await findUserByEmail(ctx.database.db, existing.email))?.roles).toEqual(['Applicant']);
    expect((await call({ method: 'GET', url: base })).json().total).toBe(1);
    // The mail of ctx.app's attach is not in mailLog's log: invite again through the logging app.
    const reinvited = await mailApp.inject({
      method: 'POST',
      url: `${base}/attach`,
      payload: { email: existing.email },
      headers: bearer(admin),
    });
    expect(reinvited.statusCode).toBe(200);
    const token = /\/account\/invitations\/([A-Za-z0-9_-]+)/.exec(
      mailLog.latest(existing.email)?.body ?? '',
    )?.[1];
    const owner = await signInAs(mailApp, existing);
    const accepted = await mailApp.inject({
      method: 'POST',
      url: `/api/account/invitations/${token}/accept`,
      headers: bearer(owner.idToken),
    });
    expect(accepted.json().status).toBe('Accepted');
    expect((await findUserByEmail(ctx.database.db, existing.email))?.roles.sort()).toEqual([
      'Applicant',
      'ProgramUser',
    ]);
    const twice = await call({ method: 'POST', url: `${base}/attach`, payload: { email: existing.email } });
    expect(twice.statusCode).toBe(409);
    const unknown = await call({
      method: 'POST',
      url: `${base}/attach`,
      payload: { email: 'nobody@example.test' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().description.email).toEqual([messages.UserNotFound]);
    const invalid = await call({
      method: 'POST',
      url: base,
      payload: { email: 'x', firstName: '', lastName: '' },
    });
    expect(invalid.json().description).toMatchObject({
      email: [messages.InvalidEmail],
      firstName: [messages.FirstNameIsRequired],
      lastName: [messages.LastNameIsRequired],
    });

    const list = (await call({ method: 'GET', url: base })).json();
    expect(list.total).toBe(2);
    // Directors first.
    expect(list.items.map((u: { email: string }) => u.email)).toEqual([email, existing.email]);

    const promoted = await call({
      method: 'PUT',
      url: `${base}/${existing.id}`,
      payload: { isDirector: true },
    });
    expect(promoted.json().isDirector).toBe(true);

    const detached = await call({ method: 'DELETE', url: `${base}/${existing.id}` });
    expect(detached.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, existing.id));
    expect(row?.roles).toEqual(['Applicant']);
    expect((await call({ method: 'DELETE', url: `${base}/${existing.id}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: base })).json().total).toBe(1);
  });

  it('serves the public directory of active programs and the comparison with current positions', async () => {
    const other = await createCatalogueFixture(ctx.database.db);
    const make = (name: string, isActive = true) =>
      create({
        name: `${other.tag} ${name}`,
        specialtyId: other.specialtyId,
        subspecialtyId: null,
        newInstitution: null,
        isActive,
      });
    const a = await make('Alpha');
    const b = await make('Beta');
    await make('Gamma', false);
    const directory = await call(
      { method: 'GET', url: `/api/specialties/${other.specialtyId}/programs` },
      null,
    );
    expect(directory.statusCode).toBe(200);
    expect(directory.json()).toMatchObject({ total: 2, items: [{ id: a.id }, { id: b.id }] });
    expect((await call({ method: 'GET', url: '/api/specialties/999999/programs' }, null)).statusCode).toBe(
      404,
    );

    await call({
      method: 'PUT',
      url: `/api/admin/programs/${a.id}/positions/${other.cycles.active}`,
      payload: { positions: 6 },
    });
    await call({
      method: 'PUT',
      url: `/api/admin/programs/${a.id}/positions/${other.cycles.planned}`,
      payload: { positions: 9 },
    });
    const compared = await call({ method: 'GET', url: `/api/programs/compare?ids=${b.id},${a.id}` }, null);
    expect(compared.statusCode, compared.body).toBe(200);
    expect(compared.json()).toMatchObject([
      { id: b.id, positions: null, website: 'https://program.example' },
      { id: a.id, positions: 6, currentCycleName: `Match ${other.tag} Active` },
    ]);
    const one = await call({ method: 'GET', url: `/api/programs/compare?ids=${a.id}` }, null);
    expect(one.statusCode).toBe(400);
    expect(one.json().description.ids).toEqual([messages.CompareProgramsCount]);
    expect((await call({ method: 'GET', url: '/api/programs/compare?ids=1,2,3,4,5' }, null)).statusCode).toBe(
      400,
    );
    expect(
      (await call({ method: 'GET', url: `/api/programs/compare?ids=${a.id},999999` }, null)).statusCode,
    ).toBe(404);
  });
});
