import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantDatePreferences,
  PreferenceWindow,
  PreferenceWindowDetails,
} from '../../../core/contracts/interviews/preference-windows.contract.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import { servicesOf } from '../../app.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  interviewDatePreferences,
  interviewInvitations,
  interviewPreferenceWindows,
  notifications,
} from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplication,
  createInterviewDay,
  createInterviewInvitation,
  createInterviewTimeRange,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const HOUR = 60 * 60_000;

describeEachDatabase('preference windows', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let programCode: string;
  let programId: number;
  let otherProgramId: number;
  let cycleId: number;
  let coordinator: string;
  let outsider: string;
  let admin: string;
  let applicants: SignedInApplicant[];
  /** applications[i] is applicants[i]'s application to the program. */
  let applicationIds: number[];
  /** Ranges of the program: r1 (Jan 15, 1 seat), r2 (Jan 16, 1 seat), r3 (Jan 17, 2 seats); r9 of the other program. */
  const range: Record<'r1' | 'r2' | 'r3' | 'r9', { id: number; date: string }> = {} as never;
  const call = routeCaller(ctx, () => coordinator);
  const windowsUrl = () => `/api/program-user/${code}/${programCode}/preference-windows`;
  const prefsUrl = (invitationId: number) => `/api/applicant/${code}/interviews/${invitationId}/preferences`;
  const inHours = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();

  const openWindow = async (waitlistMode: 'Ordered' | 'Pooled', hours = 48) => {
    const answer = await call({
      method: 'POST',
      url: windowsUrl(),
      payload: { closesAt: inHours(hours), waitlistMode },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as PreferenceWindow;
  };
  let sent = 0;
  /** Invites applicants[i] into the window, in the order given (the program's priority). */
  const inviteInto = async (windowId: number, indexes: number[]) => {
    const ids: number[] = [];
    for (const i of indexes) {
      sent += 1;
      const row = await createInterviewInvitation(db, {
        programId,
        matchCycleId: cycleId,
        applicationId: applicationIds[i]!,
        applicantId: applicants[i]!.applicantId,
        preferenceWindowId: windowId,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sent)),
      });
      ids.push(row.id);
    }
    return ids;
  };
  const rank = (invitationId: number, token: string, timeRangeIds: number[]) =>
    call({ method: 'PUT', url: prefsUrl(invitationId), payload: { timeRangeIds } }, token);
  const invitationsOf = (ids: number[]) =>
    db.select().from(interviewInvitations).where(inArray(interviewInvitations.id, ids));
  const notificationTitles = async (userId: string) =>
    (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    code = `${f.tag}-Active`;
    cycleId = f.cycles.active;
    const program = await createProgram(db, {
      code: `PW-${f.tag}`,
      name: `Window program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const other = await createProgram(db, {
      code: `PW-${f.tag}-b`,
      name: `Other program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    programCode = program!.code;
    programId = program!.id;
    otherProgramId = other!.id;
    for (const p of [program!, other!]) {
      await createProgramMatchCycle(db, { programId: p.id, matchCycleId: cycleId, positions: 2 });
    }
    const member = async (pid: number) => {
      const user = await ctx.createUser({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: user.id, programId: pid, isDirector: false });
      return (await signInAs(ctx.app, user)).idToken;
    };
    coordinator = await member(programId);
    outsider = await member(otherProgramId);
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    const day = async (pid: number, date: string, capacity: number) => {
      const d = await createInterviewDay(db, { programId: pid, matchCycleId: cycleId, date });
      const r = await createInterviewTimeRange(db, {
        interviewDayId: d.id,
        startsAt: new Date(`${date}T17:00:00Z`),
        endsAt: new Date(`${date}T18:00:00Z`),
        capacity,
      });
      return { id: r.id, date };
    };
    range.r1 = await day(programId, '2099-01-15', 1);
    range.r2 = await day(programId, '2099-01-16', 1);
    range.r3 = await day(programId, '2099-01-17', 2);
    range.r9 = await day(otherProgramId, '2099-01-15', 5);
    applicants = [];
    applicationIds = [];
    for (let i = 0; i < 12; i += 1) {
      const a = await signedInApplicant(ctx, { lastName: `Window${i}` });
      applicants.push(a);
      const application = await createApplication(db, {
        applicantId: a.applicantId,
        matchCycleId: cycleId,
        programId,
        status: 'Published',
      });
      applicationIds.push(application.id);
    }
    // Applicant 1 already interviews with the other program on Jan 15.
    const elsewhere = await createApplication(db, {
      applicantId: applicants[1]!.applicantId,
      matchCycleId: cycleId,
      programId: otherProgramId,
      status: 'Published',
    });
    await createInterviewInvitation(db, {
      programId: otherProgramId,
      matchCycleId: cycleId,
      applicationId: elsewhere.id,
      applicantId: applicants[1]!.applicantId,
      status: 'Accepted',
      timeRangeId: range.r9.id,
      interviewDate: range.r9.date,
    });
  });

  it('is for program users (windows) and applicants (rankings) only', async () => {
    const tokenOf = async (role: 'Admin' | 'Applicant' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    const body = { closesAt: inHours(10), waitlistMode: 'Ordered' };
    const [applicant, society, school, programUser] = [
      await tokenOf('Applicant'),
      await tokenOf('SocietyUser'),
      await tokenOf('MedSchoolUser'),
      await tokenOf('ProgramUser'),
    ];
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: windowsUrl() },
        { method: 'GET', url: `${windowsUrl()}/1` },
      ],
      [applicant, society, school],
    );
    await expectRoleGuarded(
      call,
      [
        { method: 'POST', url: windowsUrl(), payload: body },
        { method: 'POST', url: `${windowsUrl()}/1/close`, payload: {} },
        { method: 'POST', url: `${windowsUrl()}/1/cancel`, payload: {} },
      ],
      [admin, applicant, society, school],
    );
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: prefsUrl(1) },
        { method: 'PUT', url: prefsUrl(1), payload: { timeRangeIds: [] } },
      ],
      [admin, programUser, society, school],
    );
    // Allowed roles: the program's users and admins read; a user of another program learns nothing.
    expect((await call({ method: 'GET', url: windowsUrl() })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: windowsUrl() }, admin)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: windowsUrl() }, outsider)).statusCode).toBe(404);
    expect((await call({ method: 'POST', url: windowsUrl(), payload: body }, outsider)).statusCode).toBe(404);
  });

  describe('an Ordered window', () => {
    let window: PreferenceWindow;
    /** Invitations of applicants 0..5, in this priority order. */
    let inv: number[];

    it('opens one window at a time, closing in the future', async () => {
      const past = await call({ method: 'POST', url: windowsUrl(), payload: { closesAt: inHours(-1) } });
      expect(past.statusCode).toBe(409);
      expect(past.json().error.Message).toBe(seasonMessages.PreferenceWindowClosesInPast);
      window = await openWindow('Ordered');
      expect(window).toMatchObject({ status: 'Open', waitlistMode: 'Ordered', assignedAt: null });
      const second = await call({ method: 'POST', url: windowsUrl(), payload: { closesAt: inHours(5) } });
      expect(second.statusCode).toBe(409);
      expect(second.json().error.Message).toBe(seasonMessages.PreferenceWindowAlreadyOpen);
      inv = await inviteInto(window.id, [0, 1, 2, 3, 4, 5]);
    });

    it('lets invitees rank the offered ranges until it closes, and nobody else', async () => {
      const [a0, a1, a2, a3, a4] = applicants as [
        SignedInApplicant,
        SignedInApplicant,
        SignedInApplicant,
        SignedInApplicant,
        SignedInApplicant,
      ];
      const { r1, r2, r3, r9 } = range;
      const offered = await call({ method: 'GET', url: prefsUrl(inv[1]!) }, a1.token);
      expect(offered.statusCode, offered.body).toBe(200);
      const view = offered.json() as ApplicantDatePreferences;
      expect(view.offeredTimeRanges.map((r) => r.id)).toEqual([r1.id, r2.id, r3.id]);
      expect(view.offeredTimeRanges[0]!.conflict).toBe(
        formatMessage(seasonMessages.InterviewAnotherThatDay, { date: r1.date }),
      );
      expect(view).toMatchObject({
        isEditable: true,
        ranking: [],
        window: { id: window.id, status: 'Open' },
      });

      // Everyone wants Jan 15 first.
      for (const [who, list] of [
        [a0, [r1.id, r2.id]],
        [a1, [r1.id, r2.id, r3.id]],
        [a2, [r1.id, r2.id]],
        [a3, [r2.id, r1.id, r3.id]],
        [a4, [r1.id]],
      ] as const) {
        const invitationId = inv[applicants.indexOf(who)]!;
        const saved = await rank(invitationId, who.token, [...list]);
        expect(saved.statusCode, saved.body).toBe(200);
        expect((saved.json() as ApplicantDatePreferences).ranking).toEqual(list);
      }
      // Another program's range, someone else's invitation.
      const foreign = await rank(inv[0]!, a0.token, [r9.id]);
      expect(foreign.statusCode).toBe(409);
      expect(foreign.json().error.Message).toBe(seasonMessages.PreferenceRangeNotOffered);
      expect((await rank(inv[0]!, a1.token, [r1.id])).statusCode).toBe(404);
      const details = (await (
        await call({ method: 'GET', url: `${windowsUrl()}/${window.id}` })
      ).json()) as PreferenceWindowDetails;
      expect(details.window.counts).toEqual({ invited: 6, ranked: 5, assigned: 0, waitlisted: 0 });
      expect(details.invitees.map((i) => i.id)).toEqual(inv);
    });

    it('closes in one batch: a stable, applicant-optimal assignment stored, the rest waitlisted in order, everyone told', async () => {
      const closed = await call({ method: 'POST', url: `${windowsUrl()}/${window.id}/close`, payload: {} });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({
        status: 'Assigned',
        counts: { invited: 6, assigned: 3, waitlisted: 3 },
      });
      const rows = new Map((await invitationsOf(inv)).map((r) => [r.id, r]));
      const { r1, r2, r3 } = range;
      // 0 gets Jan 15 (first in order); 1 cannot have Jan 15 (another interview) and gets Jan 16;
      // 2 lost both and has r3 unranked: waitlisted; 3 ranked Jan 16 first but 1 precedes: Jan 17;
      // 4 only ranked Jan 15: waitlisted; 5 ranked nothing: waitlisted after them.
      expect(inv.map((id) => rows.get(id)!.timeRangeId)).toEqual([r1.id, r2.id, null, r3.id, null, null]);
      expect(inv.map((id) => rows.get(id)!.status)).toEqual([
        'Accepted',
        'Accepted',
        'Pending',
        'Accepted',
        'Pending',
        'Pending',
      ]);
      expect(inv.map((id) => rows.get(id)!.waitlistPosition)).toEqual([null, null, 1, null, 2, 3]);
      expect(rows.get(inv[0]!)!.interviewDate).toBe(r1.date);

      // Stability on what was stored: nobody prefers a range with a free seat or a later holder.
      const ranks = await db
        .select()
        .from(interviewDatePreferences)
        .where(inArray(interviewDatePreferences.invitationId, inv));
      const capacity = new Map([
        [r1.id, 1],
        [r2.id, 1],
        [r3.id, 2],
      ]);
      const blocked = new Map([[inv[1]!, r1.id]]);
      for (const [p, id] of inv.entries()) {
        const mine = ranks.filter((r) => r.invitationId === id).sort((a, b) => a.rank - b.rank);
        const heldRank =
          mine.find((r) => r.timeRangeId === rows.get(id)!.timeRangeId)?.rank ?? Number.POSITIVE_INFINITY;
        for (const better of mine.filter((r) => r.rank < heldRank)) {
          if (blocked.get(id) === better.timeRangeId) continue;
          const holders = inv.filter((other) => rows.get(other)!.timeRangeId === better.timeRangeId);
          expect(holders.length, `range ${better.timeRangeId} has a free seat ${id} wants`).toBe(
            capacity.get(better.timeRangeId),
          );
          expect(holders.every((other) => inv.indexOf(other) < p)).toBe(true);
        }
      }
      expect(await notificationTitles(applicants[0]!.userId)).toContain(
        formatMessage(seasonMessages.PreferenceWindowAssignedTitle, {
          program: `Window program ${programCode.slice(3)}`,
        }),
      );
      expect(await notificationTitles(applicants[4]!.userId)).toContain(
        formatMessage(seasonMessages.PreferenceWindowWaitlistedTitle, {
          program: `Window program ${programCode.slice(3)}`,
        }),
      );
      const mine = (await (
        await call({ method: 'GET', url: prefsUrl(inv[4]!) }, applicants[4]!.token)
      ).json()) as ApplicantDatePreferences;
      expect(mine).toMatchObject({ isEditable: false, isWaitlisted: true, waitlistPosition: 2 });
    });

    it('closes only once, and rankings are frozen after it', async () => {
      const again = await call({ method: 'POST', url: `${windowsUrl()}/${window.id}/close`, payload: {} });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.Message).toBe(seasonMessages.PreferenceWindowNotOpen);
      expect(
        (await call({ method: 'POST', url: `${windowsUrl()}/${window.id}/cancel`, payload: {} })).statusCode,
      ).toBe(409);
      const late = await rank(inv[5]!, applicants[5]!.token, [range.r3.id]);
      expect(late.statusCode).toBe(409);
    });

    it('gives a freed seat to the first waitlisted invitee who ranked it (Ordered), who is told', async () => {
      // Applicant 0 gives up Jan 15: applicant 2 (first on the list, ranked Jan 15) gets it; 4 waits on.
      const cancelled = await call(
        { method: 'POST', url: `/api/applicant/${code}/interviews/${inv[0]!}/cancel`, payload: {} },
        applicants[0]!.token,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await servicesOf(ctx.app).preferenceWindows.idle();
      const rows = new Map((await invitationsOf(inv)).map((r) => [r.id, r]));
      expect(rows.get(inv[2]!)).toMatchObject({
        status: 'Accepted',
        timeRangeId: range.r1.id,
        waitlistPosition: null,
        waitlistedAt: null,
      });
      expect(rows.get(inv[4]!)).toMatchObject({ status: 'Pending', waitlistPosition: 2 });
      expect(await notificationTitles(applicants[2]!.userId)).toContain(
        formatMessage(seasonMessages.WaitlistSeatGivenTitle, {
          program: `Window program ${programCode.slice(3)}`,
        }),
      );
    });
  });

  describe('a Pooled window, closed by the scheduled task', () => {
    let window: PreferenceWindow;
    let inv: number[];

    it('closes when its time came, once even when two closes race', async () => {
      window = await openWindow('Pooled', 2);
      inv = await inviteInto(window.id, [6, 7, 8]);
      for (const [k, i] of [6, 7, 8].entries()) {
        const saved = await rank(inv[k]!, applicants[i]!.token, [range.r3.id]);
        expect(saved.statusCode, saved.body).toBe(200);
      }
      const service = servicesOf(ctx.app).preferenceWindows;
      expect(await service.closeDue()).toBe(0);
      const before = ctx.clock.now();
      ctx.clock.advance(3 * HOUR);
      // The scheduled task and a program's close at once: exactly one assigns.
      const [due, racing] = await Promise.all([
        service.closeDue(),
        withTransaction(db, (tx) => service.closeIn(tx, window.id, ctx.clock.now())),
      ]);
      expect(due + (racing === null ? 0 : 1)).toBe(1);
      expect(await service.closeDue()).toBe(0);
      // Back to the tokens' time (they expire within the hour).
      ctx.clock.set(before);
      const [stored] = await db
        .select()
        .from(interviewPreferenceWindows)
        .where(eq(interviewPreferenceWindows.id, window.id));
      expect(stored!.status).toBe('Assigned');
      // Jan 17 had one seat left (applicant 3 holds the other): 6 gets it, 7 and 8 wait.
      const rows = new Map((await invitationsOf(inv)).map((r) => [r.id, r]));
      expect(inv.map((id) => rows.get(id)!.status)).toEqual(['Accepted', 'Pending', 'Pending']);
    });

    it('tells every waitlisted invitee who ranked a freed seat; the first to accept it wins', async () => {
      const cancelled = await call(
        { method: 'POST', url: `/api/applicant/${code}/interviews/${inv[0]!}/cancel`, payload: {} },
        applicants[6]!.token,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await servicesOf(ctx.app).preferenceWindows.idle();
      const title = formatMessage(seasonMessages.WaitlistSeatFreeTitle, {
        program: `Window program ${programCode.slice(3)}`,
      });
      expect(await notificationTitles(applicants[7]!.userId)).toContain(title);
      expect(await notificationTitles(applicants[8]!.userId)).toContain(title);
      const rows = await invitationsOf([inv[1]!, inv[2]!]);
      expect(rows.every((r) => r.status === 'Pending')).toBe(true);
      const accept = (k: number) =>
        call(
          {
            method: 'POST',
            url: `/api/applicant/${code}/interviews/${inv[k]!}/accept`,
            payload: { timeRangeId: range.r3.id },
          },
          applicants[6 + k]!.token,
        );
      const first = await accept(2);
      expect(first.statusCode, first.body).toBe(200);
      const second = await accept(1);
      expect(second.statusCode).toBe(409);
      expect(second.json().error.Message).toBe(seasonMessages.InterviewRangeFull);
    });
  });

  it('cancels an Open window: its invitees pick a seat as any invitee does', async () => {
    const window = await openWindow('Ordered');
    const [id] = await inviteInto(window.id, [9]);
    const blocked = await call(
      {
        method: 'POST',
        url: `/api/applicant/${code}/interviews/${id!}/accept`,
        payload: { timeRangeId: range.r2.id },
      },
      applicants[9]!.token,
    );
    expect(blocked.statusCode).toBe(409);
    const cancelled = await call({ method: 'POST', url: `${windowsUrl()}/${window.id}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled' });
    const list = (await (await call({ method: 'GET', url: windowsUrl() }, admin)).json()) as {
      windows: PreferenceWindow[];
    };
    expect(list.windows.map((w) => w.status)).toEqual(['Cancelled', 'Assigned', 'Assigned']);
    const [row] = await db
      .select()
      .from(interviewInvitations)
      .where(and(eq(interviewInvitations.id, id!), eq(interviewInvitations.status, 'Pending')));
    expect(row).toBeDefined();
  });
});
