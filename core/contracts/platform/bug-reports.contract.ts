import { z } from 'zod';
import { bugReportSources } from '../../domain/bug-reports.ts';
import { messages } from '../../domain/messages.ts';
import { requiredText } from '../fields.ts';
import { defineContract, text } from '../http.ts';

/** The list lives in core/domain; exported here too for the client's imports. */
export { bugReportSources } from '../../domain/bug-reports.ts';

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
