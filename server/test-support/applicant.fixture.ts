import type { FastifyInstance } from 'fastify';
import { createApplicant } from './factories.ts';
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
  const applicant = await createApplicant(ctx.database.db, { userId: created.id });
  return {
    token: (await signInAs(app, created)).idToken,
    applicantId: applicant.id,
    userId: created.id,
    email: created.email,
  };
}
