import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findMergeRequest } from '../../db/repositories/pdf-merges.repository.ts';
import { createProgramUser } from '../../test-support/factories.ts';
import { createMergeFixture, type MergeFixture } from '../../test-support/pdf-merge.fixture.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { extractPdfText } from '../pdf/pdf-text.ts';
import { recordingHubEvents } from '../realtime/hub-events.ts';
import type { UploadBytes } from './packet-writer.ts';
import { uploadBytesReader } from './packet-writer.ts';
import { createPdfMergeService, type PdfMergeCaller } from './pdf-merges.service.ts';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describeEachDatabase('bulk PDF merges (the job)', (ctx) => {
  let db: DbExecutor;
  let fixture: MergeFixture;
  let caller: PdfMergeCaller;
  const names = [
    ['Анна', 'Иванова'],
    ['伟', '王'],
    ['John', "O'Brien"],
  ] as const;

  function service(readUpload?: UploadBytes) {
    const services = servicesOf(ctx.app);
    const hubEvents = recordingHubEvents();
    const merges = createPdfMergeService({
      db,
      clock: ctx.clock,
      log: ctx.app.log,
      hubEvents,
      storage: services.uploads.storage,
      readUpload: readUpload ?? uploadBytesReader(services.uploads),
      secret: 'test-secret',
      enqueue: async () => ({ id: (await services.jobs.enqueue({ kind: 'pdf-merge', payload: {} })).id }),
    });
    return { merges, hubEvents };
  }

  beforeAll(async () => {
    db = ctx.database.db;
    fixture = await createMergeFixture(db, servicesOf(ctx.app).uploads.storage, names);
    const user = await ctx.createUser({ roles: ['ProgramUser'] });
    await createProgramUser(db, { userId: user.id, programId: fixture.programId });
    caller = { userId: user.id, roles: ['ProgramUser'] };
  });

  it('merges three applications with a Cyrillic and a Chinese name into one PDF whose text holds them', async () => {
    const { merges, hubEvents } = service();
    const queued = await merges.queue(caller, {
      type: 'InterviewCoversheetWithCas',
      entityIds: fixture.applicationIds,
      sections: ['InterviewCoversheet', 'Profile', 'Educations', 'PersonalStatement', 'Documents', 'LORs'],
    });
    expect(queued).toMatchObject({ status: 'Pending', message: 'Your request is pending...', url: null });
    const result = await merges.run(queued.id);
    expect(result).toMatchObject({ merged: 3 });

    const progress = hubEvents.sent.filter((e) => e.hub === 'BulkPdfNotification').map((e) => e.args[0]);
    expect(progress).toContainEqual(
      expect.objectContaining({ status: 'Processing', message: 'Merging 2 of 3…' }),
    );
    const done = await merges.latest(caller);
    expect(done?.status).toBe('Completed');
    expect(done?.url).toMatch(/^\/api\/BulkPdfMerge\/Download\/[\w-]{40,}$/);

    const token = decodeURIComponent(done!.url!.split('/').pop()!);
    const file = await merges.download(token);
    const bytes = await readAll(file.stream);
    // Per application: coversheet, CAS, statement, the CV's page, the letter's page.
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(15);
    const text = (await extractPdfText(bytes)).join('\n');
    expect(text).toContain('Анна Иванова');
    expect(text).toContain('伟 王');
    expect(text).toContain("I, John O'Brien, want to train here.");
    expect(text).toContain('Interview date: not scheduled');
    expect(text).toContain('Curriculum vitae 1');
    expect(text).toContain('Letter for applicant 2');
    // The application of another program is not in it.
    expect(text).not.toContain('Olive Other');
    const row = await findMergeRequest(db, queued.id);
    expect(row).toMatchObject({ pageCount: 15, progress: 100, attempts: 1 });
    expect(row!.downloadTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.downloadTokenHash).not.toContain(token);
  });

  it('sections choose the parts: a coversheet alone is one page per application', async () => {
    const { merges } = service();
    const queued = await merges.queue(caller, {
      type: 'FinalMerge',
      entityIds: fixture.applicationIds,
      sections: ['ApplicantCoversheet'],
    });
    await merges.run(queued.id);
    const file = await merges.download(
      decodeURIComponent((await merges.latest(caller))!.url!.split('/').pop()!),
    );
    expect((await PDFDocument.load(await readAll(file.stream))).getPageCount()).toBe(3);
  });

  it('stops between applications once the request is cancelled, keeping no file', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const reader = uploadBytesReader(servicesOf(ctx.app).uploads);
    const { merges, hubEvents } = service(async (id) => {
      reads += 1;
      if (reads === 1) await gate;
      return reader(id);
    });
    const queued = await merges.queue(caller, {
      type: 'FinalMerge',
      entityIds: fixture.applicationIds,
      sections: ['ApplicantCoversheet', 'Documents'],
    });
    const running = merges.run(queued.id);
    // The first application waits on its document; cancel meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await merges.cancelCurrent(caller);
    release();
    expect(await running).toEqual({ cancelled: true, merged: 1 });
    const row = await findMergeRequest(db, queued.id);
    expect(row).toMatchObject({ status: 'Cancelled', filePath: null, downloadTokenHash: null });
    expect(hubEvents.sent.map((e) => (e.args[0] as { status?: string }).status)).toContain('Cancelled');
    await expect(merges.cancelCurrent(caller)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a failure is recorded, told to the admins, and an admin retry merges it again', async () => {
    const services = servicesOf(ctx.app);
    const told = recordingHubEvents();
    const unstorable = createPdfMergeService({
      db,
      clock: ctx.clock,
      log: ctx.app.log,
      hubEvents: told,
      storage: { ...services.uploads.storage, stage: () => Promise.reject(new Error('disk full')) },
      readUpload: uploadBytesReader(services.uploads),
      secret: 'test-secret',
      enqueue: async () => ({ id: (await services.jobs.enqueue({ kind: 'pdf-merge', payload: {} })).id }),
    });
    const queued = await unstorable.queue(caller, {
      type: 'FinalMerge',
      entityIds: [fixture.applicationIds[0]!],
      sections: ['ApplicantCoversheet'],
    });
    await expect(unstorable.run(queued.id)).rejects.toThrow('disk full');
    expect(await findMergeRequest(db, queued.id)).toMatchObject({ status: 'Failed', error: 'disk full' });
    expect(told.sent.map((e) => `${e.hub}:${e.target}`)).toEqual(
      expect.arrayContaining(['FinalMerge:StatusChanged', 'ListItemsNotification:NewItemNotify']),
    );
    expect(told.sent.at(-1)?.args[0]).toEqual({ listKind: 'FailedMergeAssurance', type: 'info' });

    const { merges } = service();
    const failedRow = (await merges.adminList({ page: 1, pageSize: 20, status: 'Failed' })).items.find(
      (r) => r.id === queued.id,
    );
    expect(failedRow).toMatchObject({ error: 'disk full', count: 1, attempts: 1 });
    const retried = await merges.adminRetry(caller.userId, queued.id);
    expect(retried).toMatchObject({ status: 'Pending', error: null });
    await merges.run(queued.id);
    expect(await findMergeRequest(db, queued.id)).toMatchObject({ status: 'Completed', attempts: 2 });
    await expect(merges.adminRetry(caller.userId, queued.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('the link expires after 24 hours (410) and an unknown token is 404', async () => {
    const { merges } = service();
    const queued = await merges.queue(caller, {
      type: 'FinalMerge',
      entityIds: [fixture.applicationIds[1]!],
      sections: ['ApplicantCoversheet'],
    });
    await merges.run(queued.id);
    const token = decodeURIComponent((await merges.latest(caller))!.url!.split('/').pop()!);
    ctx.clock.advance(23 * 3_600_000);
    await expect(merges.download(token)).resolves.toMatchObject({
      fileName: expect.stringMatching(/\.pdf$/),
    });
    ctx.clock.advance(2 * 3_600_000);
    await expect(merges.download(token)).rejects.toMatchObject({ statusCode: 410 });
    expect((await merges.latest(caller))?.url).toBeNull();
    await expect(merges.download('x'.repeat(43))).rejects.toMatchObject({ statusCode: 404 });
    // The hourly clean-up removes the expired file; the link stays gone.
    expect(await merges.pruneExpired()).toBeGreaterThanOrEqual(1);
    await expect(merges.download(token)).rejects.toMatchObject({ statusCode: 410 });
  });
});
