import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { testDatabaseTargets } from '../reference/test-databases.ts';
import {
  applicants,
  applications,
  interviewDays,
  interviewInvitations,
  interviewPreferenceWindows,
  interviewTimeRanges,
  openHouseTours,
  programs,
  users,
} from '../schema.ts';
import { seedDemoData } from './seed.ts';

/** A day in the interview season and one after the demo cycle's match: the demo season is there either way. */
const loadDays = [new Date('2026-11-22T12:00:00Z'), new Date('2027-04-14T16:00:00Z')];

describe.each(testDatabaseTargets())('the demo interview season on $name', (target) => {
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

      async function demoProgramId(): Promise<number> {
        const [row] = await database.db
          .select({ id: programs.id })
          .from(programs)
          .where(eq(programs.code, 'OPH-OR-001'));
        return row?.id ?? -1;
      }

      it('gives the demo program applications to review, invitations in every status and a window open', async () => {
        const { db } = database;
        const programId = await demoProgramId();
        const toReview = await db
          .select({ id: applications.id })
          .from(applications)
          .leftJoin(interviewInvitations, eq(interviewInvitations.applicationId, applications.id))
          .where(
            and(
              eq(applications.programId, programId),
              eq(applications.status, 'Published'),
              isNull(applications.programDecision),
              isNull(interviewInvitations.id),
            ),
          );
        expect(toReview.length).toBeGreaterThan(0);
        const statuses = await db
          .selectDistinct({ status: interviewInvitations.status })
          .from(interviewInvitations)
          .where(eq(interviewInvitations.programId, programId));
        expect(statuses.map((s) => s.status).sort()).toEqual(['Accepted', 'Canceled', 'Declined', 'Pending']);
        const windows = await db
          .select()
          .from(interviewPreferenceWindows)
          .where(
            and(
              eq(interviewPreferenceWindows.programId, programId),
              eq(interviewPreferenceWindows.status, 'Open'),
              gt(interviewPreferenceWindows.closesAt, now),
            ),
          );
        expect(windows).toHaveLength(1);
        const tours = await db.select().from(openHouseTours).where(gt(openHouseTours.startsAt, now));
        expect(tours.length).toBeGreaterThan(0);
      });

      it('has interview days ahead with free public seats', async () => {
        const programId = await demoProgramId();
        const result = await database.db.execute(sql`
        select coalesce(sum(r.capacity - (select count(*) from ${interviewInvitations} i
                                      where i.time_range_id = r.id and i.status = 'Accepted')), 0)::int as free
        from ${interviewTimeRanges} r join ${interviewDays} d on d.id = r.interview_day_id
        where d.program_id = ${programId} and r.is_public and r.starts_at > ${now.toISOString()}`);
        expect((result.rows[0] as { free: number }).free).toBeGreaterThan(5);
      });

      it('gives the demo applicant invitations to answer', async () => {
        const rows = await database.db
          .select({ status: interviewInvitations.status })
          .from(interviewInvitations)
          .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
          .innerJoin(users, eq(users.id, applicants.userId))
          .where(
            and(eq(users.email, 'applicant@matchline.test'), eq(interviewInvitations.status, 'Pending')),
          );
        expect(rows.length).toBeGreaterThanOrEqual(2);
      });

      it('changes nothing when seeded again', async () => {
        const count = async () =>
          (
            (await database.db.execute(sql`select count(*)::int as n from ${interviewInvitations}`))
              .rows[0] as { n: number }
          ).n;
        const before = await count();
        await seedDemoData(database.db, { now, force: true });
        expect(await count()).toBe(before);
      });
    },
  );
});
