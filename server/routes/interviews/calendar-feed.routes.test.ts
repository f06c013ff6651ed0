import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client.ts';
import { calendarFeeds, openHouseRegistrations, openHouseTours } from '../../db/schema.ts';
import { hashFeedToken } from '../../services/interviews/calendar-feed.service.ts';
import { createInterviewInvitation } from '../../test-support/factories.ts';
import {
  createDayWithRanges,
  createInterviewSeason,
  type InterviewSeasonFixture,
} from '../../test-support/interviews.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

/** The VEVENTs of an iCalendar text, unfolded, as property maps. */
function parseEvents(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n /g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return events;
}

describeEachDatabase('interview calendar feed', (ctx) => {
  let db: DbExecutor;
  let f: InterviewSeasonFixture;
  const call = routeCaller(ctx, () => null);
  const feedUrl = async (token: string, rotate = false) => {
    const answer = await call({ method: 'POST', url: '/api/me/calendar-feed', payload: { rotate } }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { url: string }).url;
  };
  const fetchFeed = (url: string) => call({ method: 'GET', url: new URL(url).pathname });

  beforeAll(async () => {
    db = ctx.database.db;
    f = await createInterviewSeason(ctx, { applicants: 2 });
    const { ranges } = await createDayWithRanges(
      db,
      { programId: f.programId, matchCycleId: f.cycleId },
      [2, 1],
    );
    const [a, b] = f.applicants;
    await createInterviewInvitation(db, {
      programId: f.programId,
      matchCycleId: f.cycleId,
      applicationId: a!.applicationId,
      applicantId: a!.applicantId,
      status: 'Accepted',
      timeRangeId: ranges[0]!.id,
      interviewDate: '2099-01-15',
    });
    await createInterviewInvitation(db, {
      programId: f.programId,
      matchCycleId: f.cycleId,
      applicationId: b!.applicationId,
      applicantId: b!.applicantId,
    });
  });

  it('is for applicants and program users; the feed itself needs only its token', async () => {
    await expectRoleGuarded(
      call,
      [{ method: 'POST', url: '/api/me/calendar-feed', payload: {} }],
      [f.admin, await f.tokenOf('SocietyUser')],
    );
    expect((await call({ method: 'GET', url: `/api/calendar/${'x'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(404);
  });

  it('gives an applicant a private URL of their accepted interviews; only the token’s hash is kept', async () => {
    const [a, b] = f.applicants;
    const url = await feedUrl(a!.token);
    expect(url).toMatch(/^http:\/\/localhost:8080\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(a!.token)).toBe(url);
    const token = url.split('/').pop()!.replace('.ics', '');
    const [stored] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, a!.userId));
    expect(stored!.tokenHash).toBe(hashFeedToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const answer = await fetchFeed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const events = parseEvents(answer.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      DTSTART: '20990115T170000Z',
      DTEND: '20990115T180000Z',
      SUMMARY: `Interview: ${f.programName} (in person)`,
      TRANSP: 'OPAQUE',
    });
    expect(events[0]!.UID).toMatch(/^interview-invitation-\d+@localhost:8080$/);
    // The invitee still to answer has nothing in their calendar.
    expect(parseEvents((await fetchFeed(await feedUrl(b!.token))).body)).toEqual([]);

    const rotated = await feedUrl(a!.token, true);
    expect(rotated).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect(parseEvents((await fetchFeed(rotated)).body).map((e) => e.UID)).toEqual(events.map((e) => e.UID));
  });

  it('lists the open house tours the applicant registered for, a cancelled one marked and free', async () => {
    const [, b] = f.applicants;
    const tours = await db
      .insert(openHouseTours)
      .values(
        [false, true].map((isCancelled, i) => ({
          programId: f.programId,
          matchCycleId: f.cycleId,
          title: `Clinic tour ${i + 1}`,
          startsAt: new Date(`2099-01-1${i + 2}T23:00:00Z`),
          endsAt: new Date(`2099-01-1${i + 3}T00:30:00Z`),
          timeZone: 'America/Los_Angeles',
          location: 'Lobby',
          capacity: 5,
          isCancelled,
        })),
      )
      .returning({ id: openHouseTours.id });
    await db
      .insert(openHouseRegistrations)
      .values(tours.map((t) => ({ tourId: t.id, applicantId: b!.applicantId })));
    const events = parseEvents((await fetchFeed(await feedUrl(b!.token))).body);
    expect(events.map((e) => [e.SUMMARY, e.TRANSP, e.LOCATION])).toEqual([
      [`Open house: ${f.programName}\\, Clinic tour 1`, 'OPAQUE', 'Lobby'],
      [`Cancelled: Open house: ${f.programName}\\, Clinic tour 2`, 'TRANSPARENT', 'Lobby'],
    ]);
  });

  it('gives a program user the ranges of their programs with the booked applicants', async () => {
    const events = parseEvents((await fetchFeed(await feedUrl(f.coordinator.token))).body);
    expect(events.map((e) => [e.SUMMARY, e.DTSTART])).toEqual([
      [`Interviews: ${f.programName} (1/2)`, '20990115T170000Z'],
      [`Interviews: ${f.programName} (0/1)`, '20990115T180000Z'],
    ]);
    expect(events[0]!.DESCRIPTION).toBe('1 of 2 seats booked.\\nIvy Applicant0');
    expect(events[0]!.UID).toMatch(/^interview-range-\d+@localhost:8080$/);
    // The other program's user sees none of this program's ranges.
    expect(parseEvents((await fetchFeed(await feedUrl(f.outsider.token))).body)).toEqual([]);
  });

  it('is rate-limited per address against token guessing', async () => {
    const limited = await ctx.buildApp({ env: { RATE_LIMIT_WRITER: '2/1m' } });
    const guess = () => limited.inject({ method: 'GET', url: `/api/calendar/${'y'.repeat(43)}.ics` });
    expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(429);
  });
});
