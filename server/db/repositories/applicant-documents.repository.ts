/** The applicant's file cabinet (applicant_documents with their uploads) and avatar upload. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applicantDocuments, applicantProfiles, applicants, uploads } from '../schema.ts';
import type { UploadRow } from './uploads.repository.ts';

export type ApplicantDocumentRow = typeof applicantDocuments.$inferSelect;
export type ApplicantDocumentWithUpload = { document: ApplicantDocumentRow; upload: UploadRow };

const withUpload = { document: applicantDocuments, upload: uploads };

/** Newest first (one statement). */
export async function listDocumentsOfApplicant(
  db: DbExecutor,
  applicantId: number,
): Promise<ApplicantDocumentWithUpload[]> {
  return db
    .select(withUpload)
    .from(applicantDocuments)
    .innerJoin(uploads, eq(uploads.id, applicantDocuments.uploadId))
    .where(eq(applicantDocuments.applicantId, applicantId))
    .orderBy(desc(applicantDocuments.createdAt), desc(applicantDocuments.id));
}

/** The document only when it is this applicant's (another applicant's id reads as absent). */
export async function findDocumentOfApplicant(
  db: DbExecutor,
  applicantId: number,
  documentId: number,
): Promise<ApplicantDocumentWithUpload | null> {
  const [row] = await db
    .select(withUpload)
    .from(applicantDocuments)
    .innerJoin(uploads, eq(uploads.id, applicantDocuments.uploadId))
    .where(and(eq(applicantDocuments.applicantId, applicantId), eq(applicantDocuments.id, documentId)))
    .limit(1);
  return row ?? null;
}

export async function findDocumentByUploadId(
  db: DbExecutor,
  uploadId: string,
): Promise<ApplicantDocumentRow | null> {
  const [row] = await db
    .select()
    .from(applicantDocuments)
    .where(eq(applicantDocuments.uploadId, uploadId))
    .limit(1);
  return row ?? null;
}

export async function insertDocument(
  db: DbExecutor,
  row: typeof applicantDocuments.$inferInsert,
): Promise<ApplicantDocumentRow> {
  const [inserted] = await db.insert(applicantDocuments).values(row).returning();
  return inserted!;
}

export async function updateDocument(
  db: DbExecutor,
  documentId: number,
  values: Pick<ApplicantDocumentRow, 'title' | 'documentType'>,
): Promise<void> {
  await db.update(applicantDocuments).set(values).where(eq(applicantDocuments.id, documentId));
}

export async function deleteDocument(db: DbExecutor, documentId: number): Promise<void> {
  await db.delete(applicantDocuments).where(eq(applicantDocuments.id, documentId));
}

export async function findAvatarUploadId(db: DbExecutor, applicantId: number): Promise<string | null> {
  const [row] = await db
    .select({ avatarUploadId: applicantProfiles.avatarUploadId })
    .from(applicantProfiles)
    .where(eq(applicantProfiles.applicantId, applicantId))
    .limit(1);
  return row?.avatarUploadId ?? null;
}

/**
 * Sets (or clears) the avatar, creating the profile row when the applicant has none yet. The
 * profile's `version` is left alone: the avatar is not part of the profile form, so changing it
 * must not turn an offline profile edit into a conflict.
 */
export async function setAvatarUploadId(
  db: DbExecutor,
  applicantId: number,
  avatarUploadId: string | null,
): Promise<void> {
  await db
    .insert(applicantProfiles)
    .values({ applicantId, avatarUploadId })
    .onConflictDoUpdate({ target: applicantProfiles.applicantId, set: { avatarUploadId } });
}

/** The avatar upload id of a user who is an applicant (null otherwise), for the signed-in profile. */
export async function findAvatarUploadIdOfUser(db: DbExecutor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ avatarUploadId: applicantProfiles.avatarUploadId })
    .from(applicants)
    .innerJoin(applicantProfiles, eq(applicantProfiles.applicantId, applicants.id))
    .where(eq(applicants.userId, userId))
    .limit(1);
  return row?.avatarUploadId ?? null;
}
