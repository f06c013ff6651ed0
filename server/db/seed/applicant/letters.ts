import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { SNIFF_BYTES } from '../../../../core/domain/file-types.ts';
import { sanitizeRichText } from '../../../../core/domain/rich-text.ts';
import { tinyPdf } from '../../../services/uploads/tiny-pdf.ts';
import type { DbExecutor } from '../../client.ts';
import { findApplicantByUserId } from '../../repositories/applicants.repository.ts';
import { lettersOfReference, personalStatements, uploads } from '../../schema.ts';
import { demoUsers } from '../people.ts';
import type { ApplicantSeedContext } from './context.ts';

/** Fixed ids and link tokens: found again on every run (idempotent), and usable in demos and e2e. */
export const DEMO_LETTER_UPLOAD_ID = '5eed0000-0000-4000-8000-00000000c101';
export const DEMO_LETTER_TOKENS = {
  pending: 'demo-letter-pending-0001',
  uploaded: 'demo-letter-uploaded-0002',
  canceled: 'demo-letter-canceled-0003',
} as const;

const statements = [
  {
    title: 'Why ophthalmology',
    body: '<p>My interest in ophthalmology began during a rural outreach clinic, where a simple cataract operation gave a farmer back his independence.</p><p>I want to train where surgical volume and research go together.</p>',
  },
  {
    title: 'Research focus',
    body: '<p>During my research year I studied <strong>retinal imaging</strong> in diabetic patients and presented the results at two national meetings.</p>',
  },
];

/** LETTERS: demo personal statements and letters of reference. Idempotent. */
export async function seedApplicantLetters(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const userId = ctx.userIds.get(demoUsers.applicant.email);
  if (!userId) return;
  const applicant = await findApplicantByUserId(tx, userId);
  if (!applicant) return;

  for (const statement of statements) {
    const [found] = await tx
      .select({ id: personalStatements.id })
      .from(personalStatements)
      .where(
        and(eq(personalStatements.applicantId, applicant.id), eq(personalStatements.title, statement.title)),
      )
      .limit(1);
    if (found) continue;
    await tx.insert(personalStatements).values({
      applicantId: applicant.id,
      title: statement.title,
      body: sanitizeRichText(statement.body),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }

  const base = { applicantId: applicant.id, createdAt: ctx.now, updatedAt: ctx.now };
  await tx
    .insert(lettersOfReference)
    .values([
      {
        ...base,
        writerName: 'Dr. Grace Hopper',
        writerEmail: 'grace.hopper@example.com',
        message: 'Thank you for agreeing to write for me.',
        writerToken: DEMO_LETTER_TOKENS.pending,
      },
      {
        ...base,
        writerName: 'Dr. Alan Turing',
        writerEmail: 'alan.turing@example.com',
        isWaived: false,
        status: 'Canceled',
        writerToken: DEMO_LETTER_TOKENS.canceled,
      },
    ])
    .onConflictDoNothing();

  // The uploaded letter needs its PDF in storage; without storage (seed tests) it is left out.
  if (!ctx.storage) return;
  const storageKey = `letters/shared/${DEMO_LETTER_UPLOAD_ID}`;
  const bytes = tinyPdf('Letter of reference - Dr. Barbara Liskov');
  // Written again on every run: a wiped uploads directory gets its file back.
  const staged = await ctx.storage.stage(Readable.from([bytes]), {
    maxBytes: bytes.length,
    headBytes: SNIFF_BYTES,
  });
  await staged.commit(storageKey, 'application/pdf');
  await tx
    .insert(uploads)
    .values({
      id: DEMO_LETTER_UPLOAD_ID,
      userId: null,
      target: 'Shared',
      fileName: 'letter-liskov.pdf',
      contentType: 'application/pdf',
      fileSize: bytes.length,
      storageKey,
      stateKey: `seed-${DEMO_LETTER_UPLOAD_ID}`,
      status: 'Completed',
      linkExpiresAt: ctx.now,
      attachedAt: ctx.now,
      createdAt: ctx.now,
      completedAt: ctx.now,
    })
    .onConflictDoNothing();
  await tx
    .insert(lettersOfReference)
    .values({
      ...base,
      writerName: 'Dr. Barbara Liskov',
      writerEmail: 'barbara.liskov@example.com',
      status: 'Uploaded',
      uploadId: DEMO_LETTER_UPLOAD_ID,
      uploadedAt: ctx.now,
      writerToken: DEMO_LETTER_TOKENS.uploaded,
    })
    .onConflictDoNothing();
}
