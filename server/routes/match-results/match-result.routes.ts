import type { FastifyInstance } from 'fastify';
import {
  getApplicantMatchResult,
  getProgramMatchResult,
} from '../../../core/contracts/match-results/match-result.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's and the program's own match result of a cycle (issue 6), behind the release gate. */
export function registerMatchResultRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, getApplicantMatchResult, async (ctx) =>
    services.applicantMatchResult.get(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, getProgramMatchResult, async (ctx) =>
    services.programMatchResult.get(signedIn(ctx).userId, ctx.params),
  );
}
