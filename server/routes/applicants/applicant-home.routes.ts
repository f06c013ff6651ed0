import type { FastifyInstance } from 'fastify';
import { getApplicantHomeSummary } from '../../../core/contracts/applicants/applicant-home.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's cycle home summary (what to do next). */
export function registerApplicantHomeRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, getApplicantHomeSummary, async (ctx) =>
    services.applicantHome.summary(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
}
