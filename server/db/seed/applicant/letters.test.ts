import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDiskStorage } from '../../../services/uploads/disk-storage.ts';
import { describeEachDatabase } from '../../../test-support/test-app.ts';
import { lettersOfReference, personalStatements } from '../../schema.ts';
import { DEMO_LETTER_TOKENS, DEMO_LETTER_UPLOAD_ID, seedApplicantLetters } from './letters.ts';
import { demoApplicantSeed } from './seed-test-support.ts';

describeEachDatabase('seed: the demo personal statements and letters', (ctx) => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'matchline-seed-letters-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds two statements and three letters (one with its PDF) once, however often it runs', async () => {
    const storage = createDiskStorage(dir);
    const { db, applicantId, seedContext } = await demoApplicantSeed(ctx, 'LOR', storage);
    await seedApplicantLetters(db, seedContext);
    await seedApplicantLetters(db, seedContext);
    const titles = await db
      .select({ title: personalStatements.title })
      .from(personalStatements)
      .where(eq(personalStatements.applicantId, applicantId));
    expect(titles.map((s) => s.title).sort()).toEqual(['Research focus', 'Why ophthalmology']);
    const letters = await db
      .select()
      .from(lettersOfReference)
      .where(eq(lettersOfReference.applicantId, applicantId));
    expect(letters.map((l) => [l.writerToken, l.status]).sort()).toEqual(
      [
        [DEMO_LETTER_TOKENS.canceled, 'Canceled'],
        [DEMO_LETTER_TOKENS.pending, 'Pending'],
        [DEMO_LETTER_TOKENS.uploaded, 'Uploaded'],
      ].sort(),
    );
    expect(letters.find((l) => l.status === 'Uploaded')?.uploadId).toBe(DEMO_LETTER_UPLOAD_ID);
    const stream = await storage.read(`letters/shared/${DEMO_LETTER_UPLOAD_ID}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
