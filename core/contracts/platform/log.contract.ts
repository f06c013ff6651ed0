import { z } from 'zod';
import { defineContract, okResponse, text } from '../http.ts';

const stackFrame = z.strictObject({
  columnNumber: z.number().int().nullable().optional(),
  lineNumber: z.number().int().nullable().optional(),
  fileName: text(2000).nullable().optional(),
});

/** Client log of platform.md §3; a client error adds errorDate and errorType. */
export const clientErrorBody = z.strictObject({
  loggerSessionId: text(100),
  message: text(10_000),
  url: text(2000),
  referrerUrl: text(2000).optional().nullable(),
  userAgent: text(1000),
  platform: text(200).optional().nullable(),
  screenResolution: text(50).optional().nullable(),
  languages: z.array(text(50)).max(50).optional(),
  cookieEnabled: z.boolean().optional(),
  errorContext: text(10_000).optional().nullable(),
  environment: text(50).optional().nullable(),
  branchName: text(200).optional().nullable(),
  commitHash: text(100).optional().nullable(),
  commitDate: text(100).optional().nullable(),
  hasMouseActivity: z.boolean().optional(),
  timeLog: z.record(text(200), text(500)).optional(),
  stackFrames: z.array(stackFrame).max(200).optional(),
  sessionStartTime: text(100).optional().nullable(),
  errorDate: text(100),
  errorType: text(100),
});
export type ClientError = z.infer<typeof clientErrorBody>;

export const logClientError = defineContract({
  method: 'POST',
  path: '/api/log/error',
  access: 'public',
  body: clientErrorBody,
  response: z.object({ id: z.string() }),
});

export const logClientInfo = defineContract({
  method: 'POST',
  path: '/api/log/info',
  access: 'public',
  query: z.strictObject({ info: text(2000) }),
  response: okResponse,
});
