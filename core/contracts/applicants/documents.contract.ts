/**
 * The applicant's file cabinet (business.md §2.2 documents, profile file-cabinet) and avatar
 * (platform.md §7 'Update avatar (file id); delete avatar'). Files arrive through the upload flow
 * (uploads.contract.ts); a document names a completed upload of the applicant.
 */
import { z } from 'zod';
import { type DocumentType, documentTypes } from '../../domain/documents.ts';
import { messages } from '../../domain/messages.ts';
import { requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { upload } from '../uploads/uploads.contract.ts';

/** The list lives in core/domain; exported here too for the client's imports. */
export { type DocumentType, documentTypes } from '../../domain/documents.ts';

export const documentTypeLabels: Record<DocumentType, string> = {
  CV: 'CV',
  MSPE: 'Medical School Performance Evaluation (MSPE)',
  Transcript: 'Transcript',
  Diploma: 'Diploma',
  Certificate: 'Certificate',
  Photo: 'Photo',
  Other: 'Other',
};

export const applicantDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  documentType: z.enum(documentTypes),
  createdDate: z.string(),
  file: upload,
});
export type ApplicantDocument = z.infer<typeof applicantDocument>;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const documentTitle = requiredText(200, messages.DocumentTitleIsRequired);
const documentType = z.enum(documentTypes, { error: messages.SelectDocumentType });

/** Writes made from a cycle's documents page carry its code: the cycle's restrictions then apply. */
const cycleScope = z.strictObject({ matchCycleCode: z.string().trim().min(1).max(50).optional() });

export const listApplicantDocuments = defineContract({
  method: 'GET',
  path: '/api/applicant/documents',
  access: ['Applicant'],
  response: z.array(applicantDocument),
});

export const getApplicantDocument = defineContract({
  method: 'GET',
  path: '/api/applicant/documents/:id',
  access: ['Applicant'],
  params: z.strictObject({ id }),
  response: applicantDocument,
});

export const createApplicantDocumentBody = z.strictObject({
  uploadId: z.uuid(messages.UploadNotUsable),
  title: documentTitle,
  documentType,
});
export type CreateApplicantDocumentBody = z.input<typeof createApplicantDocumentBody>;

export const createApplicantDocument = defineContract({
  method: 'POST',
  path: '/api/applicant/documents',
  access: ['Applicant'],
  query: cycleScope,
  body: createApplicantDocumentBody,
  response: applicantDocument,
});

export const updateApplicantDocumentBody = z.strictObject({ title: documentTitle, documentType });
export type UpdateApplicantDocumentBody = z.input<typeof updateApplicantDocumentBody>;

export const updateApplicantDocument = defineContract({
  method: 'PUT',
  path: '/api/applicant/documents/:id',
  access: ['Applicant'],
  params: z.strictObject({ id }),
  query: cycleScope,
  body: updateApplicantDocumentBody,
  response: applicantDocument,
});

export const deleteApplicantDocument = defineContract({
  method: 'DELETE',
  path: '/api/applicant/documents/:id',
  access: ['Applicant'],
  params: z.strictObject({ id }),
  query: cycleScope,
  response: okResponse,
});

/** The avatar as the signed-in user profile carries it (platform.md §3). */
export const avatar = z.object({
  minifiedAvatarUrl: z.string().nullable(),
  originalAvatar: z.object({ url: z.string() }).nullable(),
});
export type Avatar = z.infer<typeof avatar>;

export const updateAvatar = defineContract({
  method: 'PUT',
  path: '/api/account/avatar',
  access: ['Applicant'],
  body: z.strictObject({ fileId: z.uuid(messages.UploadNotUsable) }),
  response: avatar,
});

export const deleteAvatar = defineContract({
  method: 'DELETE',
  path: '/api/account/avatar',
  access: ['Applicant'],
  response: avatar,
});
