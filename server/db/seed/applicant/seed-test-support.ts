import type { FileStorage } from '../../../services/uploads/storage.ts';
import type { TestContext } from '../../../test-support/test-app.ts';
import type { DbExecutor } from '../../client.ts';
import { applicants } from '../../schema.ts';
import type { ApplicantSeedContext } from './context.ts';

/**
 * For the tests of the applicant seed steps: a fresh Applicant user with its applicant record,
 * named as the demo applicant (applicant@matchline.test) in a seed context of its own.
 */
export async function demoApplicantSeed(
  ctx: TestContext,
  tag: string,
  storage: FileStorage | null = null,
): Promise<{ db: DbExecutor; userId: string; applicantId: number; seedContext: ApplicantSeedContext }> {
  const db: DbExecutor = ctx.database.db;
  const user = await ctx.createUser({
    roles: ['Applicant'],
    email: `seed-${tag.toLowerCase()}-${ctx.name}@fixture.test`,
  });
  const [row] = await db
    .insert(applicants)
    .values({ userId: user.id, code: `SEED-${tag}-${ctx.name}` })
    .returning({ id: applicants.id });
  return {
    db,
    userId: user.id,
    applicantId: row!.id,
    seedContext: {
      season: 2026,
      now: new Date('2026-01-15T18:00:00Z'),
      userIds: new Map([['applicant@matchline.test', user.id]]),
      cycleIds: new Map<string, number>(),
      programIds: new Map<string, number>(),
      storage,
    },
  };
}
