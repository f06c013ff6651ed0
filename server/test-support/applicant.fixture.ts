import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../db/client.ts';
import { applicants } from '../db/schema.ts';
import { uniqueTag } from './route-calls.ts';
import { signInAs, type TestContext } from './test-app.ts';
import type { TestUserOptions } from './users.fixture.ts';

export type SignedInApplicant = { token: string; applicantId: number; userId: string; email: string };

/** An Applicant account with its applicant record, signed in (on the file's shared app unless given). */
export async function signedInApplicant(
  ctx: TestContext,
  user: Omit<TestUserOptions, 'roles'> = {},
  app: FastifyInstance = ctx.app,
): Promise<SignedInApplicant> {
  const created = await ctx.createUser({ ...user, roles: ['Applicant'] });
  const db: DbExecutor = ctx.database.db;
  const [row] = await db
    .insert(applicants)
    .values({ userId: created.id, code: `A-${uniqueTag()}` })
    .returning({ id: applicants.id });
  return {
    token: (await signInAs(app, created)).idToken,
    applicantId: row!.id,
    userId: created.id,
    email: created.email,
  };
}
