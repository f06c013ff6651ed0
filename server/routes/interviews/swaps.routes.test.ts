import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ApplicantSwaps, OwnSwapRequest } from '../../../core/contracts/interviews/swaps.contract.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { interviewInvitations, interviewSwapRequests, notifications } from '../../db/schema.ts';
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

describeEachDatabase('interview swaps', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let programName: string;
  let applicants: SignedInApplicant[];
  /** seat[i]: applicants[i]'s invitation to the program. */
  let seat: number[];
  /** rA Jan 15, rB Jan 16, rC Jan 17 (program, 3 seats each); rX Jan 16 (another program); rH hidden. */
  const range: Record<'rA' | 'rB' | 'rC' | 'rX' | 'rH' | 'rP', { id: number; date: string }> = {} as never;
  const call = routeCaller(ctx, () => applicants[0]!.token);
  const url = () => `/api/applicant/${code}/swap-requests`;
  const offer = (who: number, invitationId: number, wantedTimeRangeId: number) =>
    call(
      { method: 'POST', url: url(), payload: { invitationId, wantedTimeRangeId } },
      applicants[who]!.token,
    );
  const accept = (who: number, id: number) =>
    call({ method: 'POST', url: `${url()}/${id}/accept`, payload: {} }, applicants[who]!.token);
  const cancel = (who: number, id: number) =>
    call({ method: 'POST', url: `${url()}/${id}/cancel`, payload: {} }, applicants[who]!.token);
  const list = async (who: number) =>
    (await (await call({ method: 'GET', url: url() }, applicants[who]!.token)).json()) as ApplicantSwaps;
  const seatOf = async (invitationId: number) =>
    (await db.select().from(interviewInvitations).where(eq(interviewInvitations.id, invitationId)))[0]!;
  const expect409 = (
    answer: { statusCode: number; json(): { error: { Message: string } } },
    text: string,
  ) => {
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.Message).toBe(text);
  };

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    code = `${f.tag}-Active`;
    const cycleId = f.cycles.active;
    programName = `Swap program ${f.tag}`;
    const program = await createProgram(db, {
      code: `SW-${f.tag}`,
      name: programName,
      specialtyId: f.specialtyId,
    });
    const other = await createProgram(db, {
      code: `SW-${f.tag}-b`,
      name: `Other ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    for (const p of [program!, other!]) {
      await createProgramMatchCycle(db, { programId: p.id, matchCycleId: cycleId, positions: 2 });
    }
    const user = await ctx.createUser({ roles: ['ProgramUser'] });
    await createProgramUser(db, { userId: user.id, programId: program!.id, isDirector: false });
    const make = async (programId: number, date: string, isPublic = true) => {
      const day = await createInterviewDay(db, { programId, matchCycleId: cycleId, date });
      const r = await createInterviewTimeRange(db, {
        interviewDayId: day.id,
        startsAt: new Date(`${date}T17:00:00Z`),
        endsAt: new Date(`${date}T18:00:00Z`),
        capacity: 3,
        isPublic,
      });
      return { id: r.id, date };
    };
    range.rA = await make(program!.id, '2099-01-15');
    range.rB = await make(program!.id, '2099-01-16');
    range.rC = await make(program!.id, '2099-01-17');
    range.rH = await make(program!.id, '2099-01-18', false);
    range.rX = await make(other!.id, '2099-01-15');
    range.rP = await make(program!.id, '2020-01-15');
    applicants = [];
    seat = [];
    // 0 holds A, 1, 2 and 3 hold B (3 also interviews elsewhere on Jan 15), 4 holds C, 5 is Pending, 6 held a passed range.
    const holds: (keyof typeof range | null)[] = ['rA', 'rB', 'rB', 'rB', 'rC', null, 'rP'];
    for (const [i, held] of holds.entries()) {
      const a = await signedInApplicant(ctx, { lastName: `Swap${i}` });
      applicants.push(a);
      const application = await createApplication(db, {
        applicantId: a.applicantId,
        matchCycleId: cycleId,
        programId: program!.id,
        status: 'Published',
      });
      const row = await createInterviewInvitation(db, {
        programId: program!.id,
        matchCycleId: cycleId,
        applicationId: application.id,
        applicantId: a.applicantId,
        status: held ? 'Accepted' : 'Pending',
        timeRangeId: held ? range[held].id : null,
        interviewDate: held ? range[held].date : null,
      });
      seat.push(row.id);
    }
    const elsewhere = await createApplication(db, {
      applicantId: applicants[3]!.applicantId,
      matchCycleId: cycleId,
      programId: other!.id,
      status: 'Published',
    });
    await createInterviewInvitation(db, {
      programId: other!.id,
      matchCycleId: cycleId,
      applicationId: elsewhere.id,
      applicantId: applicants[3]!.applicantId,
      status: 'Accepted',
      timeRangeId: range.rX.id,
      interviewDate: range.rX.date,
    });
  });

  it('is for applicants only', async () => {
    const tokenOf = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: url() },
        { method: 'POST', url: url(), payload: { invitationId: 1, wantedTimeRangeId: 1 } },
        { method: 'POST', url: `${url()}/1/accept`, payload: {} },
        { method: 'POST', url: `${url()}/1/cancel`, payload: {} },
      ],
      [
        await tokenOf('Admin'),
        await tokenOf('ProgramUser'),
        await tokenOf('SocietyUser'),
        await tokenOf('MedSchoolUser'),
      ],
    );
    expect((await call({ method: 'GET', url: url() })).statusCode).toBe(200);
  });

  it('refuses offers that are not an accepted seat for another public range of the same program', async () => {
    expect409(await offer(5, seat[5]!, range.rB.id), seasonMessages.SwapInvitationNotAccepted);
    expect409(await offer(0, seat[0]!, range.rA.id), seasonMessages.SwapSameRange);
    expect409(await offer(0, seat[0]!, range.rX.id), seasonMessages.InterviewRangeNotOffered);
    expect409(await offer(0, seat[0]!, range.rH.id), seasonMessages.InterviewRangeNotOffered);
    expect((await offer(1, seat[0]!, range.rB.id)).statusCode).toBe(404);
    expect409(await offer(0, seat[0]!, range.rP.id), seasonMessages.InterviewRangePassed);
    expect409(await offer(6, seat[6]!, range.rA.id), seasonMessages.SwapDayStarted);
  });

  let offerAB: OwnSwapRequest;

  it('offers a seat: one open offer per interview, seen by the holders of the wanted range with their conflicts', async () => {
    const made = await offer(0, seat[0]!, range.rB.id);
    expect(made.statusCode, made.body).toBe(200);
    offerAB = made.json() as OwnSwapRequest;
    expect(offerAB).toMatchObject({
      status: 'Open',
      programName,
      offeredRange: { id: range.rA.id },
      wantedRange: { id: range.rB.id },
    });
    expect409(await offer(0, seat[0]!, range.rC.id), seasonMessages.SwapAlreadyOpen);
    const seen = await list(1);
    expect(seen.available).toMatchObject([{ id: offerAB.id, yourInvitationId: seat[1], conflict: null }]);
    expect((await list(3)).available[0]!.conflict).toBe(
      formatMessage(seasonMessages.InterviewAnotherThatDay, { date: range.rA.date }),
    );
    expect((await list(4)).available).toEqual([]);
    const mine = await list(0);
    expect(mine.mine.map((s) => s.id)).toEqual([offerAB.id]);
    expect(mine.targets).toMatchObject([
      { invitationId: seat[0], ranges: [{ id: range.rB.id }, { id: range.rC.id }] },
    ]);
  });

  it('refuses to take an offer: its own author, a non-holder, a second interview that day', async () => {
    expect409(await accept(0, offerAB.id), seasonMessages.SwapOwnOffer);
    expect409(await accept(4, offerAB.id), seasonMessages.SwapNotHoldingWanted);
    expect409(
      await accept(3, offerAB.id),
      formatMessage(seasonMessages.InterviewAnotherThatDay, { date: range.rA.date }),
    );
  });

  it('exchanges both seats, closes the offer and the other offers of both interviews, and tells both', async () => {
    // Applicant 1 had an offer of its own (B for C): it goes when B changes hands.
    const own = (await offer(1, seat[1]!, range.rC.id)).json() as OwnSwapRequest;
    const taken = await accept(1, offerAB.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await seatOf(seat[0]!)).toMatchObject({
      status: 'Accepted',
      timeRangeId: range.rB.id,
      interviewDate: range.rB.date,
    });
    expect(await seatOf(seat[1]!)).toMatchObject({
      status: 'Accepted',
      timeRangeId: range.rA.id,
      interviewDate: range.rA.date,
    });
    const rows = await db
      .select()
      .from(interviewSwapRequests)
      .where(inArray(interviewSwapRequests.id, [offerAB.id, own.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(offerAB.id)).toMatchObject({ status: 'Accepted', acceptedByInvitationId: seat[1] });
    expect(byId.get(own.id)!.status).toBe('Cancelled');
    const title = formatMessage(seasonMessages.SwapAcceptedTitle, { program: programName });
    for (const who of [0, 1]) {
      const titles = (
        await db.select().from(notifications).where(eq(notifications.userId, applicants[who]!.userId))
      ).map((n) => n.title);
      expect(titles).toContain(title);
    }
    expect409(await accept(2, offerAB.id), seasonMessages.SwapNotOpen);
  });

  it('cancels its own open offer only', async () => {
    const made = (await offer(4, seat[4]!, range.rA.id)).json() as OwnSwapRequest;
    expect((await cancel(0, made.id)).statusCode).toBe(404);
    const cancelled = await cancel(4, made.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled' });
    expect409(await cancel(4, made.id), seasonMessages.SwapNotOpen);
  });

  it('refuses an offer whose author no longer holds the offered seat', async () => {
    const made = (await offer(4, seat[4]!, range.rA.id)).json() as OwnSwapRequest;
    await db
      .update(interviewInvitations)
      .set({ status: 'Canceled' })
      .where(eq(interviewInvitations.id, seat[4]!));
    expect409(await accept(1, made.id), seasonMessages.SwapOfferSeatChanged);
  });

  it('cancels an offer when its seat is given up', async () => {
    const made = (await offer(2, seat[2]!, range.rC.id)).json() as OwnSwapRequest;
    const given = await call(
      { method: 'POST', url: `/api/applicant/${code}/interviews/${seat[2]!}/cancel`, payload: {} },
      applicants[2]!.token,
    );
    expect(given.statusCode, given.body).toBe(200);
    const [row] = await db.select().from(interviewSwapRequests).where(eq(interviewSwapRequests.id, made.id));
    expect(row!.status).toBe('Cancelled');
  });
});
