import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BugReportInput } from '../../../core/contracts/platform/bug-reports.contract.ts';
import { serverErrorResponse, validationErrorResponse } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { queueBugReport, queuedBugReports } from '../../lib/offline/bug-report-outbox.ts';
import { buildBugReport, retryQueuedBugReports, submitBugReport } from './bug-report.service.ts';

const report = (description: string): BugReportInput =>
  buildBugReport(description, { source: 'Toast', errorDate: '2026-03-01T10:00:00.000Z' });

let received: string[] = [];

beforeEach(async () => {
  received = [];
  await appDb().bugReports.clear();
});

afterEach(async () => {
  await appDb().bugReports.clear();
});

/** The server takes reports except the ones whose description is in `failing`. */
function serverAccepting(failing: string[] = []) {
  server.use(
    http.post('*/api/bug-reports', async ({ request }) => {
      const body = (await request.json()) as BugReportInput;
      if (failing.includes(body.description)) return serverErrorResponse(500, 'InternalServerError', 'boom');
      received.push(body.description);
      return HttpResponse.json({ id: `id-${body.description}` });
    }),
  );
}

describe('sending a bug report', () => {
  it('sends it when the server answers', async () => {
    serverAccepting();
    expect(await submitBugReport(report('first'))).toBe('sent');
    expect(received).toEqual(['first']);
    expect(await queuedBugReports()).toEqual([]);
  });

  it('keeps it on the device when it cannot be sent', async () => {
    server.use(http.post('*/api/bug-reports', () => HttpResponse.error()));
    const unsent = report('offline');
    expect(await submitBugReport(unsent)).toBe('queued');
    const kept = await queuedBugReports();
    expect(kept.map((k) => k.report)).toEqual([unsent]);
  });

  it('a validation error belongs to the form and is not kept', async () => {
    server.use(
      http.post('*/api/bug-reports', () =>
        validationErrorResponse({ description: ['Description is required.'] }),
      ),
    );
    await expect(submitBugReport(report('x'))).rejects.toBeInstanceOf(ValidationError);
    expect(await queuedBugReports()).toEqual([]);
  });

  it('carries the fields of business.md §3.7 with a client UUID', () => {
    const built = report('  steps  ');
    expect(built.description).toBe('steps');
    expect(built.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(built.source).toBe('Toast');
    expect(built.errorDate).toBe('2026-03-01T10:00:00.000Z');
    expect(built.url).toBe(location.href);
    expect(built.userAgent).toBe(navigator.userAgent);
  });
});

describe('retry at the next start (business.md §4)', () => {
  it('sends kept reports one at a time in order and stops at the first failure', async () => {
    for (const name of ['one', 'two', 'three']) await queueBugReport(report(name));
    serverAccepting(['two']);

    expect(await retryQueuedBugReports()).toBe(1);
    expect(received).toEqual(['one']);
    const kept = await queuedBugReports();
    expect(kept.map((k) => k.report.description)).toEqual(['two', 'three']);
    expect(kept[0]!.attempts).toBe(1);

    // Next start: the server is fine again, the rest goes out in the same order.
    serverAccepting();
    expect(await retryQueuedBugReports()).toBe(2);
    expect(received).toEqual(['one', 'two', 'three']);
    expect(await queuedBugReports()).toEqual([]);
  });

  it('the same report is kept once', async () => {
    const once = report('same');
    await queueBugReport(once);
    await queueBugReport(once);
    expect((await queuedBugReports()).length).toBe(1);
  });
});
