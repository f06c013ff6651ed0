import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findCountryByIsoCode, listStates } from '../../db/repositories/reference-data.repository.ts';
import { insertRequest } from '../../db/repositories/requests.repository.ts';
import {
  mailOutbox,
  medicalSchools,
  medicalSchoolUsers,
  notifications,
  programMatchCycles,
  programs,
  programUsers,
} from '../../db/schema.ts';
import {
  createMatchCycle,
  createMedicalSchool,
  createProgram,
  createSocietyUserSpecialty,
  createSpecialty,
  createSubspecialty,
} from '../../test-support/factories.ts';
import { appWithMailLog, type MailLog } from '../../test-support/mail-log.ts';
import { routeCaller } from '../../test-support/route-calls.ts';
import { bearer, describeEachDatabase, signInAs, solveCaptcha } from '../../test-support/test-app.ts';

type Fixture = {
  specialtyId: number;
  subspecialtyId: number;
  cycleId: number;
  archivedCycleId: number;
  countryId: number;
  stateId: number;
  tag: string;
};

describeEachDatabase('requests', (ctx) => {
  let admin: string;
  let applicant: string;
  let fixtures = 0;

  const db = (): DbExecutor => ctx.database.db;

  /** A specialty (with a subspecialty), an open and an archived cycle, and the US with a state. */
  const fixture = async (options: { canRequest?: boolean } = {}): Promise<Fixture> => {
    fixtures += 1;
    const tag = `${Date.now().toString(36)}${fixtures}${Math.floor(Math.random() * 1000)}`;
    const { id: specialtyId } = await createSpecialty(db(), {
      name: `Retina ${tag}`,
      fullName: `Retina ${tag} fellowship`,
      type: 'Fellowship',
      urlPrefix: `ret-${tag}`,
      canRequestProgramRegistration: options.canRequest ?? false,
    });
    const sub = await createSubspecialty(db(), { specialtyId, name: 'Surgical' });
    const open = await createMatchCycle(db(), {
      specialtyId,
      yearCode: `R${tag}a`,
      shortName: `R-${tag}-a`,
      matchName: 'Open match',
      status: 'Active',
    });
    const archived = await createMatchCycle(db(), {
      specialtyId,
      yearCode: `R${tag}b`,
      shortName: `R-${tag}-b`,
      matchName: 'Old match',
      status: 'Archived',
    });
    const us = await findCountryByIsoCode(db(), 'US');
    const [state] = await listStates(db(), [us!.id]);
    return {
      specialtyId,
      subspecialtyId: sub!.id,
      cycleId: open!.id,
      archivedCycleId: archived!.id,
      countryId: us!.id,
      stateId: state!.id,
      tag,
    };
  };

  const programPayload = (f: Fixture, overrides: Record<string, unknown> = {}) => ({
    name: `Eye Institute ${f.tag}`,
    specialtyId: f.specialtyId,
    subspecialtyId: f.subspecialtyId,
    institutionId: null,
    newInstitution: { name: `Eye Hospital ${f.tag}`, city: 'Portland' },
    addressLine: '1 Main St',
    city: 'Portland',
    countryId: f.countryId,
    stateId: f.stateId,
    zip: '97201',
    phone: '503 555 0100',
    fax: '503-555-0101',
    website: 'https://eye.example.org',
    matchCycleId: f.cycleId,
    positions: 2,
    directorFirstName: 'Dora',
    directorLastName: 'Director',
    directorEmail: `director-${f.tag}@example.test`,
    ...overrides,
  });

  const call = routeCaller(ctx, () => admin);

  const submitProgram = async (f: Fixture, overrides: Record<string, unknown> = {}) =>
    call(
      {
        method: 'POST',
        url: '/api/registration/program-request',
        payload: {
          ...programPayload(f, overrides),
          requesterName: 'Rita Requester',
          requesterEmail: `requester-${f.tag}@example.test`,
          captcha: await solveCaptcha(ctx.app),
        },
      },
      null,
    );

  /** The newest request about `subject`, read through the admin list. */
  // Approvals go through an app that logs mail bodies: temporary passwords are mail secrets (issue 11).
  let mailApp: FastifyInstance;
  let mailLog: MailLog;
  beforeAll(async () => {
    ({ app: mailApp, mailLog } = await appWithMailLog(ctx));
  });
  const approve = (id: number, payload: object = {}) =>
    mailApp.inject({
      method: 'POST',
      url: `/api/admin/requests/${id}/approve`,
      payload,
      headers: bearer(admin),
    });
  const findBySubject = async (subject: string) => {
    const list = await call({
      method: 'GET',
      url: `/api/admin/requests?search=${encodeURIComponent(subject)}`,
    });
    expect(list.statusCode).toBe(200);
    return list.json().items[0] as {
      id: number;
      status: string;
      kind: string;
      actions: Record<string, boolean>;
    };
  };

  const mailsTo = async (to: string) =>
    (await servicesOf(ctx.app).mailOutbox.list({ to, page: 1, pageSize: 20 })).items;

  const temporaryPasswordOf = (text: string | undefined) => /temporary password (\S+)/.exec(text ?? '')?.[1];

  const signInStatus = async (email: string, password: string) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
    });
    return answer.json().status as string;
  };

  beforeAll(async () => {
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicant = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
  });

  describe('admin routes', () => {
    it('answer 401 without a token and 403 to other roles', async () => {
      const society = (await signInAs(ctx.app, await ctx.createUser({ roles: ['SocietyUser'] }))).idToken;
      const routes: InjectOptions[] = [
        { method: 'GET', url: '/api/admin/requests' },
        { method: 'GET', url: '/api/admin/requests/counts' },
        { method: 'GET', url: '/api/admin/requests/1' },
        { method: 'POST', url: '/api/admin/requests/1/approve', payload: {} },
        { method: 'POST', url: '/api/admin/requests/1/decline', payload: {} },
      ];
      for (const route of routes) {
        expect((await call(route, null)).statusCode).toBe(401);
        expect((await call(route, applicant)).statusCode).toBe(403);
        expect((await call(route, society)).statusCode).toBe(403);
      }
      expect((await call({ method: 'GET', url: '/api/admin/requests/999999' })).statusCode).toBe(404);
      expect(
        (await call({ method: 'POST', url: '/api/admin/requests/999999/decline', payload: {} })).statusCode,
      ).toBe(404);
    });
  });

  describe('program registration', () => {
    it('requires a solved captcha on the public form', async () => {
      const f = await fixture();
      const missing = await call(
        {
          method: 'POST',
          url: '/api/registration/program-request',
          payload: { ...programPayload(f), requesterName: 'R', requesterEmail: 'r@example.test' },
        },
        null,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().description.captcha).toEqual([messages.RecaptchaIsRequiredDot]);
      const wrong = await call(
        {
          method: 'POST',
          url: '/api/registration/program-request',
          payload: {
            ...programPayload(f),
            requesterName: 'R',
            requesterEmail: 'r@example.test',
            captcha: 'nope',
          },
        },
        null,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().description.captcha).toEqual([messages.RecaptchaIsRequiredDot]);
    });

    it("answers the spec's field messages", async () => {
      const f = await fixture();
      const answer = await submitProgram(f, {
        name: ' ',
        phone: '12',
        fax: '503 555 0101',
        website: 'eye.example.org',
        zip: '97201!',
        positions: 0,
        directorEmail: 'not-an-email',
        matchCycleId: undefined,
      });
      expect(answer.statusCode).toBe(400);
      const description = answer.json().description;
      expect(description.name).toEqual([messages.NameIsRequired]);
      expect(description.phone).toEqual([messages.InvalidPhone]);
      expect(description.fax).toEqual([messages.InvalidFax]);
      expect(description.website).toEqual([
        'Specify valid url address. For example: https://www.example.com',
      ]);
      expect(description.zip).toEqual([messages.InvalidZip]);
      expect(description.positions).toEqual([messages.GreaterThanZero]);
      expect(description.directorEmail).toEqual([messages.InvalidEmail]);
      expect(description.matchCycleId).toEqual([messages.SelectMatchCycle]);
    });

    it('refuses an archived cycle or one of another specialty', async () => {
      const f = await fixture();
      const other = await fixture();
      const archived = await submitProgram(f, { matchCycleId: f.archivedCycleId });
      expect(archived.statusCode).toBe(400);
      expect(archived.json().description.matchCycleId).toEqual([messages.MatchCycleArchived]);
      const foreign = await submitProgram(f, { matchCycleId: other.cycleId });
      expect(foreign.json().description.matchCycleId).toEqual([messages.MatchCycleOfAnotherSpecialty]);
    });

    it('approval creates the program, its positions and its director, who must choose a password', async () => {
      const f = await fixture();
      const before = (await call({ method: 'GET', url: '/api/admin/requests/counts' })).json()
        .ProgramRegistration;
      expect((await submitProgram(f)).statusCode).toBe(200);
      const counts = await call({ method: 'GET', url: '/api/admin/requests/counts' });
      expect(counts.json().ProgramRegistration).toBe(before + 1);

      const listed = await findBySubject(`Eye Institute ${f.tag}`);
      expect(listed).toMatchObject({ kind: 'ProgramRegistration', status: 'Pending' });
      expect(listed.actions).toEqual({ canApprove: true, canDecline: true, canCancel: false });
      const details = await call({ method: 'GET', url: `/api/admin/requests/${listed.id}` });
      expect(details.json()).toMatchObject({
        requesterName: 'Rita Requester',
        suggestedCode: `EI${f.tag[0]!.toUpperCase()}-${listed.id}`,
      });

      const approved = await approve(listed.id, { comment: 'Welcome.' });
      expect(approved.statusCode).toBe(200);
      const body = approved.json();
      expect(body.status).toBe('Approved');
      expect(body.actions).toEqual({ canApprove: false, canDecline: false, canCancel: false });
      const programId = body.result.programId as number;
      expect(body.programId).toBe(programId);

      const [program] = await db().select().from(programs).where(eq(programs.id, programId));
      expect(program).toMatchObject({
        name: `Eye Institute ${f.tag}`,
        specialtyId: f.specialtyId,
        phone: '503 555 0100',
      });
      const positions = await db()
        .select()
        .from(programMatchCycles)
        .where(eq(programMatchCycles.programId, programId));
      expect(positions).toEqual([{ programId, matchCycleId: f.cycleId, positions: 2 }]);
      const members = await db().select().from(programUsers).where(eq(programUsers.programId, programId));
      expect(members).toEqual([{ programId, userId: body.result.directorUserId, isDirector: true }]);

      const directorEmail = `director-${f.tag}@example.test`;
      const temporary = temporaryPasswordOf(mailLog.latest(directorEmail)?.body);
      expect(temporary).toBeTruthy();
      expect(await signInStatus(directorEmail, temporary!)).toBe('NewPasswordRequired');
      const requesterMail = (await mailsTo(`requester-${f.tag}@example.test`))[0];
      expect(requesterMail?.subject).toBe('Your program registration request was approved');
      expect(requesterMail?.text).toContain('Welcome.');

      const again = await approve(listed.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.Message).toBe(messages.RequestAlreadyDecided);
      const decline = await call({
        method: 'POST',
        url: `/api/admin/requests/${listed.id}/decline`,
        payload: {},
      });
      expect(decline.statusCode).toBe(409);
    });

    it('takes the fields the admin corrected, validated like the form; a failed approval changes nothing', async () => {
      const f = await fixture();
      await submitProgram(f);
      const listed = await findBySubject(`Eye Institute ${f.tag}`);
      const bad = await approve(listed.id, {
        payload: { ...programPayload(f), code: 'bad code', phone: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().description).toMatchObject({
        code: [messages.InvalidCode],
        phone: [messages.InvalidPhone],
      });
      const taken = await approve(listed.id, { payload: { ...programPayload(f), subspecialtyId: 999_999 } });
      expect(taken.statusCode).toBe(400);
      expect((await call({ method: 'GET', url: `/api/admin/requests/${listed.id}` })).json().status).toBe(
        'Pending',
      );

      const code = `EYE-${f.tag}`;
      const approved = await approve(listed.id, {
        payload: { ...programPayload(f), code, name: `Eye Program ${f.tag}` },
      });
      expect(approved.statusCode).toBe(200);
      const [program] = await db()
        .select()
        .from(programs)
        .where(eq(programs.id, approved.json().result.programId));
      expect(program).toMatchObject({ code, name: `Eye Program ${f.tag}` });
      expect(approved.json().payload.code).toBe(code);
    });

    it('decline records the comment and mails the requester; a declined request is not decided again', async () => {
      const f = await fixture();
      await submitProgram(f);
      const listed = await findBySubject(`Eye Institute ${f.tag}`);
      const declined = await call({
        method: 'POST',
        url: `/api/admin/requests/${listed.id}/decline`,
        payload: { comment: 'Not accredited yet.' },
      });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'Declined', decisionComment: 'Not accredited yet.' });
      const mail = (await mailsTo(`requester-${f.tag}@example.test`))[0];
      expect(mail?.subject).toBe('Your program registration request was declined');
      expect(mail?.text).toContain('Not accredited yet.');
      expect((await approve(listed.id)).statusCode).toBe(409);
      const programsNamed = await db()
        .select()
        .from(programs)
        .where(eq(programs.name, `Eye Institute ${f.tag}`));
      expect(programsNamed).toEqual([]);
    });
  });

  describe('medical schools', () => {
    it('a school registration approval creates the school', async () => {
      const f = await fixture();
      const answer = await call(
        {
          method: 'POST',
          url: '/api/registration/medical-school-request',
          payload: {
            name: `North Medical ${f.tag}`,
            type: 'Allopathic',
            degree: 'MD',
            email: 'dean@north.example',
            phone: '503 555 0199',
            fax: null,
            addressLine: '2 College Rd',
            city: 'Salem',
            countryId: f.countryId,
            stateId: f.stateId,
            zip: '97301',
            requesterName: 'Dean North',
            requesterEmail: `dean-${f.tag}@example.test`,
            captcha: await solveCaptcha(ctx.app),
          },
        },
        null,
      );
      expect(answer.statusCode).toBe(200);
      const listed = await findBySubject(`North Medical ${f.tag}`);
      expect(listed.kind).toBe('MedicalSchoolRegistration');
      const approved = await approve(listed.id, {
        payload: { ...(await detailsPayload(listed.id)), code: `NM-${f.tag}` },
      });
      expect(approved.statusCode).toBe(200);
      const [school] = await db()
        .select()
        .from(medicalSchools)
        .where(eq(medicalSchools.id, approved.json().result.medicalSchoolId));
      expect(school).toMatchObject({
        code: `NM-${f.tag}`,
        name: `North Medical ${f.tag}`,
        type: 'Allopathic',
        isActive: true,
      });
    });

    it('a first-user request (by school code) approval invites the user, linked to the school', async () => {
      const f = await fixture();
      const school = await createMedicalSchool(db(), {
        code: `SC-${f.tag}`,
        name: `South College ${f.tag}`,
        type: 'Osteopathic',
        degree: 'DO',
      });
      const unknown = await call(
        {
          method: 'POST',
          url: '/api/registration/medical-school-user-request',
          payload: {
            medicalSchoolCode: 'NO-SUCH',
            firstName: 'Uma',
            lastName: 'User',
            email: 'uma@example.test',
            captcha: await solveCaptcha(ctx.app),
          },
        },
        null,
      );
      expect(unknown.json().description.medicalSchoolCode).toEqual([messages.MedicalSchoolNotFound]);
      const none = await call(
        {
          method: 'POST',
          url: '/api/registration/medical-school-user-request',
          payload: { firstName: 'Uma', lastName: 'User', email: 'uma@example.test', captcha: 'x' },
        },
        null,
      );
      expect(none.json().description.medicalSchoolCode).toEqual([messages.SelectMedicalSchool]);

      const email = `uma-${f.tag}@example.test`;
      const sent = await call(
        {
          method: 'POST',
          url: '/api/registration/medical-school-user-request',
          payload: {
            medicalSchoolCode: `sc-${f.tag}`,
            firstName: 'Uma',
            lastName: `User${f.tag}`,
            email,
            captcha: await solveCaptcha(ctx.app),
          },
        },
        null,
      );
      expect(sent.statusCode).toBe(200);
      const listed = await findBySubject(`Uma User${f.tag}`);
      expect(listed.kind).toBe('MedicalSchoolUserRegistration');
      const approved = await approve(listed.id);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().status).toBe('Approved');
      const links = await db()
        .select()
        .from(medicalSchoolUsers)
        .where(eq(medicalSchoolUsers.medicalSchoolId, school!.id));
      expect(links).toEqual([{ medicalSchoolId: school!.id, userId: approved.json().result.userId }]);
      const temporary = mailLog
        .mails()
        .filter((m) => m.to === email)
        .map((m) => temporaryPasswordOf(m.body))
        .find(Boolean);
      expect(await signInStatus(email, temporary!)).toBe('NewPasswordRequired');

      const publicSchool = await call(
        { method: 'GET', url: `/api/registration/medical-schools/${school!.id}` },
        null,
      );
      expect(publicSchool.json()).toEqual({
        id: school!.id,
        code: `SC-${f.tag}`,
        name: `South College ${f.tag}`,
      });
    });
  });

  describe('program changes', () => {
    const programOf = async (f: Fixture) => {
      const program = await createProgram(db(), {
        code: `P-${f.tag}`,
        name: `Old Name ${f.tag}`,
        specialtyId: f.specialtyId,
      });
      return program!.id;
    };

    it('a program user request approval is Accepted and links the user to the program', async () => {
      const f = await fixture();
      const programId = await programOf(f);
      const sent = await call(
        {
          method: 'POST',
          url: '/api/registration/program-user-request',
          payload: {
            programId,
            firstName: 'Pat',
            lastName: `Staff${f.tag}`,
            email: `pat-${f.tag}@example.test`,
            captcha: await solveCaptcha(ctx.app),
          },
        },
        null,
      );
      expect(sent.statusCode).toBe(200);
      const link = await call({ method: 'GET', url: `/api/registration/programs/${programId}` }, null);
      expect(link.json()).toEqual({ id: programId, name: `Old Name ${f.tag}` });
      const listed = await findBySubject(`Pat Staff${f.tag}`);
      const approved = await approve(listed.id);
      expect(approved.json().status).toBe('Accepted');
      const members = await db().select().from(programUsers).where(eq(programUsers.programId, programId));
      expect(members).toEqual([{ programId, userId: approved.json().result.userId, isDirector: false }]);
    });

    it('rename and positions count change approvals change the program; the requester may cancel instead', async () => {
      const f = await fixture();
      const programId = await programOf(f);
      const requester = await ctx.createUser({ roles: ['ProgramUser'] });
      const rename = await insertRequest(db(), {
        kind: 'ProgramRename',
        programId,
        specialtyId: f.specialtyId,
        requestedByUserId: requester.id,
        requesterEmail: requester.email,
        subject: `Old Name ${f.tag}`,
        payload: { currentName: `Old Name ${f.tag}`, newName: `New Name ${f.tag}` },
      });
      const listing = await insertRequest(db(), {
        kind: 'ProgramListingChange',
        programId,
        specialtyId: f.specialtyId,
        requestedByUserId: requester.id,
        requesterEmail: requester.email,
        subject: `Old Name ${f.tag}`,
        payload: { matchCycleId: f.cycleId, currentPositions: null, positions: 4 },
      });
      const cancelled = await insertRequest(db(), {
        kind: 'ProgramListingChange',
        programId,
        specialtyId: f.specialtyId,
        requestedByUserId: requester.id,
        requesterEmail: requester.email,
        subject: `Old Name ${f.tag}`,
        payload: { matchCycleId: f.cycleId, currentPositions: null, positions: 9 },
      });

      const edited = await approve(rename, { payload: { currentName: 'x', newName: 'y' } });
      expect(edited.statusCode).toBe(400);
      expect((await approve(rename)).statusCode).toBe(200);
      const [program] = await db().select().from(programs).where(eq(programs.id, programId));
      expect(program?.name).toBe(`New Name ${f.tag}`);

      const listed = await approve(listing);
      expect(listed.json().result).toMatchObject({ previousPositions: null, matchCycleId: f.cycleId });
      const positions = await db()
        .select()
        .from(programMatchCycles)
        .where(eq(programMatchCycles.programId, programId));
      expect(positions).toEqual([{ programId, matchCycleId: f.cycleId, positions: 4 }]);

      const requesterToken = (await signInAs(ctx.app, requester)).idToken;
      const stranger = (await signInAs(ctx.app, await ctx.createUser({ roles: ['ProgramUser'] }))).idToken;
      const refused = await call({ method: 'POST', url: `/api/requests/${cancelled}/cancel` }, stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.Message).toBe(messages.RequestCancelOnlyByRequester);
      const done = await call({ method: 'POST', url: `/api/requests/${cancelled}/cancel` }, requesterToken);
      expect(done.statusCode).toBe(200);
      expect(done.json().status).toBe('Cancelled');
      expect(
        (await call({ method: 'POST', url: `/api/requests/${cancelled}/cancel` }, requesterToken)).statusCode,
      ).toBe(409);
      expect((await approve(cancelled)).statusCode).toBe(409);
    });
  });

  describe('live events (platform.md §7)', () => {
    it('a filed request tells the admins live (NewItemNotify, MenuCountersChanged); a decision tells its requester and the admins (StatusChanged)', async () => {
      const f = await fixture();
      const program = await createProgram(db(), {
        code: `L-${f.tag}`,
        name: `Live ${f.tag}`,
        specialtyId: f.specialtyId,
      });
      const events = servicesOf(ctx.app).hubEvents;
      const send = vi.spyOn(events, 'send');
      try {
        const sent = await call(
          {
            method: 'POST',
            url: '/api/registration/program-user-request',
            payload: {
              programId: program!.id,
              firstName: 'Lee',
              lastName: `Live${f.tag}`,
              email: `lee-${f.tag}@example.test`,
              captcha: await solveCaptcha(ctx.app),
            },
          },
          null,
        );
        expect(sent.statusCode).toBe(200);
        const admins = { kind: 'role', role: 'Admin' };
        expect(send.mock.calls.map(([event]) => event)).toEqual([
          {
            hub: 'ListItemsNotification',
            audience: admins,
            target: 'NewItemNotify',
            args: [{ listKind: 'ProgramUserRegistrationRequests', type: 'info' }],
          },
          { hub: 'MenuCounts', audience: admins, target: 'MenuCountersChanged', args: [] },
        ]);
        send.mockClear();

        const requester = await ctx.createUser({ roles: ['ProgramUser'] });
        const id = await insertRequest(db(), {
          kind: 'ProgramRename',
          programId: program!.id,
          specialtyId: f.specialtyId,
          requestedByUserId: requester.id,
          requesterEmail: requester.email,
          subject: `Live ${f.tag}`,
          payload: { currentName: `Live ${f.tag}`, newName: `Livelier ${f.tag}` },
        });
        expect(
          (await call({ method: 'POST', url: `/api/admin/requests/${id}/decline`, payload: {} }, admin))
            .statusCode,
        ).toBe(200);
        const change = { id, kind: 'ProgramRename', status: 'Declined' };
        expect(send.mock.calls.map(([event]) => event)).toEqual([
          { hub: 'ProgramRenameRequests', audience: admins, target: 'StatusChanged', args: [change] },
          {
            hub: 'ProgramRenameRequests',
            audience: { kind: 'user', userId: requester.id },
            target: 'StatusChanged',
            args: [change],
          },
          { hub: 'MenuCounts', audience: admins, target: 'MenuCountersChanged', args: [] },
          // The requester's notification (the decision was mailed already, once).
          {
            hub: 'Notification',
            audience: { kind: 'user', userId: requester.id },
            target: 'NewNotification',
            args: [
              {
                id: expect.any(String),
                kind: 'RequestStatusChanged',
                type: 'Info',
                title: 'Your program rename request was declined',
                body: `Your program rename request "Live ${f.tag}" was declined.`,
              },
            ],
          },
          {
            hub: 'MenuCounts',
            audience: { kind: 'users', userIds: [requester.id] },
            target: 'MenuCountersChanged',
            args: [],
          },
        ]);
        const notified = await db()
          .select()
          .from(notifications)
          .where(eq(notifications.userId, requester.id));
        expect(notified.map((n) => [n.kind, n.data])).toEqual([
          ['RequestStatusChanged', { requestId: String(id), requestKind: 'ProgramRename' }],
        ]);
        await servicesOf(ctx.app).notify.idle();
        const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, requester.email));
        expect(mails).toHaveLength(1);
        send.mockClear();
        // A refused decision changes nothing and announces nothing.
        expect(
          (await call({ method: 'POST', url: `/api/admin/requests/${id}/decline`, payload: {} }, admin))
            .statusCode,
        ).toBe(409);
        expect(send).not.toHaveBeenCalled();
      } finally {
        send.mockRestore();
      }
    });
  });

  describe('society users', () => {
    const societyUserOf = async (specialtyIds: number[]) => {
      const user = await ctx.createUser({ roles: ['SocietyUser'], firstName: 'Sofia', lastName: 'Society' });
      if (specialtyIds.length > 0) {
        for (const values of specialtyIds.map((specialtyId) => ({ userId: user.id, specialtyId }))) {
          await createSocietyUserSpecialty(db(), values);
        }
      }
      return { user, token: (await signInAs(ctx.app, user)).idToken };
    };

    it('list only their specialties, and are refused another one', async () => {
      const mine = await fixture();
      const theirs = await fixture();
      await submitProgram(mine);
      await submitProgram(theirs);
      const { token } = await societyUserOf([mine.specialtyId]);
      const all = await call({ method: 'GET', url: '/api/society/requests?kind=ProgramRegistration' }, token);
      expect(all.statusCode).toBe(200);
      const subjects = all.json().items.map((item: { subject: string }) => item.subject);
      expect(subjects).toContain(`Eye Institute ${mine.tag}`);
      expect(subjects).not.toContain(`Eye Institute ${theirs.tag}`);
      const other = await call(
        {
          method: 'GET',
          url: `/api/society/requests?kind=ProgramRegistration&specialtyId=${theirs.specialtyId}`,
        },
        token,
      );
      expect(other.statusCode).toBe(403);
      expect(other.json().error.Message).toBe(messages.ResourceAccessDenied);
      expect((await call({ method: 'GET', url: '/api/society/requests' }, applicant)).statusCode).toBe(403);
      expect((await call({ method: 'GET', url: '/api/society/requests' }, admin)).statusCode).toBe(403);
    });

    it('request a program registration only where the specialty allows it', async () => {
      const allowed = await fixture({ canRequest: true });
      const closed = await fixture({ canRequest: false });
      const { token, user } = await societyUserOf([allowed.specialtyId, closed.specialtyId]);
      const create = (f: Fixture, as = token) =>
        call(
          { method: 'POST', url: '/api/society/requests/program-registration', payload: programPayload(f) },
          as,
        );

      const refused = await create(closed);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.Message).toBe(messages.ProgramRegistrationNotAllowed);
      const stranger = await societyUserOf([]);
      const foreign = await create(allowed, stranger.token);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.Message).toBe(messages.ResourceAccessDenied);
      expect((await create(allowed, applicant)).statusCode).toBe(403);

      const created = await create(allowed);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        kind: 'ProgramRegistration',
        status: 'Pending',
        requesterEmail: user.email,
        requesterName: 'Sofia Society',
        actions: { canApprove: false, canDecline: false, canCancel: false },
      });
      // The program registration status set has no Cancelled (platform.md §3).
      const cancel = await call({ method: 'POST', url: `/api/requests/${created.json().id}/cancel` }, token);
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.Message).toBe(messages.RequestNotCancellable);
    });
  });

  it('the admin list filters by kind, status and search, sorts and pages', async () => {
    const f = await fixture();
    await submitProgram(f, { name: `Alpha ${f.tag}` });
    await submitProgram(f, { name: `Beta ${f.tag}` });
    await submitProgram(f, { name: `Gamma ${f.tag}` });
    const page = await call({
      method: 'GET',
      url: `/api/admin/requests?kind=ProgramRegistration&status=Pending&search=${f.tag}&sort=subject&direction=desc&pageSize=2`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().items.map((i: { subject: string }) => i.subject)).toEqual([
      `Gamma ${f.tag}`,
      `Beta ${f.tag}`,
    ]);
    const none = await call({ method: 'GET', url: `/api/admin/requests?kind=ProgramRename&search=${f.tag}` });
    expect(none.json()).toEqual({ items: [], total: 0 });
    const bad = await call({ method: 'GET', url: '/api/admin/requests?kind=Nope&status=Maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('the registration options list open cycles only', async () => {
    const f = await fixture();
    const answer = await call({ method: 'GET', url: '/api/registration/options' }, null);
    expect(answer.statusCode).toBe(200);
    const specialty = answer.json().specialties.find((s: { id: number }) => s.id === f.specialtyId);
    expect(specialty.subspecialties).toEqual([{ id: f.subspecialtyId, name: 'Surgical' }]);
    expect(specialty.matchCycles.map((c: { id: number }) => c.id)).toEqual([f.cycleId]);
  });

  async function detailsPayload(id: number): Promise<Record<string, unknown>> {
    return (await call({ method: 'GET', url: `/api/admin/requests/${id}` })).json().payload;
  }
});
