import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { createApplicant, createApplicantMatchCycle } from '../../test-support/factories.ts';
import { uniqueTag } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';
import type { TestUser } from '../../test-support/users.fixture.ts';
import { PDF_BYTES, PNG_BYTES } from '../uploads/upload-fixtures.ts';

describeEachDatabase('applicant documents and avatar', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let applicant: string;
  let applicantUser: TestUser;
  let applicantId: number;
  let otherApplicant: string;
  let cycles: { active: string; archived: string };

  const makeApplicant = async () => {
    const user = await ctx.createUser({ roles: ['Applicant'] });
    const db: DbExecutor = ctx.database.db;
    const row = await createApplicant(db, { userId: user.id, code: `ML-${uniqueTag()}` });
    return { user, applicantId: row!.id, token: (await signInAs(app, user)).idToken };
  };

  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'matchline-documents-'));
    app = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir } });
    const fixture = await createCatalogueFixture(ctx.database.db);
    cycles = { active: `${fixture.tag}-Active`, archived: `${fixture.tag}-Archived` };
    const first = await makeApplicant();
    applicantId = first.applicantId;
    applicant = first.token;
    applicantUser = first.user;
    for (const values of [
      { applicantId: first.applicantId, matchCycleId: fixture.cycles.active },
      { applicantId: first.applicantId, matchCycleId: fixture.cycles.archived },
    ]) {
      await createApplicantMatchCycle(ctx.database.db, values);
    }
    otherApplicant = (await makeApplicant()).token;
  });

  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  const call = (options: InjectOptions, token: string | null = applicant) =>
    app.inject({ ...options, ...(token ? { headers: bearer(token) } : {}) });

  /** Uploads through the real link and PUT; answers the upload id. */
  const upload = async (
    token: string,
    bytes: Buffer = PDF_BYTES,
    query: Record<string, string> = { FileName: 'cv.pdf', ContentType: 'application/pdf' },
  ) => {
    const params = new URLSearchParams({ UploadTarget: 'Uploads', ...query });
    const link = await call({ method: 'GET', url: `/api/Uploads/GetPresignedPutLink?${params}` }, token);
    expect(link.statusCode, link.body).toBe(200);
    const put = await app.inject({
      method: 'PUT',
      url: link.json().url,
      payload: bytes,
      headers: { 'content-type': query.ContentType ?? 'application/pdf' },
    });
    expect(put.statusCode, put.body).toBe(200);
    return put.json().id as string;
  };

  const create = (body: Record<string, unknown>, token = applicant, query = '') =>
    call({ method: 'POST', url: `/api/applicant/documents${query}`, payload: body }, token);

  it('adds a document from an upload, lists it (newest first), renames and deletes it with its file', async () => {
    const uploadId = await upload(applicant);
    const created = await create({ uploadId, title: ' My CV ', documentType: 'CV' });
    expect(created.statusCode, created.body).toBe(200);
    const document = created.json();
    expect(document).toEqual({
      id: expect.any(Number),
      title: 'My CV',
      documentType: 'CV',
      createdDate: expect.any(String),
      file: expect.objectContaining({
        id: uploadId,
        contentType: 'application/pdf',
        fileName: 'cv.pdf',
        fileSize: PDF_BYTES.length,
        url: `/api/uploads/${uploadId}/content`,
      }),
    });
    const second = (
      await create({ uploadId: await upload(applicant), title: 'MSPE', documentType: 'MSPE' })
    ).json();
    const list = (await call({ method: 'GET', url: '/api/applicant/documents' })).json();
    expect(list.map((d: { id: number }) => d.id).slice(0, 2)).toEqual([second.id, document.id]);
    // The same list for an admin view of the applicant.
    expect(await servicesOf(app).applicantDocuments.forApplicant(applicantId)).toEqual(list);

    const renamed = await call({
      method: 'PUT',
      url: `/api/applicant/documents/${document.id}`,
      payload: { title: 'Curriculum vitae', documentType: 'Other' },
    });
    expect(renamed.json()).toMatchObject({
      id: document.id,
      title: 'Curriculum vitae',
      documentType: 'Other',
    });
    expect((await call({ method: 'GET', url: `/api/applicant/documents/${document.id}` })).json().title).toBe(
      'Curriculum vitae',
    );

    const removed = await call({ method: 'DELETE', url: `/api/applicant/documents/${document.id}` });
    expect(removed.json()).toEqual({ ok: true });
    expect((await call({ method: 'GET', url: `/api/applicant/documents/${document.id}` })).statusCode).toBe(
      404,
    );
    expect((await call({ method: 'GET', url: `/api/uploads/${uploadId}/content` })).statusCode).toBe(404);
  });

  it("never shows, changes or deletes another applicant's document, nor files their upload", async () => {
    const uploadId = await upload(applicant);
    const document = (await create({ uploadId, title: 'Transcript', documentType: 'Transcript' })).json();
    const url = `/api/applicant/documents/${document.id}`;
    expect((await call({ method: 'GET', url }, otherApplicant)).statusCode).toBe(404);
    expect(
      (await call({ method: 'PUT', url, payload: { title: 'Mine now', documentType: 'CV' } }, otherApplicant))
        .statusCode,
    ).toBe(404);
    expect((await call({ method: 'DELETE', url }, otherApplicant)).statusCode).toBe(404);
    const othersList = (
      await call({ method: 'GET', url: '/api/applicant/documents' }, otherApplicant)
    ).json();
    expect(othersList.map((d: { id: number }) => d.id)).not.toContain(document.id);
    // Someone else's upload id cannot be filed into one's own cabinet.
    const stolen = await create({ uploadId, title: 'Stolen', documentType: 'CV' }, otherApplicant);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().description).toEqual({ uploadId: [messages.UploadNotUsable] });
    expect((await call({ method: 'GET', url: document.file.url }, otherApplicant)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url })).json().title).toBe('Transcript');
  });

  it('refuses bad input with the field messages, and an upload filed twice', async () => {
    const missing = await create({ uploadId: 'x', title: '  ', documentType: 'Selfie' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().description).toEqual({
      uploadId: [messages.UploadNotUsable],
      title: [messages.DocumentTitleIsRequired],
      documentType: [messages.SelectDocumentType],
    });
    const uploadId = await upload(applicant);
    expect((await create({ uploadId, title: 'Once', documentType: 'CV' })).statusCode).toBe(200);
    expect((await create({ uploadId, title: 'Twice', documentType: 'CV' })).statusCode).toBe(400);
    const pending = await call({
      method: 'GET',
      url: '/api/Uploads/GetPresignedPutLink?FileName=a.pdf&ContentType=application%2Fpdf&UploadTarget=Uploads',
    });
    const pendingId = pending.json().url.split('/')[4].split('?')[0];
    expect((await create({ uploadId: pendingId, title: 'Not yet', documentType: 'CV' })).statusCode).toBe(
      400,
    );
  });

  it("applies the cycle's restrictions to writes made from a cycle's page", async () => {
    const uploadId = await upload(applicant);
    const archived = await create(
      { uploadId, title: 'From archived', documentType: 'CV' },
      applicant,
      `?matchCycleCode=${cycles.archived}`,
    );
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error).toEqual({
      ErrorCode: 'ApplicantActionDenied',
      Message: `Match cycle Match ${cycles.archived.replace(/-Archived$/, '')} Archived is archived.`,
    });
    const active = await create(
      { uploadId, title: 'From active', documentType: 'CV' },
      applicant,
      `?matchCycleCode=${cycles.active}`,
    );
    expect(active.statusCode, active.body).toBe(200);
    const unknown = await create(
      { uploadId: await upload(applicant), title: 'x', documentType: 'CV' },
      applicant,
      '?matchCycleCode=NOPE-1',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the documents routes to applicants (role guard) and to applicants with a record', async () => {
    for (const role of ['Admin', 'ProgramUser', 'MedSchoolUser', 'SocietyUser'] as const) {
      const token = (await signInAs(app, await ctx.createUser({ roles: [role] }))).idToken;
      for (const options of [
        { method: 'GET', url: '/api/applicant/documents' },
        { method: 'DELETE', url: '/api/applicant/documents/1' },
        { method: 'PUT', url: '/api/account/avatar', payload: { fileId: crypto.randomUUID() } },
      ] as const) {
        const answer = await call(options, token);
        expect(answer.statusCode, `${options.method} ${options.url} as ${role}`).toBe(403);
        expect(answer.json().error.Message).toBe(messages.AccessDeniedSignedIn);
      }
    }
    expect((await call({ method: 'GET', url: '/api/applicant/documents' }, null)).statusCode).toBe(401);
    const bare = (await signInAs(app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    const noRecord = await call({ method: 'GET', url: '/api/applicant/documents' }, bare);
    expect(noRecord.statusCode).toBe(403);
    expect(noRecord.json().error.Message).toBe(messages.ApplicantNotFound);
  });

  it('sets the avatar from an avatar upload, shows it in the signed-in profile, replaces and deletes it', async () => {
    const image = { FileName: 'me.png', ContentType: 'image/png', Purpose: 'avatar' };
    const first = await upload(applicant, PNG_BYTES, image);
    const set = await call({ method: 'PUT', url: '/api/account/avatar', payload: { fileId: first } });
    expect(set.json()).toEqual({
      minifiedAvatarUrl: `/api/uploads/${first}/content`,
      originalAvatar: { url: `/api/uploads/${first}/content` },
    });
    const me = (await call({ method: 'GET', url: '/api/account/me' })).json();
    expect(me).toMatchObject({
      id: applicantUser.id,
      minifiedAvatarUrl: `/api/uploads/${first}/content`,
      originalAvatar: { url: `/api/uploads/${first}/content` },
    });
    // A new session carries it too.
    const signedInAgain = await signInAs(app, applicantUser);
    expect(signedInAgain.body.user).toMatchObject({ minifiedAvatarUrl: `/api/uploads/${first}/content` });
    const avatarBytes = await call({ method: 'GET', url: `/api/uploads/${first}/content` });
    expect(avatarBytes.headers['content-type']).toBe('image/png');
    // Other applicants do not see it.
    expect(
      (await call({ method: 'GET', url: `/api/uploads/${first}/content` }, otherApplicant)).statusCode,
    ).toBe(403);

    // A document upload is not an avatar, and neither is someone else's.
    const documentUpload = await upload(applicant);
    const notAvatar = await call({
      method: 'PUT',
      url: '/api/account/avatar',
      payload: { fileId: documentUpload },
    });
    expect(notAvatar.statusCode).toBe(400);
    expect(notAvatar.json().description).toEqual({ fileId: [messages.UploadNotUsable] });
    const othersAvatar = await upload(otherApplicant, PNG_BYTES, image);
    expect(
      (await call({ method: 'PUT', url: '/api/account/avatar', payload: { fileId: othersAvatar } }))
        .statusCode,
    ).toBe(400);

    const second = await upload(applicant, PNG_BYTES, image);
    await call({ method: 'PUT', url: '/api/account/avatar', payload: { fileId: second } });
    // The replaced picture is gone.
    expect((await call({ method: 'GET', url: `/api/uploads/${first}/content` })).statusCode).toBe(404);

    const removed = await call({ method: 'DELETE', url: '/api/account/avatar' });
    expect(removed.json()).toEqual({ minifiedAvatarUrl: null, originalAvatar: null });
    expect((await call({ method: 'GET', url: '/api/account/me' })).json().minifiedAvatarUrl).toBeNull();
    expect((await call({ method: 'GET', url: `/api/uploads/${second}/content` })).statusCode).toBe(404);
  });
});
