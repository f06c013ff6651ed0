import { expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

describeEachDatabase('GET /api/health', (ctx) => {
  it('reports the database up, with its driver and latency', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: ctx.name === 'PGlite' ? 'pglite' : 'postgres' },
    });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const broken: Database = {
      ...ctx.database,
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db,
    };
    const app = await ctx.buildApp({ database: broken });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
  });
});
