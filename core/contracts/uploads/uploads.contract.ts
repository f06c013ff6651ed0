/**
 * Uploads (platform.md §3 Upload, §4 Uploads, §7): ask for a signed link, PUT the file to it (a raw
 * body, not a contract: see server/routes/uploads/uploads.routes.ts), poll the state, read the file.
 */
import { z } from 'zod';
import { uploadStatuses, uploadTargets } from '../../domain/file-types.ts';
import { messages } from '../../domain/messages.ts';
import { requiredText } from '../fields.ts';
import { defineContract, text } from '../http.ts';

/** The Upload of platform.md §3; `url` serves the bytes to whoever may read them. */
export const upload = z.object({
  id: z.string(),
  /** Null for a letter writer's upload (no account). */
  userId: z.string().nullable(),
  createdDate: z.string(),
  contentType: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  path: z.string(),
  url: z.string(),
});
export type Upload = z.infer<typeof upload>;

/** Upload endpoint of platform.md §3. */
export const uploadEndpoint = z.object({ url: z.string(), stateKey: z.string() });
export type UploadEndpoint = z.infer<typeof uploadEndpoint>;

export const uploadState = z.object({
  status: z.enum(uploadStatuses),
  upload: upload.nullable(),
  failureReason: z.string().nullable(),
});
export type UploadState = z.infer<typeof uploadState>;

/** Where an upload asked through the generic link goes: a document (default) or the avatar. */
export const linkPurposes = ['document', 'avatar'] as const;

export const getPresignedPutLink = defineContract({
  method: 'GET',
  path: '/api/Uploads/GetPresignedPutLink',
  access: 'authenticated',
  query: z.strictObject({
    FileName: requiredText(255, messages.FileNameIsRequired),
    /** May be empty: the office types are then taken from the extension (platform.md §5). */
    ContentType: text(255).optional(),
    UploadTarget: z.enum(uploadTargets),
    /** Ours: avatars have their own storage prefix and limits (platform.md §9). */
    Purpose: z.enum(linkPurposes).optional(),
  }),
  response: uploadEndpoint,
});

/** The state key is an unguessable capability (a letter writer polls without an account). */
export const getUploadState = defineContract({
  method: 'GET',
  path: '/api/Uploads/state',
  access: 'public',
  query: z.strictObject({ key: requiredText(200, messages.InvalidValue) }),
  response: uploadState,
});

/** The upload record behind a link (its signature is checked; an expired link still names its upload). */
export const getUploadByLink = defineContract({
  method: 'GET',
  path: '/api/Uploads/GetState',
  access: 'public',
  query: z.strictObject({ link: requiredText(2000, messages.InvalidValue) }),
  response: upload,
});

/** The bytes, with the stored content type; owner and admins, plus what other slices' policies allow. */
export const getUploadContent = defineContract({
  method: 'GET',
  path: '/api/uploads/:id/content',
  access: 'authenticated',
  params: z.strictObject({ id: z.uuid(messages.InvalidValue) }),
  query: z.strictObject({ download: z.enum(['true', 'false']).optional() }),
  /** A byte stream, not JSON. */
  response: z.unknown(),
});

/** Where the content of an upload is served (Upload.url). */
export function uploadContentUrl(uploadId: string): string {
  return `/api/uploads/${uploadId}/content`;
}
