/**
 * The applicant's file cabinet (documents made of their completed uploads) and avatar. Documents
 * are the applicant's, not a cycle's: the same cabinet shows under the profile and in each cycle;
 * a write made from a cycle's page names the cycle, and then its restrictions (platform.md §6) apply.
 */
import type {
  ApplicantDocument,
  Avatar,
  CreateApplicantDocumentBody,
  UpdateApplicantDocumentBody,
} from '../../../core/contracts/applicants/documents.contract.ts';
import { uploadContentUrl } from '../../../core/contracts/uploads/uploads.contract.ts';
import type { UploadPurpose } from '../../../core/domain/file-types.ts';
import { messages } from '../../../core/domain/messages.ts';
import { withTransaction } from '../../db/client.ts';
import {
  type ApplicantDocumentWithUpload,
  deleteDocument,
  findAvatarUploadId,
  findDocumentByUploadId,
  findDocumentOfApplicant,
  insertDocument,
  listDocumentsOfApplicant,
  setAvatarUploadId,
  updateDocument,
} from '../../db/repositories/applicant-documents.repository.ts';
import { notFound, ValidationFailure } from '../../errors.ts';
import { toUpload } from '../uploads/upload.service.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';

function toDocument({ document, upload }: ApplicantDocumentWithUpload): ApplicantDocument {
  return {
    id: document.id,
    title: document.title,
    documentType: document.documentType,
    createdDate: document.createdAt.toISOString(),
    file: toUpload(upload),
  };
}

function avatarOf(uploadId: string | null): Avatar {
  const url = uploadId ? uploadContentUrl(uploadId) : null;
  return { minifiedAvatarUrl: url, originalAvatar: url ? { url } : null };
}

export type ApplicantDocumentService = ReturnType<typeof createApplicantDocumentService>;

export function createApplicantDocumentService(deps: ApplicantServiceDeps) {
  const { db, clock, access, uploads } = deps;

  /** The applicant acting; from a cycle's page, only when the cycle lets them act. */
  async function actingApplicant(userId: string, matchCycleCode: string | undefined) {
    if (matchCycleCode === undefined) return access.applicantOf(userId);
    const context = await access.inCycle(userId, { code: matchCycleCode });
    access.assertMayAct(context);
    return context.applicant;
  }

  async function assertUsable(uploadId: string, userId: string, purpose: UploadPurpose, field: string) {
    if (!(await uploads.isUsableBy(uploadId, userId, purpose))) {
      throw new ValidationFailure({ [field]: [messages.UploadNotUsable] });
    }
  }

  async function documentOf(applicantId: number, documentId: number) {
    const found = await findDocumentOfApplicant(db, applicantId, documentId);
    // Another applicant's document reads as absent: its existence is not theirs to learn.
    if (!found) throw notFound();
    return found;
  }

  return {
    async list(userId: string): Promise<ApplicantDocument[]> {
      const applicant = await access.applicantOf(userId);
      return (await listDocumentsOfApplicant(db, applicant.id)).map(toDocument);
    },

    /** Any applicant's documents by applicant id, for admin views (callers check the role). */
    async forApplicant(applicantId: number): Promise<ApplicantDocument[]> {
      return (await listDocumentsOfApplicant(db, applicantId)).map(toDocument);
    },

    async get(userId: string, documentId: number): Promise<ApplicantDocument> {
      const applicant = await access.applicantOf(userId);
      return toDocument(await documentOf(applicant.id, documentId));
    },

    async create(
      userId: string,
      body: CreateApplicantDocumentBody,
      matchCycleCode?: string,
    ): Promise<ApplicantDocument> {
      const applicant = await actingApplicant(userId, matchCycleCode);
      await assertUsable(body.uploadId, userId, 'document', 'uploadId');
      if (await findDocumentByUploadId(db, body.uploadId)) {
        throw new ValidationFailure({ uploadId: [messages.UploadNotUsable] });
      }
      const document = await withTransaction(db, async (tx) => {
        await uploads.attach([body.uploadId], tx);
        return insertDocument(tx, {
          applicantId: applicant.id,
          uploadId: body.uploadId,
          title: body.title.trim(),
          documentType: body.documentType,
          createdAt: clock.now(),
        });
      });
      return toDocument(await documentOf(applicant.id, document.id));
    },

    async update(
      userId: string,
      documentId: number,
      body: UpdateApplicantDocumentBody,
      matchCycleCode?: string,
    ): Promise<ApplicantDocument> {
      const applicant = await actingApplicant(userId, matchCycleCode);
      await documentOf(applicant.id, documentId);
      await updateDocument(db, documentId, { title: body.title.trim(), documentType: body.documentType });
      return toDocument(await documentOf(applicant.id, documentId));
    },

    /** Deletes the document and its file. */
    async remove(userId: string, documentId: number, matchCycleCode?: string): Promise<{ ok: true }> {
      const applicant = await actingApplicant(userId, matchCycleCode);
      const { document } = await documentOf(applicant.id, documentId);
      await withTransaction(db, async (tx) => {
        await deleteDocument(tx, document.id);
        await uploads.remove(document.uploadId, tx);
      });
      return { ok: true };
    },

    async avatar(userId: string): Promise<Avatar> {
      const applicant = await access.applicantOf(userId);
      return avatarOf(await findAvatarUploadId(db, applicant.id));
    },

    /** Sets the avatar to a completed avatar upload of the user; the previous file goes. */
    async updateAvatar(userId: string, fileId: string): Promise<Avatar> {
      const applicant = await access.applicantOf(userId);
      await assertUsable(fileId, userId, 'avatar', 'fileId');
      const previous = await findAvatarUploadId(db, applicant.id);
      await withTransaction(db, async (tx) => {
        await setAvatarUploadId(tx, applicant.id, fileId);
        await uploads.attach([fileId], tx);
        if (previous && previous !== fileId) await uploads.remove(previous, tx);
      });
      return avatarOf(fileId);
    },

    async deleteAvatar(userId: string): Promise<Avatar> {
      const applicant = await access.applicantOf(userId);
      const previous = await findAvatarUploadId(db, applicant.id);
      if (previous) {
        await withTransaction(db, async (tx) => {
          await setAvatarUploadId(tx, applicant.id, null);
          await uploads.remove(previous, tx);
        });
      }
      return avatarOf(null);
    },
  };
}
