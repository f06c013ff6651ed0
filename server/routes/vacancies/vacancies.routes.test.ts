import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantVacancyDetail,
  AppliedVacancy,
} from '../../../core/contracts/vacancies/applicant-vacancies.contract.ts';
import type {
  ManagedVacancyDetail,
  VacancyCandidates,
} from '../../../core/contracts/vacancies/vacancy-management.contract.ts';
import { vacancyMessages } from '../../../core/domain/vacancy-messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { notifications, vacancyApplications } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createProgram,
  createProgramUser,
  createSocietyUserSpecialty,
  createSpecialty,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const HOUR = 60 * 60_000;

describeEachDatabase('vacancies', (ctx) => {
  let db: DbExecutor;
  let specialtyId: number;
  let otherSpecialtyId: number;
  let programId: number;
  let otherProgramId: number;
  let coordinator: string;
  let outsider: string;
  let society: string;
  let otherSociety: string;
  let admin: string;
  let applicants: SignedInApplicant[];
  const call = routeCaller(ctx, () => coordinator);
  const tokenOf = async (role: 'Admin' | 'Applicant' | 'ProgramUser' | 'SocietyUser') =>
    (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
  const input = (more: object = {}) => ({
    programId,
    title: 'Fellow, retina surgery',
    positionType: 'Fellowship',
    positions: 1,
    description: 'One position from July.',
    startDate: '2027-07-01',
    closesAt: null,
    contactEmail: 'office@example.org',
    offerHours: 72,
    ...more,
  });
  const ok = async (options: Parameters<typeof call>[0], token?: string | null) => {
    const answer = await call(options, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const createOpen = async (more: object = {}, token = coordinator): Promise<ManagedVacancyDetail> => {
    const created = (await ok(
      { method: 'POST', url: '/api/managed-vacancies', payload: input(more) },
      token,
    )) as ManagedVacancyDetail;
    return ok({ method: 'POST', url: `/api/managed-vacancies/${created.id}/post` }, token);
  };
  const apply = (vacancyId: number, applicant: SignedInApplicant, coverNote = 'I would love to join.') =>
    call(
      { method: 'POST', url: `/api/applicant/vacancies/${vacancyId}/application`, payload: { coverNote } },
      applicant.token,
    );
  const candidates = (vacancyId: number): Promise<VacancyCandidates> =>
    ok({ method: 'GET', url: `/api/managed-vacancies/${vacancyId}/applications` });
  const statusOf = async (vacancyId: number) =>
    Object.fromEntries((await candidates(vacancyId)).items.map((item) => [item.applicantId, item.status]));
  /** Read from the database: after the clock moves hours, the signed-in tokens have expired. */
  const statusInDb = async (vacancyId: number) =>
    Object.fromEntries(
      (
        await db
          .select({ applicantId: vacancyApplications.applicantId, status: vacancyApplications.status })
          .from(vacancyApplications)
          .where(eq(vacancyApplications.vacancyId, vacancyId))
      ).map((row) => [row.applicantId, row.status]),
    );
  const notified = async (userId: string, title: string) =>
    (
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, title)))
    ).length;

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    specialtyId = f.specialtyId;
    otherSpecialtyId = (
      await createSpecialty(db, {
        name: `Other ${f.tag}`,
        fullName: `Other ${f.tag}`,
        type: 'Residency',
        urlPrefix: `o-${f.tag}`,
      })
    ).id;
    programId = (
      await createProgram(db, { code: `VC-${f.tag}`, name: `Vacancy program ${f.tag}`, specialtyId })
    ).id;
    otherProgramId = (
      await createProgram(db, {
        code: `VC-${f.tag}-b`,
        name: `Other program ${f.tag}`,
        specialtyId: otherSpecialtyId,
      })
    ).id;
    const member = async (id: number) => {
      const user = await ctx.createUser({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: user.id, programId: id, isDirector: true });
      return (await signInAs(ctx.app, user)).idToken;
    };
    coordinator = await member(programId);
    outsider = await member(otherProgramId);
    const societyUser = async (id: number) => {
      const user = await ctx.createUser({ roles: ['SocietyUser'] });
      await createSocietyUserSpecialty(db, { userId: user.id, specialtyId: id });
      return (await signInAs(ctx.app, user)).idToken;
    };
    society = await societyUser(specialtyId);
    otherSociety = await societyUser(otherSpecialtyId);
    admin = await tokenOf('Admin');
    applicants = [];
    for (let i = 0; i < 5; i += 1) applicants.push(await signedInApplicant(ctx, { lastName: `Vacant${i}` }));
  });

  it('guards every route by role', async () => {
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/managed-vacancies' },
        { method: 'GET', url: '/api/managed-vacancies/programs' },
        { method: 'GET', url: '/api/managed-vacancies/1' },
        { method: 'POST', url: '/api/managed-vacancies', payload: input() },
        { method: 'PUT', url: '/api/managed-vacancies/1', payload: input() },
        { method: 'POST', url: '/api/managed-vacancies/1/post' },
        { method: 'POST', url: '/api/managed-vacancies/1/close' },
        { method: 'GET', url: '/api/managed-vacancies/1/applications' },
        { method: 'GET', url: '/api/managed-vacancies/1/applications/1' },
        { method: 'PUT', url: '/api/managed-vacancies/1/candidate-order', payload: { applicationIds: [] } },
        { method: 'POST', url: '/api/managed-vacancies/1/offers', payload: {} },
      ],
      [applicants[0]!.token],
    );
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/applicant/vacancies' },
        { method: 'GET', url: '/api/applicant/vacancies/1' },
        { method: 'PUT', url: '/api/applicant/vacancies/1/save' },
        { method: 'DELETE', url: '/api/applicant/vacancies/1/save' },
        { method: 'POST', url: '/api/applicant/vacancies/1/application', payload: {} },
        { method: 'GET', url: '/api/applicant/vacancy-applications' },
        { method: 'POST', url: '/api/applicant/vacancy-applications/1/withdraw' },
        { method: 'POST', url: '/api/applicant/vacancy-applications/1/accept' },
        { method: 'POST', url: '/api/applicant/vacancy-applications/1/decline' },
        { method: 'GET', url: '/api/applicant/vacancy-subscriptions' },
        {
          method: 'POST',
          url: '/api/applicant/vacancy-subscriptions',
          payload: { specialtyId: null, positionType: null },
        },
        { method: 'DELETE', url: '/api/applicant/vacancy-subscriptions/1' },
      ],
      [coordinator, society, admin],
    );
    // The public list and an Open vacancy need no sign-in.
    expect((await call({ method: 'GET', url: '/api/vacancies' }, null)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/vacancies/999999' }, null)).statusCode).toBe(404);
  });

  it('lets a program, a society of its specialty and an admin post; refuses other programs and specialties', async () => {
    const byProgram = await createOpen({ title: 'By the program' });
    expect(byProgram.status).toBe('Open');
    const bySociety = await createOpen({ title: 'By the society' }, society);
    expect(bySociety.programCode).toBe(byProgram.programCode);
    await createOpen({ title: 'By an admin' }, admin);
    for (const token of [outsider, otherSociety]) {
      expect(
        (await call({ method: 'POST', url: '/api/managed-vacancies', payload: input() }, token)).statusCode,
      ).toBe(403);
      expect(
        (await call({ method: 'GET', url: `/api/managed-vacancies/${byProgram.id}` }, token)).statusCode,
      ).toBe(403);
      expect(
        (await call({ method: 'POST', url: `/api/managed-vacancies/${byProgram.id}/close` }, token))
          .statusCode,
      ).toBe(403);
    }
    // Each sees its own in its list, with counts; the outsider none of them.
    const list = await ok({ method: 'GET', url: '/api/managed-vacancies?search=By%20the&sort=title' });
    expect(list.items.map((item: { title: string }) => item.title)).toEqual([
      'By the program',
      'By the society',
    ]);
    expect(list.items[0].applicationCount).toBe(0);
    expect((await ok({ method: 'GET', url: '/api/managed-vacancies?search=By%20the' }, outsider)).total).toBe(
      0,
    );
    expect(
      (await ok({ method: 'GET', url: '/api/managed-vacancies/programs' }, society)).items.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([programId]);
    // Public: filters by specialty and type; a draft is not shown.
    const draft = (await ok({
      method: 'POST',
      url: '/api/managed-vacancies',
      payload: input({ title: 'Draft only' }),
    })) as ManagedVacancyDetail;
    const pub = await ok(
      {
        method: 'GET',
        url: `/api/vacancies?specialtyId=${specialtyId}&positionType=Fellowship&pageSize=100`,
      },
      null,
    );
    const titles = pub.items.map((item: { title: string }) => item.title);
    expect(titles).toContain('By the program');
    expect(titles).not.toContain('Draft only');
    expect((await call({ method: 'GET', url: `/api/vacancies/${draft.id}` }, null)).statusCode).toBe(404);
    expect(
      (
        await ok(
          { method: 'GET', url: `/api/vacancies?specialtyId=${specialtyId}&positionType=Research` },
          null,
        )
      ).total,
    ).toBe(0);
    // Posting twice is refused.
    const again = await call({ method: 'POST', url: `/api/managed-vacancies/${byProgram.id}/post` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(vacancyMessages.VacancyNotDraft);
  });

  it('tells applicants subscribed to the specialty (and type) when a vacancy is posted, and nobody else', async () => {
    const [fan, typeFan, otherFan, wrongType] = applicants;
    const subscribe = (a: SignedInApplicant, body: object) =>
      ok({ method: 'POST', url: '/api/applicant/vacancy-subscriptions', payload: body }, a.token);
    const sub = await subscribe(fan!, { specialtyId, positionType: null });
    expect((await subscribe(fan!, { specialtyId, positionType: null })).id).toBe(sub.id);
    await subscribe(typeFan!, { specialtyId, positionType: 'Research' });
    await subscribe(otherFan!, { specialtyId: otherSpecialtyId, positionType: null });
    await subscribe(wrongType!, { specialtyId, positionType: 'Residency' });
    expect(
      (await ok({ method: 'GET', url: '/api/applicant/vacancy-subscriptions' }, fan!.token)).items,
    ).toHaveLength(1);
    const vacancy = await createOpen({ title: 'Research post', positionType: 'Research' });
    await servicesOf(ctx.app).notify.idle();
    const title = vacancyMessages.VacancyPostedTitle.replace('{title}', 'Research post');
    expect(await notified(fan!.userId, title)).toBe(1);
    expect(await notified(typeFan!.userId, title)).toBe(1);
    expect(await notified(otherFan!.userId, title)).toBe(0);
    expect(await notified(wrongType!.userId, title)).toBe(0);
    expect(vacancy.status).toBe('Open');
    // Unsubscribing.
    expect(
      (await call({ method: 'DELETE', url: `/api/applicant/vacancy-subscriptions/${sub.id}` }, fan!.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'DELETE', url: `/api/applicant/vacancy-subscriptions/${sub.id}` }, fan!.token))
        .statusCode,
    ).toBe(404);
  });

  it('saves, applies with the CAS forwarded once, lists applied, and lets the program read it', async () => {
    const [a] = applicants;
    const vacancy = await createOpen({ title: 'Save and apply' });
    expect(
      (await ok({ method: 'PUT', url: `/api/applicant/vacancies/${vacancy.id}/save` }, a!.token)).isSaved,
    ).toBe(true);
    const saved = await ok(
      { method: 'GET', url: '/api/applicant/vacancies?saved=true&pageSize=100' },
      a!.token,
    );
    expect(saved.items.map((item: { id: number }) => item.id)).toContain(vacancy.id);
    const answer = await apply(vacancy.id, a!);
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json() as ApplicantVacancyDetail;
    expect(detail.application?.status).toBe('Applied');
    expect(detail.application?.coverNote).toBe('I would love to join.');
    const twice = await apply(vacancy.id, a!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.Message).toBe(vacancyMessages.VacancyAlreadyApplied);
    const applied = (await ok({ method: 'GET', url: '/api/applicant/vacancy-applications' }, a!.token))
      .items as AppliedVacancy[];
    expect(applied.find((item) => item.id === vacancy.id)?.applicationStatus).toBe('Applied');
    const list = await candidates(vacancy.id);
    expect(list.items).toHaveLength(1);
    const one = await ok({
      method: 'GET',
      url: `/api/managed-vacancies/${vacancy.id}/applications/${list.items[0]!.id}`,
    });
    expect(one.cas.applicantCode).toBeTruthy();
    expect(one.cas.personal.lastName).toBe('Vacant0');
    // Another program's user cannot read it.
    expect(
      (
        await call(
          { method: 'GET', url: `/api/managed-vacancies/${vacancy.id}/applications/${list.items[0]!.id}` },
          outsider,
        )
      ).statusCode,
    ).toBe(403);
    // Withdrawing ends it.
    const withdrawn = await ok(
      { method: 'POST', url: `/api/applicant/vacancy-applications/${list.items[0]!.id}/withdraw` },
      a!.token,
    );
    expect(withdrawn.applicationStatus).toBe('Withdrawn');
  });

  it('offers in the program order; a declined offer goes to the next candidate at once; an accept fills the vacancy', async () => {
    const vacancy = await createOpen({ title: 'Ordered offers', positions: 1 });
    const [a, b, c] = applicants;
    for (const applicant of [a!, b!, c!]) expect((await apply(vacancy.id, applicant)).statusCode).toBe(200);
    const ids = Object.fromEntries(
      (await candidates(vacancy.id)).items.map((item) => [item.applicantId, item.id]),
    );
    // The program prefers c, then a; b unranked.
    await ok({
      method: 'PUT',
      url: `/api/managed-vacancies/${vacancy.id}/candidate-order`,
      payload: { applicationIds: [ids[c!.applicantId], ids[a!.applicantId]] },
    });
    const offered = await ok({
      method: 'POST',
      url: `/api/managed-vacancies/${vacancy.id}/offers`,
      payload: {},
    });
    expect(offered.items.map((item: { applicantId: number }) => item.applicantId)).toEqual([
      c!.applicantId,
      a!.applicantId,
      b!.applicantId,
    ]);
    expect(await statusOf(vacancy.id)).toEqual({
      [c!.applicantId]: 'Offered',
      [a!.applicantId]: 'Applied',
      [b!.applicantId]: 'Applied',
    });
    const standing = offered.items[0];
    expect(new Date(standing.offerExpiresAt).getTime() - new Date(standing.offeredAt).getTime()).toBe(
      72 * HOUR,
    );
    // No free position: a second offer is refused.
    const full = await call({
      method: 'POST',
      url: `/api/managed-vacancies/${vacancy.id}/offers`,
      payload: {},
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.Message).toBe(vacancyMessages.VacancyNoFreePosition);
    // c declines: a is offered in the same transaction.
    const declined = await ok(
      { method: 'POST', url: `/api/applicant/vacancy-applications/${ids[c!.applicantId]}/decline` },
      c!.token,
    );
    expect(declined.applicationStatus).toBe('Declined');
    expect(await statusOf(vacancy.id)).toEqual({
      [c!.applicantId]: 'Declined',
      [a!.applicantId]: 'Offered',
      [b!.applicantId]: 'Applied',
    });
    await servicesOf(ctx.app).notify.idle();
    expect(
      await notified(a!.userId, vacancyMessages.VacancyOfferedTitle.replace('{title}', 'Ordered offers')),
    ).toBe(1);
    // a accepts: the only position is filled, b is NotSelected and told.
    expect(
      (
        await call(
          { method: 'POST', url: `/api/applicant/vacancy-applications/${ids[b!.applicantId]}/accept` },
          b!.token,
        )
      ).statusCode,
    ).toBe(409);
    const accepted = await ok(
      { method: 'POST', url: `/api/applicant/vacancy-applications/${ids[a!.applicantId]}/accept` },
      a!.token,
    );
    expect(accepted.applicationStatus).toBe('Accepted');
    expect(await statusOf(vacancy.id)).toEqual({
      [c!.applicantId]: 'Declined',
      [a!.applicantId]: 'Accepted',
      [b!.applicantId]: 'NotSelected',
    });
    expect((await ok({ method: 'GET', url: `/api/managed-vacancies/${vacancy.id}` })).status).toBe('Filled');
    await servicesOf(ctx.app).notify.idle();
    expect(
      await notified(b!.userId, vacancyMessages.VacancyNotSelectedTitle.replace('{title}', 'Ordered offers')),
    ).toBe(1);
    expect(
      await notified(c!.userId, vacancyMessages.VacancyNotSelectedTitle.replace('{title}', 'Ordered offers')),
    ).toBe(0);
    // A filled vacancy is no longer public.
    expect((await call({ method: 'GET', url: `/api/vacancies/${vacancy.id}` }, null)).statusCode).toBe(404);
  });

  describe('concurrency', () => {
    it('two parallel offers on a one-position vacancy offer one candidate', async () => {
      const vacancy = await createOpen({ title: 'Race', positions: 1 });
      for (const applicant of applicants.slice(0, 3))
        expect((await apply(vacancy.id, applicant)).statusCode).toBe(200);
      const answers = await Promise.all(
        [coordinator, admin].map((token) =>
          call({ method: 'POST', url: `/api/managed-vacancies/${vacancy.id}/offers`, payload: {} }, token),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const offered = await db
        .select({ id: vacancyApplications.id })
        .from(vacancyApplications)
        .where(
          and(
            eq(vacancyApplications.vacancyId, vacancy.id),
            inArray(vacancyApplications.status, ['Offered']),
          ),
        );
      expect(offered).toHaveLength(1);
    });
  });

  it('takes ten parallel accepts of one offer once: one position filled, the vacancy Filled', async () => {
    const vacancy = await createOpen({ title: 'Parallel accepts', positions: 1 });
    const [a, b] = applicants;
    for (const applicant of [a!, b!]) expect((await apply(vacancy.id, applicant)).statusCode).toBe(200);
    const offered = (
      await ok({ method: 'POST', url: `/api/managed-vacancies/${vacancy.id}/offers`, payload: {} })
    ).items[0] as { id: number; applicantId: number };
    const holder = applicants.find((x) => x.applicantId === offered.applicantId)!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          { method: 'POST', url: `/api/applicant/vacancy-applications/${offered.id}/accept` },
          holder.token,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    const detail = await ok({ method: 'GET', url: `/api/managed-vacancies/${vacancy.id}` });
    expect(detail.status).toBe('Filled');
    expect(detail.acceptedCount).toBe(1);
  });

  it('expires an offer by the scheduled task and offers the next candidate', async () => {
    const vacancy = await createOpen({ title: 'Expiring', positions: 1, offerHours: 1 });
    const [, , , d, e] = applicants;
    expect((await apply(vacancy.id, d!)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await apply(vacancy.id, e!)).statusCode).toBe(200);
    await ok({ method: 'POST', url: `/api/managed-vacancies/${vacancy.id}/offers`, payload: {} });
    expect(await statusOf(vacancy.id)).toEqual({ [d!.applicantId]: 'Offered', [e!.applicantId]: 'Applied' });
    const runner = servicesOf(ctx.app).jobs;
    ctx.clock.advance(HOUR - 5_000);
    await runner.runUntilIdle();
    expect(await statusInDb(vacancy.id)).toEqual({
      [d!.applicantId]: 'Offered',
      [e!.applicantId]: 'Applied',
    });
    ctx.clock.advance(2 * 60_000);
    await runner.runUntilIdle();
    expect(await statusInDb(vacancy.id)).toEqual({
      [d!.applicantId]: 'Expired',
      [e!.applicantId]: 'Offered',
    });
    await servicesOf(ctx.app).notify.idle();
    expect(
      await notified(d!.userId, vacancyMessages.VacancyOfferExpiredTitle.replace('{title}', 'Expiring')),
    ).toBe(1);
    // The expired offer cannot be accepted any more.
    const [expired] = await db
      .select({ id: vacancyApplications.id })
      .from(vacancyApplications)
      .where(
        and(
          eq(vacancyApplications.vacancyId, vacancy.id),
          eq(vacancyApplications.applicantId, d!.applicantId),
        ),
      );
    await expect(servicesOf(ctx.app).applicantVacancies.accept(d!.userId, expired!.id)).rejects.toThrow(
      vacancyMessages.VacancyNoOfferStanding,
    );
  });
});
