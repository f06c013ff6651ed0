import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { Contract } from '../../core/contracts/http.ts';
import { messages } from '../../core/domain/messages.ts';
import { type Role, roles } from '../../core/domain/roles.ts';
import { servicesOf } from '../app.ts';
import { bearer, describeEachDatabase, signInAs } from '../test-support/test-app.ts';
import { registeredRoutes } from './define-route.ts';

/** A request for a contract with placeholder path parameters (validation may refuse them: that is fine). */
function requestFor(contract: Contract, token?: string): InjectOptions {
  return {
    method: contract.method,
    url: contract.path.replace(/:(\w+)\??/g, '1'),
    ...(token ? { headers: bearer(token) } : {}),
    ...(contract.method !== 'GET' && contract.method !== 'DELETE' ? { payload: {} } : {}),
  };
}

const describeRoute = (contract: Contract) => `${contract.method} ${contract.path}`;

describeEachDatabase('route access matrix', (ctx) => {
  const tokens = new Map<Role, string>();

  const tokenFor = async (role: Role) => {
    let token = tokens.get(role);
    if (!token) {
      token = (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
      tokens.set(role, token);
    }
    return token;
  };

  it('registers every contract of the foundation', () => {
    const paths = registeredRoutes(ctx.app).map(({ contract }) => describeRoute(contract));
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in',
        'POST /api/auth/refresh',
        'GET /api/account/me',
        'GET /api/admin/mail-outbox',
        'GET /api/health',
        'POST /api/ContactUs/Post',
        'GET /api/countries/GetAll',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers 401 on every non-public route without a token or with a bad one', async () => {
    const guarded = registeredRoutes(ctx.app).filter(({ contract }) => contract.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const { contract } of guarded) {
      for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl']) {
        const response = await ctx.app.inject(requestFor(contract, token));
        expect(response.statusCode, `${describeRoute(contract)} with token ${token}`).toBe(401);
        expect(response.json()).toEqual({
          error: { ErrorCode: 'Unauthorized', Message: 'Unauthorized access denied' },
        });
      }
    }
  });

  it('answers 403 to every role a route does not allow, and lets the allowed roles through', async () => {
    for (const { contract } of registeredRoutes(ctx.app)) {
      if (contract.access === 'public') continue;
      for (const role of roles) {
        const allowed = contract.access === 'authenticated' || contract.access.includes(role);
        const response = await ctx.app.inject(requestFor(contract, await tokenFor(role)));
        const label = `${describeRoute(contract)} as ${role}`;
        if (allowed) {
          // An allowed role passes the role guard; a resource policy may still refuse the placeholder
          // resource (id 1), which it says with its own message, never the role guard's.
          expect(response.statusCode, label).not.toBe(401);
          if (response.statusCode === 403) {
            expect(response.json().error.Message, label).not.toBe(messages.AccessDeniedSignedIn);
          }
          expect(response.statusCode, label).toBeLessThan(500);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json().error.ErrorCode, label).toBe('Forbidden');
        }
      }
    }
  });

  it('lets anyone reach the public routes', async () => {
    for (const { contract } of registeredRoutes(ctx.app)) {
      if (contract.access !== 'public') continue;
      const response = await ctx.app.inject(requestFor(contract));
      expect(response.statusCode, describeRoute(contract)).not.toBe(403);
      expect(response.statusCode, describeRoute(contract)).toBeLessThan(500);
      // Refresh without a cookie has no session to renew: that is its answer, not an access refusal.
      if (response.statusCode === 401) expect(response.json().error.Message).toBe(messages.SessionExpired);
    }
  });

  it('serves the admin outbox to an admin, newest first, paged on the server', async () => {
    const admin = await tokenFor('Admin');
    const to = `paging-${Date.now()}@fixture.test`;
    const { mail } = servicesOf(ctx.app);
    for (let i = 1; i <= 3; i++) await mail.send({ to, subject: `Message ${i}`, text: `Body ${i}` });
    const page = async (query: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/mail-outbox?${query}`,
          headers: bearer(admin),
        })
      ).json();
    const first = await page(`to=${encodeURIComponent(to.toUpperCase())}&page=1&pageSize=2`);
    expect(first.total).toBe(3);
    expect(first.items.map((m: { subject: string }) => m.subject)).toEqual(['Message 3', 'Message 2']);
    const second = await page(`to=${encodeURIComponent(to)}&page=2&pageSize=2`);
    expect(second.items.map((m: { subject: string }) => m.subject)).toEqual(['Message 1']);
    expect(second.items[0]).toEqual({
      id: expect.any(String),
      to,
      subject: 'Message 1',
      text: 'Body 1',
      status: 'logged',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const invalid = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox?pageSize=1000',
      headers: bearer(admin),
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().description)).toEqual(['pageSize']);
  });
});
