import type { FastifyInstance } from 'fastify';
import { getProgramUserContext } from '../../../core/contracts/programs/program-user.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The program user's context (business.md §2.3, §4): the programs they belong to and their cycles. */
export function registerProgramUserRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, getProgramUserContext, async (ctx) =>
    services.programUserContext.context(signedIn(ctx).userId),
  );
}
