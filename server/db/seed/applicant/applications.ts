import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../client.ts';
import { findApplicantByUserId } from '../../repositories/applicants.repository.ts';
import { applications, lettersOfReference, personalStatements } from '../../schema.ts';
import { demoUsers } from '../people.ts';
import type { ApplicantSeedContext } from './context.ts';

/** Two OPH programs of this season the demo applicant has started applying to. */
const demoProgramCodes = ['OPH-OR-001', 'OPH-CA-022'] as const;

/**
 * APPLY: the demo applicant's two applications in OPH's current cycle, sent (Published) so that the
 * demo applicant and the demo program can rank each other, each with the first personal statement
 * and up to two letters (when the LETTERS seed made them). Idempotent: an application that exists is
 * left as the user changed it.
 */
export async function seedApplicantApplications(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const userId = ctx.userIds.get(demoUsers.applicant.email);
  const matchCycleId = ctx.cycleIds.get(`OPH-${ctx.season}`);
  if (!userId || !matchCycleId) return;
  const applicant = await findApplicantByUserId(tx, userId);
  if (!applicant) return;
  const [statement] = await tx
    .select({ id: personalStatements.id })
    .from(personalStatements)
    .where(eq(personalStatements.applicantId, applicant.id))
    .orderBy(asc(personalStatements.id))
    .limit(1);
  const letters = await tx
    .select({ id: lettersOfReference.id })
    .from(lettersOfReference)
    .where(and(eq(lettersOfReference.applicantId, applicant.id), ne(lettersOfReference.status, 'Canceled')))
    .orderBy(asc(lettersOfReference.id))
    .limit(2);
  const values = demoProgramCodes.flatMap((code) => {
    const programId = ctx.programIds.get(code);
    return programId
      ? [
          {
            applicantId: applicant.id,
            matchCycleId,
            programId,
            personalStatementId: statement?.id ?? null,
            letterIds: letters.map((l) => l.id),
            status: 'Published' as const,
            publishedAt: ctx.now,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          },
        ]
      : [];
  });
  if (values.length > 0) await tx.insert(applications).values(values).onConflictDoNothing();
}
