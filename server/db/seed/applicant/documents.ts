import { Readable } from 'node:stream';
import { SNIFF_BYTES } from '../../../../core/domain/file-types.ts';
import { tinyPdf } from '../../../services/uploads/tiny-pdf.ts';
import type { DbExecutor } from '../../client.ts';
import { findDocumentByUploadId, insertDocument } from '../../repositories/applicant-documents.repository.ts';
import { findApplicantByUserId } from '../../repositories/applicants.repository.ts';
import { uploads } from '../../schema.ts';
import { demoUsers } from '../people.ts';
import type { ApplicantSeedContext } from './context.ts';

/** A fixed id: the demo file is found again on every run (idempotent). */
export const DEMO_CV_UPLOAD_ID = '5eed0000-0000-4000-8000-00000000c001';

/** UPLOADS: the demo applicant's CV (a small real PDF) in the file cabinet. Idempotent. */
export async function seedApplicantDocuments(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const userId = ctx.userIds.get(demoUsers.applicant.email);
  if (!ctx.storage || !userId) return;
  const applicant = await findApplicantByUserId(tx, userId);
  if (!applicant) return;
  const storageKey = `documents/${userId}/${DEMO_CV_UPLOAD_ID}`;
  const bytes = tinyPdf(
    `Curriculum vitae - ${demoUsers.applicant.firstName} ${demoUsers.applicant.lastName}`,
  );
  // Written again on every run: a wiped uploads directory gets its file back.
  const staged = await ctx.storage.stage(Readable.from([bytes]), {
    maxBytes: bytes.length,
    headBytes: SNIFF_BYTES,
  });
  await staged.commit(storageKey, 'application/pdf');
  await tx
    .insert(uploads)
    .values({
      id: DEMO_CV_UPLOAD_ID,
      userId,
      target: 'Uploads',
      fileName: 'curriculum-vitae.pdf',
      contentType: 'application/pdf',
      fileSize: bytes.length,
      storageKey,
      stateKey: `seed-${DEMO_CV_UPLOAD_ID}`,
      status: 'Completed',
      linkExpiresAt: ctx.now,
      attachedAt: ctx.now,
      createdAt: ctx.now,
      completedAt: ctx.now,
    })
    .onConflictDoNothing();
  if (await findDocumentByUploadId(tx, DEMO_CV_UPLOAD_ID)) return;
  await insertDocument(tx, {
    applicantId: applicant.id,
    uploadId: DEMO_CV_UPLOAD_ID,
    title: 'Curriculum vitae',
    documentType: 'CV',
    createdAt: ctx.now,
  });
}
