/**
 * Demo bug reports (ADR 0027): a new one from the demo applicant with the error their app logged
 * just before, one an admin escalated with a note, and one sent signed out that was skipped, so
 * quality-assurance/bug-reports shows the triage on the first start.
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { bugReports, clientLogs } from '../schema.ts';
import { demoUsers } from './people.ts';

const MINUTE_MS = 60_000;

/** Fixed client ids: the reports are written once, whatever the load day. */
const clientIds = {
  rankList: '8d1f7a52-3c7e-4d2a-9b61-0c5e2f4a7b10',
  upload: '8d1f7a52-3c7e-4d2a-9b61-0c5e2f4a7b11',
  blank: '8d1f7a52-3c7e-4d2a-9b61-0c5e2f4a7b12',
};

export async function seedBugReports(
  tx: DbExecutor,
  ctx: { now: Date; userIds: ReadonlyMap<string, string> },
): Promise<void> {
  const [written] = await tx
    .select({ id: bugReports.id })
    .from(bugReports)
    .where(eq(bugReports.clientId, clientIds.rankList))
    .limit(1);
  if (written) return;
  const applicantId = ctx.userIds.get(demoUsers.applicant.email) ?? null;
  const adminId = ctx.userIds.get(demoUsers.admin.email) ?? null;
  const ago = (minutes: number) => new Date(ctx.now.getTime() - minutes * MINUTE_MS);
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const [logged] = await tx
    .insert(clientLogs)
    .values({
      level: 'error',
      userId: applicantId,
      message: "TypeError: Cannot read properties of undefined (reading 'rank')",
      payload: { url: '/applicant/rank-list', errorType: 'TypeError' },
      createdAt: ago(42),
    })
    .returning({ id: clientLogs.id });
  await tx
    .insert(bugReports)
    .values([
      {
        clientId: clientIds.rankList,
        userId: applicantId,
        description:
          'I moved Lakeside Eye Center up in my rank list and pressed Save. The list jumped back to the old order and a red message appeared.',
        userAgent: iPhone,
        url: '/applicant/rank-list',
        cloudWatchToken: logged?.id ?? null,
        errorDate: ago(42).toISOString(),
        source: 'Toast' as const,
        createdAt: ago(40),
      },
      {
        clientId: clientIds.upload,
        userId: applicantId,
        description: 'The upload of my MSPE stops at 90% on the train; it worked at home.',
        userAgent: iPhone,
        url: '/applicant/documents',
        errorDate: ago(3 * 24 * 60).toISOString(),
        source: 'Undefined' as const,
        status: 'Escalated' as const,
        handledByUserId: adminId,
        handledAt: ago(2 * 24 * 60),
        note: 'Resumable uploads on weak networks: with the engineers.',
        createdAt: ago(3 * 24 * 60),
      },
      {
        clientId: clientIds.blank,
        userId: null,
        description: 'blank page',
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        url: '/',
        source: 'ErrorPage' as const,
        status: 'Skipped' as const,
        handledByUserId: adminId,
        handledAt: ago(5 * 24 * 60),
        note: 'Not enough to go on.',
        createdAt: ago(6 * 24 * 60),
      },
    ])
    .onConflictDoNothing({ target: bugReports.clientId });
}
