import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { testDatabaseTargets } from '../reference/test-databases.ts';
import {
  interviewDays,
  interviewInvitations,
  interviewTimeRanges,
  meetingEvents,
  meetingRooms,
  programs,
  videoConferenceFeedback,
} from '../schema.ts';
import { businessTimeZone } from './match-cycle-calendar.ts';
import { seedDemoData } from './seed.ts';

/** A day in the interview season and one after the demo cycle's match: the live video day is there either way. */
const loadDays = [new Date('2026-11-24T17:00:00Z'), new Date('2027-04-17T16:00:00Z')];

describe.each(testDatabaseTargets())('the demo video interview day on $name', (target) => {
  describe.each(loadDays.map((now) => ({ now, day: now.toISOString().slice(0, 10) })))(
    'loaded on $day',
    ({ now }) => {
      let database: Database;
      let dispose: () => Promise<void>;

      beforeAll(async () => {
        ({ database, dispose } = await target.open());
        await seedDemoData(database.db, { now });
      });
      afterAll(() => dispose?.());

      const loadDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone }).format(now);

      async function videoRanges(date: string) {
        return database.db
          .select({ id: interviewTimeRanges.id })
          .from(interviewTimeRanges)
          .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
          .innerJoin(programs, eq(programs.id, interviewDays.programId))
          .where(
            and(
              eq(programs.code, 'OPH-OR-001'),
              eq(interviewDays.date, date),
              eq(interviewDays.interviewType, 'MatchlineVideoConference'),
            ),
          );
      }

      it('gives the demo program a video range on the load day with three applicants booked and two rooms', async () => {
        const [range] = await videoRanges(loadDay());
        expect(range).toBeDefined();
        const booked = await database.db
          .select({ id: interviewInvitations.id })
          .from(interviewInvitations)
          .where(
            and(
              eq(interviewInvitations.timeRangeId, range?.id ?? -1),
              eq(interviewInvitations.status, 'Accepted'),
            ),
          );
        expect(booked).toHaveLength(3);
        const rooms = await database.db
          .select({ name: meetingRooms.name, status: meetingRooms.timerStatus })
          .from(meetingRooms)
          .where(eq(meetingRooms.timeRangeId, range?.id ?? -1))
          .orderBy(meetingRooms.position);
        expect(rooms).toEqual([
          { name: 'Faculty room A', status: 'Initial' },
          { name: 'Faculty room B', status: 'Initial' },
        ]);
      });

      it('keeps a passed video day with its log and the feedback sent after it', async () => {
        const feedback = await database.db
          .select({
            rating: videoConferenceFeedback.overallRating,
            rangeId: videoConferenceFeedback.timeRangeId,
          })
          .from(videoConferenceFeedback);
        expect(feedback.map((f) => f.rating).sort()).toEqual([3, 5]);
        const events = await database.db
          .select({ event: meetingEvents.event })
          .from(meetingEvents)
          .where(eq(meetingEvents.timeRangeId, feedback[0]?.rangeId ?? -1));
        expect(events.map((e) => e.event)).toContain('MeetingStopped');
      });

      it('changes nothing when seeded again', async () => {
        const count = async () =>
          (
            (await database.db.execute(sql`select count(*)::int as n from ${meetingRooms}`)).rows[0] as {
              n: number;
            }
          ).n;
        const before = await count();
        await seedDemoData(database.db, { now, force: true });
        expect(await count()).toBe(before);
      });
    },
  );
});
