import type { FastifyInstance } from 'fastify';
import {
  acceptInvitation,
  cancelAcceptedInterview,
  declineInvitation,
  getApplicantInterviewSchedule,
  getApplicantInvitation,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's interview schedule and answers (issue 15). */
export function registerApplicantInterviewRoutes(app: FastifyInstance, services: Services): void {
  const interviews = services.applicantInterviews;
  defineRoute(app, getApplicantInterviewSchedule, async (ctx) =>
    interviews.schedule(signedIn(ctx).userId, ctx.params),
  );
  defineRoute(app, getApplicantInvitation, async (ctx) =>
    interviews.details(signedIn(ctx).userId, ctx.params, ctx.params.id),
  );
  defineRoute(app, acceptInvitation, async (ctx) =>
    interviews.accept(signedIn(ctx).userId, ctx.params, ctx.params.id, ctx.body.timeRangeId),
  );
  defineRoute(app, declineInvitation, async (ctx) =>
    interviews.decline(signedIn(ctx).userId, ctx.params, ctx.params.id),
  );
  defineRoute(app, cancelAcceptedInterview, async (ctx) =>
    interviews.cancel(signedIn(ctx).userId, ctx.params, ctx.params.id),
  );
}
