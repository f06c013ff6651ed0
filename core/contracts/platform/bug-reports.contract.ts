import { z } from 'zod';
import { bugReportSources, bugReportStatuses, maxBugReportNote } from '../../domain/bug-reports.ts';
import { messages } from '../../domain/messages.ts';
import { requiredText } from '../fields.ts';
import { defineContract, text } from '../http.ts';
import { listQuery, paged } from '../paging.ts';

/** The list lives in core/domain; exported here too for the client's imports. */
export { bugReportSources, bugReportStatuses } from '../../domain/bug-reports.ts';

export const bugReportBody = z.strictObject({
  /** Client id of the report, so a retried report is stored once. */
  clientId: z.uuid(),
  description: requiredText(10_000, messages.DescriptionIsRequired),
  userAgent: text(1000),
  url: text(2000),
  cloudWatchToken: text(100).nullable().optional(),
  errorDate: text(100).nullable().optional(),
  source: z.enum(bugReportSources),
});
export type BugReportInput = z.infer<typeof bugReportBody>;

export const sendBugReport = defineContract({
  method: 'POST',
  path: '/api/bug-reports',
  access: 'public',
  body: bugReportBody,
  response: z.object({ id: z.string() }),
});

// ---------- admin: quality-assurance/bug-reports ----------

export const adminBugReport = z.object({
  id: z.string(),
  description: z.string(),
  url: z.string(),
  userAgent: z.string(),
  source: z.enum(bugReportSources),
  status: z.enum(bugReportStatuses),
  createdAt: z.string(),
  /** When the error the reporter saw happened (as the client sent it). */
  errorDate: z.string().nullable(),
  /** Null for a report sent without signing in. */
  reporter: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The error the client logged last before the report (its cloudWatchToken), when it was stored. */
  lastError: z.object({ level: z.string(), message: z.string(), createdAt: z.string() }).nullable(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminBugReport = z.infer<typeof adminBugReport>;

/** Newest first by default; search looks in the description, the page address and the reporter's email. */
export const adminBugReportsQuery = z.strictObject({
  ...listQuery(['createdAt']),
  direction: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(bugReportStatuses).optional(),
});

export const listAdminBugReports = defineContract({
  method: 'GET',
  path: '/api/admin/bug-reports',
  access: ['Admin'],
  query: adminBugReportsQuery,
  response: paged(adminBugReport),
});

export const bugReportStatusBody = z.strictObject({
  status: z.enum(bugReportStatuses),
  note: text(maxBugReportNote).nullable().optional(),
});

/** Moves a report along its triage (ADR 0027); a move the triage does not allow is refused in words. */
export const updateBugReportStatus = defineContract({
  method: 'PUT',
  path: '/api/admin/bug-reports/:id/status',
  access: ['Admin'],
  params: z.strictObject({ id: z.uuid() }),
  body: bugReportStatusBody,
  response: adminBugReport,
});
