import { beforeAll, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/seed.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

/** The demo season, as a new installation shows it: every seeded cycle reads back and reaches the calendar. */
describeEachDatabase('match cycles on the demo data', (ctx) => {
  let admin: string;

  beforeAll(async () => {
    await seedDemoData(ctx.database.db, { now: new Date('2026-09-15T12:00:00Z') });
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
  }, 120_000);

  it('serves every seeded cycle, its years, its calendar events and its feed', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/match-cycles?pageSize=100',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json();
    expect(total).toBeGreaterThan(0);
    expect(items).toHaveLength(Math.min(total, 100));
    for (const item of items) {
      const details = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/match-cycles/${item.id}`,
        headers: bearer(admin),
      });
      expect(details.statusCode, item.shortName).toBe(200);
    }

    const years = (await ctx.app.inject({ method: 'GET', url: '/api/match-cycle-years' })).json();
    expect(years.length).toBeGreaterThan(0);
    const calendar = await ctx.app.inject({ method: 'GET', url: '/api/match-calendar' });
    expect(calendar.statusCode).toBe(200);
    const cycleIds = new Set(
      calendar
        .json()
        .flatMap((m: { days: { events: { matchCycleId: number }[] }[] }) => m.days)
        .flatMap((d: { events: { matchCycleId: number }[] }) => d.events)
        .map((e: { matchCycleId: number | null }) => e.matchCycleId)
        .filter((cycleId: number | null) => cycleId !== null),
    );
    expect(cycleIds.size).toBe(total);

    const feed = await ctx.app.inject({ method: 'GET', url: '/api/match-calendar.ics' });
    expect(feed.statusCode).toBe(200);
    const events = feed.body.split('\r\n').filter((line) => line === 'BEGIN:VEVENT');
    const calendarEvents = calendar
      .json()
      .flatMap((m: { days: { events: unknown[] }[] }) => m.days.flatMap((d) => d.events));
    expect(events).toHaveLength(calendarEvents.length);
  });

  it('shows the seeded custom events on the calendar of the season, once however often it is seeded', async () => {
    await seedDemoData(ctx.database.db, { now: new Date('2026-09-15T12:00:00Z'), force: true });
    const months = (await ctx.app.inject({ method: 'GET', url: '/api/match-calendar?year=2026' })).json();
    const custom = months
      .flatMap((m: { days: { events: { type: string; title: string }[] }[] }) => m.days)
      .flatMap((d: { events: { type: string; title: string }[] }) => d.events)
      .filter((e: { type: string }) => e.type === 'Custom')
      .map((e: { title: string }) => e.title);
    expect(custom).toEqual(['Webinar: how the match works', 'Ophthalmology program directors meeting']);
  });
});
