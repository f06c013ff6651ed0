import {
  type BugReportInput,
  sendBugReport as sendBugReportContract,
} from '../../../core/contracts/platform/bug-reports.contract.ts';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import type { BugReportContext } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { lastLoggedError } from '../../lib/log/client-logger.ts';
import { flushBugReports, queueBugReport } from '../../lib/offline/bug-report-outbox.ts';

export function buildBugReport(description: string, context: BugReportContext): BugReportInput {
  return {
    clientId: crypto.randomUUID(),
    description: description.trim(),
    userAgent: navigator.userAgent.slice(0, 1000),
    url: location.href.slice(0, 2000),
    cloudWatchToken: lastLoggedError(),
    errorDate: context.errorDate,
    source: context.source,
  };
}

function send(report: BugReportInput): Promise<unknown> {
  return call(sendBugReportContract, { body: report });
}

/**
 * Sends a report; when it cannot be sent it is kept on the device and sent at the next start.
 * Either way the user is told it was sent (business.md §4). A validation error is the form's.
 */
export async function submitBugReport(report: BugReportInput): Promise<'sent' | 'queued'> {
  try {
    await send(report);
    return 'sent';
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    await queueBugReport(report);
    return 'queued';
  }
}

/** App start: sends kept reports one at a time, oldest first, until one fails. */
export function retryQueuedBugReports(): Promise<number> {
  return flushBugReports(send);
}
