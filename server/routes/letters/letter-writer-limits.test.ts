/**
 * The letter writer's public routes (issue 11): limited per link, not per network address — writers
 * behind one hospital network never hold each other up — with a per-IP ceiling against guessing; a
 * writer's uploads count against a quota and a link limit of their letter, not of anyone else.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { message } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { lettersOfReference } from '../../db/schema.ts';
import { WRITER_REQUESTS_PER_LINK } from '../../services/letters/letters.service.ts';
import { tinyPdf } from '../../services/uploads/tiny-pdf.ts';
import { UPLOAD_LINKS_PER_HOUR } from '../../services/uploads/upload.service.ts';
import { signedInApplicant } from '../../test-support/applicant.fixture.ts';
import { uniqueTag } from '../../test-support/route-calls.ts';
import { bearer, describeEachDatabase } from '../../test-support/test-app.ts';

const HOUR = 60 * 60_000;

describeEachDatabase('letter writer limits', (ctx) => {
  let uploadsDir: string;

  beforeAll(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'matchline-writer-limits-'));
  });

  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  /** A fresh letter request of a fresh applicant; answers the writer's token. */
  async function writerToken(app: FastifyInstance): Promise<string> {
    const applicant = await signedInApplicant(ctx, {}, app);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/applicant/letters',
      headers: bearer(applicant.token),
      payload: { writerName: 'Dr. Grace Hopper', writerEmail: `writer-${uniqueTag()}@example.com` },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const db: DbExecutor = ctx.database.db;
    const [row] = await db
      .select({ token: lettersOfReference.writerToken })
      .from(lettersOfReference)
      .where(eq(lettersOfReference.id, requested.json().id));
    return row!.token;
  }

  const page = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: `/api/letters/writer/${token}` });

  const uploadLink = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/letters/writer/${token}/upload-link`,
      payload: { fileName: 'letter.pdf', contentType: 'application/pdf' },
    });

  /** Starts right after a 10-minute boundary (and so an hour's), so a test's requests share their windows. */
  const startOfWindow = () =>
    ctx.clock.set(new Date(Math.ceil(ctx.clock.now().getTime() / HOUR) * HOUR + 1000));

  it('lets writers behind one network address work side by side; one link hammered gets 429 alone', async () => {
    // The production defaults: Contact Us 5 per 10 minutes, the writer routes' IP ceiling 60 per 10 minutes.
    const app = await ctx.buildApp({
      env: { UPLOADS_DIR: uploadsDir, RATE_LIMIT_CONTACT: '5/10m', RATE_LIMIT_WRITER: '60/10m' },
    });
    startOfWindow();
    const first = await writerToken(app);
    const second = await writerToken(app);
    // Every inject comes from the same address (127.0.0.1): more than Contact Us's 5 each.
    for (let i = 0; i < 10; i++) {
      expect((await page(app, first)).statusCode, `first writer, request ${i + 1}`).toBe(200);
      expect((await page(app, second)).statusCode, `second writer, request ${i + 1}`).toBe(200);
    }
    for (let i = 10; i < WRITER_REQUESTS_PER_LINK.max; i++)
      expect((await page(app, first)).statusCode).toBe(200);
    const hammered = await page(app, first);
    expect(hammered.statusCode).toBe(429);
    expect(hammered.json().error.Message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await uploadLink(app, first)).statusCode).toBe(429);
    // The other writer is not held up by it.
    expect((await page(app, second)).statusCode).toBe(200);
    expect((await uploadLink(app, second)).statusCode).toBe(200);
    // The link's window passes: its writer goes on.
    ctx.clock.advance(WRITER_REQUESTS_PER_LINK.windowMs);
    expect((await page(app, first)).statusCode).toBe(200);
  });

  it('keeps a per-IP ceiling over all writer links (guessing tokens)', async () => {
    const app = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir, RATE_LIMIT_WRITER: '3/1m' } });
    const tokens = [await writerToken(app), await writerToken(app)];
    const answers = [];
    for (const token of [...tokens, `${'x'.repeat(32)}`, tokens[0]!])
      answers.push((await page(app, token)).statusCode);
    expect(answers).toEqual([200, 200, 404, 429]);
  });

  it(`gives one letter at most ${UPLOAD_LINKS_PER_HOUR} upload links an hour`, async () => {
    const app = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir } });
    startOfWindow();
    const token = await writerToken(app);
    const other = await writerToken(app);
    const statuses: number[] = [];
    // Within the link's own request limit: a batch per 10-minute window, all in one hour.
    while (statuses.length < UPLOAD_LINKS_PER_HOUR) {
      const batch = Math.min(WRITER_REQUESTS_PER_LINK.max, UPLOAD_LINKS_PER_HOUR - statuses.length);
      for (let i = 0; i < batch; i++) statuses.push((await uploadLink(app, token)).statusCode);
      ctx.clock.advance(WRITER_REQUESTS_PER_LINK.windowMs);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await uploadLink(app, token)).statusCode).toBe(429);
    expect((await uploadLink(app, other)).statusCode).toBe(200);
  });

  it("counts a writer's files against the letter's quota, not against other letters", async () => {
    const app = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir, UPLOAD_QUOTA_MB: '1' } });
    const letterPdf = Buffer.concat([tinyPdf('Letter'), Buffer.alloc(600_000)]);
    async function upload(token: string) {
      const link = await uploadLink(app, token);
      expect(link.statusCode, link.body).toBe(200);
      const { url, stateKey } = link.json() as { url: string; stateKey: string };
      const put = await app.inject({
        method: 'PUT',
        url,
        payload: letterPdf,
        headers: { 'content-type': 'application/pdf' },
      });
      return { put, stateKey };
    }
    const token = await writerToken(app);
    const first = await upload(token);
    expect(first.put.statusCode, first.put.body).toBe(200);
    const completed = await app.inject({
      method: 'POST',
      url: `/api/letters/writer/${token}/complete`,
      payload: { stateKey: first.stateKey },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    // A second version would keep 1.2 MB for this letter: refused, clearly.
    const second = await upload(token);
    expect(second.put.statusCode).toBe(413);
    expect(second.put.json().error.Message).toBe(message('UploadQuotaExceeded', { mb: 1 }));
    // Another letter's writer has its own room.
    expect((await upload(await writerToken(app))).put.statusCode).toBe(200);
  });
});
