import type { BugReportInput } from '../../../core/contracts/platform/bug-reports.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import { insertBugReportOnce } from '../../db/repositories/bug-reports.repository.ts';

export type BugReportService = ReturnType<typeof createBugReportService>;

export function createBugReportService(deps: { db: DbExecutor }) {
  return {
    /** Idempotent by the client's id: the offline retry of a report that did arrive stores nothing new. */
    async submit(input: BugReportInput, userId: string | null): Promise<{ id: string }> {
      const id = await insertBugReportOnce(deps.db, {
        clientId: input.clientId,
        userId,
        description: input.description,
        userAgent: input.userAgent,
        url: input.url,
        cloudWatchToken: input.cloudWatchToken ?? null,
        errorDate: input.errorDate ?? null,
        source: input.source,
      });
      return { id };
    },
  };
}
