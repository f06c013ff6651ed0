import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { createSpecialty } from '../../test-support/factories.ts';
import { routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Webinar: how the match works',
  description: 'For applicants and program directors.',
  startsAt: '2026-09-15T10:00:00-07:00',
  endsAt: '2026-09-15T11:00:00-07:00',
  specialtyId: null,
  ...overrides,
});

describeEachDatabase('match calendar custom events', (ctx) => {
  let admin: string;
  let applicant: string;
  let specialtyId: number;
  let otherSpecialtyId: number;

  const call = routeCaller(ctx, () => admin);
  const create = (body: unknown) =>
    call({ method: 'POST', url: '/api/admin/match-calendar-events', payload: body as object });

  beforeAll(async () => {
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicant = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    const db: DbExecutor = ctx.database.db;
    const rows = [];
    for (const name of ['Retina', 'Glaucoma']) {
      rows.push(
        await createSpecialty(db, {
          name: `${name} events`,
          fullName: `${name} fellowship`,
          type: 'Fellowship',
          urlPrefix: `${name.toLowerCase()}-events`,
          color: name === 'Retina' ? '#AA0000' : '#00AA00',
        }),
      );
    }
    specialtyId = rows[0]!.id;
    otherSpecialtyId = rows[1]!.id;
  });

  it('lets only admins manage custom events (401 without a token, 403 for another role)', async () => {
    const id = (await create(event())).json().id;
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/match-calendar-events' },
      { method: 'GET', url: `/api/admin/match-calendar-events/${id}` },
      { method: 'POST', url: '/api/admin/match-calendar-events', payload: event() },
      { method: 'PUT', url: `/api/admin/match-calendar-events/${id}`, payload: event() },
      { method: 'DELETE', url: `/api/admin/match-calendar-events/${id}` },
    ];
    for (const route of routes) {
      expect((await call(route, null)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await call(route, applicant)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('creates, reads, lists, updates and deletes an event', async () => {
    const created = await create(event({ title: 'Retina open house', specialtyId }));
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      title: 'Retina open house',
      description: 'For applicants and program directors.',
      startsAt: '2026-09-15T17:00:00.000Z',
      endsAt: '2026-09-15T18:00:00.000Z',
      specialtyId,
      specialtyName: 'Retina events',
    });
    const url = `/api/admin/match-calendar-events/${body.id}`;
    expect((await call({ method: 'GET', url })).json()).toEqual(body);

    const listed = await call({
      method: 'GET',
      url: `/api/admin/match-calendar-events?search=retina&specialtyId=${specialtyId}`,
    });
    expect(listed.json()).toEqual({ items: [body], total: 1 });

    const updated = await call({
      method: 'PUT',
      url,
      payload: event({ title: 'Retina open house (moved)', description: '  ', endsAt: null }),
    });
    expect(updated.json()).toMatchObject({
      title: 'Retina open house (moved)',
      description: null,
      endsAt: null,
      specialtyId: null,
      specialtyName: null,
    });
    expect((await call({ method: 'DELETE', url })).json()).toEqual({ ok: true });
    expect((await call({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await call({ method: 'PUT', url, payload: event() })).statusCode).toBe(404);
  });

  it('refuses an event ending before it starts, and missing fields, with the field messages', async () => {
    const backwards = await create(event({ endsAt: '2026-09-15T09:00:00-07:00' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().description).toEqual({ endsAt: [messages.StartBeforeEnd] });
    const same = await create(event({ endsAt: '2026-09-15T10:00:00-07:00' }));
    expect(same.json().description).toEqual({ endsAt: [messages.StartBeforeEnd] });
    const empty = await create({ title: ' ', startsAt: '' });
    expect(empty.json().description).toEqual({
      title: [messages.TitleIsRequired],
      startsAt: [messages.StartTimeIsRequired],
    });
    expect((await create(event({ startsAt: 'soon' }))).json().description).toEqual({
      startsAt: [messages.InvalidDate],
    });
    expect((await create(event({ specialtyId: 999_999 }))).json().description).toEqual({
      specialtyId: [messages.SpecialtyNotFound],
    });
    expect((await create(event({ title: 'x'.repeat(201) }))).json().description).toEqual({
      title: [messages.ExceededNumberOfCharacters],
    });
  });

  it("shows custom events on the calendar and in the feed: a specialty's own plus those for all", async () => {
    const mine = (
      await create(
        event({
          title: 'Retina meeting',
          specialtyId,
          startsAt: '2031-02-03T16:00:00-08:00',
          endsAt: '2031-02-03T17:30:00-08:00',
        }),
      )
    ).json();
    const all = (
      await create(event({ title: 'For everyone', startsAt: '2031-02-10T09:00:00-08:00', endsAt: null }))
    ).json();
    const theirs = (
      await create(
        event({
          title: 'Glaucoma meeting',
          specialtyId: otherSpecialtyId,
          startsAt: '2031-02-11T09:00:00-08:00',
          endsAt: null,
        }),
      )
    ).json();

    const months = (
      await call({ method: 'GET', url: `/api/match-calendar?year=2031&specialtyId=${specialtyId}` }, null)
    ).json();
    const events = months.flatMap((m: { days: { events: { id: string }[] }[] }) =>
      m.days.flatMap((d) => d.events),
    );
    const custom = events.filter((e: { type: string }) => e.type === 'Custom');
    expect(custom.map((e: { customEventId: number }) => e.customEventId)).toEqual([mine.id, all.id]);
    expect(custom[0]).toMatchObject({
      id: `custom-${mine.id}`,
      title: 'Retina meeting',
      start: '2031-02-04T00:00:00.000Z',
      end: '2031-02-04T01:30:00.000Z',
      allDay: false,
      specialtyName: 'Retina events',
      color: '#AA0000',
    });
    // Presidents' Day falls in February 2031: the months shown keep their public holidays.
    expect(events.some((e: { type: string }) => e.type === 'PublicHoliday')).toBe(true);
    // Without a specialty, every custom event; another season, none of these.
    const everyone = (await call({ method: 'GET', url: '/api/match-calendar?year=2031' }, null)).json();
    expect(JSON.stringify(everyone)).toContain(`custom-${theirs.id}`);
    const otherYear = (await call({ method: 'GET', url: '/api/match-calendar?year=2032' }, null)).json();
    expect(JSON.stringify(otherYear)).not.toContain('"Custom"');

    const feed = await call(
      { method: 'GET', url: `/api/match-calendar.ics?year=2031&specialtyId=${specialtyId}` },
      null,
    );
    const lines = feed.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`UID:custom-${mine.id}@matchline`);
    expect(lines).toContain(`UID:custom-${all.id}@matchline`);
    expect(lines).not.toContain(`UID:custom-${theirs.id}@matchline`);
    expect(lines).toContain('DTSTART:20310204T000000Z');
    expect(lines).toContain('DTEND:20310204T013000Z');
    expect(lines).toContain('DESCRIPTION:For applicants and program directors.');
  });

  it('pages the admin list on the server, sorted as asked', async () => {
    for (const n of [3, 1, 2]) {
      await create(event({ title: `Paging ${n}`, startsAt: `2040-01-0${n}T09:00:00-08:00`, endsAt: null }));
    }
    const page = await call({
      method: 'GET',
      url: '/api/admin/match-calendar-events?search=Paging&sort=title&direction=desc&pageSize=2&page=1',
    });
    expect(page.json().total).toBe(3);
    expect(page.json().items.map((e: { title: string }) => e.title)).toEqual(['Paging 3', 'Paging 2']);
    const second = await call({
      method: 'GET',
      url: '/api/admin/match-calendar-events?search=Paging&pageSize=2&page=2',
    });
    expect(second.json().items.map((e: { title: string }) => e.title)).toEqual(['Paging 3']);
  });
});
