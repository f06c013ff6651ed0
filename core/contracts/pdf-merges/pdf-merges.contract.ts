/**
 * Bulk PDF merges (platform.md §3, §5 and §7; ADR 0025 §9): a program user (for applications sent to
 * their program, or vacancy applications to its vacancies) or an admin queues the packets of many
 * applications as one PDF; the caller follows their latest request (live through the
 * BulkPdfNotification hub), may cancel it, and downloads the finished file through a link that
 * expires. Admins list every request, see failures and retry or cancel them.
 */
import { z } from 'zod';
import { maxMergeEntities, mergeSections, mergeStatuses, mergeTypes } from '../../domain/pdf-merges.ts';
import { defineContract, okResponse } from '../http.ts';
import { listQuery, paged } from '../paging.ts';

const id = z.number().int().positive().max(2_147_483_647);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Bulk PDF merge request (platform.md §3). */
export const mergeRequestBody = z.strictObject({
  entityIds: z.array(id).min(1).max(maxMergeEntities),
  sections: z.array(z.enum(mergeSections)).min(1).max(mergeSections.length),
  type: z.enum(mergeTypes),
});
export type MergeRequestBody = z.infer<typeof mergeRequestBody>;

/** Bulk PDF merge progress (platform.md §3): url is the download link once Completed. */
export const mergeProgress = z.object({
  message: z.string().nullable(),
  id: z.number().int(),
  createdDate: z.string(),
  status: z.enum(mergeStatuses),
  url: z.string().nullable(),
});
export type MergeProgress = z.infer<typeof mergeProgress>;

export const queueBulkPdfMerge = defineContract({
  method: 'POST',
  path: '/api/BulkPdfMerge/QueueBulkPdfMerge',
  access: ['ProgramUser', 'Admin'],
  body: mergeRequestBody,
  response: mergeProgress,
});

/** Cancels the caller's current request (Pending, Processing or Failed); no body. */
export const cancelBulkPdfMerge = defineContract({
  method: 'POST',
  path: '/api/BulkPdfMerge/CancelBulkPdfMerge',
  access: ['ProgramUser', 'Admin'],
  response: okResponse,
});

/** The caller's latest request, or null when they never asked for one. */
export const getBulkPdfMergeRequest = defineContract({
  method: 'GET',
  path: '/api/BulkPdfMerge/GetBulkPdfMergeRequest',
  access: ['ProgramUser', 'Admin'],
  response: mergeProgress.nullable(),
});

/**
 * The finished PDF (application/pdf, attachment). The token in the path is the credential (the
 * link works in a plain browser download); 404 for an unknown one, 410 once it has expired.
 */
export const downloadBulkPdfMerge = defineContract({
  method: 'GET',
  path: '/api/BulkPdfMerge/Download/:token',
  access: 'public',
  params: z.strictObject({ token: z.string().trim().min(20).max(100) }),
  response: z.unknown(),
});

export function mergeDownloadPath(token: string): string {
  return `/api/BulkPdfMerge/Download/${encodeURIComponent(token)}`;
}

// ---------- admin: quality-assurance/final-merge ----------

export const adminMergeRow = z.object({
  id: z.number().int(),
  type: z.enum(mergeTypes),
  status: z.enum(mergeStatuses),
  requestedBy: z.string(),
  programName: z.string().nullable(),
  count: z.number().int(),
  progress: z.number().int(),
  message: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  pageCount: z.number().int().nullable(),
  createdDate: z.string(),
  finishedDate: z.string().nullable(),
});
export type AdminMergeRow = z.infer<typeof adminMergeRow>;

/** Newest first, always; the list's sort and search are accepted (useListQuery sends them) and not used. */
export const adminMergesQuery = z.strictObject({
  ...listQuery(['createdDate']),
  status: z.enum(mergeStatuses).optional(),
});

export const listAdminPdfMerges = defineContract({
  method: 'GET',
  path: '/api/admin/pdf-merges',
  access: ['Admin'],
  query: adminMergesQuery,
  response: paged(adminMergeRow),
});

const mergeIdParams = z.strictObject({ id: idParam });

/** Queues a Failed or Cancelled request again (a new attempt on the job runner). */
export const retryAdminPdfMerge = defineContract({
  method: 'POST',
  path: '/api/admin/pdf-merges/:id/retry',
  access: ['Admin'],
  params: mergeIdParams,
  response: adminMergeRow,
});

export const cancelAdminPdfMerge = defineContract({
  method: 'POST',
  path: '/api/admin/pdf-merges/:id/cancel',
  access: ['Admin'],
  params: mergeIdParams,
  response: adminMergeRow,
});
