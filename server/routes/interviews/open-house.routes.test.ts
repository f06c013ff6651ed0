import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  ApplicantOpenHouseTours,
  OpenHouseTour,
  OpenHouseTourRegistrations,
  ProgramOpenHouseTours,
} from '../../../core/contracts/interviews/open-house.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { seasonMessage, seasonMessages } from '../../../core/domain/season-messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listApplicantTourEvents } from '../../db/repositories/open-house.repository.ts';
import { notifications, openHouseRegistrations } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplication,
  createFavoriteProgram,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const HOUR = 60 * 60_000;

describeEachDatabase('open house tours', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let archivedCode: string;
  let programCode: string;
  let otherCode: string;
  let coordinator: string;
  let outsider: string;
  let applicants: SignedInApplicant[];
  const call = routeCaller(ctx, () => coordinator);
  const programUrl = (program = programCode, cycle = code) =>
    `/api/program-user/${cycle}/${program}/open-house-tours`;
  const applicantUrl = (cycle = code) => `/api/applicant/${cycle}/open-house-tours`;
  const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();
  const tourInput = (hoursAhead: number, more: object = {}) => ({
    title: `Tour in ${hoursAhead} h`,
    description: 'Meet the residents.',
    startsAt: at(hoursAhead),
    endsAt: at(hoursAhead + 2),
    timeZone: 'America/Chicago',
    location: 'Main hall',
    capacity: 2,
    ...more,
  });
  const create = async (input: object, program = programCode, token = coordinator) => {
    const answer = await call({ method: 'POST', url: programUrl(program), payload: input }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as OpenHouseTour;
  };
  const register = (id: number, token: string) =>
    call({ method: 'POST', url: `${applicantUrl()}/${id}/registration` }, token);

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    code = `${f.tag}-Active`;
    archivedCode = `${f.tag}-Archived`;
    const program = await createProgram(db, {
      code: `OH-${f.tag}`,
      name: `Zulu program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const other = await createProgram(db, {
      code: `OH-${f.tag}-b`,
      name: `Alpha program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const third = await createProgram(db, {
      code: `OH-${f.tag}-c`,
      name: `Beta program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    programCode = program!.code;
    otherCode = other!.code;
    for (const p of [program!, other!, third!]) {
      await createProgramMatchCycle(db, { programId: p.id, matchCycleId: f.cycles.active, positions: 1 });
    }
    await createProgramMatchCycle(db, {
      programId: program!.id,
      matchCycleId: f.cycles.archived,
      positions: 1,
    });
    const member = async (programId: number) => {
      const user = await ctx.createUser({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: user.id, programId, isDirector: false });
      return (await signInAs(ctx.app, user)).idToken;
    };
    coordinator = await member(program!.id);
    outsider = await member(other!.id);
    applicants = [];
    for (let i = 0; i < 22; i += 1) applicants.push(await signedInApplicant(ctx, { lastName: `Tour${i}` }));
    // Applicant 0 applied to the third program and saved the (Zulu) program.
    await createApplication(db, {
      applicantId: applicants[0]!.applicantId,
      matchCycleId: f.cycles.active,
      programId: third!.id,
      status: 'Published',
    });
    await createFavoriteProgram(db, { applicantId: applicants[0]!.applicantId, programId: program!.id });
  });

  it('is for program users (scheduler) and applicants (tours) only', async () => {
    const tokenOf = async (role: 'Admin' | 'Applicant' | 'ProgramUser' | 'SocietyUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    const body = tourInput(100);
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: programUrl() },
        { method: 'POST', url: programUrl(), payload: body },
        { method: 'PUT', url: `${programUrl()}/1`, payload: body },
        { method: 'POST', url: `${programUrl()}/1/cancel` },
        { method: 'GET', url: `${programUrl()}/1` },
      ],
      [await tokenOf('Admin'), await tokenOf('Applicant'), await tokenOf('SocietyUser')],
    );
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: applicantUrl() },
        { method: 'POST', url: `${applicantUrl()}/1/registration` },
        { method: 'DELETE', url: `${applicantUrl()}/1/registration` },
      ],
      [await tokenOf('Admin'), await tokenOf('ProgramUser'), await tokenOf('SocietyUser')],
    );
    // Another program's user learns nothing of this program's tours.
    expect((await call({ method: 'GET', url: programUrl() }, outsider)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: programUrl(otherCode) })).statusCode).toBe(404);
  });

  it('creates, edits and lists tours (upcoming first), refuses a tour with no place and an archived cycle', async () => {
    const later = await create(tourInput(300));
    const sooner = await create(tourInput(200, { location: null, videoLink: 'https://meet.example.org/oh' }));
    expect(sooner).toMatchObject({ programCode, registeredCount: 0, isCancelled: false, isPassed: false });
    const nowhere = await call({
      method: 'POST',
      url: programUrl(),
      payload: tourInput(10, { location: '' }),
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().description.location).toEqual([messages.OpenHouseWhereRequired]);
    const backwards = await call({
      method: 'POST',
      url: programUrl(),
      payload: tourInput(10, { endsAt: at(9) }),
    });
    expect(backwards.json().description.endsAt).toEqual([messages.StartBeforeEnd]);
    const archived = await call({
      method: 'POST',
      url: programUrl(programCode, archivedCode),
      payload: tourInput(10),
    });
    expect(archived.statusCode).toBe(409);

    const edited = await call({
      method: 'PUT',
      url: `${programUrl()}/${later.id}`,
      payload: tourInput(300, { title: 'Evening tour', capacity: 5 }),
    });
    expect(edited.json()).toMatchObject({ id: later.id, title: 'Evening tour', capacity: 5 });
    const list = (await call({ method: 'GET', url: programUrl() })).json() as ProgramOpenHouseTours;
    const ids = list.tours.map((t) => t.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    // Another program's tour is not this program's to edit.
    const theirs = await create(tourInput(50), otherCode, outsider);
    expect(
      (await call({ method: 'PUT', url: `${programUrl()}/${theirs.id}`, payload: tourInput(50) })).statusCode,
    ).toBe(404);
  });

  it('lets applicants find tours (their programs first), register, see who registered, and cancel', async () => {
    const mine = await create(tourInput(400, { title: 'Saved program tour' }));
    const [me, other] = [applicants[0]!, applicants[1]!];
    const found = (
      await call({ method: 'GET', url: applicantUrl() }, me.token)
    ).json() as ApplicantOpenHouseTours;
    expect(found.programs[0]).toMatchObject({ programCode, isMyProgram: true });
    expect(found.tours.every((t, i) => i === 0 || !t.isMyProgram || found.tours[i - 1]!.isMyProgram)).toBe(
      true,
    );
    expect(found.tours.find((t) => t.id === mine.id)).toMatchObject({
      isMyProgram: true,
      isRegistered: false,
    });
    const filtered = (
      await call({ method: 'GET', url: `${applicantUrl()}?programCode=${otherCode}` }, me.token)
    ).json() as ApplicantOpenHouseTours;
    expect(filtered.tours.every((t) => t.programCode === otherCode)).toBe(true);

    const taken = await register(mine.id, me.token);
    expect(taken.json()).toMatchObject({ id: mine.id, isRegistered: true, registeredCount: 1 });
    expect((await register(mine.id, me.token)).json()).toMatchObject({ registeredCount: 1 });
    expect((await register(mine.id, other.token)).json()).toMatchObject({ registeredCount: 2 });
    const full = await register(mine.id, applicants[2]!.token);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.Message).toBe(seasonMessages.OpenHouseTourFull);
    const lower = await call({
      method: 'PUT',
      url: `${programUrl()}/${mine.id}`,
      payload: tourInput(400, { capacity: 1 }),
    });
    expect(lower.json().error.Message).toBe(seasonMessage('OpenHouseCapacityBelowRegistered', { count: 2 }));

    const who = (
      await call({ method: 'GET', url: `${programUrl()}/${mine.id}` })
    ).json() as OpenHouseTourRegistrations;
    expect(who.registrations.map((r) => r.applicantId)).toEqual([me.applicantId, other.applicantId]);
    const mineNow = (
      await call({ method: 'GET', url: applicantUrl() }, me.token)
    ).json() as ApplicantOpenHouseTours;
    expect(mineNow.registrations.map((t) => t.id)).toContain(mine.id);
    expect((await listApplicantTourEvents(db, me.applicantId)).map((e) => e.tourId)).toContain(mine.id);

    const left = await call(
      { method: 'DELETE', url: `${applicantUrl()}/${mine.id}/registration` },
      other.token,
    );
    expect(left.json()).toMatchObject({ isRegistered: false, registeredCount: 1 });
    expect((await register(mine.id, applicants[2]!.token)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `${programUrl()}/${mine.id}` }, outsider)).statusCode).toBe(404);
  });

  it('gives the last seat to exactly one of twenty applicants registering at once', async () => {
    const tour = await create(tourInput(500, { capacity: 1 }));
    const racers = applicants.slice(2, 22);
    const answers = await Promise.all(racers.map((a) => register(tour.id, a.token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused.every((a) => a.json().error.Message === seasonMessages.OpenHouseTourFull)).toBe(true);
    const seats = await db
      .select()
      .from(openHouseRegistrations)
      .where(eq(openHouseRegistrations.tourId, tour.id));
    expect(seats).toHaveLength(1);
  });

  it('cancels a tour, telling each registered applicant; a cancelled tour takes no registration', async () => {
    const tour = await create(tourInput(600));
    const guest = applicants[3]!;
    await register(tour.id, guest.token);
    const cancelled = await call({ method: 'POST', url: `${programUrl()}/${tour.id}/cancel` });
    expect(cancelled.json()).toMatchObject({ isCancelled: true });
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, guest.userId),
          eq(notifications.title, seasonMessages.OpenHouseTourCancelledTitle),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.kind).toBe('Interview');
    expect((await register(tour.id, applicants[4]!.token)).json().error.Message).toBe(
      seasonMessages.OpenHouseTourClosed,
    );
    expect((await call({ method: 'POST', url: `${programUrl()}/${tour.id}/cancel` })).statusCode).toBe(409);
  });

  it('reminds each registered applicant once, a day before the tour', async () => {
    const soon = await create(tourInput(20, { title: 'Tomorrow tour' }));
    const far = await create(tourInput(60, { title: 'Later tour' }));
    const guest = applicants[5]!;
    await register(soon.id, guest.token);
    await register(far.id, guest.token);
    const openHouse = servicesOf(ctx.app).openHouse;
    await openHouse.sendDueReminders();
    await openHouse.sendDueReminders();
    await servicesOf(ctx.app).jobs.runUntilIdle();
    const reminders = async () =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, guest.userId),
            eq(notifications.title, seasonMessages.OpenHouseReminderTitle),
          ),
        );
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('Tomorrow tour');
    const [row] = await db
      .select()
      .from(openHouseRegistrations)
      .where(
        and(
          eq(openHouseRegistrations.tourId, soon.id),
          eq(openHouseRegistrations.applicantId, guest.applicantId),
        ),
      );
    expect(row!.remindedAt).not.toBeNull();
    ctx.clock.advance(40 * HOUR);
    await openHouse.sendDueReminders();
    await openHouse.sendDueReminders();
    expect(await reminders()).toHaveLength(2);
  });
});
