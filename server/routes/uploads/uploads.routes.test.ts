import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import { UPLOAD_LINK_LIFETIME_MS } from '../../services/uploads/upload.service.ts';
import { bearer, describeEachDatabase, signInAs, testConfig } from '../../test-support/test-app.ts';
import { PDF_BYTES, PNG_BYTES } from './upload-fixtures.ts';

describeEachDatabase('uploads: signed links, PUT, state, content', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let applicant: string;
  let applicantUserId: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'matchline-uploads-'));
    app = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir } });
    const user = await ctx.createUser({ roles: ['Applicant'] });
    applicantUserId = user.id;
    applicant = (await signInAs(app, user)).idToken;
    other = (await signInAs(app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    admin = (await signInAs(app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
  });

  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  const askLink = async (
    token: string,
    query: Record<string, string> = { FileName: 'cv.pdf', ContentType: 'application/pdf' },
  ) => {
    const params = new URLSearchParams({ UploadTarget: 'Uploads', ...query });
    return app.inject({
      method: 'GET',
      url: `/api/Uploads/GetPresignedPutLink?${params}`,
      headers: bearer(token),
    });
  };

  const link = async (token = applicant, query?: Record<string, string>) => {
    const answer = await askLink(token, query);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { url: string; stateKey: string };
  };

  const put = (url: string, body: Buffer, contentType = 'application/pdf', fileName = 'cv.pdf') =>
    app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${fileName}"` },
    });

  const state = async (stateKey: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/Uploads/state?key=${encodeURIComponent(stateKey)}` })
    ).json();

  it('uploads a PDF: link, PUT, Completed state with the Upload record, the bytes back to the owner', async () => {
    const { url, stateKey } = await link();
    expect(url).toMatch(/^\/api\/Uploads\/put\/[0-9a-f-]{36}\?expires=\d+&max=10000000&signature=/);
    expect(await state(stateKey)).toEqual({ status: 'Pending', upload: null, failureReason: null });

    const answer = await put(url, PDF_BYTES);
    expect(answer.statusCode, answer.body).toBe(200);
    const uploaded = answer.json();
    expect(uploaded).toEqual({
      id: expect.any(String),
      userId: applicantUserId,
      createdDate: expect.any(String),
      contentType: 'application/pdf',
      fileName: 'cv.pdf',
      fileSize: PDF_BYTES.length,
      path: `documents/${applicantUserId}/${uploaded.id}`,
      url: `/api/uploads/${uploaded.id}/content`,
    });
    expect(await state(stateKey)).toEqual({ status: 'Completed', upload: uploaded, failureReason: null });

    const byLink = await app.inject({
      method: 'GET',
      url: `/api/Uploads/GetState?link=${encodeURIComponent(url)}`,
    });
    expect(byLink.json()).toEqual(uploaded);

    const content = await app.inject({ method: 'GET', url: uploaded.url, headers: bearer(applicant) });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toBe(`inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(content.rawPayload.equals(PDF_BYTES)).toBe(true);
    const download = await app.inject({
      method: 'GET',
      url: `${uploaded.url}?download=true`,
      headers: bearer(admin),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    // Nothing half-written is left behind in staging.
    expect(readdirSync(path.join(uploadsDir, '.staging'))).toEqual([]);
  });

  it('never serves a file to another applicant (403), and 404 for an unknown or unfinished upload', async () => {
    const { url } = await link();
    const uploaded = (await put(url, PDF_BYTES)).json();
    const refused = await app.inject({ method: 'GET', url: uploaded.url, headers: bearer(other) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.Message).toBe(messages.ResourceAccessDenied);
    const pending = await link();
    const pendingId = pending.url.split('/')[4]!.split('?')[0]!;
    const unfinished = await app.inject({
      method: 'GET',
      url: `/api/uploads/${pendingId}/content`,
      headers: bearer(applicant),
    });
    expect(unfinished.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: uploaded.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a link past its 10 minutes with 403 and a clear message (fake clock)', async () => {
    const { url, stateKey } = await link();
    ctx.clock.advance(UPLOAD_LINK_LIFETIME_MS + 1000);
    try {
      const answer = await put(url, PDF_BYTES);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.Message).toBe(messages.UploadLinkExpired);
      expect((await state(stateKey)).status).toBe('Pending');
    } finally {
      ctx.clock.advance(-(UPLOAD_LINK_LIFETIME_MS + 1000));
    }
  });

  it('refuses a link used for another upload, an altered limit or signature, and a second PUT', async () => {
    const first = await link();
    const second = await link();
    const secondId = second.url.split('/')[4]!.split('?')[0]!;
    // The first link's signature on the second upload's id (its storage key): refused.
    const swapped = first.url.replace(/put\/[0-9a-f-]{36}/, `put/${secondId}`);
    const reused = await put(swapped, PDF_BYTES);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().error.Message).toBe(messages.UploadLinkInvalid);
    expect((await state(second.stateKey)).status).toBe('Pending');

    const raisedLimit = await put(first.url.replace('max=10000000', 'max=99000000'), PDF_BYTES);
    expect(raisedLimit.statusCode).toBe(403);
    const badSignature = await put(first.url.replace(/signature=.*/, 'signature=AAAA'), PDF_BYTES);
    expect(badSignature.statusCode).toBe(403);
    const mangled = await put('/api/Uploads/put/not-a-uuid?expires=x', PDF_BYTES);
    expect(mangled.statusCode).toBe(403);

    expect((await put(first.url, PDF_BYTES)).statusCode).toBe(200);
    const again = await put(first.url, PNG_BYTES, 'image/png');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.UploadLinkUsed);
    expect((await state(first.stateKey)).upload.contentType).toBe('application/pdf');
  });

  it('checks the type by content: PNG bytes named .pdf are stored as image/png; unknown bytes fail', async () => {
    const renamed = await link();
    const stored = await put(renamed.url, PNG_BYTES, 'application/pdf', 'scan.pdf');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ fileName: 'cv.pdf', contentType: 'image/png' });

    const text = await link();
    const refused = await put(text.url, Buffer.from('#!/bin/sh\necho not a pdf\n'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.Message).toBe(messages.UnsupportedFileType);
    expect(await state(text.stateKey)).toEqual({
      status: 'Failed',
      upload: null,
      failureReason: messages.UnsupportedFileType,
    });

    // A ZIP container is a docx only when declared (or named) as one.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
    const docx = await link(applicant, { FileName: 'cv.docx', ContentType: '' });
    const docxAnswer = await put(docx.url, zip, 'application/octet-stream', 'cv.docx');
    expect(docxAnswer.statusCode).toBe(200);
    expect(docxAnswer.json().contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const zipAsPdf = await link();
    expect((await put(zipAsPdf.url, zip)).statusCode).toBe(415);

    // An avatar accepts images only.
    const avatar = await link(applicant, { FileName: 'me.png', ContentType: 'image/png', Purpose: 'avatar' });
    expect(avatar.url).toMatch(/max=5000000/);
    const pdfAvatar = await put(avatar.url, PDF_BYTES, 'image/png');
    expect(pdfAvatar.statusCode).toBe(415);
  });

  it('gives links to any signed-in user (every role), never to an anonymous caller', async () => {
    for (const role of ['ProgramUser', 'MedSchoolUser', 'SocietyUser'] as const) {
      const token = (await signInAs(app, await ctx.createUser({ roles: [role] }))).idToken;
      expect((await askLink(token)).statusCode, role).toBe(200);
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/Uploads/GetPresignedPutLink?FileName=a.pdf&ContentType=application%2Fpdf&UploadTarget=Uploads',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a declared type it does not accept, or none without an office extension (400)', async () => {
    const exe = await askLink(applicant, { FileName: 'run.exe', ContentType: 'application/x-msdownload' });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().description).toEqual({ contentType: [messages.UnsupportedFileType] });
    const untyped = await askLink(applicant, { FileName: 'notes.txt', ContentType: '' });
    expect(untyped.json().description).toEqual({ contentType: [messages.UnsupportedFileType] });
    const noName = await askLink(applicant, { FileName: '', ContentType: 'application/pdf' });
    expect(noName.json().description).toEqual({ fileName: [messages.FileNameIsRequired] });
    const badTarget = await askLink(applicant, { FileName: 'a.pdf', UploadTarget: 'Elsewhere' });
    expect(badTarget.statusCode).toBe(400);
  });

  it('refuses a body over the limit with 413 (announced or streamed) and fails the upload', async () => {
    const { url, stateKey } = await link();
    const tooBig = Buffer.concat([PDF_BYTES, Buffer.alloc(10_000_001)]);
    const answer = await put(url, tooBig);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error.Message).toBe('The file is too large. The maximum size is 10 MB.');
    expect(await state(stateKey)).toMatchObject({ status: 'Failed' });

    // Streamed without a length: the limit still holds while the bytes arrive.
    const capped = await servicesOf(app).uploads.createLink({
      userId: applicantUserId,
      fileName: 'small.pdf',
      contentType: 'application/pdf',
      target: 'Uploads',
      purpose: 'document',
      maxBytes: 100,
    });
    const { Readable } = await import('node:stream');
    const parts = new URL(capped.url, 'http://x');
    await expect(
      servicesOf(app).uploads.receive({
        uploadId: capped.uploadId,
        expires: Number(parts.searchParams.get('expires')),
        maxBytes: Number(parts.searchParams.get('max')),
        signature: parts.searchParams.get('signature')!,
        body: Readable.from([PDF_BYTES, Buffer.alloc(200)]),
      }),
    ).rejects.toMatchObject({ statusCode: 413 });
  });

  it('answers an empty body with 400 and an unknown state key with 404, never a 5xx', async () => {
    const { url } = await link();
    const empty = await app.inject({ method: 'PUT', url });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.Message).toBe(messages.FileIsEmpty);
    expect((await app.inject({ method: 'GET', url: '/api/Uploads/state?key=nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/Uploads/state' })).statusCode).toBe(400);
    const badLink = await app.inject({ method: 'GET', url: '/api/Uploads/GetState?link=%2Fapi%2Fx' });
    expect(badLink.statusCode).toBe(403);
    const badId = await app.inject({
      method: 'GET',
      url: '/api/uploads/not-a-uuid/content',
      headers: bearer(applicant),
    });
    expect(badId.statusCode).toBe(400);
  });

  it('fails the upload (not left Pending) when the storage refuses the bytes', async () => {
    const { createUploadService } = await import('../../services/uploads/upload.service.ts');
    const disk = servicesOf(app).uploads.storage;
    const broken = createUploadService({
      db: ctx.database.db,
      clock: ctx.clock,
      config: testConfig({ UPLOADS_DIR: uploadsDir }),
      limits: servicesOf(app).limits,
      storage: {
        ...disk,
        async stage(body, options) {
          const staged = await disk.stage(body, options);
          return { ...staged, commit: async () => Promise.reject(new Error('disk full')) };
        },
      },
    });
    const link = await broken.createLink({
      userId: applicantUserId,
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      target: 'Uploads',
      purpose: 'document',
    });
    const parts = new URL(link.url, 'http://x');
    const { Readable } = await import('node:stream');
    await expect(
      broken.receive({
        uploadId: link.uploadId,
        expires: Number(parts.searchParams.get('expires')),
        maxBytes: Number(parts.searchParams.get('max')),
        signature: parts.searchParams.get('signature')!,
        body: Readable.from([PDF_BYTES]),
      }),
    ).rejects.toThrow('disk full');
    expect(await broken.state(link.stateKey)).toEqual({
      status: 'Failed',
      upload: null,
      failureReason: messages.StorageUnavailable,
    });
    expect(readdirSync(path.join(uploadsDir, '.staging'))).toEqual([]);
  });

  it('removes an upload: row and bytes', async () => {
    const { url } = await link();
    const uploaded = (await put(url, PDF_BYTES)).json();
    const uploads = servicesOf(app).uploads;
    await uploads.remove(uploaded.id);
    expect(await uploads.get(uploaded.id)).toBeNull();
    expect(readdirSync(path.join(uploadsDir, 'documents', applicantUserId))).not.toContain(uploaded.id);
  });
});
