/** The counts the applicant's cycle home shows (issue 13): one statement of scalar subqueries, no per-row reads. */
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications, lettersOfReference, rankListEntries, rankLists } from '../schema.ts';

export type ApplicantHomeCounts = {
  lettersRequested: number;
  lettersPending: number;
  applicationsSent: number;
  applicationsInProgress: number;
  rankListEntries: number;
  rankListCertifiedAt: Date | null;
};

export async function readApplicantHomeCounts(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
): Promise<ApplicantHomeCounts> {
  const letters = (statuses: ('Pending' | 'FailedQA' | 'Canceled')[], exclude = false) =>
    db
      .select({ n: count() })
      .from(lettersOfReference)
      .where(
        and(
          eq(lettersOfReference.applicantId, applicantId),
          exclude
            ? notInArray(lettersOfReference.status, statuses)
            : inArray(lettersOfReference.status, statuses),
        ),
      );
  const applicationsIn = (statuses: ('Published' | 'PendingPayment' | 'InProgress')[]) =>
    db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.applicantId, applicantId),
          eq(applications.matchCycleId, matchCycleId),
          inArray(applications.status, statuses),
        ),
      );
  const ownList = and(eq(rankLists.matchCycleId, matchCycleId), eq(rankLists.applicantId, applicantId));
  const entries = db
    .select({ n: count() })
    .from(rankListEntries)
    .innerJoin(rankLists, eq(rankLists.id, rankListEntries.rankListId))
    .where(ownList);
  const certifiedAt = db.select({ at: rankLists.certifiedAt }).from(rankLists).where(ownList);
  const [row] = await db
    .select({
      lettersRequested: sql<number>`(${letters(['Canceled'], true)})`.mapWith(Number),
      lettersPending: sql<number>`(${letters(['Pending', 'FailedQA'])})`.mapWith(Number),
      applicationsSent: sql<number>`(${applicationsIn(['Published', 'PendingPayment'])})`.mapWith(Number),
      applicationsInProgress: sql<number>`(${applicationsIn(['InProgress'])})`.mapWith(Number),
      rankListEntries: sql<number>`(${entries})`.mapWith(Number),
      rankListCertifiedAt: sql<string | null>`(${certifiedAt})`,
    })
    .from(sql`(select 1) as one`);
  return {
    lettersRequested: row?.lettersRequested ?? 0,
    lettersPending: row?.lettersPending ?? 0,
    applicationsSent: row?.applicationsSent ?? 0,
    applicationsInProgress: row?.applicationsInProgress ?? 0,
    rankListEntries: row?.rankListEntries ?? 0,
    rankListCertifiedAt: row?.rankListCertifiedAt ? new Date(row.rankListCertifiedAt) : null,
  };
}
