import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { mailOutbox, societyUserSpecialties, specialties, users } from '../../db/schema.ts';
import { createMatchCycle, createProgram } from '../../test-support/factories.ts';
import { appWithMailLog } from '../../test-support/mail-log.ts';
import { expectRoleGuarded, routeCaller, uniqueTag } from '../../test-support/route-calls.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const tag = () => uniqueTag();

const body = (t: string, overrides: Record<string, unknown> = {}) => ({
  name: `Ophthalmology ${t}`,
  fullName: `Ophthalmology fellowship ${t}`,
  type: 'Fellowship',
  subspecialtyLabel: 'Track',
  hasCas: true,
  hasAllSubspecialties: false,
  urlPrefix: `Oph-${t}`,
  color: '#a4cef8',
  canRequestProgramRegistration: true,
  canManagePayments: false,
  ...overrides,
});

describeEachDatabase('specialties', (ctx) => {
  let admin: string;
  let applicant: string;
  let society: string;

  const db = (): DbExecutor => ctx.database.db;
  const call = routeCaller(ctx, () => admin);
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call({
      method: 'POST',
      url: '/api/admin/specialties',
      payload: body(tag(), overrides),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; name: string; urlPrefix: string };
  };

  type Queryable = { query: (...args: unknown[]) => Promise<unknown> };
  /** The answer and how many SQL statements it took (the bearer token check included). */
  const counted = async (options: InjectOptions, token: string | null = admin) => {
    const client = (ctx.database.db as unknown as { $client: Queryable }).$client;
    const spy = vi.spyOn(client, 'query');
    const response = await call(options, token);
    const statements = spy.mock.calls.length;
    spy.mockRestore();
    return { response, statements };
  };

  beforeAll(async () => {
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicant = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    society = (await signInAs(ctx.app, await ctx.createUser({ roles: ['SocietyUser'] }))).idToken;
  });

  it('lets only admins use the admin routes (401 without a token, 403 for other roles)', async () => {
    const { id } = await create();
    const userId = '00000000-0000-4000-8000-000000000000';
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/specialties' },
      { method: 'GET', url: `/api/admin/specialties/${id}` },
      { method: 'POST', url: '/api/admin/specialties', payload: body(tag()) },
      { method: 'PUT', url: `/api/admin/specialties/${id}`, payload: body(tag()) },
      { method: 'POST', url: `/api/admin/specialties/${id}/subspecialties`, payload: { name: 'Retina' } },
      { method: 'PUT', url: `/api/admin/specialties/${id}/subspecialties/1`, payload: { name: 'Retina' } },
      { method: 'DELETE', url: `/api/admin/specialties/${id}/subspecialties/1` },
      { method: 'GET', url: `/api/admin/specialties/${id}/society-users` },
      { method: 'POST', url: `/api/admin/specialties/${id}/society-users`, payload: { email: 'a@b.org' } },
      { method: 'DELETE', url: `/api/admin/specialties/${id}/society-users/${userId}` },
    ];
    await expectRoleGuarded(call, routes, [applicant, society]);
    expect((await call(routes[0]!)).statusCode).toBe(200);
    expect((await call(routes[1]!)).statusCode).toBe(200);
    expect((await call(routes[7]!)).statusCode).toBe(200);
  });

  it('creates a specialty with every field, normalizing the URL prefix and colour, and updates it', async () => {
    const t = tag();
    const created = await call({ method: 'POST', url: '/api/admin/specialties', payload: body(t) });
    expect(created.statusCode).toBe(200);
    const specialty = created.json();
    expect(specialty).toMatchObject({
      name: `Ophthalmology ${t}`,
      fullName: `Ophthalmology fellowship ${t}`,
      type: 'Fellowship',
      subspecialtyLabel: 'Track',
      hasCas: true,
      hasAllSubspecialties: false,
      urlPrefix: `oph-${t}`,
      color: '#A4CEF8',
      canRequestProgramRegistration: true,
      canManagePayments: false,
      subspecialties: [],
    });
    const updated = await call({
      method: 'PUT',
      url: `/api/admin/specialties/${specialty.id}`,
      payload: body(t, {
        type: 'Residency',
        color: '#123abc',
        canManagePayments: true,
        subspecialtyLabel: '',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      type: 'Residency',
      color: '#123ABC',
      canManagePayments: true,
      subspecialtyLabel: null,
    });
    const read = await call({ method: 'GET', url: `/api/admin/specialties/${specialty.id}` });
    expect(read.json()).toEqual(updated.json());
  });

  it('defaults the colour to #A4CEF8', async () => {
    const { color } = body(tag());
    expect(color).toBeDefined();
    const created = await create({ color: undefined });
    expect((created as unknown as { color: string }).color).toBe('#A4CEF8');
  });

  it('answers the validation messages of each field', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/admin/specialties',
      payload: { name: ' ', fullName: '', type: 'Other', urlPrefix: 'a b', color: '#12345678' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().description).toMatchObject({
      name: [messages.NameIsRequired],
      fullName: [messages.FullNameIsRequired],
      type: [messages.SelectType],
      urlPrefix: [messages.InvalidUrlPrefix],
      color: [messages.InvalidColor],
    });
    const missing = await call({ method: 'POST', url: '/api/admin/specialties', payload: {} });
    expect(missing.json().description).toMatchObject({
      name: [messages.NameIsRequired],
      urlPrefix: [messages.UrlPrefixIsRequired],
    });
    const colour = await call({
      method: 'POST',
      url: '/api/admin/specialties',
      payload: body(tag(), { color: 'red' }),
    });
    expect(colour.json().description).toEqual({ color: [messages.InvalidColor] });
  });

  it('refuses a taken name (any case) or URL prefix with 409', async () => {
    const first = await create();
    const name = await call({
      method: 'POST',
      url: '/api/admin/specialties',
      payload: body(tag(), { name: first.name.toUpperCase() }),
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().error.Message).toBe(messages.SpecialtyNameTaken);
    const prefix = await call({
      method: 'POST',
      url: '/api/admin/specialties',
      payload: body(tag(), { urlPrefix: first.urlPrefix.toUpperCase() }),
    });
    expect(prefix.statusCode).toBe(409);
    expect(prefix.json().error.Message).toBe(messages.SpecialtyUrlPrefixTaken);
    // Saving a specialty with its own values is no clash.
    const same = await call({
      method: 'PUT',
      url: `/api/admin/specialties/${first.id}`,
      payload: body(tag(), { name: first.name, urlPrefix: first.urlPrefix }),
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown specialty', async () => {
    for (const route of [
      { method: 'GET', url: '/api/admin/specialties/999999' },
      { method: 'PUT', url: '/api/admin/specialties/999999', payload: body(tag()) },
      { method: 'POST', url: '/api/admin/specialties/999999/subspecialties', payload: { name: 'X' } },
      { method: 'GET', url: '/api/admin/specialties/999999/society-users' },
      { method: 'GET', url: '/api/specialties/by-name/no-such-specialty' },
    ] as InjectOptions[]) {
      const response = await call(route);
      expect(response.statusCode, String(route.url)).toBe(404);
      expect(response.json().error.Message).toBe(messages.NotFound);
    }
  });

  it('adds, renames and removes subspecialties; refuses duplicates and removing one a program uses', async () => {
    const { id } = await create();
    const url = `/api/admin/specialties/${id}/subspecialties`;
    const added = await call({ method: 'POST', url, payload: { name: 'Retina' } });
    expect(added.statusCode).toBe(200);
    await call({ method: 'POST', url, payload: { name: 'Cornea' } });
    const twice = await call({ method: 'POST', url, payload: { name: 'retina' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.Message).toBe(messages.SubspecialtyNameTaken);
    const blank = await call({ method: 'POST', url, payload: { name: '' } });
    expect(blank.json().description).toEqual({ name: [messages.NameIsRequired] });

    const details = (await call({ method: 'GET', url: `/api/admin/specialties/${id}` })).json();
    expect(details.subspecialties.map((s: { name: string }) => s.name)).toEqual(['Cornea', 'Retina']);
    const retina = details.subspecialties.find((s: { name: string }) => s.name === 'Retina');
    const cornea = details.subspecialties.find((s: { name: string }) => s.name === 'Cornea');

    const renamed = await call({
      method: 'PUT',
      url: `${url}/${retina.id}`,
      payload: { name: 'Vitreoretinal' },
    });
    expect(renamed.json().subspecialties.map((s: { name: string }) => s.name)).toEqual([
      'Cornea',
      'Vitreoretinal',
    ]);
    const clash = await call({ method: 'PUT', url: `${url}/${retina.id}`, payload: { name: 'CORNEA' } });
    expect(clash.statusCode).toBe(409);

    await createProgram(db(), {
      code: `P-${tag()}`,
      name: 'Eye Institute',
      specialtyId: id,
      subspecialtyId: retina.id,
    });
    const used = await call({ method: 'DELETE', url: `${url}/${retina.id}` });
    expect(used.statusCode).toBe(409);
    expect(used.json().error.Message).toBe('The subspecialty cannot be removed: 1 program(s) use it.');
    const withUse = (await call({ method: 'GET', url: `/api/admin/specialties/${id}` })).json();
    expect(withUse.subspecialties).toContainEqual({ id: retina.id, name: 'Vitreoretinal', programCount: 1 });

    const removed = await call({ method: 'DELETE', url: `${url}/${cornea.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().subspecialties.map((s: { name: string }) => s.name)).toEqual(['Vitreoretinal']);

    // A subspecialty of another specialty is not found through this one.
    const other = await create();
    const foreign = await call({
      method: 'DELETE',
      url: `/api/admin/specialties/${other.id}/subspecialties/${retina.id}`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('pages, searches and sorts the admin list in a fixed number of statements whatever the page size', async () => {
    const t = tag();
    const made: Record<string, number> = {};
    for (const name of ['Zeta', 'Alpha', 'Mid']) {
      const specialty = await create({
        name: `${name} ${t}`,
        urlPrefix: `${name}-${t}`,
        type: name === 'Mid' ? 'Residency' : 'Fellowship',
      });
      made[name] = specialty.id;
    }
    const alpha = made.Alpha!;
    await call({
      method: 'POST',
      url: `/api/admin/specialties/${alpha}/subspecialties`,
      payload: { name: 'A' },
    });
    await call({
      method: 'POST',
      url: `/api/admin/specialties/${alpha}/subspecialties`,
      payload: { name: 'B' },
    });
    await call({ method: 'POST', url: `/api/admin/specialties/${alpha}/pages`, payload: { title: 'About' } });
    await call({
      method: 'POST',
      url: `/api/admin/specialties/${alpha}/society-users`,
      payload: { email: `member-${t}@example.org`.toLowerCase(), create: { firstName: 'M', lastName: 'M' } },
    });

    const list = (query: string) => counted({ method: 'GET', url: `/api/admin/specialties?${query}` });
    const small = await list(`search=${t}&pageSize=2`);
    // One statement for the token, one for the page (counts as subqueries), one for the total.
    expect(small.statements).toBe(3);
    const page = small.response.json();
    expect(page.total).toBe(3);
    expect(page.items.map((s: { name: string }) => s.name)).toEqual([`Alpha ${t}`, `Mid ${t}`]);
    expect(page.items[0]).toMatchObject({
      subspecialtyCount: 2,
      societyUserCount: 1,
      pageCount: 1,
      hasActiveCycle: false,
    });
    expect(page.items[1]).toMatchObject({ subspecialtyCount: 0, societyUserCount: 0, pageCount: 0 });
    expect((await list('pageSize=100')).statements).toBe(3);

    const second = (await list(`search=${t}&pageSize=2&page=2`)).response.json();
    expect(second.items.map((s: { name: string }) => s.name)).toEqual([`Zeta ${t}`]);
    const desc = (await list(`search=${t}&sort=name&direction=desc`)).response.json();
    expect(desc.items[0].name).toBe(`Zeta ${t}`);
    const byType = (await list(`search=${t}&sort=type`)).response.json();
    expect(byType.items.map((s: { type: string }) => s.type)).toEqual([
      'Fellowship',
      'Fellowship',
      'Residency',
    ]);
    // A LIKE wildcard searches for itself.
    expect((await list('search=%25%25%25')).response.json().total).toBe(0);
    const bad = (await list('sort=password&pageSize=1000')).response;
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().description).sort()).toEqual(['pageSize', 'sort']);
  });

  it('lists specialties publicly with subspecialties; activeOnly keeps those with an Active cycle', async () => {
    const active = await create();
    const idle = await create();
    await call({
      method: 'POST',
      url: `/api/admin/specialties/${active.id}/subspecialties`,
      payload: { name: 'Retina' },
    });
    await createMatchCycle(db(), {
      specialtyId: active.id,
      yearCode: String(4000 + Math.floor(Math.random() * 5000)),
      shortName: `ACT-${tag()}`,
      matchName: 'Active match',
      status: 'Active',
    });
    const { response: all, statements } = await counted({ method: 'GET', url: '/api/specialties' }, null);
    expect(all.statusCode).toBe(200);
    // Specialties, then the subspecialties of all of them.
    expect(statements).toBe(2);
    expect(all.headers['cache-control']).toBe('public, max-age=60');
    const ids = all.json().map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([active.id, idle.id]));
    const item = all.json().find((s: { id: number }) => s.id === active.id);
    expect(item).toMatchObject({
      hasActiveCycle: true,
      subspecialties: [{ name: 'Retina' }],
      color: '#A4CEF8',
    });
    expect(item).not.toHaveProperty('canManagePayments');

    const onlyActive = (await call({ method: 'GET', url: '/api/specialties?activeOnly=true' }, null)).json();
    expect(onlyActive.map((s: { id: number }) => s.id)).toContain(active.id);
    expect(onlyActive.map((s: { id: number }) => s.id)).not.toContain(idle.id);
  });

  it('finds a specialty by URL prefix or name in any case, with its published pages in order', async () => {
    const specialty = await create();
    const pagesUrl = `/api/admin/specialties/${specialty.id}/pages`;
    const first = (
      await call({ method: 'POST', url: pagesUrl, payload: { title: 'About', body: '<p>a</p>' } })
    ).json();
    await call({ method: 'POST', url: pagesUrl, payload: { title: 'Draft', isPublished: false } });
    const second = (await call({ method: 'POST', url: pagesUrl, payload: { title: 'Programs' } })).json();
    const byPrefix = await call(
      { method: 'GET', url: `/api/specialties/by-name/${specialty.urlPrefix.toUpperCase()}` },
      null,
    );
    expect(byPrefix.statusCode).toBe(200);
    expect(byPrefix.json()).toMatchObject({
      id: specialty.id,
      pages: [
        { id: first.id, title: 'About', position: 0 },
        { id: second.id, title: 'Programs', position: 2 },
      ],
    });
    const byName = await call(
      { method: 'GET', url: `/api/specialties/by-name/${encodeURIComponent(specialty.name.toLowerCase())}` },
      null,
    );
    expect(byName.json().id).toBe(specialty.id);
  });

  describe('society users', () => {
    it('invites an existing society user, attaches them once they accept, lists and detaches them', async () => {
      const { id } = await create();
      const member = await ctx.createUser({ roles: ['SocietyUser'], firstName: 'Sam', lastName: 'Society' });
      const url = `/api/admin/specialties/${id}/society-users`;
      // An existing account is only invited (issue 11): read the mailed link from the log.
      const { app: mailApp, mailLog } = await appWithMailLog(ctx);
      const attached = await mailApp.inject({
        method: 'POST',
        url,
        payload: { email: member.email.toUpperCase() },
        headers: bearer(admin),
      });
      expect(attached.statusCode, attached.body).toBe(200);
      expect((await call({ method: 'GET', url })).json().total).toBe(0);
      const token = /\/account\/invitations\/([A-Za-z0-9_-]+)/.exec(
        mailLog.latest(member.email)?.body ?? '',
      )?.[1];
      const owner = await signInAs(mailApp, member);
      const accepted = await mailApp.inject({
        method: 'POST',
        url: `/api/account/invitations/${token}/accept`,
        headers: bearer(owner.idToken),
      });
      expect(accepted.json().status).toBe('Accepted');
      expect(attached.json()).toEqual({
        created: false,
        pending: true,
        user: {
          userId: member.id,
          email: member.email,
          fullName: 'Sam Society',
          isActive: true,
          status: 'Active',
        },
      });
      const again = await call({ method: 'POST', url, payload: { email: member.email } });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.Message).toBe(messages.SocietyUserAttached);

      const list = (await call({ method: 'GET', url })).json();
      expect(list).toEqual({ total: 1, items: [attached.json().user] });
      const listed = (
        await call({
          method: 'GET',
          url: `/api/admin/specialties?search=${encodeURIComponent(
            (await call({ method: 'GET', url: `/api/admin/specialties/${id}` })).json().urlPrefix,
          )}`,
        })
      ).json();
      expect(listed.items[0].societyUserCount).toBe(1);

      const detached = await call({ method: 'DELETE', url: `${url}/${member.id}` });
      expect(detached.statusCode).toBe(200);
      expect((await call({ method: 'DELETE', url: `${url}/${member.id}` })).statusCode).toBe(404);
      expect((await call({ method: 'GET', url })).json().total).toBe(0);
    });

    it('refuses a user of another role, and an unknown email without names', async () => {
      const { id } = await create();
      const url = `/api/admin/specialties/${id}/society-users`;
      const other = await ctx.createUser({ roles: ['Applicant'] });
      const wrongRole = await call({ method: 'POST', url, payload: { email: other.email } });
      expect(wrongRole.statusCode).toBe(409);
      expect(wrongRole.json().error.Message).toBe(messages.NotASocietyUser);
      const unknown = await call({ method: 'POST', url, payload: { email: `nobody-${tag()}@example.org` } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.Message).toBe(messages.SocietyUserNotFound);
      const invalid = await call({
        method: 'POST',
        url,
        payload: { email: 'not-an-email', create: { firstName: '', lastName: 'X' } },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().description).toEqual({
        email: [messages.InvalidEmail],
        'create.firstName': [messages.FirstNameIsRequired],
      });
    });

    it('creates a society user who must choose a password at first sign-in (temporary password by mail)', async () => {
      const { id } = await create();
      const email = `new-society-${tag()}@example.org`;
      // The temporary password is a mail secret: read from the log, as a demo does.
      const { app: mailApp, mailLog } = await appWithMailLog(ctx);
      const created = await mailApp.inject({
        method: 'POST',
        url: `/api/admin/specialties/${id}/society-users`,
        payload: { email, create: { firstName: 'Nora', lastName: 'New' } },
        headers: bearer(admin),
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({
        created: true,
        pending: false,
        user: { email, fullName: 'Nora New', status: 'PendingRegistration' },
      });
      const database = db();
      const [user] = await database.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ roles: ['SocietyUser'], mustChangePassword: true });
      const links = await database
        .select()
        .from(societyUserSpecialties)
        .where(eq(societyUserSpecialties.userId, user!.id));
      expect(links).toEqual([{ userId: user!.id, specialtyId: id }]);
      const [mail] = await database.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const temporary = /temporary password (\S+)/.exec(mailLog.latest(email)?.body ?? '')?.[1];
      expect(temporary).toBeDefined();
      expect(mail!.text).not.toContain(temporary);
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: temporary },
      });
      expect(signIn.json().status).toBe('NewPasswordRequired');
    });
  });

  it('keeps specialty rows unchanged by a refused update', async () => {
    const first = await create();
    const second = await create();
    const refused = await call({
      method: 'PUT',
      url: `/api/admin/specialties/${second.id}`,
      payload: body(tag(), { urlPrefix: first.urlPrefix }),
    });
    expect(refused.statusCode).toBe(409);
    const [row] = await db().select().from(specialties).where(eq(specialties.id, second.id));
    expect(row!.name).toBe(second.name);
  });
});
