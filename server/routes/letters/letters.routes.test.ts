import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { lettersOfReference, mailOutbox, matchCycles, users } from '../../db/schema.ts';
import { LETTER_MAILS_PER_APPLICANT, LETTER_MAILS_PER_RECIPIENT } from '../../services/limits/mail-limits.ts';
import { tinyPdf } from '../../services/uploads/tiny-pdf.ts';
import { signedInApplicant } from '../../test-support/applicant.fixture.ts';
import { createApplication, createProgram } from '../../test-support/factories.ts';
import { MailLog } from '../../test-support/mail-log.ts';
import { expectRoleGuarded, type RouteCall, uniqueTag } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';
import { TEST_PASSWORD } from '../../test-support/users.fixture.ts';
import { PNG_BYTES } from '../uploads/upload-fixtures.ts';

describeEachDatabase('letters of reference', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let applicantA: { token: string; applicantId: number; email: string };
  let applicantB: { token: string; applicantId: number; email: string };
  let admin: string;
  let program: string;
  let cycleCode: string;
  let cycleId: number;
  // The writer's link is a secret: the outbox hides it, the log (as for a demo) has it.
  const mailLog = new MailLog();
  // The file's own app (its uploads directory), with the applicant A as default caller.
  const call: RouteCall = (options, token = applicantA.token) =>
    app.inject({ ...options, ...(token ? { headers: bearer(token) } : {}) });

  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'matchline-letters-'));
    app = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'info' }, logStream: mailLog });
    applicantA = await signedInApplicant(ctx, { firstName: 'Ada', lastName: `Lovelace${uniqueTag()}` }, app);
    applicantB = await signedInApplicant(ctx, { firstName: 'Ada', lastName: `Lovelace${uniqueTag()}` }, app);
    admin = (await signInAs(app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    program = (await signInAs(app, await ctx.createUser({ roles: ['ProgramUser'] }))).idToken;
    const db: DbExecutor = ctx.database.db;
    const f = await createCatalogueFixture(db);
    cycleCode = `${f.tag}-Active`;
    cycleId = f.cycles.active;
    await db
      .update(matchCycles)
      .set({ lorInstructions: 'Ask three writers.', lorsCount: 2 })
      .where(eq(matchCycles.id, cycleId));
  });

  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  async function request(token = applicantA.token, body: Record<string, unknown> = {}) {
    const answer = await call(
      {
        method: 'POST',
        url: '/api/applicant/letters',
        payload: {
          writerName: 'Dr. Grace Hopper',
          writerEmail: `writer-${uniqueTag()}@example.com`,
          ...body,
        },
      },
      token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { id: number; writerEmail: string; status: string; contentUrl: string | null };
  }

  async function tokenOf(id: number): Promise<string> {
    const db: DbExecutor = ctx.database.db;
    const [row] = await db
      .select({ token: lettersOfReference.writerToken })
      .from(lettersOfReference)
      .where(eq(lettersOfReference.id, id));
    return row!.token;
  }

  async function writerUpload(token: string, bytes: Buffer = tinyPdf('Letter')) {
    const link = await app.inject({
      method: 'POST',
      url: `/api/letters/writer/${token}/upload-link`,
      payload: { fileName: 'letter.pdf', contentType: 'application/pdf' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { url, stateKey } = link.json() as { url: string; stateKey: string };
    const put = await app.inject({
      method: 'PUT',
      url,
      payload: bytes,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="letter.pdf"',
      },
    });
    return {
      put,
      complete: await app.inject({
        method: 'POST',
        url: `/api/letters/writer/${token}/complete`,
        payload: { stateKey },
      }),
    };
  }

  async function latestMailTo(to: string) {
    const db: DbExecutor = ctx.database.db;
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail;
  }

  it('guards the applicant routes by role and the admin QA route for admins', async () => {
    const refused = [admin, program];
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/applicant/letters' },
        { method: 'GET', url: '/api/applicant/letters/1' },
        {
          method: 'POST',
          url: '/api/applicant/letters',
          payload: { writerName: 'W', writerEmail: 'w@example.com' },
        },
        { method: 'POST', url: '/api/applicant/letters/1/cancel' },
        { method: 'GET', url: `/api/applicant/letters/deliveries?matchCycleCode=${cycleCode}` },
      ],
      refused,
    );
    await expectRoleGuarded(
      call,
      [{ method: 'POST', url: '/api/admin/letters/1/qa', payload: { status: 'QA' } }],
      [applicantA.token, program],
    );
    expect((await call({ method: 'GET', url: '/api/letters/1/content' }, program)).statusCode).toBe(403);
  });

  it('requests a letter: Pending, waived by default, the writer mailed the link', async () => {
    const letter = await request(applicantA.token, { message: 'Thank you for your help!' });
    expect(letter).toMatchObject({ status: 'Pending', contentUrl: null, canEdit: true, isWaived: true });
    const token = await tokenOf(letter.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const mail = await latestMailTo(letter.writerEmail);
    expect(mail?.subject).toContain('Ada Lovelace');
    // The outbox keeps the mail without the link's token; the writer got it in full.
    expect(mail?.text).toContain('http://localhost:8080/letters-of-reference/upload/[hidden]');
    expect(mail?.text).not.toContain(token);
    const mailed = mailLog.latest(letter.writerEmail)?.body;
    expect(mailed).toContain(`http://localhost:8080/letters-of-reference/upload/${token}`);
    // What the applicant typed is marked as theirs, unchecked.
    expect(mailed).toMatch(
      /Message from Ada Lovelace\S* \(not checked by Matchline\):\nThank you for your help!/,
    );

    const list = await call({ method: 'GET', url: `/api/applicant/letters?matchCycleCode=${cycleCode}` });
    expect(list.json()).toMatchObject({ instructions: 'Ask three writers.', lorsCount: 2 });
    expect(list.json().items.map((l: { id: number }) => l.id)).toContain(letter.id);
  });

  it('refuses bad input with the field messages', async () => {
    const answer = await call({
      method: 'POST',
      url: '/api/applicant/letters',
      payload: { writerName: ' ', writerEmail: 'not-an-email', isWaived: 'yes' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().description).toEqual({
      writerName: [messages.WriterNameIsRequired],
      writerEmail: [messages.InvalidEmail],
      isWaived: [messages.InvalidValue],
    });
  });

  it('keeps another applicant out of a letter', async () => {
    const letter = await request(applicantA.token);
    for (const options of [
      { method: 'GET' as const, url: `/api/applicant/letters/${letter.id}` },
      { method: 'POST' as const, url: `/api/applicant/letters/${letter.id}/cancel` },
      { method: 'POST' as const, url: `/api/applicant/letters/${letter.id}/resend` },
      { method: 'GET' as const, url: `/api/letters/${letter.id}/content` },
    ]) {
      expect((await call(options, applicantB.token)).statusCode, options.url).toBe(404);
    }
    const list = await call({ method: 'GET', url: '/api/applicant/letters' }, applicantB.token);
    expect(list.json().items.map((l: { id: number }) => l.id)).not.toContain(letter.id);
  });

  it('edits and resends while Pending; a new address gets the link', async () => {
    const letter = await request();
    const newEmail = `moved-${uniqueTag()}@example.com`;
    const edited = await call({
      method: 'PUT',
      url: `/api/applicant/letters/${letter.id}`,
      payload: { writerName: 'Dr. G. Hopper', writerEmail: newEmail, message: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ writerName: 'Dr. G. Hopper', writerEmail: newEmail });
    expect(mailLog.latest(newEmail)?.body).toContain(await tokenOf(letter.id));
    expect((await latestMailTo(newEmail))?.text).not.toContain(await tokenOf(letter.id));
    const resent = await call({ method: 'POST', url: `/api/applicant/letters/${letter.id}/resend` });
    expect(resent.statusCode).toBe(200);
  });

  it('lets the writer upload by the link, a second version keeps the first, and mails the applicant', async () => {
    const letter = await request(applicantA.token, { isWaived: false });
    const token = await tokenOf(letter.id);
    const page = await app.inject({ method: 'GET', url: `/api/letters/writer/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ writerName: 'Dr. Grace Hopper', isWaived: false, status: 'Pending' });
    expect(page.json().applicantName).toContain('Ada Lovelace');

    const first = await writerUpload(token);
    expect(first.put.statusCode, first.put.body).toBeLessThan(300);
    expect(first.complete.statusCode, first.complete.body).toBe(200);
    expect(first.complete.json().status).toBe('Uploaded');
    expect((await latestMailTo(applicantA.email))?.subject).toContain('Dr. Grace Hopper');

    const second = await writerUpload(token, tinyPdf('Letter, second version'));
    expect(second.complete.statusCode).toBe(200);
    const db: DbExecutor = ctx.database.db;
    const [row] = await db.select().from(lettersOfReference).where(eq(lettersOfReference.id, letter.id));
    expect(row!.previousUploadIds).toHaveLength(1);
    expect(row!.uploadId).not.toBe(row!.previousUploadIds[0]);

    // Not waived: the applicant may preview it; editing is over.
    const seen = await call({ method: 'GET', url: `/api/applicant/letters/${letter.id}` });
    expect(seen.json()).toMatchObject({
      status: 'Uploaded',
      canEdit: false,
      contentUrl: `/api/letters/${letter.id}/content`,
    });
    const content = await call({ method: 'GET', url: `/api/letters/${letter.id}/content` });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toContain('application/pdf');
    const edit = await call({
      method: 'PUT',
      url: `/api/applicant/letters/${letter.id}`,
      payload: { writerName: 'X', writerEmail: 'x@example.com' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.Message).toBe(messages.LetterRequestNotPending);
  });

  it('refuses a non-PDF letter', async () => {
    const letter = await request();
    const { put, complete } = await writerUpload(await tokenOf(letter.id), PNG_BYTES);
    expect(put.statusCode).toBe(415);
    expect(complete.statusCode).toBe(409);
    expect((await call({ method: 'GET', url: `/api/applicant/letters/${letter.id}` })).json().status).toBe(
      'Pending',
    );
  });

  it('hides a waived letter from its applicant and shows it to an admin', async () => {
    const letter = await request();
    const { complete } = await writerUpload(await tokenOf(letter.id));
    expect(complete.statusCode).toBe(200);
    const seen = await call({ method: 'GET', url: `/api/applicant/letters/${letter.id}` });
    expect(seen.json()).toMatchObject({ status: 'Uploaded', contentUrl: null, isWaived: true });
    const refused = await call({ method: 'GET', url: `/api/letters/${letter.id}/content` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.Message).toBe(messages.LetterContentWaived);
    // Nor through the generic upload route: a writer's upload belongs to no account.
    const db: DbExecutor = ctx.database.db;
    const [row] = await db.select().from(lettersOfReference).where(eq(lettersOfReference.id, letter.id));
    expect((await call({ method: 'GET', url: `/api/uploads/${row!.uploadId}/content` })).statusCode).toBe(
      403,
    );
    const byAdmin = await call({ method: 'GET', url: `/api/letters/${letter.id}/content` }, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pending = await request();
    const early = await call(
      { method: 'POST', url: `/api/admin/letters/${pending.id}/qa`, payload: { status: 'QA' } },
      admin,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error.Message).toBe(messages.LetterCannotBeJudged);
    const judged = await call(
      {
        method: 'POST',
        url: `/api/admin/letters/${letter.id}/qa`,
        payload: { status: 'FailedQA', comment: 'Unsigned' },
      },
      admin,
    );
    expect(judged.statusCode, judged.body).toBe(200);
    expect(judged.json()).toMatchObject({ status: 'FailedQA', qaComment: 'Unsigned' });
  });

  it('tells its applicant live when the letter is uploaded and when it is judged (LorUploadRequests hub)', async () => {
    const db: DbExecutor = ctx.database.db;
    const [applicantUser] = await db.select().from(users).where(eq(users.email, applicantA.email));
    const uploadedMails = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.to, applicantA.email))).filter((m) =>
        m.subject.includes('was uploaded'),
      ).length;
    const mailsBefore = await uploadedMails();
    const send = vi.spyOn(servicesOf(app).hubEvents, 'send');
    try {
      const letter = await request();
      expect(send).not.toHaveBeenCalled();
      const { complete } = await writerUpload(await tokenOf(letter.id));
      expect(complete.statusCode).toBe(200);
      const audience = { kind: 'user', userId: applicantUser!.id };
      expect(send.mock.calls.map(([event]) => event)).toEqual([
        {
          hub: 'LorUploadRequests',
          audience,
          target: 'StatusChanged',
          args: [{ id: letter.id, status: 'Uploaded' }],
        },
        // And a notification (the mail was sent by the upload itself, once).
        {
          hub: 'Notification',
          audience,
          target: 'NewNotification',
          args: [
            {
              id: expect.any(String),
              kind: 'LetterUploaded',
              type: 'Success',
              title: 'Your letter of reference from Dr. Grace Hopper was uploaded',
              body: 'Dr. Grace Hopper uploaded a letter of reference for you.',
            },
          ],
        },
        {
          hub: 'MenuCounts',
          audience: { kind: 'users', userIds: [applicantUser!.id] },
          target: 'MenuCountersChanged',
          args: [],
        },
      ]);
      await servicesOf(app).notify.idle();
      expect(await uploadedMails()).toBe(mailsBefore + 1);
      send.mockClear();
      const judged = await call(
        { method: 'POST', url: `/api/admin/letters/${letter.id}/qa`, payload: { status: 'QA' } },
        admin,
      );
      expect(judged.statusCode).toBe(200);
      expect(send.mock.calls.map(([event]) => event)).toEqual([
        {
          hub: 'LorUploadRequests',
          audience,
          target: 'StatusChanged',
          args: [{ id: letter.id, status: 'QA' }],
        },
      ]);
    } finally {
      send.mockRestore();
    }
  });

  it('a canceled request stops the link; an unknown link is a clear 404', async () => {
    const letter = await request();
    const token = await tokenOf(letter.id);
    const canceled = await call({ method: 'POST', url: `/api/applicant/letters/${letter.id}/cancel` });
    expect(canceled.json()).toMatchObject({ status: 'Canceled', canCancel: false, canResend: false });
    const page = await app.inject({ method: 'GET', url: `/api/letters/writer/${token}` });
    expect(page.statusCode).toBe(409);
    expect(page.json().error.Message).toBe(messages.LetterRequestCanceled);
    const link = await app.inject({
      method: 'POST',
      url: `/api/letters/writer/${token}/upload-link`,
      payload: { fileName: 'letter.pdf', contentType: 'application/pdf' },
    });
    expect(link.statusCode).toBe(409);
    const unknown = await app.inject({ method: 'GET', url: `/api/letters/writer/${'x'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.Message).toBe(messages.LetterLinkNotFound);
    expect((await app.inject({ method: 'GET', url: '/api/letters/writer/%00' })).statusCode).toBe(400);
  });

  it('rate-limits the public writer routes per IP with their own ceiling (RATE_LIMIT_WRITER)', async () => {
    const limited = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir, RATE_LIMIT_WRITER: '2/1m' } });
    const token = await tokenOf((await request()).id);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push((await limited.inject({ method: 'GET', url: `/api/letters/writer/${token}` })).statusCode);
    }
    expect(answers).toEqual([200, 200, 429]);
  });

  it('lists per application which letters were delivered', async () => {
    const db: DbExecutor = ctx.database.db;
    const empty = await call({
      method: 'GET',
      url: `/api/applicant/letters/deliveries?matchCycleCode=${cycleCode}`,
    });
    expect(empty.json()).toEqual({ items: [] });
    const pending = await request();
    const uploaded = await request();
    expect((await writerUpload(await tokenOf(uploaded.id))).complete.statusCode).toBe(200);
    const other = await request(applicantB.token);
    const p = await createProgram(db, {
      code: `L-${uniqueTag()}`,
      name: 'Letters Eye Program',
      specialtyId: (
        await db.select({ s: matchCycles.specialtyId }).from(matchCycles).where(eq(matchCycles.id, cycleId))
      )[0]!.s,
    });
    await createApplication(db, {
      applicantId: applicantA.applicantId,
      matchCycleId: cycleId,
      programId: p!.id,
      letterIds: [pending.id, uploaded.id, other.id],
    });
    const answer = await call({
      method: 'GET',
      url: `/api/applicant/letters/deliveries?matchCycleCode=${cycleCode}`,
    });
    expect(answer.statusCode).toBe(200);
    const [delivery] = answer.json().items;
    expect(delivery.programName).toBe('Letters Eye Program');
    // Another applicant's letter id in the list never shows.
    expect(delivery.letters.map((l: { id: number; isDelivered: boolean }) => [l.id, l.isDelivered])).toEqual([
      [pending.id, false],
      [uploaded.id, true],
    ]);
  });
  it('is no mail relay: 51 requests at once mail at most the daily cap, the rest 429 with nothing mailed', async () => {
    const sender = await signedInApplicant(
      ctx,
      { firstName: 'Rapid', lastName: `Sender${uniqueTag()}` },
      app,
    );
    const tag = uniqueTag();
    const answers = await Promise.all(
      Array.from({ length: 51 }, (_, i) =>
        call(
          {
            method: 'POST',
            url: '/api/applicant/letters',
            payload: { writerName: 'Dr. Spam Target', writerEmail: `relay-${tag}-${i}@example.com` },
          },
          sender.token,
        ),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(ok).toHaveLength(LETTER_MAILS_PER_APPLICANT.max);
    expect(refused).toHaveLength(51 - LETTER_MAILS_PER_APPLICANT.max);
    for (const answer of refused) {
      expect(answer.json().error.ErrorCode).toBe('TooManyRequests');
      expect(answer.json().error.Message).toBe(
        formatMessage(messages.TooManyRequests, { seconds: Number(answer.headers['retry-after']) }),
      );
    }
    const db: DbExecutor = ctx.database.db;
    const mailed = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `relay-${tag}-%`));
    expect(mailed).toHaveLength(LETTER_MAILS_PER_APPLICANT.max);
    // A refused request leaves no letter behind either.
    const list = await call({ method: 'GET', url: '/api/applicant/letters' }, sender.token);
    expect(list.json().items).toHaveLength(LETTER_MAILS_PER_APPLICANT.max);
  });

  it('resends a letter at most once an hour, and mails one writer address at most 3 times a day', async () => {
    // Noon (UTC) of a later day: the hour moved below stays inside one daily window.
    const noon = new Date(ctx.clock.now());
    noon.setUTCDate(noon.getUTCDate() + 1);
    noon.setUTCHours(12, 0, 0, 0);
    ctx.clock.set(noon);
    const sender = await signedInApplicant(
      ctx,
      { firstName: 'Eager', lastName: `Sender${uniqueTag()}` },
      app,
    );
    const letter = await request(sender.token);
    const resend = () =>
      call({ method: 'POST', url: `/api/applicant/letters/${letter.id}/resend` }, sender.token);
    expect((await resend()).statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: 50 }, resend));
    expect(again.map((a) => a.statusCode)).toEqual(Array(50).fill(429));
    const mailsTo = async () =>
      (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, letter.writerEmail))).length;
    expect(await mailsTo()).toBe(2);

    ctx.clock.advance(60 * 60_000);
    const token = (await signInAs(app, { email: sender.email, password: TEST_PASSWORD })).idToken;
    const later = await call({ method: 'POST', url: `/api/applicant/letters/${letter.id}/resend` }, token);
    expect(later.statusCode).toBe(200);
    expect(await mailsTo()).toBe(LETTER_MAILS_PER_RECIPIENT.max);

    // Another applicant cannot mail that address again today either, nor by a new request.
    const other = await signedInApplicant(ctx, {}, app);
    const fourth = await call(
      {
        method: 'POST',
        url: '/api/applicant/letters',
        payload: { writerName: 'Dr. Grace Hopper', writerEmail: letter.writerEmail },
      },
      other.token,
    );
    expect(fourth.statusCode).toBe(429);
    expect(await mailsTo()).toBe(LETTER_MAILS_PER_RECIPIENT.max);
  });
});
