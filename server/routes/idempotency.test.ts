/**
 * Idempotent writes (ADR 0012) through a real route of the app: creating an employment adds a row
 * per request, so it shows whether a retried outbox entry took effect more than once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../core/domain/messages.ts';
import type { DbExecutor } from '../db/client.ts';
import { employments, syncReceipts } from '../db/schema.ts';
import { createIdempotencyService, RECEIPT_LIFETIME_MS } from '../services/sync/idempotency.service.ts';
import { createApplicant, createSyncReceipt } from '../test-support/factories.ts';
import { uniqueTag } from '../test-support/route-calls.ts';
import { bearer, describeEachDatabase, signInAs, type TestContext } from '../test-support/test-app.ts';

const URL = '/api/applicant/profile/employments';
const job = (employer: string) => ({
  employer,
  position: 'Research assistant',
  employmentDates: { from: '2018-01-01', to: '2019-01-01' },
});

async function signedInApplicant(ctx: TestContext) {
  const user = await ctx.createUser({ roles: ['Applicant'] });
  const db: DbExecutor = ctx.database.db;
  const row = await createApplicant(db, { userId: user.id, code: `A-${uniqueTag()}` });
  return { token: (await signInAs(ctx.app, user)).idToken, applicantId: row!.id, userId: user.id };
}

describeEachDatabase('idempotency keys on writes', (ctx) => {
  let a: Awaited<ReturnType<typeof signedInApplicant>>;
  let b: Awaited<ReturnType<typeof signedInApplicant>>;

  beforeAll(async () => {
    a = await signedInApplicant(ctx);
    b = await signedInApplicant(ctx);
  });

  const post = (token: string, key: string | null, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload,
    });

  async function employmentsNamed(applicantId: number, employer: string): Promise<number> {
    const db: DbExecutor = ctx.database.db;
    const rows = await db
      .select({ id: employments.id })
      .from(employments)
      .where(and(eq(employments.applicantId, applicantId), eq(employments.employer, employer)));
    return rows.length;
  }

  it('runs the handler once for any number of retries, each answered with the first answer', async () => {
    const key = randomUUID();
    const employer = `Retried ${uniqueTag()}`;
    const first = await post(a.token, key, job(employer));
    expect(first.statusCode).toBe(200);
    const retries = await Promise.all([1, 2, 3].map(() => post(a.token, key, job(employer))));
    for (const retry of retries) {
      expect(retry.statusCode).toBe(first.statusCode);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers['idempotent-replayed']).toBe('true');
    }
    expect(await employmentsNamed(a.applicantId, employer)).toBe(1);
  });

  it('takes the same body with its keys in another order as the same request (a direct save, then its outbox retry)', async () => {
    const key = randomUUID();
    const employer = `Reordered ${uniqueTag()}`;
    const direct = await post(a.token, key, job(employer));
    expect(direct.statusCode).toBe(200);
    const { employmentDates, position } = job(employer);
    const retry = await post(a.token, key, {
      employmentDates: { to: employmentDates.to, from: employmentDates.from },
      position,
      employer,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(direct.json());
    expect(await employmentsNamed(a.applicantId, employer)).toBe(1);
  });

  it('runs the handler once when two copies arrive at the same time', async () => {
    const key = randomUUID();
    const employer = `Concurrent ${uniqueTag()}`;
    const [one, two] = await Promise.all([
      post(a.token, key, job(employer)),
      post(a.token, key, job(employer)),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json()).toEqual(two.json());
    expect(await employmentsNamed(a.applicantId, employer)).toBe(1);
  });

  it('keeps a validation refusal as the answer, with its field messages', async () => {
    const key = randomUUID();
    const refused = await post(a.token, key, { ...job(''), employer: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().description.employer).toEqual([messages.EmployerIsRequired]);
    const retry = await post(a.token, key, { ...job(''), employer: '' });
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toEqual(refused.json());
  });

  it('refuses a key reused for another request, without running it', async () => {
    const key = randomUUID();
    const employer = `First ${uniqueTag()}`;
    expect((await post(a.token, key, job(employer))).statusCode).toBe(200);
    const other = `Other ${uniqueTag()}`;
    const reused = await post(a.token, key, job(other));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.Message).toBe(messages.IdempotencyKeyReused);
    expect(await employmentsNamed(a.applicantId, other)).toBe(0);
  });

  it("keeps keys per user: another applicant's key never replays their answer", async () => {
    const key = randomUUID();
    const employer = `Mine ${uniqueTag()}`;
    const mine = await post(a.token, key, job(employer));
    const theirs = await post(b.token, key, job(employer));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await employmentsNamed(b.applicantId, employer)).toBe(1);
  });

  it('runs every request without a key (no receipt kept)', async () => {
    const employer = `Unkeyed ${uniqueTag()}`;
    await post(a.token, null, job(employer));
    await post(a.token, null, job(employer));
    expect(await employmentsNamed(a.applicantId, employer)).toBe(2);
  });

  it('refuses a key that is not a UUID with 400', async () => {
    const response = await post(a.token, 'not-a-uuid', job(`Bad key ${uniqueTag()}`));
    expect(response.statusCode).toBe(400);
    expect(response.json().description.idempotencyKey).toEqual([messages.InvalidValue]);
  });

  it('still refuses a forbidden role before looking at the key', async () => {
    const society = await ctx.createUser({ roles: ['SocietyUser'] });
    const { idToken } = await signInAs(ctx.app, society);
    const response = await post(idToken, randomUUID(), job(`Society ${uniqueTag()}`));
    expect(response.statusCode).toBe(403);
  });

  it('prunes receipts older than a week, keeping newer ones', async () => {
    const db: DbExecutor = ctx.database.db;
    const old = randomUUID();
    const recent = randomUUID();
    const now = ctx.clock.now();
    await createSyncReceipt(db, {
      userId: a.userId,
      clientId: old,
      operation: 'x',
      statusCode: 200,
      createdAt: new Date(now.getTime() - RECEIPT_LIFETIME_MS - 1000),
    });
    await createSyncReceipt(db, {
      userId: a.userId,
      clientId: recent,
      operation: 'x',
      statusCode: 200,
      createdAt: now,
    });
    await createIdempotencyService({ db, clock: ctx.clock }).prune();
    const left = await db
      .select({ clientId: syncReceipts.clientId })
      .from(syncReceipts)
      .where(sql`${syncReceipts.clientId} in (${old}, ${recent})`);
    expect(left.map((r) => r.clientId)).toEqual([recent]);
  });

  it('lets a retry run again when the first answer was a server error (the claim is released)', async () => {
    const db: DbExecutor = ctx.database.db;
    const service = createIdempotencyService({ db, clock: ctx.clock });
    const key = randomUUID();
    expect(await service.start(a.userId, key, 'op')).toEqual({ kind: 'run' });
    await service.finish(a.userId, key, 503, null);
    expect(await service.start(a.userId, key, 'op')).toEqual({ kind: 'run' });
    await service.finish(a.userId, key, 200, { ok: true });
    expect(await service.start(a.userId, key, 'op')).toEqual({
      kind: 'replay',
      statusCode: 200,
      response: { ok: true },
    });
  });

  it('refuses a body nested too deep to hash with 400 in the validation shape, never a 500, and keeps answering', async () => {
    const send = (payload: string, key: string | null) =>
      ctx.app.inject({
        method: 'POST',
        url: URL,
        headers: {
          ...bearer(a.token),
          'content-type': 'application/json',
          ...(key === null ? {} : { 'idempotency-key': key }),
        },
        payload,
      });
    const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const deepObjects = await send(objects, randomUUID());
    expect(deepObjects.statusCode, deepObjects.body).toBe(400);
    expect(deepObjects.json()).toEqual({
      message: messages.ValidationError,
      description: { a: [messages.InvalidValue] },
    });
    const arrays = await send(`${'['.repeat(50_000)}${']'.repeat(50_000)}`, randomUUID());
    expect(arrays.statusCode, arrays.body).toBe(400);
    expect(arrays.json().message).toBe(messages.ValidationError);
    // Without the header, the same body is refused by validation alone.
    const plain = await send(objects, null);
    expect(plain.statusCode, plain.body).toBe(400);
    // A body of ordinary depth still goes through, with or without the header.
    const employer = `After deep ${uniqueTag()}`;
    expect((await post(a.token, randomUUID(), job(employer))).statusCode).toBe(200);
    expect(await employmentsNamed(a.applicantId, employer)).toBe(1);
  });

  it('tells a duplicate to retry when the first copy is still running past the wait', async () => {
    const db: DbExecutor = ctx.database.db;
    const service = createIdempotencyService({ db, clock: ctx.clock, waitMs: 100 });
    const key = randomUUID();
    await service.start(a.userId, key, 'op');
    await expect(service.start(a.userId, key, 'op')).rejects.toMatchObject({
      statusCode: 409,
      message: messages.IdempotentRequestInProgress,
    });
  });
});
