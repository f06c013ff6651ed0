import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  createResultSending,
  createSocietyUserSpecialty,
  createSpecialty,
  ensureYear,
} from '../../test-support/factories.ts';
import { runFinalMatch } from '../../test-support/match-run.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

type Fixture = { specialtyId: number; yearId: number; yearCode: string; name: string };

/** A full, valid body: Pacific wall-clock instants (with their offsets) in the order of a season. */
const validBody = (f: Fixture, shortName: string) => ({
  specialtyId: f.specialtyId,
  matchCycleYearId: f.yearId,
  shortName,
  matchName: `${f.name} Match ${f.yearCode}`,
  hasCas: true,
  lorInstructions: 'Three letters, please.',
  psInstructions: null,
  lorsCount: 3,
  maxInterviewCountPerDay: 12,
  maxInterviewCountPerMatchCycle: 20,
  maxSignalingPrograms: 5,
  registrationFeeCents: 12_500,
  programRegistrationFeeCents: 50_000,
  programAnnualMembershipFeeCents: 99_999,
  casDeadlineDate: '2026-10-31',
  trainingStartDate: '2027-07',
  effectiveDate: '2026-05-01T00:00:00-07:00',
  registrationDate: '2026-06-01T09:00:00-07:00',
  programsRankListDeadlineDate: '2027-01-10T21:00:00-08:00',
  applicantsRankListDeadlineDate: '2027-01-14T21:00:00-08:00',
  matchDate: '2027-01-28T09:00:00-08:00',
  vacanciesPostedDate: '2027-01-29T09:00:00-08:00',
  programResultsOnlineDate: '2027-01-28T09:00:00-08:00',
  applicantResultsEmailDate: '2027-01-28T10:00:00-08:00',
});

describeEachDatabase('match cycles', (ctx) => {
  let admin: string;
  let applicant: string;
  let fixtureCount = 0;
  // Drawn once: each fixture's year is its own (a drawn year per fixture collided now and then, and a
  // year's calendar feed then held another fixture's cycle).
  const yearBase = 3000 + Math.floor(Math.random() * 5000);

  const fixture = async (): Promise<Fixture> => {
    fixtureCount += 1;
    const tag = `${Date.now().toString(36)}${fixtureCount}`;
    const name = `Ophthalmology ${tag}`;
    const db: DbExecutor = ctx.database.db;
    const { id: specialtyId } = await createSpecialty(db, {
      name,
      fullName: `${name} fellowship`,
      type: 'Fellowship',
      urlPrefix: `oph-${tag}`,
      color: '#123456',
    });
    const yearCode = String(yearBase + fixtureCount);
    return { specialtyId, yearId: await ensureYear(db, yearCode), yearCode, name };
  };

  /** As the admin unless another token is given; null calls without a token. */
  const call = routeCaller(ctx, () => admin);
  const create = (body: unknown) =>
    call({ method: 'POST', url: '/api/admin/match-cycles', payload: body as object });

  beforeAll(async () => {
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicant = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
  });

  it('lets only admins use the admin routes (401 without a token, 403 for another role)', async () => {
    const f = await fixture();
    const created = await create(validBody(f, `ACC-${f.yearCode}-${f.specialtyId}`));
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/match-cycles' },
      { method: 'GET', url: `/api/admin/match-cycles/${id}` },
      { method: 'POST', url: '/api/admin/match-cycles', payload: validBody(f, 'X') },
      { method: 'PUT', url: `/api/admin/match-cycles/${id}`, payload: validBody(f, 'X') },
      { method: 'POST', url: `/api/admin/match-cycles/${id}/status`, payload: { status: 'Active' } },
    ];
    await expectRoleGuarded(call, routes, [applicant]);
    expect((await call(routes[0]!)).statusCode).toBe(200);
    expect((await call(routes[1]!)).statusCode).toBe(200);
    expect((await call(routes[3]!)).statusCode).toBe(200);
    expect((await call(routes[4]!)).statusCode).toBe(200);
  });

  it('creates a cycle with every field and reads it back (cents, Pacific instants, month and year)', async () => {
    const f = await fixture();
    const body = validBody(f, `CRT-${f.yearCode}-${f.specialtyId}`);
    const created = await create(body);
    expect(created.statusCode).toBe(200);
    const cycle = created.json();
    expect(cycle).toMatchObject({
      specialtyId: f.specialtyId,
      specialtyName: f.name,
      matchCycleYearId: f.yearId,
      yearCode: f.yearCode,
      status: 'Planned',
      isReadOnly: false,
      actions: { canEdit: true, canActivate: true, canArchive: false },
      registrationFeeCents: 12_500,
      programAnnualMembershipFeeCents: 99_999,
      casDeadlineDate: '2026-10-31',
      trainingStartDate: '2027-07',
      registrationDate: '2026-06-01T16:00:00.000Z',
      matchDate: '2027-01-28T17:00:00.000Z',
      lorInstructions: 'Three letters, please.',
      psInstructions: null,
      interviewSeasonStartDate: null,
    });
    const read = await call({ method: 'GET', url: `/api/admin/match-cycles/${cycle.id}` });
    expect(read.json()).toEqual(cycle);
    expect((await call({ method: 'GET', url: '/api/admin/match-cycles/999999' })).statusCode).toBe(404);
    // The same specialty and year twice: a conflict, not a crash.
    const twice = await create({ ...body, shortName: `${body.shortName}-2` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.Message).toBe(messages.MatchCycleExists);
  });

  it('activates a cycle only once its registration date, rank list deadlines and match date are set', async () => {
    const f = await fixture();
    const id = (await create({ ...validBody(f, `ACT-${f.yearCode}`), matchDate: null })).json().id;
    const read = await call({ method: 'GET', url: `/api/admin/match-cycles/${id}` });
    expect(read.json().actions).toEqual({ canEdit: true, canActivate: false, canArchive: false });
    const refused = await call({
      method: 'POST',
      url: `/api/admin/match-cycles/${id}/status`,
      payload: { status: 'Active' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toBe(messages.MatchCycleActivationNeedsDates);
    const completed = await call({
      method: 'PUT',
      url: `/api/admin/match-cycles/${id}`,
      payload: validBody(f, `ACT-${f.yearCode}`),
    });
    expect(completed.json().actions.canActivate).toBe(true);
    const activated = await call({
      method: 'POST',
      url: `/api/admin/match-cycles/${id}/status`,
      payload: { status: 'Active' },
    });
    expect(activated.json().status).toBe('Active');
  });

  it('refuses dates out of order with the message on the field to fix', async () => {
    const f = await fixture();
    const body = validBody(f, `ORD-${f.yearCode}`);
    const cases: [Record<string, string>, string, string][] = [
      [
        { registrationDate: '2027-01-12T09:00:00-08:00' },
        'programsRankListDeadlineDate',
        messages.RankListDeadlineAfterRegistration,
      ],
      [
        { programsRankListDeadlineDate: '2027-01-15T21:00:00-08:00' },
        'programsRankListDeadlineDate',
        messages.ProgramsDeadlineNotAfterApplicantsDeadline,
      ],
      [
        { matchDate: '2027-01-14T20:00:00-08:00', programResultsOnlineDate: '2027-01-20T09:00:00-08:00' },
        'matchDate',
        messages.MatchDateAfterRankListDeadlines,
      ],
      [
        { vacanciesPostedDate: '2027-01-27T09:00:00-08:00' },
        'vacanciesPostedDate',
        messages.VacanciesPostedAfterMatchDate,
      ],
      [
        { applicantResultsEmailDate: '2027-01-27T09:00:00-08:00' },
        'applicantResultsEmailDate',
        messages.ResultsDateOnOrAfterMatchDate,
      ],
      [{ casDeadlineDate: '2027-02-01' }, 'casDeadlineDate', messages.CasDeadlineBeforeMatchDate],
      [{ trainingStartDate: '2027-01' }, 'trainingStartDate', messages.TrainingStartAfterMatchMonth],
      [
        { latestInterviewDayDate: '2027-01-12T17:00:00-08:00' },
        'programsRankListDeadlineDate',
        'The programs rank list deadline must be after the latest interview day.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const refused = await create({ ...body, ...change });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().description[field], field).toEqual([message]);
    }
    const badFormats = await create({
      ...body,
      matchDate: '2027-01-28 09:00',
      trainingStartDate: '2027-07-01',
      casDeadlineDate: '2026-10-31T00:00:00Z',
      extra: 1,
    });
    expect(badFormats.statusCode).toBe(400);
    expect(Object.keys(badFormats.json().description)).toEqual(
      expect.arrayContaining(['matchDate', 'trainingStartDate', 'casDeadlineDate', 'extra']),
    );
    expect((await create({ ...body, registrationFeeCents: 12.5 })).statusCode).toBe(400);
    expect((await create({ ...body, specialtyId: 999_999 })).json().description.specialtyId).toEqual([
      messages.SpecialtyNotFound,
    ]);
  });

  it('moves Planned → Active → Archived only; an archived cycle is read-only (409)', async () => {
    const f = await fixture();
    const body = validBody(f, `STS-${f.yearCode}`);
    const id = (await create(body)).json().id;
    const status = (value: string) =>
      call({ method: 'POST', url: `/api/admin/match-cycles/${id}/status`, payload: { status: value } });

    const skip = await status('Archived');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toEqual({
      ErrorCode: 'Conflict',
      Message: messages.MatchCycleStatusTransition,
    });
    expect((await status('Active')).json().status).toBe('Active');
    expect((await status('Planned')).statusCode).toBe(409);
    expect((await status('Active')).statusCode).toBe(409);

    const updated = await call({
      method: 'PUT',
      url: `/api/admin/match-cycles/${id}`,
      payload: { ...body, lorsCount: 2 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      lorsCount: 2,
      status: 'Active',
      actions: { canEdit: true, canActivate: false, canArchive: true },
    });

    const archived = await status('Archived');
    expect(archived.json()).toMatchObject({
      status: 'Archived',
      isReadOnly: true,
      actions: { canEdit: false, canActivate: false, canArchive: false },
    });
    const refused = await call({
      method: 'PUT',
      url: `/api/admin/match-cycles/${id}`,
      payload: { ...body, lorsCount: 4 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toBe(messages.MatchCycleArchived);
    expect((await status('Active')).json().error.Message).toBe(messages.MatchCycleArchived);
    expect((await call({ method: 'GET', url: `/api/admin/match-cycles/${id}` })).json().lorsCount).toBe(2);
    expect((await status('Bogus')).statusCode).toBe(400);
  });

  it('refuses missing and wrong fields with a message on each field', async () => {
    const f = await fixture();
    const refused = await create({
      ...validBody(f, '  '),
      matchName: '',
      specialtyId: null,
      matchCycleYearId: undefined,
      registrationFeeCents: '12.50',
      lorsCount: -1,
      maxSignalingPrograms: 'x',
      casDeadlineDate: '2026-02-30',
      trainingStartDate: '2027-13',
      matchDate: 'tomorrow',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().description).toEqual({
      shortName: [messages.ShortNameIsRequired],
      matchName: [messages.MatchNameIsRequired],
      specialtyId: [messages.SelectSpecialty],
      matchCycleYearId: [messages.SelectMatchCycleYear],
      registrationFeeCents: [messages.InvalidAmount],
      lorsCount: [messages.GreaterOrEqualZero],
      maxSignalingPrograms: [messages.MustBeNumber],
      casDeadlineDate: [messages.InvalidDate],
      trainingStartDate: [messages.WrongDateFormat],
      matchDate: [messages.InvalidDate],
    });
  });

  it('shows the result sending of each audience; a manual run only after the match of a started cycle', async () => {
    const f = await fixture();
    // A season whose match is over: every instant but the match and result dates left empty.
    const body = {
      ...validBody(f, `RES-${f.yearCode}`),
      ...Object.fromEntries(['effectiveDate', 'vacanciesPostedDate'].map((field) => [field, null])),
      registrationDate: '2019-06-01T09:00:00-07:00',
      programsRankListDeadlineDate: '2020-02-26T21:00:00-08:00',
      applicantsRankListDeadlineDate: '2020-02-27T21:00:00-08:00',
      matchDate: '2020-03-20T09:00:00-07:00',
      casDeadlineDate: '2019-10-31',
      trainingStartDate: '2020-07',
      programResultsOnlineDate: null,
      applicantResultsEmailDate: '2020-03-20T10:00:00-07:00',
      programResultsEmailDate: '2020-03-21T10:00:00-07:00',
    };
    const created = (await create(body)).json();
    expect(created.resultSendings).toEqual([
      {
        audience: 'Applicant',
        canRunManually: false,
        plannedDate: '2020-03-20T17:00:00.000Z',
        sentDate: null,
        status: 'NotSent',
      },
      {
        audience: 'MedicalSchool',
        canRunManually: false,
        plannedDate: null,
        sentDate: null,
        status: 'NotSent',
      },
      {
        audience: 'Program',
        canRunManually: false,
        plannedDate: '2020-03-21T17:00:00.000Z',
        sentDate: null,
        status: 'NotSent',
      },
      { audience: 'Society', canRunManually: false, plannedDate: null, sentDate: null, status: 'NotSent' },
    ]);
    await call({
      method: 'POST',
      url: `/api/admin/match-cycles/${created.id}/status`,
      payload: { status: 'Active' },
    });
    await createResultSending(ctx.database.db, {
      matchCycleId: created.id,
      audience: 'Program',
      status: 'Sent',
      sentAt: new Date('2020-03-21T17:02:00Z'),
    });
    await createResultSending(ctx.database.db, {
      matchCycleId: created.id,
      audience: 'MedicalSchool',
      status: 'Failed',
    });
    const read = async () =>
      (await call({ method: 'GET', url: `/api/admin/match-cycles/${created.id}` })).json();
    // Nothing to send before a final run is marked.
    expect((await read()).resultSendings.map((r: { canRunManually: boolean }) => r.canRunManually)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    await runFinalMatch(ctx.database.db, ctx.clock, created.id);
    const details = await read();
    expect(
      details.resultSendings.map((r: { audience: string; status: string; canRunManually: boolean }) => [
        r.audience,
        r.status,
        r.canRunManually,
      ]),
    ).toEqual([
      ['Applicant', 'NotSent', true],
      ['MedicalSchool', 'Failed', true],
      ['Program', 'Sent', false],
      ['Society', 'NotSent', true],
    ]);
    expect(details.resultSendings[2].sentDate).toBe('2020-03-21T17:02:00.000Z');
  });

  it("lets a society user read their specialties' cycles, and no other specialty's", async () => {
    const own = await fixture();
    const other = await fixture();
    await create(validBody(own, `SOC-${own.yearCode}-${own.specialtyId}`));
    await create(validBody(other, `SOC-${other.yearCode}-${other.specialtyId}`));
    const user = await ctx.createUser({ roles: ['SocietyUser'] });
    await createSocietyUserSpecialty(ctx.database.db, { userId: user.id, specialtyId: own.specialtyId });
    const society = (await signInAs(ctx.app, user)).idToken;
    const list = (specialtyId: number, token: string | null = society) =>
      call({ method: 'GET', url: `/api/society/match-cycles?specialtyId=${specialtyId}` }, token);

    const mine = await list(own.specialtyId);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      total: 1,
      items: [
        { specialtyId: own.specialtyId, status: 'Planned', isReadOnly: false, specialtyColor: '#123456' },
      ],
    });
    const refused = await list(other.specialtyId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ ErrorCode: 'Forbidden', Message: messages.ResourceAccessDenied });
    // The role guard: admins and applicants are not society users; the admin routes refuse a society user.
    expect((await list(own.specialtyId, admin)).statusCode).toBe(403);
    expect((await list(own.specialtyId, null)).statusCode).toBe(401);
    const adminRoute = await call({ method: 'GET', url: '/api/admin/match-cycles' }, society);
    expect(adminRoute.statusCode).toBe(403);
    expect(adminRoute.json().error.Message).toBe(messages.AccessDeniedSignedIn);
    expect((await call({ method: 'GET', url: '/api/society/match-cycles' }, society)).statusCode).toBe(400);
  });

  it('lists the cycles of a year, paged on the server; lists years publicly', async () => {
    const first = await fixture();
    const db: DbExecutor = ctx.database.db;
    const others: number[] = [];
    for (const letter of ['B', 'C']) {
      others.push(
        (
          await createSpecialty(db, {
            name: `${letter} ${first.name}`,
            fullName: letter,
            type: 'Residency',
            urlPrefix: `${letter}-${first.yearCode}-${first.specialtyId}`,
          })
        ).id,
      );
    }
    const ids: number[] = [];
    for (const [i, specialtyId] of [first.specialtyId, ...others].entries()) {
      const created = await create({ ...validBody({ ...first, specialtyId }, `PG-${first.yearCode}-${i}`) });
      ids.push(created.json().id);
    }
    await call({
      method: 'POST',
      url: `/api/admin/match-cycles/${ids[1]}/status`,
      payload: { status: 'Active' },
    });

    const page = async (query: string) =>
      (await call({ method: 'GET', url: `/api/admin/match-cycles?yearId=${first.yearId}&${query}` })).json();
    const one = await page('page=1&pageSize=2');
    expect(one.total).toBe(3);
    expect(one.items).toHaveLength(2);
    const two = await page('page=2&pageSize=2');
    expect(two.items).toHaveLength(1);
    expect([...one.items, ...two.items].map((c: { specialtyName: string }) => c.specialtyName)).toEqual([
      `B ${first.name}`,
      `C ${first.name}`,
      first.name,
    ]);
    expect(one.items[0]).toMatchObject({
      status: 'Active',
      yearCode: first.yearCode,
      matchDate: '2027-01-28T17:00:00.000Z',
    });
    expect((await call({ method: 'GET', url: '/api/admin/match-cycles?pageSize=500' })).statusCode).toBe(400);
    // Sorted by another column, and searched (specialty, short name or match name).
    const byStatus = await page('sort=status&direction=desc');
    expect(byStatus.items.map((c: { status: string }) => c.status)).toEqual(['Planned', 'Planned', 'Active']);
    const found = await page(`search=PG-${first.yearCode}-2`);
    expect(found.items.map((c: { id: number }) => c.id)).toEqual([ids[2]]);
    expect((await page(`search=C ${first.name}`)).total).toBe(1);
    expect((await page('search=100%25_none')).total).toBe(0);

    const years = (await call({ method: 'GET', url: '/api/match-cycle-years' }, null)).json();
    expect(years.find((y: { id: number }) => y.id === first.yearId)).toEqual({
      id: first.yearId,
      code: first.yearCode,
      activeSpecialtyIds: [others[0]],
    });
    const bySpecialty = await call(
      { method: 'GET', url: `/api/match-cycle-years/GetYearsBySpecialtyId/${others[1]}` },
      null,
    );
    expect(bySpecialty.json()).toEqual([
      { id: first.yearId, code: first.yearCode, activeSpecialtyIds: [others[0]] },
    ]);
  });

  it('lets an admin add a season year once', async () => {
    const route = (code: string): InjectOptions => ({
      method: 'POST',
      url: '/api/admin/match-cycle-years',
      payload: { code },
    });
    expect((await call(route('2130'), null)).statusCode).toBe(401);
    expect((await call(route('2130'), applicant)).statusCode).toBe(403);
    const created = await call(route('2130'));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(Number), code: '2130', activeSpecialtyIds: [] });
    const again = await call(route('2130'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.MatchCycleYearExists);
    const invalid = await call(route('30'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().description.code).toEqual([messages.MatchCycleYearCode]);
    const years = (await call({ method: 'GET', url: '/api/match-cycle-years' }, null)).json();
    expect(years.filter((y: { code: string }) => y.code === '2130')).toHaveLength(1);
  });

  it('shows the cycles on the public calendar, grouped by month and Pacific day', async () => {
    const f = await fixture();
    const id = (await create(validBody(f, `CAL-${f.yearCode}`))).json().id;
    const months = (
      await call({ method: 'GET', url: `/api/match-calendar?year=${f.yearCode}` }, null)
    ).json();
    expect(months.map((m: { year: number; month: number }) => `${m.year}-${m.month}`)).toEqual([
      '2026-6',
      '2026-10',
      '2027-1',
    ]);
    const january = months[2];
    // The months shown carry their public holidays too (New Year's Day, Martin Luther King Day).
    expect(january.days.map((d: { date: string }) => d.date)).toEqual([
      '2027-01-01',
      '2027-01-10',
      '2027-01-14',
      '2027-01-18',
      '2027-01-28',
      '2027-01-29',
    ]);
    expect(january.days[3].events[0]).toEqual({
      id: 'holiday-2027-01-18',
      matchCycleId: null,
      customEventId: null,
      type: 'PublicHoliday',
      title: 'Birthday of Martin Luther King, Jr.',
      description: null,
      start: '2027-01-18',
      end: null,
      allDay: true,
      specialtyId: null,
      specialtyName: null,
      specialtyPrefixUrl: null,
      specialtyType: null,
      color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
    });
    expect(january.days[4].events).toEqual([
      {
        id: `${id}-MatchDate`,
        matchCycleId: id,
        customEventId: null,
        type: 'MatchDate',
        title: `${f.name} ${f.yearCode}: Match Day`,
        description: null,
        start: '2027-01-28T17:00:00.000Z',
        end: null,
        allDay: false,
        specialtyId: f.specialtyId,
        specialtyName: f.name,
        specialtyPrefixUrl: expect.stringMatching(/^oph-/),
        specialtyType: 'Fellowship',
        color: '#123456',
      },
    ]);
    expect(months[1].days.map((d: { date: string }) => d.date)).toEqual(['2026-10-12', '2026-10-31']);
    expect(months[1].days[1]).toMatchObject({
      date: '2026-10-31',
      events: [{ type: 'CasTarget', allDay: true }],
    });
  });

  it('serves the calendar as an iCalendar feed that calendar apps can subscribe to', async () => {
    const f = await fixture();
    const id = (await create(validBody(f, `ICS-${f.yearCode}`))).json().id;
    const response = await call({ method: 'GET', url: `/api/match-calendar.ics?year=${f.yearCode}` }, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:Matchline match calendar');
    expect(lines.filter((l) => l.startsWith('PRODID:'))).toHaveLength(1);
    const uids = lines.filter((l) => l.startsWith('UID:')).map((l) => l.slice(4));
    expect(uids.filter((uid) => !uid.startsWith('holiday-')).sort()).toEqual(
      [
        'ApplicantRegistrationStart',
        'ApplicantsRankListDeadline',
        'CasTarget',
        'MatchDate',
        'ProgramsRankListDeadline',
        'VacanciesPosted',
      ]
        .map((type) => `${id}-${type}@matchline`)
        .sort(),
    );
    // June 2026, October 2026 and January 2027 hold Juneteenth, Columbus Day, New Year's Day and MLK Day.
    expect(uids.filter((uid) => uid.startsWith('holiday-')).sort()).toEqual([
      'holiday-2026-06-19@matchline',
      'holiday-2026-10-12@matchline',
      'holiday-2027-01-01@matchline',
      'holiday-2027-01-18@matchline',
    ]);
    expect(new Set(uids).size).toBe(uids.length);
    expect(lines).toContain('SUMMARY:Birthday of Martin Luther King\\, Jr.');
    expect(lines).toContain(`SUMMARY:${f.name} ${f.yearCode}: Match Day`);
    expect(lines).toContain('DTSTART:20270128T170000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261031');
    expect(lines.filter((l) => l.startsWith('DTSTAMP:'))).toHaveLength(10);
    expect(lines.at(-2)).toBe('END:VCALENDAR');

    // One specialty's feed: its own events only; another specialty's is empty (no cycle, no holidays).
    const own = await call(
      { method: 'GET', url: `/api/match-calendar.ics?year=${f.yearCode}&specialtyId=${f.specialtyId}` },
      null,
    );
    expect(own.body.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(10);
    const other = await fixture();
    const none = await call(
      { method: 'GET', url: `/api/match-calendar.ics?year=${f.yearCode}&specialtyId=${other.specialtyId}` },
      null,
    );
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('BEGIN:VEVENT');
    expect(none.body).toContain('X-WR-CALNAME:Matchline match calendar');
    const months = await call(
      { method: 'GET', url: `/api/match-calendar?year=${f.yearCode}&specialtyId=${other.specialtyId}` },
      null,
    );
    expect(months.json()).toEqual([]);
  });
});
