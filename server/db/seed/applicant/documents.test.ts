import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDiskStorage } from '../../../services/uploads/disk-storage.ts';
import { createApplicant } from '../../../test-support/factories.ts';
import { describeEachDatabase } from '../../../test-support/test-app.ts';
import type { DbExecutor } from '../../client.ts';
import { applicantDocuments } from '../../schema.ts';
import { DEMO_CV_UPLOAD_ID, seedApplicantDocuments } from './documents.ts';

describeEachDatabase('seed: the demo applicant document', (ctx) => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'matchline-seed-docs-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores a real PDF once, however often it runs, and skips without storage', async () => {
    const db: DbExecutor = ctx.database.db;
    const user = await ctx.createUser({ roles: ['Applicant'], email: `seed-docs-${ctx.name}@fixture.test` });
    const row = await createApplicant(db, { userId: user.id, code: `SEED-DOC-${ctx.name}` });
    const storage = createDiskStorage(dir);
    const seedContext = {
      season: 2026,
      now: new Date('2026-01-15T18:00:00Z'),
      userIds: new Map([['applicant@matchline.test', user.id]]),
      cycleIds: new Map<string, number>(),
      programIds: new Map<string, number>(),
    };
    await seedApplicantDocuments(db, { ...seedContext, storage: null });
    expect(
      await db.select().from(applicantDocuments).where(eq(applicantDocuments.applicantId, row!.id)),
    ).toEqual([]);
    await seedApplicantDocuments(db, { ...seedContext, storage });
    await seedApplicantDocuments(db, { ...seedContext, storage });
    const documents = await db
      .select()
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, row!.id));
    expect(documents).toEqual([
      expect.objectContaining({ title: 'Curriculum vitae', uploadId: DEMO_CV_UPLOAD_ID }),
    ]);
    const stream = await storage.read(`documents/${user.id}/${DEMO_CV_UPLOAD_ID}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk));
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every offset of the cross-reference table points at its object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });
});
