import { beforeAll, expect, it } from 'vitest';
import { hubGroups } from '../../../core/realtime/hubs.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { createInterviewInvitation } from '../../test-support/factories.ts';
import {
  createDayWithRanges,
  createInterviewSeason,
  type InterviewSeasonFixture,
} from '../../test-support/interviews.fixture.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { recordingHubEvents } from '../realtime/hub-events.ts';
import { createPreferenceWindowsService } from './preference-windows.service.ts';
import { createSwapsService } from './swaps.service.ts';

describeEachDatabase('preference windows and swaps: scheduler and swap hub events', (ctx) => {
  let db: DbExecutor;
  let f: InterviewSeasonFixture;
  const recorded = recordingHubEvents();
  let windows: ReturnType<typeof createPreferenceWindowsService>;
  let swaps: ReturnType<typeof createSwapsService>;
  let rangeIds: number[];
  const where = () => ({ matchCycleCode: f.cycleCode, programCode: f.programCode });
  const coordinator = () => ({ userId: f.coordinator.userId, roles: ['ProgramUser' as const] });
  const eventsOf = (hub: string) =>
    recorded.sent.filter((e) => e.hub === hub).map((e) => [e.target, e.audience, e.args]);

  beforeAll(async () => {
    db = ctx.database.db;
    f = await createInterviewSeason(ctx, { applicants: 3 });
    const services = servicesOf(ctx.app);
    const deps = {
      db,
      clock: ctx.clock,
      log: ctx.app.log,
      notify: services.notify,
      hubEvents: recorded,
      access: services.applicantAccess,
    };
    windows = createPreferenceWindowsService(deps);
    swaps = createSwapsService(deps);
    const { ranges } = await createDayWithRanges(
      db,
      { programId: f.programId, matchCycleId: f.cycleId },
      [1, 1],
    );
    rangeIds = ranges.map((r) => r.id);
  });

  it('a close raises CalendarUpdated to the program group and to each invitee', async () => {
    const window = await windows.create(coordinator(), where(), {
      closesAt: new Date(ctx.clock.now().getTime() + 3_600_000).toISOString(),
      waitlistMode: 'Ordered',
    });
    const invitations = [];
    for (const a of f.applicants) {
      const row = await createInterviewInvitation(db, {
        programId: f.programId,
        matchCycleId: f.cycleId,
        applicationId: a.applicationId,
        applicantId: a.applicantId,
        preferenceWindowId: window.id,
      });
      invitations.push(row.id);
      await windows.saveMyPreferences(
        a.userId,
        { matchCycleCode: f.cycleCode, id: row.id },
        { timeRangeIds: [...rangeIds] },
      );
    }
    recorded.sent.length = 0;
    const closed = await windows.closeNow(coordinator(), { ...where(), id: window.id });
    expect(closed.counts).toEqual({ invited: 3, ranked: 3, assigned: 2, waitlisted: 1 });
    expect(eventsOf('ProgramSchedulerNotification')).toEqual([
      [
        'CalendarUpdated',
        { kind: 'group', group: hubGroups.program(f.programId) },
        [{ programId: f.programId }],
      ],
    ]);
    expect(eventsOf('ApplicantSchedulerNotification')).toEqual(
      f.applicants.map((a) => [
        'CalendarUpdated',
        { kind: 'user', userId: a.userId },
        [{ programId: f.programId }],
      ]),
    );
  });

  it('an offer raises SwapRequestCreated to the wanted range holders; its acceptance SwapRequestAcceptedOrCancelled to both', async () => {
    const [first, second] = f.applicants as [
      InterviewSeasonFixture['applicants'][number],
      InterviewSeasonFixture['applicants'][number],
    ];
    const mine = await swaps.list(first.userId, { matchCycleCode: f.cycleCode });
    const [target] = mine.targets;
    expect(target).toBeDefined();
    recorded.sent.length = 0;
    const offer = await swaps.create(
      first.userId,
      { matchCycleCode: f.cycleCode },
      { invitationId: target!.invitationId, wantedTimeRangeId: target!.ranges[0]!.id },
    );
    expect(eventsOf('InterviewSwap')).toEqual([
      [
        'SwapRequestCreated',
        { kind: 'users', userIds: [second.userId, first.userId] },
        [{ swapRequestId: offer.id, programId: f.programId, status: 'Open' }],
      ],
    ]);
    recorded.sent.length = 0;
    await swaps.accept(second.userId, { matchCycleCode: f.cycleCode, id: offer.id });
    expect(eventsOf('InterviewSwap')).toEqual([
      [
        'SwapRequestAcceptedOrCancelled',
        { kind: 'users', userIds: [first.userId, second.userId] },
        [{ swapRequestId: offer.id, programId: f.programId, status: 'Accepted' }],
      ],
    ]);
    expect(eventsOf('ProgramSchedulerNotification')).toEqual([
      [
        'CalendarUpdated',
        { kind: 'group', group: hubGroups.program(f.programId) },
        [{ programId: f.programId }],
      ],
    ]);
  });
});
