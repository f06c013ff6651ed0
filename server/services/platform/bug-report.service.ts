/**
 * Bug reports (business.md §1, §3): anyone sends one (stored once per client id, so the offline
 * retry of a report that did arrive stores nothing new); admins triage them in
 * quality-assurance/bug-reports (ADR 0027), live on the BugReports hub (BugReportStatusChanged).
 */

import type { Paged } from '../../../core/contracts/paging.ts';
import type {
  AdminBugReport,
  BugReportInput,
} from '../../../core/contracts/platform/bug-reports.contract.ts';
import { bugReportMessages as texts } from '../../../core/domain/bug-report-messages.ts';
import { type BugReportStatus, canMoveBugReport } from '../../../core/domain/bug-reports.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { hubEvents as eventNames } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  type BugReportListRow,
  findBugReport,
  insertBugReportOnce,
  moveBugReport,
  pageBugReports,
} from '../../db/repositories/bug-reports.repository.ts';
import { conflict, notFound } from '../../errors.ts';
import type { HubEvents } from '../realtime/hub-events.ts';

export type BugReportService = ReturnType<typeof createBugReportService>;

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function presentReport(row: BugReportListRow): AdminBugReport {
  return {
    id: row.id,
    description: row.description,
    url: row.url,
    userAgent: row.userAgent,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    errorDate: row.errorDate,
    reporter:
      row.reporterEmail === null
        ? null
        : {
            name: nameOf(row.reporterFirstName, row.reporterLastName) || row.reporterEmail,
            email: row.reporterEmail,
          },
    lastError:
      row.lastErrorMessage === null
        ? null
        : {
            level: row.lastErrorLevel ?? 'error',
            message: row.lastErrorMessage,
            createdAt: row.lastErrorAt?.toISOString() ?? row.createdAt.toISOString(),
          },
    handledBy: row.handledByUserId ? nameOf(row.handlerFirstName, row.handlerLastName) || null : null,
    handledAt: row.handledAt?.toISOString() ?? null,
    note: row.note,
  };
}

export function createBugReportService(deps: { db: DbExecutor; clock: Clock; hubEvents: HubEvents }) {
  const { db, clock, hubEvents } = deps;

  /** Every admin's list refreshes: a new report, or one moved by another admin. */
  function announce(id: string, status: BugReportStatus): void {
    hubEvents.send({
      hub: 'BugReports',
      audience: { kind: 'role', role: 'Admin' },
      target: eventNames.bugReportStatusChanged,
      args: [{ id, status }],
    });
  }

  return {
    async submit(input: BugReportInput, userId: string | null): Promise<{ id: string }> {
      const { id, created } = await insertBugReportOnce(db, {
        clientId: input.clientId,
        userId,
        description: input.description,
        userAgent: input.userAgent,
        url: input.url,
        cloudWatchToken: input.cloudWatchToken ?? null,
        errorDate: input.errorDate ?? null,
        source: input.source,
        createdAt: clock.now(),
      });
      if (created) announce(id, 'New');
      return { id };
    },

    async list(query: {
      page: number;
      pageSize: number;
      direction: 'asc' | 'desc';
      status?: BugReportStatus | undefined;
      search?: string | undefined;
    }): Promise<Paged<AdminBugReport>> {
      const page = await pageBugReports(db, { status: query.status, search: query.search }, query);
      return { items: page.items.map(presentReport), total: page.total };
    },

    /** A move the triage allows, from the status the report has now; a note sent replaces the kept one. */
    async move(
      adminUserId: string,
      id: string,
      body: { status: BugReportStatus; note?: string | null | undefined },
    ): Promise<AdminBugReport> {
      const report = await findBugReport(db, id);
      if (!report) throw notFound(texts.NotFound);
      const refused = (from: BugReportStatus) =>
        conflict(formatMessage(texts.NotAllowed, { from, to: body.status }));
      if (!canMoveBugReport(report.status, body.status)) throw refused(report.status);
      const note = body.note === undefined ? report.note : body.note?.trim() || null;
      const moved = await moveBugReport(db, id, {
        from: report.status,
        to: body.status,
        userId: adminUserId,
        note,
        at: clock.now(),
      });
      // Another admin moved it first: refused in the words of the status it has now.
      if (!moved) throw refused((await findBugReport(db, id))?.status ?? report.status);
      announce(id, body.status);
      const updated = await findBugReport(db, id);
      return presentReport(updated!);
    },
  };
}
