/** Result sending per audience of a match cycle (business.md §3.1, §4); the sending job writes them later. */
import { eq } from 'drizzle-orm';
import type { ResultSendingRecord } from '../../../core/domain/match-cycle-results.ts';
import type { DbExecutor } from '../client.ts';
import { resultSendings } from '../schema.ts';

export async function listResultSendings(
  db: DbExecutor,
  matchCycleId: number,
): Promise<ResultSendingRecord[]> {
  return db
    .select({
      audience: resultSendings.audience,
      status: resultSendings.status,
      sentAt: resultSendings.sentAt,
    })
    .from(resultSendings)
    .where(eq(resultSendings.matchCycleId, matchCycleId));
}
