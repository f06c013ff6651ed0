import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { Role } from '../../../core/domain/roles.ts';
import { servicesOf } from '../../app.ts';
import { listPasswordChangeLog } from '../../db/repositories/password-change-log.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import {
  createApplicant,
  createMedicalSchool,
  createMedicalSchoolUser,
  createProgram,
  createProgramUser,
  createSocietyUserSpecialty,
  createSpecialty,
} from '../../test-support/factories.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const NEW_PASSWORD = 'Changed#Pass2';

describeEachDatabase('admin users', (ctx) => {
  let admin: { token: string; id: string };
  const tokens = new Map<Role, string>();
  let tag = '';

  const call = (options: InjectOptions, token: string | null = admin.token) =>
    ctx.app.inject({ ...options, ...(token ? { headers: bearer(token) } : {}) });
  const post = (url: string, payload: object, token?: string | null) =>
    call({ method: 'POST', url, payload }, token);
  const list = (query: string, token?: string | null) =>
    call({ method: 'GET', url: `/api/admin/users?${query}` }, token);
  const refusal = (code: string, message: string) => ({ error: { ErrorCode: code, Message: message } });

  beforeAll(async () => {
    tag = Date.now().toString(36);
    const adminUser = await ctx.createUser({ roles: ['Admin'] });
    admin = { token: (await signInAs(ctx.app, adminUser)).idToken, id: adminUser.id };
    for (const role of ['Applicant', 'ProgramUser', 'MedSchoolUser', 'SocietyUser'] as const) {
      tokens.set(role, (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken);
    }
  });

  it('refuses every admin user route to the other roles (403) and without a token (401)', async () => {
    const target = await ctx.createUser({ roles: ['Applicant'] });
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/users?role=Applicant' },
      { method: 'GET', url: `/api/admin/users/${target.id}` },
      { method: 'POST', url: '/api/admin/users/lock', payload: { email: target.email } },
      { method: 'POST', url: '/api/admin/users/unlock', payload: { email: target.email } },
      {
        method: 'POST',
        url: '/api/admin/users/change-password',
        payload: { email: target.email, password: NEW_PASSWORD },
      },
      { method: 'POST', url: '/api/admin/users/recover-password', payload: { email: target.email } },
      {
        method: 'POST',
        url: '/api/admin/users/change-email',
        payload: { currentEmail: target.email, newEmail: `x-${tag}@fixture.test` },
      },
      {
        method: 'POST',
        url: '/api/admin/admin-users',
        payload: { email: `a-${tag}@fixture.test`, firstName: 'A', lastName: 'B' },
      },
      { method: 'GET', url: '/api/admin/audit-log' },
      { method: 'POST', url: '/api/admin/impersonate', payload: { email: target.email } },
    ];
    for (const request of requests) {
      for (const token of tokens.values()) {
        const response = await call(request, token);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual(refusal('Forbidden', messages.AccessDeniedSignedIn));
      }
      expect((await call(request, null)).statusCode).toBe(401);
    }
    expect((await findUserById(ctx.database.db, target.id))?.isActive).toBe(true);
  });

  it('lists the users of a role with their role context, searched, sorted and paged', async () => {
    const db = ctx.database.db;
    const specialty = await createSpecialty(db, {
      name: `Spec ${tag}`,
      fullName: `Specialty ${tag}`,
      type: 'Residency',
      urlPrefix: `sp-${tag}`,
    });
    const school = await createMedicalSchool(db, {
      code: `MS-${tag}`,
      name: `School ${tag}`,
      type: 'Allopathic',
      degree: 'MD',
    });
    const program = await createProgram(db, {
      code: `PR-${tag}`,
      name: `Program ${tag}`,
      specialtyId: specialty.id,
    });
    const society = await ctx.createUser({ roles: ['SocietyUser'], firstName: 'Zed', lastName: `Soc${tag}` });
    await createSocietyUserSpecialty(db, { userId: society.id, specialtyId: specialty!.id });
    const programUser = await ctx.createUser({
      roles: ['ProgramUser'],
      firstName: 'Pat',
      lastName: `Prog${tag}`,
    });
    await createProgramUser(db, { userId: programUser.id, programId: program!.id, isDirector: true });
    const schoolUser = await ctx.createUser({
      roles: ['MedSchoolUser'],
      firstName: 'Sam',
      lastName: `Sch${tag}`,
    });
    await createMedicalSchoolUser(db, { userId: schoolUser.id, medicalSchoolId: school!.id });
    const applicant = await ctx.createUser({ roles: ['Applicant'], firstName: 'Ann', lastName: `App${tag}` });
    await createApplicant(db, { userId: applicant.id, code: `AP-${tag}`, medicalSchoolId: school!.id });

    const only = async (role: Role, search: string) => {
      const response = await list(`role=${role}&search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(1);
      return body.items[0];
    };
    expect(await only('SocietyUser', `soc${tag}`)).toMatchObject({
      id: society.id,
      email: society.email,
      fullName: `Zed Soc${tag}`,
      status: 'Active',
      isActive: true,
      roles: ['SocietyUser'],
      specialties: [{ id: specialty!.id, name: `Spec ${tag}` }],
      programs: [],
      applicant: null,
    });
    expect((await only('ProgramUser', `Pat Prog${tag}`)).programs).toEqual([
      { id: program!.id, name: `Program ${tag}`, isDirector: true },
    ]);
    expect((await only('MedSchoolUser', schoolUser.email.toUpperCase())).medicalSchools).toEqual([
      { id: school!.id, name: `School ${tag}` },
    ]);
    expect((await only('Applicant', `App${tag}`)).applicant).toEqual({
      id: expect.any(Number),
      code: `AP-${tag}`,
      medicalSchoolName: `School ${tag}`,
    });
    // The society user is not in the applicants' list; LIKE characters are taken literally.
    expect((await list(`role=Applicant&search=Soc${tag}`)).json().total).toBe(0);
    expect((await list('role=Applicant&search=%25%25_')).json().total).toBe(0);

    // Sorting and paging by name, and the active filter.
    const names = ['Cc', 'Aa', 'Bb'];
    for (const name of names)
      await ctx.createUser({ roles: ['SocietyUser'], firstName: `Pg${tag}`, lastName: `${name}${tag}` });
    // The tag in the search too: a bare 'Pg' also matched 'Soc<tag>' whenever the clock's tag held 'pg'.
    const page = async (query: string) =>
      (await list(`role=SocietyUser&search=Pg${tag}&pageSize=2&${query}`)).json() as {
        items: { lastName: string }[];
        total: number;
      };
    const first = await page('page=1');
    expect(first.total).toBe(3);
    expect(first.items.map((u) => u.lastName)).toEqual([`Aa${tag}`, `Bb${tag}`]);
    expect((await page('page=2')).items.map((u) => u.lastName)).toEqual([`Cc${tag}`]);
    expect((await page('page=1&direction=desc')).items.map((u) => u.lastName)).toEqual([
      `Cc${tag}`,
      `Bb${tag}`,
    ]);
    expect((await page('page=1&sort=createdAt')).items).toHaveLength(2);

    const details = await call({ method: 'GET', url: `/api/admin/users/${programUser.id}` });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      id: programUser.id,
      isImpersonated: false,
      mustChangePassword: false,
    });
  });

  it('answers the spec messages to bad input and 404 to unknown users', async () => {
    const noRole = await list('');
    expect(noRole.statusCode).toBe(400);
    expect(Object.keys(noRole.json().description)).toEqual(['role']);
    expect((await list('role=Admin&sort=password')).statusCode).toBe(400);
    expect((await list('role=Admin&pageSize=1000')).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/admin/users/not-a-uuid' })).statusCode).toBe(400);
    const missing = await call({
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);

    const badEmail = await post('/api/admin/users/lock', { email: 'nope' });
    expect(badEmail.json().description).toEqual({ email: [messages.InvalidEmail] });
    const noEmail = await post('/api/admin/users/unlock', {});
    expect(noEmail.json().description).toEqual({ email: [messages.EmailIsRequired] });
    const unknown = await post('/api/admin/users/lock', { email: `nobody-${tag}@fixture.test` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refusal('NotFound', messages.UserNotFound));

    const target = await ctx.createUser();
    const weak = await post('/api/admin/users/change-password', {
      email: target.email,
      password: 'short',
      passwordConfirmation: 'other',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().description).toEqual({
      password: [messages.InvalidPassword],
      passwordConfirmation: [messages.PasswordsDoNotMatch],
    });
    const mismatch = await post('/api/admin/users/change-email', {
      currentEmail: target.email,
      newEmail: `n-${tag}@fixture.test`,
      newEmailConfirmation: `m-${tag}@fixture.test`,
    });
    expect(mismatch.json().description).toEqual({ newEmailConfirmation: [messages.EmailsDoNotMatch] });
    const noNames = await post('/api/admin/admin-users', { email: `c-${tag}@fixture.test` });
    expect(noNames.json().description).toEqual({
      firstName: [messages.FirstNameIsRequired],
      lastName: [messages.LastNameIsRequired],
    });
  });

  it('deactivates (ending the sessions) and activates a user, with audit rows', async () => {
    const target = await ctx.createUser({ roles: ['ProgramUser'] });
    const session = await signInAs(ctx.app, target);
    expect((await post('/api/admin/users/lock', { email: target.email })).json()).toEqual({ ok: true });
    expect((await findUserById(ctx.database.db, target.id))?.isActive).toBe(false);
    expect((await call({ method: 'GET', url: '/api/account/me' }, session.idToken)).statusCode).toBe(401);
    const listed = await list(`role=ProgramUser&isActive=false&search=${encodeURIComponent(target.email)}`);
    expect(listed.json().items.map((u: { id: string }) => u.id)).toEqual([target.id]);

    ctx.clock.advance(1000);
    expect((await post('/api/admin/users/unlock', { email: target.email })).statusCode).toBe(200);
    expect((await findUserById(ctx.database.db, target.id))?.isActive).toBe(true);
    await signInAs(ctx.app, target);

    const audit = await call({ method: 'GET', url: `/api/admin/audit-log?userId=${admin.id}&pageSize=100` });
    const actions = audit
      .json()
      .items.filter((row: { details: { userId?: string } }) => row.details.userId === target.id)
      .map((row: { action: string }) => row.action);
    expect(actions).toEqual(['UserActivated', 'UserDeactivated']);

    const self = await post('/api/admin/users/lock', {
      email: (await findUserById(ctx.database.db, admin.id))!.email,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.Message).toBe(messages.CannotDeactivateSelf);
  });

  it('changes a password: the old one stops working, sessions end, the change is logged', async () => {
    const target = await ctx.createUser({ roles: ['SocietyUser'] });
    const session = await signInAs(ctx.app, target);
    const response = await post('/api/admin/users/change-password', {
      email: target.email,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.json()).toEqual({ ok: true });
    expect((await call({ method: 'GET', url: '/api/account/me' }, session.idToken)).statusCode).toBe(401);
    await signInAs(ctx.app, { email: target.email, password: NEW_PASSWORD });
    const log = await listPasswordChangeLog(ctx.database.db, target.email);
    expect(log[0]).toMatchObject({ kind: 'AdminChangePassword', isSucceeded: true });
  });

  it('sends the password recovery mail without a captcha', async () => {
    const target = await ctx.createUser({ roles: ['Applicant'] });
    const response = await post('/api/admin/users/recover-password', { email: target.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isForcedToChangePassword: false });
    const outbox = await call({
      method: 'GET',
      url: `/api/admin/mail-outbox?to=${encodeURIComponent(target.email)}`,
    });
    expect(outbox.json().items[0].subject).toBe('Your Matchline verification code');
  });

  it('changes an email (409 when taken) and creates an admin user through the invitation', async () => {
    const target = await ctx.createUser({ roles: ['MedSchoolUser'] });
    const other = await ctx.createUser();
    const taken = await post('/api/admin/users/change-email', {
      currentEmail: target.email,
      newEmail: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(refusal('Conflict', messages.EmailTaken));

    const newEmail = `moved-${tag}@fixture.test`;
    const moved = await post('/api/admin/users/change-email', {
      currentEmail: target.email,
      newEmail: ` ${newEmail.toUpperCase()} `,
      newEmailConfirmation: newEmail,
    });
    expect(moved.statusCode).toBe(200);
    expect((await findUserById(ctx.database.db, target.id))?.email).toBe(newEmail);
    await signInAs(ctx.app, { email: newEmail, password: target.password });

    const adminEmail = `new-admin-${tag}@fixture.test`;
    const created = await post('/api/admin/admin-users', {
      email: adminEmail,
      firstName: 'Nia',
      lastName: 'Admin',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(String), created: true, pending: false });
    const user = await findUserById(ctx.database.db, created.json().id);
    expect(user).toMatchObject({ roles: ['Admin'], mustChangePassword: true, status: 'PendingRegistration' });
    const again = await post('/api/admin/admin-users', {
      email: adminEmail,
      firstName: 'Nia',
      lastName: 'Admin',
    });
    expect(again.statusCode).toBe(409);
    // An existing account is not made an admin: it is mailed an invitation its owner must accept.
    const offered = await post('/api/admin/admin-users', {
      email: newEmail,
      firstName: 'Tom',
      lastName: 'Target',
    });
    expect(offered.json()).toEqual({ id: target.id, created: false, pending: true });
    expect((await findUserById(ctx.database.db, target.id))?.roles).not.toContain('Admin');
    const listed = await list(`role=Admin&search=${encodeURIComponent(adminEmail)}`);
    expect(listed.json().items[0]).toMatchObject({ fullName: 'Nia Admin', status: 'PendingRegistration' });
    expect(servicesOf(ctx.app)).toBeDefined();
  });
});
