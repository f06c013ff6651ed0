/**
 * Uploads without limits (issue 11): a storage quota per account, a limit on upload links, the
 * clean-up of uploads nothing refers to and of staging files a killed PUT left, and a client that
 * hangs up mid-PUT logged as an abort, never as a 500.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { message } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { createUploadService, UPLOAD_LINKS_PER_HOUR } from '../../services/uploads/upload.service.ts';
import { signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  bearer,
  describeEachDatabase,
  LogCapture,
  signInAs,
  testConfig,
} from '../../test-support/test-app.ts';
import { PDF_BYTES, PNG_BYTES } from './upload-fixtures.ts';

const HOUR = 60 * 60_000;

/** A PDF (by its first bytes) of exactly `size` bytes. */
const pdfOfSize = (size: number) => Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length)]);

describeEachDatabase('upload limits and clean-up', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'matchline-upload-limits-'));
    // A 1 MB quota (1,000,000 bytes) so the boundary is cheap to reach.
    app = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir, UPLOAD_QUOTA_MB: '1' } });
  });

  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  const askLink = (token: string, query: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/Uploads/GetPresignedPutLink?${new URLSearchParams({
        FileName: 'cv.pdf',
        ContentType: 'application/pdf',
        UploadTarget: 'Uploads',
        ...query,
      })}`,
      headers: bearer(token),
    });

  const put = (url: string, body: Buffer, contentType = 'application/pdf') =>
    app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

  async function upload(token: string, body: Buffer, query: Record<string, string> = {}) {
    const link = await askLink(token, query);
    expect(link.statusCode, link.body).toBe(200);
    const { url, stateKey } = link.json() as { url: string; stateKey: string };
    return { put: await put(url, body, query.ContentType ?? 'application/pdf'), url, stateKey };
  }

  const stateOf = async (stateKey: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/Uploads/state?key=${encodeURIComponent(stateKey)}` })
    ).json();

  const quotaMessage = message('UploadQuotaExceeded', { mb: 1 });

  it('keeps an account within its quota: a file up to the boundary fits, one byte more is refused, a full storage gets no link', async () => {
    const token = (await signInAs(app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    expect((await upload(token, pdfOfSize(600_000))).put.statusCode).toBe(200);

    const over = await upload(token, pdfOfSize(400_001));
    expect(over.put.statusCode).toBe(413);
    expect(over.put.json().error).toEqual({ ErrorCode: 'PayloadTooLarge', Message: quotaMessage });
    expect(await stateOf(over.stateKey)).toEqual({
      status: 'Failed',
      upload: null,
      failureReason: quotaMessage,
    });

    const exact = await upload(token, pdfOfSize(400_000));
    expect(exact.put.statusCode, exact.put.body).toBe(200);

    // Full to the byte: no link at all, with the same clear message, never a 5xx.
    const refused = await askLink(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ ErrorCode: 'Conflict', Message: quotaMessage });
    expect(quotaMessage).toBe(
      'Your storage is full: at most 1 MB of files can be kept. Delete some files and try again.',
    );

    // Deleting a file frees its room.
    await servicesOf(app).uploads.remove(exact.put.json().id);
    expect((await askLink(token)).statusCode).toBe(200);
  });

  it('lets only one of two PUTs racing for the last room in (the owner is locked while its quota is checked)', async () => {
    const user = await ctx.createUser({ roles: ['Applicant'] });
    const disk = servicesOf(app).uploads.storage;
    // Each commit waits (up to 500 ms) for the other PUT to reach its commit too: without the
    // owner's lock both would pass the quota check before either stored its bytes.
    let arrived = 0;
    const bothArrived = () =>
      new Promise<void>((resolve) => {
        arrived++;
        const started = Date.now();
        const check = () => (arrived >= 2 || Date.now() - started > 500 ? resolve() : setTimeout(check, 10));
        check();
      });
    const racing = createUploadService({
      db: ctx.database.db,
      clock: ctx.clock,
      config: testConfig({ UPLOADS_DIR: uploadsDir, UPLOAD_QUOTA_MB: '1' }),
      limits: servicesOf(app).limits,
      storage: {
        ...disk,
        async stage(body, options) {
          const staged = await disk.stage(body, options);
          return {
            ...staged,
            commit: async (key, type) => {
              await bothArrived();
              await staged.commit(key, type);
            },
          };
        },
      },
    });
    const putThrough = async () => {
      const link = await racing.createLink({
        userId: user.id,
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        target: 'Uploads',
        purpose: 'document',
      });
      const parts = new URL(link.url, 'http://x');
      return racing
        .receive({
          uploadId: link.uploadId,
          expires: Number(parts.searchParams.get('expires')),
          maxBytes: Number(parts.searchParams.get('max')),
          signature: parts.searchParams.get('signature')!,
          body: Readable.from([pdfOfSize(600_000)]),
        })
        .then(
          () => 200,
          (error: { statusCode?: number }) => error.statusCode ?? 500,
        );
    };
    const answers = await Promise.all([putThrough(), putThrough()]);
    expect(answers.sort()).toEqual([200, 413]);
  });

  it(`gives an account at most ${UPLOAD_LINKS_PER_HOUR} upload links an hour (429), then again in the next hour`, async () => {
    // Start right after an hour boundary, so all links fall in one window.
    ctx.clock.set(new Date(Math.ceil(ctx.clock.now().getTime() / HOUR) * HOUR + 1000));
    const user = await ctx.createUser({ roles: ['Applicant'] });
    const token = (await signInAs(app, user)).idToken;
    // Counted per account: another account is not held up by this one.
    const bystander = (await signInAs(app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    for (let i = 0; i < UPLOAD_LINKS_PER_HOUR; i++) expect((await askLink(token)).statusCode).toBe(200);
    const limited = await askLink(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.Message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await askLink(bystander)).statusCode).toBe(200);
    ctx.clock.advance(HOUR);
    const again = (await signInAs(app, user)).idToken;
    expect((await askLink(again)).statusCode).toBe(200);
  });

  it('marks an upload attached when a document, an avatar or a letter version refers to it', async () => {
    const applicant = await signedInApplicant(ctx, {}, app);
    const attachedAt = async (id: string) => {
      const db: DbExecutor = ctx.database.db;
      const [row] = await db.select({ at: uploads.attachedAt }).from(uploads).where(eq(uploads.id, id));
      return row?.at ?? null;
    };
    const document = (await upload(applicant.token, PDF_BYTES)).put.json();
    expect(await attachedAt(document.id)).toBeNull();
    const filed = await app.inject({
      method: 'POST',
      url: '/api/applicant/documents',
      headers: bearer(applicant.token),
      payload: { uploadId: document.id, title: 'CV', documentType: 'CV' },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(await attachedAt(document.id)).toEqual(ctx.clock.now());

    const avatar = (
      await upload(applicant.token, PNG_BYTES, {
        FileName: 'me.png',
        ContentType: 'image/png',
        Purpose: 'avatar',
      })
    ).put.json();
    const set = await app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      headers: bearer(applicant.token),
      payload: { fileId: avatar.id },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await attachedAt(avatar.id)).toEqual(ctx.clock.now());

    const requested = await app.inject({
      method: 'POST',
      url: '/api/applicant/letters',
      headers: bearer(applicant.token),
      payload: { writerName: 'Dr. Grace Hopper', writerEmail: 'grace@example.com' },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const { lettersOfReference } = await import('../../db/schema.ts');
    const db: DbExecutor = ctx.database.db;
    const [letter] = await db
      .select({ token: lettersOfReference.writerToken })
      .from(lettersOfReference)
      .where(eq(lettersOfReference.id, requested.json().id));
    const link = await app.inject({
      method: 'POST',
      url: `/api/letters/writer/${letter!.token}/upload-link`,
      payload: { fileName: 'letter.pdf', contentType: 'application/pdf' },
    });
    const { url, stateKey } = link.json() as { url: string; stateKey: string };
    const letterUpload = (await put(url, PDF_BYTES)).json();
    expect(letterUpload.path).toMatch(new RegExp(`^letters/letter-${requested.json().id}/`));
    const completed = await app.inject({
      method: 'POST',
      url: `/api/letters/writer/${letter!.token}/complete`,
      payload: { stateKey },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await attachedAt(letterUpload.id)).toEqual(ctx.clock.now());
  });

  it('deletes uploads left unattached for a day, bytes and row, and staging files as old; keeps attached and young ones', async () => {
    const services = servicesOf(app);
    const applicant = await signedInApplicant(ctx, {}, app);
    const kept = (await upload(applicant.token, PDF_BYTES)).put.json();
    const filed = await app.inject({
      method: 'POST',
      url: '/api/applicant/documents',
      headers: bearer(applicant.token),
      payload: { uploadId: kept.id, title: 'CV', documentType: 'CV' },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const abandoned = (await upload(applicant.token, PDF_BYTES)).put.json();
    const neverPut = await askLink(applicant.token);
    const abandonedFile = path.join(uploadsDir, ...abandoned.path.split('/'));
    expect(existsSync(abandonedFile)).toBe(true);

    ctx.clock.advance(25 * HOUR);
    // Uploaded an hour ago, not attached yet: kept.
    const young = await services.uploads.createLink({
      userId: applicant.userId,
      fileName: 'young.pdf',
      contentType: 'application/pdf',
      target: 'Uploads',
      purpose: 'document',
    });
    const parts = new URL(young.url, 'http://x');
    await services.uploads.receive({
      uploadId: young.uploadId,
      expires: Number(parts.searchParams.get('expires')),
      maxBytes: Number(parts.searchParams.get('max')),
      signature: parts.searchParams.get('signature')!,
      body: Readable.from([PDF_BYTES]),
    });
    // A killed PUT's staged body from long ago, and one being written now.
    const staging = path.join(uploadsDir, '.staging');
    mkdirSync(staging, { recursive: true });
    const deadStaging = path.join(staging, 'killed-put');
    const liveStaging = path.join(staging, 'live-put');
    writeFileSync(deadStaging, 'partial');
    writeFileSync(liveStaging, 'partial');
    const old = new Date(ctx.clock.now().getTime() - 25 * HOUR);
    utimesSync(deadStaging, old, old);
    utimesSync(liveStaging, ctx.clock.now(), ctx.clock.now());

    // Through the job runner's schedule, as the server runs it.
    await services.jobs.runUntilIdle();

    expect(await services.uploads.row(abandoned.id)).toBeNull();
    expect(existsSync(abandonedFile)).toBe(false);
    const neverPutId = (neverPut.json().url as string).split('/')[4]!.split('?')[0]!;
    expect(await services.uploads.row(neverPutId)).toBeNull();
    expect(await services.uploads.get(kept.id)).not.toBeNull();
    expect(existsSync(path.join(uploadsDir, ...kept.path.split('/')))).toBe(true);
    expect(await services.uploads.get(young.uploadId)).not.toBeNull();
    expect(readdirSync(staging)).toEqual(['live-put']);
  });

  it('logs a client that hangs up mid-PUT as an abort, never as a 500, and keeps the upload Pending', async () => {
    const logs = new LogCapture();
    const listening = await ctx.buildApp({
      logStream: logs,
      env: { UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'info' },
    });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const { port } = listening.server.address() as AddressInfo;
    const token = (await signInAs(listening, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    const link = await listening.inject({
      method: 'GET',
      url: '/api/Uploads/GetPresignedPutLink?FileName=cv.pdf&ContentType=application%2Fpdf&UploadTarget=Uploads',
      headers: bearer(token),
    });
    const { url, stateKey } = link.json() as { url: string; stateKey: string };

    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: url,
        headers: { 'content-type': 'application/pdf', 'content-length': '100000' },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(PDF_BYTES, () => setTimeout(() => req.destroy(), 100));
    });
    // Let the server notice the hang-up and finish the request.
    await expect.poll(() => logs.text(), { timeout: 5000 }).toContain('upload aborted by the client');

    const lines = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const aborted = lines.find((line) => line.msg === 'upload aborted by the client')!;
    expect(aborted.level).toBeLessThanOrEqual(40); // info or warn, never error
    expect(logs.text()).not.toContain('"statusCode":500');
    expect(lines.some((line) => line.msg === 'request failed')).toBe(false);
    expect(lines.filter((line) => typeof line.level === 'number' && line.level >= 50)).toEqual([]);
    expect(await stateOf(stateKey)).toEqual({ status: 'Pending', upload: null, failureReason: null });
    // Nothing half-written is left in staging, and the server still answers.
    expect(readdirSync(path.join(uploadsDir, '.staging')).filter((name) => name !== 'live-put')).toEqual([]);
    expect((await listening.inject({ method: 'GET', url: '/api/Uploads/state?key=x' })).statusCode).toBe(404);
  });
});
