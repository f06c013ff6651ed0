import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import { hubGroups } from '../../../core/realtime/hubs.ts';
import { servicesOf } from '../../app.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { interviewPreferenceWindows, notifications } from '../../db/schema.ts';
import {
  createDayWithRanges,
  createInterviewSeason,
  type InterviewSeasonFixture,
} from '../../test-support/interviews.fixture.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { recordingHubEvents } from '../realtime/hub-events.ts';
import { createApplicantInterviewService } from './applicant-interviews.service.ts';
import {
  createInvitationService,
  freeSeats,
  onSeatFreed,
  type SeatFreedHook,
  sendInvitationsIn,
  takeSeat,
} from './invitations.service.ts';

describeEachDatabase('invitation service: seats, notifications and scheduler events', (ctx) => {
  let db: DbExecutor;
  let f: InterviewSeasonFixture;
  const recorded = recordingHubEvents();
  let invitations: ReturnType<typeof createInvitationService>;
  let applicantSide: ReturnType<typeof createApplicantInterviewService>;
  let rangeIds: number[];
  const where = () => ({ matchCycleCode: f.cycleCode, programCode: f.programCode });
  const director = () => ({ userId: f.director.userId, roles: ['ProgramUser' as const] });
  const eventsOf = (hub: string) =>
    recorded.sent.filter((e) => e.hub === hub).map((e) => [e.target, e.audience, e.args]);

  beforeAll(async () => {
    db = ctx.database.db;
    f = await createInterviewSeason(ctx, { applicants: 4 });
    const services = servicesOf(ctx.app);
    const deps = { db, clock: ctx.clock, notify: services.notify, hubEvents: recorded };
    invitations = createInvitationService(deps);
    applicantSide = createApplicantInterviewService({ ...deps, access: services.applicantAccess });
    const { ranges } = await createDayWithRanges(
      db,
      { programId: f.programId, matchCycleId: f.cycleId },
      [2, 1],
    );
    rangeIds = ranges.map((r) => r.id);
  });

  it('sends: the invitees are notified (kind Interview) and both scheduler hubs hear ProgramUserBulkInvite', async () => {
    const [a, b] = f.applicants;
    recorded.sent.length = 0;
    const { results } = await invitations.send(director(), where(), {
      applicationIds: [a!.applicationId, b!.applicationId],
    });
    const ids = results.map((r) => r.invitationId!);
    expect(eventsOf('ProgramSchedulerNotification')).toEqual([
      [
        'ProgramUserBulkInvite',
        { kind: 'group', group: hubGroups.program(f.programId) },
        [{ programId: f.programId, invitationIds: ids }],
      ],
    ]);
    expect(eventsOf('ApplicantSchedulerNotification')).toEqual([
      [
        'ProgramUserBulkInvite',
        { kind: 'user', userId: a!.userId },
        [{ programId: f.programId, invitationIds: [ids[0]] }],
      ],
      [
        'ProgramUserBulkInvite',
        { kind: 'user', userId: b!.userId },
        [{ programId: f.programId, invitationIds: [ids[1]] }],
      ],
    ]);
    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a!.userId), eq(notifications.kind, 'Interview')));
    expect(told).toMatchObject({
      title: formatMessage(seasonMessages.InterviewInvitedTitle, { program: f.programName }),
      data: { matchCycleCode: f.cycleCode },
    });
  });

  it('accept, decline and both cancels raise their events; a freed seat runs the onSeatFreed hooks', async () => {
    const [a, b] = f.applicants;
    const schedule = await applicantSide.schedule(a!.userId, { matchCycleCode: f.cycleCode });
    const invitationOfA = schedule.invitations[0]!.id;
    recorded.sent.length = 0;
    await applicantSide.accept(a!.userId, { matchCycleCode: f.cycleCode }, invitationOfA, rangeIds[0]!);
    expect(eventsOf('ProgramSchedulerNotification').map((e) => e[0])).toEqual([
      'ApplicantAcceptedInvitation',
      'CalendarUpdated',
    ]);
    expect(eventsOf('ApplicantSchedulerNotification')).toEqual([
      ['CalendarUpdated', { kind: 'user', userId: a!.userId }, [{ programId: f.programId }]],
    ]);

    const freed: number[] = [];
    const hook: SeatFreedHook = async (_tx, timeRangeId) => {
      freed.push(timeRangeId);
    };
    onSeatFreed.push(hook);
    try {
      recorded.sent.length = 0;
      await invitations.cancel(director(), where(), invitationOfA, 'Moved');
      expect(freed).toEqual([rangeIds[0]]);
      const [told] = await db
        .select({ body: notifications.body })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, a!.userId),
            eq(
              notifications.title,
              formatMessage(seasonMessages.InterviewCancelledByProgramTitle, { program: f.programName }),
            ),
          ),
        );
      expect(told!.body).toBe(
        `${formatMessage(seasonMessages.InterviewCancelledByProgramBody, { program: f.programName })}\n\nMoved`,
      );
      expect(eventsOf('ProgramSchedulerNotification').map((e) => e[0])).toEqual([
        'CancelInvitation',
        'CalendarUpdated',
      ]);
      expect(eventsOf('ApplicantSchedulerNotification').map((e) => e[0])).toEqual([
        'CancelInvitation',
        'CalendarUpdated',
      ]);
    } finally {
      onSeatFreed.splice(onSeatFreed.indexOf(hook), 1);
    }

    const ofB = (await applicantSide.schedule(b!.userId, { matchCycleCode: f.cycleCode })).invitations[0]!.id;
    recorded.sent.length = 0;
    await applicantSide.decline(b!.userId, { matchCycleCode: f.cycleCode }, ofB);
    expect(eventsOf('ProgramSchedulerNotification')).toEqual([
      [
        'ApplicantDeclinedInvitation',
        { kind: 'group', group: hubGroups.program(f.programId) },
        [{ programId: f.programId, invitationIds: [ofB] }],
      ],
    ]);
    expect(eventsOf('ApplicantSchedulerNotification')).toEqual([]);
  });

  it('shares the seat functions: a preference window’s invitees count against free seats, takeSeat answers refusals', async () => {
    const [, , c, d] = f.applicants;
    const now = ctx.clock.now();
    // 3 seats, nothing held or pending now.
    expect(await freeSeats(db, f.programId, f.cycleId, now)).toBe(3);
    const [window] = await db
      .insert(interviewPreferenceWindows)
      .values({ programId: f.programId, matchCycleId: f.cycleId, closesAt: new Date('2099-01-01T00:00:00Z') })
      .returning();
    const outcomes = await withTransaction(db, (tx) =>
      sendInvitationsIn(
        tx,
        { programId: f.programId, cycleId: f.cycleId },
        [c!.applicationId, d!.applicationId],
        {
          now,
          invitedByUserId: f.director.userId,
          preferenceWindowId: window!.id,
        },
      ),
    );
    expect(outcomes.map((o) => [o.refusal, o.applicantUserId])).toEqual([
      ['None', c!.userId],
      ['None', d!.userId],
    ]);
    expect(await freeSeats(db, f.programId, f.cycleId, now)).toBe(1);
    const taken = await withTransaction(db, (tx) =>
      takeSeat(tx, outcomes[0]!.invitationId!, rangeIds[1]!, { now }),
    );
    expect(taken).toMatchObject({ ok: true, seat: { timeRangeId: rangeIds[1], date: '2099-01-15' } });
    // Taking a seat spends a free seat and a pending invitation: the count stays.
    expect(await freeSeats(db, f.programId, f.cycleId, now)).toBe(1);
    const full = await withTransaction(db, (tx) =>
      takeSeat(tx, outcomes[1]!.invitationId!, rangeIds[1]!, { now }),
    );
    expect(full).toEqual({ ok: false, refusal: 'RangeFull', message: seasonMessages.InterviewRangeFull });
    const again = await withTransaction(db, (tx) =>
      takeSeat(tx, outcomes[0]!.invitationId!, rangeIds[0]!, { now }),
    );
    expect(again).toMatchObject({ ok: false, refusal: 'NotPending' });
  });
});
