import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import { bearer, describeEachDatabase, refreshCookieOf, signInAs } from '../../test-support/test-app.ts';
import type { TestUser } from '../../test-support/users.fixture.ts';
import { REFRESH_COOKIE } from '../auth/refresh-cookie.ts';

const refusal = (code: string, message: string) => ({ error: { ErrorCode: code, Message: message } });

describeEachDatabase('impersonation', (ctx) => {
  let adminUser: TestUser;
  let admin: { idToken: string; refreshToken: string };

  const call = (options: InjectOptions, token: string | null) =>
    ctx.app.inject({ ...options, ...(token ? { headers: bearer(token) } : {}) });
  const impersonate = (email: string, token = admin.idToken) =>
    call({ method: 'POST', url: '/api/admin/impersonate', payload: { email } }, token);
  const end = (token: string) => call({ method: 'POST', url: '/api/auth/impersonation/end' }, token);
  const me = async (token: string) => call({ method: 'GET', url: '/api/account/me' }, token);
  const refresh = (cookie: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie } });
  const auditOf = async (query: string) =>
    (
      await call({ method: 'GET', url: `/api/admin/audit-log?pageSize=100&${query}` }, admin.idToken)
    ).json() as {
      items: {
        action: string;
        actorUserId: string;
        impersonatorUserId: string | null;
        impersonatorEmail: string | null;
        details: Record<string, unknown>;
      }[];
      total: number;
    };

  beforeAll(async () => {
    adminUser = await ctx.createUser({ roles: ['Admin'] });
    admin = await signInAs(ctx.app, adminUser);
  });

  it('replaces the session with one for the user, marked with the admin, for IMPERSONATION_SESSION_MINUTES', async () => {
    const target = await ctx.createUser({ roles: ['Applicant'], firstName: 'Ida', lastName: 'Target' });
    const response = await impersonate(target.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const session = response.json();
    const now = ctx.clock.now().getTime();
    expect(session).toMatchObject({
      status: 'Success',
      user: { id: target.id, role: 'Applicant', fullName: 'Ida Target' },
      impersonatedByEmail: adminUser.email,
      sessionExpiresAt: now + 60 * 60_000,
      expiresAt: now + 15 * 60_000,
    });
    expect(session.accessToken).toBe(session.idToken);
    expect(decodeJwt(session.idToken)).toMatchObject({ sub: target.id, imp: adminUser.id });
    const cookie = refreshCookieOf(response);
    expect(cookie).toBeDefined();
    expect((await me(session.idToken)).json().id).toBe(target.id);

    // A refresh keeps the marks; the admin's own session stays valid as the parent.
    const refreshed = await refresh(cookie!);
    expect(refreshed.json()).toMatchObject({
      impersonatedByEmail: adminUser.email,
      sessionExpiresAt: now + 60 * 60_000,
    });
    expect((await me(admin.idToken)).statusCode).toBe(200);

    const details = await call({ method: 'GET', url: `/api/admin/users/${target.id}` }, admin.idToken);
    expect(details.json().isImpersonated).toBe(true);
    const started = await auditOf(`userId=${target.id}`);
    expect(started.items.map((row) => row.action)).toContain('ImpersonationStarted');
  });

  it('refuses admins, inactive users, unknown users and nested impersonation with the spec message', async () => {
    const otherAdmin = await ctx.createUser({ roles: ['Admin'] });
    const notAuthorized = refusal('Forbidden', messages.CannotImpersonate);
    expect((await impersonate(otherAdmin.email)).json()).toEqual(notAuthorized);
    expect((await impersonate(adminUser.email)).statusCode).toBe(403);
    const inactive = await ctx.createUser({ roles: ['ProgramUser'], isActive: false });
    const refused = await impersonate(inactive.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(notAuthorized);
    const unknown = await impersonate(`nobody-${Date.now()}@fixture.test`);
    expect(unknown.statusCode).toBe(404);
    expect((await impersonate('not-an-email')).json().description).toEqual({
      email: [messages.InvalidEmail],
    });

    // An admin session that is itself impersonated (never issued by the API, forged here) may not nest.
    const nested = await servicesOf(ctx.app).sessions.start(otherAdmin, { impersonatedBy: adminUser.id });
    const target = await ctx.createUser({ roles: ['Applicant'] });
    const again = await impersonate(target.email, nested.session.idToken);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(notAuthorized);
  });

  it('keeps the user’s password and email while impersonated, and the impersonated session cannot change them', async () => {
    const target = await ctx.createUser({ roles: ['SocietyUser'] });
    const session = (await impersonate(target.email)).json();
    const locked = refusal('Conflict', messages.UserBeingImpersonated);
    const password = await call(
      {
        method: 'POST',
        url: '/api/admin/users/change-password',
        payload: { email: target.email, password: 'Other#Pass9' },
      },
      admin.idToken,
    );
    expect(password.statusCode).toBe(409);
    expect(password.json()).toEqual(locked);
    const email = await call(
      {
        method: 'POST',
        url: '/api/admin/users/change-email',
        payload: { currentEmail: target.email, newEmail: `moved-${Date.now()}@fixture.test` },
      },
      admin.idToken,
    );
    expect(email.json()).toEqual(locked);
    const recovery = await call(
      { method: 'POST', url: '/api/admin/users/recover-password', payload: { email: target.email } },
      admin.idToken,
    );
    expect(recovery.statusCode).toBe(409);

    const own = await call(
      {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { oldPassword: target.password, newPassword: 'Other#Pass9', confirmPassword: 'Other#Pass9' },
      },
      session.idToken,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(refusal('Forbidden', messages.ImpersonatedSessionCannotChange));
    // The user's own session cannot either while the admin is in.
    const real = await signInAs(ctx.app, target);
    const mine = await call(
      {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { oldPassword: target.password, newPassword: 'Other#Pass9', confirmPassword: 'Other#Pass9' },
      },
      real.idToken,
    );
    expect(mine.json()).toEqual(locked);
    await end(session.idToken);
  });

  it('records every request made while impersonating, reads and refused ones included, with the admin beside the user', async () => {
    const target = await ctx.createUser({ roles: ['ProgramUser'] });
    const session = (await impersonate(target.email)).json();
    await call({ method: 'POST', url: '/api/log/info?info=hello' }, session.idToken);
    await call(
      {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { oldPassword: 'x', newPassword: 'weak', confirmPassword: 'weak' },
      },
      session.idToken,
    );
    await call(
      { method: 'POST', url: '/api/admin/users/lock', payload: { email: adminUser.email } },
      session.idToken,
    );
    await me(session.idToken);
    // Reads are recorded too (issue 11), with their params and query: which file, which upload.
    const missingUpload = '00000000-0000-4000-8000-000000000000';
    await call(
      { method: 'GET', url: `/api/uploads/${missingUpload}/content?download=true` },
      session.idToken,
    );
    await call(
      { method: 'GET', url: '/api/Uploads/GetPresignedPutLink?FileName=cv.pdf&UploadTarget=Uploads' },
      session.idToken,
    );
    // Capabilities in a query (an upload's state key) are not copied into the log.
    await call({ method: 'GET', url: '/api/Uploads/state?key=secret-state-key' }, session.idToken);

    const audit = await auditOf(`impersonatorUserId=${adminUser.id}&userId=${target.id}`);
    const rows = audit.items.map((row) => [row.action, row.details.statusCode]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['ImpersonationStarted', undefined],
        ['POST /api/log/info', expect.any(Number)],
        ['POST /api/auth/change-password', 400],
        ['POST /api/admin/users/lock', 403],
        ['GET /api/account/me', 200],
        ['GET /api/uploads/:id/content', 404],
        ['GET /api/Uploads/GetPresignedPutLink', expect.any(Number)],
      ]),
    );
    const content = audit.items.find((row) => row.action === 'GET /api/uploads/:id/content');
    expect(content?.details).toMatchObject({ params: { id: missingUpload }, query: { download: 'true' } });
    const state = audit.items.find((row) => row.action === 'GET /api/Uploads/state');
    expect(state?.details).toMatchObject({ query: { key: '[hidden]' } });
    expect(JSON.stringify(audit.items)).not.toContain('secret-state-key');
    const link = audit.items.find((row) => row.action === 'GET /api/Uploads/GetPresignedPutLink');
    expect(link?.details).toMatchObject({ query: { FileName: 'cv.pdf', UploadTarget: 'Uploads' } });
    for (const row of audit.items) {
      expect(row).toMatchObject({
        actorUserId: target.id,
        impersonatorUserId: adminUser.id,
        impersonatorEmail: adminUser.email,
      });
    }
    await end(session.idToken);
  });

  it('ends the impersonation and resumes the admin’s session without a new sign-in', async () => {
    const target = await ctx.createUser({ roles: ['MedSchoolUser'] });
    const started = await impersonate(target.email);
    const session = started.json();
    const impersonatedCookie = refreshCookieOf(started)!;

    const ended = await end(session.idToken);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      user: { id: adminUser.id, role: 'Admin' },
      impersonatedByEmail: null,
    });
    const adminCookie = refreshCookieOf(ended);
    expect(adminCookie).toBeDefined();
    expect((await me(ended.json().idToken)).json().id).toBe(adminUser.id);
    expect((await me(session.idToken)).statusCode).toBe(401);
    expect((await refresh(impersonatedCookie)).statusCode).toBe(401);
    expect((await refresh(adminCookie!)).json().user.id).toBe(adminUser.id);

    const audit = await auditOf(`userId=${target.id}`);
    expect(audit.items.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'ImpersonationStarted',
        'ImpersonationEnded',
        'POST /api/auth/impersonation/end',
      ]),
    );
    // Not an impersonation: nothing to end.
    const plain = await end(admin.idToken);
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toEqual(refusal('Conflict', messages.NotImpersonating));
    expect((await call({ method: 'POST', url: '/api/auth/impersonation/end' }, null)).statusCode).toBe(401);
  });

  it('lets the impersonated session expire on its own after the configured minutes', async () => {
    const app = await ctx.buildApp({ env: { IMPERSONATION_SESSION_MINUTES: '6' } });
    const target = await ctx.createUser({ roles: ['Applicant'] });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate',
      payload: { email: target.email },
      headers: bearer(admin.idToken),
    });
    const session = response.json();
    const now = ctx.clock.now().getTime();
    expect(session.sessionExpiresAt).toBe(now + 6 * 60_000);
    expect(session.expiresAt).toBe(now + 6 * 60_000);
    ctx.clock.advance(6 * 60_000 + 1);
    expect((await me(session.idToken)).statusCode).toBe(401);
    const late = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: refreshCookieOf(response)! },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.Message).toBe(messages.SessionExpired);
    admin = await signInAs(ctx.app, adminUser);
  });

  it('records the natural end of an impersonation once, on the job schedule', async () => {
    const app = await ctx.buildApp({ env: { IMPERSONATION_SESSION_MINUTES: '5' } });
    const target = await ctx.createUser({ roles: ['Applicant'] });
    const other = await ctx.createUser({ roles: ['Applicant'] });
    const started = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate',
      payload: { email: target.email },
      headers: bearer(admin.idToken),
    });
    const endsAt = started.json().sessionExpiresAt as number;
    // Another impersonation ended by the admin is no natural expiry.
    const ended = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate',
      payload: { email: other.email },
      headers: bearer(admin.idToken),
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/impersonation/end',
      headers: bearer(ended.json().idToken),
    });

    const jobs = servicesOf(app).jobs;
    await jobs.runUntilIdle();
    const expiredOf = async (userId: string) =>
      (await auditOf(`userId=${userId}`)).items.filter((row) => row.action === 'ImpersonationExpired');
    expect(await expiredOf(target.id)).toEqual([]);

    ctx.clock.advance(5 * 60_000 + 1000);
    await jobs.runUntilIdle();
    ctx.clock.advance(10 * 60_000);
    await jobs.runUntilIdle();
    admin = await signInAs(ctx.app, adminUser);
    const rows = await expiredOf(target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: target.id,
      impersonatorUserId: adminUser.id,
      details: { expiredAt: new Date(endsAt).toISOString() },
    });
    expect(await expiredOf(other.id)).toEqual([]);
    // The expired session stays dead, refresh cookie included.
    expect((await refresh(refreshCookieOf(started)!)).statusCode).toBe(401);
  });

  it('ends the impersonations of an admin who is deactivated', async () => {
    const secondAdmin = await ctx.createUser({ roles: ['Admin'] });
    const second = await signInAs(ctx.app, secondAdmin);
    const target = await ctx.createUser({ roles: ['Applicant'] });
    const started = await impersonate(target.email, second.idToken);
    expect(started.statusCode).toBe(200);
    await call(
      { method: 'POST', url: '/api/admin/users/lock', payload: { email: secondAdmin.email } },
      admin.idToken,
    );
    expect((await me(started.json().idToken)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(started)!)).statusCode).toBe(401);
  });
});
