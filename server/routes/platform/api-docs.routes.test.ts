import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { openApiFile } from '../../openapi/api-document.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('GET /api/docs', (ctx) => {
  /** An app configured as a production deployment: the documentation is for admins only. */
  let production: FastifyInstance;
  let adminToken: string;
  let applicantToken: string;

  beforeAll(async () => {
    production = await ctx.buildApp({ env: { NODE_ENV: 'production' } });
    adminToken = (await signInAs(production, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicantToken = (await signInAs(production, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
  });

  it('serves an admin the OpenAPI document of the routes, the same as docs/openapi.json', async () => {
    const response = await production.inject({
      method: 'GET',
      url: '/api/docs',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/docs'].get['x-roles']).toEqual(['Admin']);
    expect(document).toEqual(JSON.parse(readFileSync(openApiFile, 'utf8')));
  });

  it('serves an admin the HTML page: operations grouped by domain, no script', async () => {
    const response = await production.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h2>rank-lists</h2>');
    expect(response.body).toContain('<code>/api/admin/mail-outbox</code>');
    expect(response.body).not.toMatch(/<script|https?:\/\//i);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('refuses other roles (403) and anonymous callers (401) in production', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const forbidden = await production.inject({ method: 'GET', url, headers: bearer(applicantToken) });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().error.ErrorCode).toBe('Forbidden');
      const anonymous = await production.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });

  it('is open to everyone in development', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.paths['/api/docs'].get['x-access']).toBe('public');
    expect(document.paths['/api/docs'].get.tags).toEqual(['platform']);
  });
});
