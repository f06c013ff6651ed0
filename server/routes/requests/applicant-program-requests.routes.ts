import type { FastifyInstance } from 'fastify';
import {
  answerProgramRequest,
  cancelProgramRequest,
  createProgramRequest,
  declineProgramRequest,
  getMyProgramRequest,
  listMyProgramRequests,
  listProgramApplicantRequests,
  updateProgramRequest,
} from '../../../core/contracts/requests/applicant-program-requests.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's requests to a program (issue 15) and the program's answers. */
export function registerApplicantProgramRequestRoutes(app: FastifyInstance, services: Services): void {
  const requests = services.applicantProgramRequests;
  defineRoute(app, listMyProgramRequests, async (ctx) => requests.listMine(signedIn(ctx).userId, ctx.params));
  defineRoute(app, getMyProgramRequest, async (ctx) => requests.getMine(signedIn(ctx).userId, ctx.params));
  defineRoute(app, createProgramRequest, async (ctx) =>
    requests.create(signedIn(ctx).userId, ctx.params, ctx.body),
  );
  defineRoute(app, updateProgramRequest, async (ctx) =>
    requests.update(signedIn(ctx).userId, ctx.params, ctx.body),
  );
  defineRoute(app, cancelProgramRequest, async (ctx) => requests.cancel(signedIn(ctx).userId, ctx.params));
  defineRoute(app, listProgramApplicantRequests, async (ctx) =>
    requests.listForProgram(signedIn(ctx).userId, ctx.params, ctx.query),
  );
  defineRoute(app, answerProgramRequest, async (ctx) =>
    requests.answer(signedIn(ctx).userId, ctx.params, ctx.body.answer),
  );
  defineRoute(app, declineProgramRequest, async (ctx) =>
    requests.decline(signedIn(ctx).userId, ctx.params, ctx.body.answer),
  );
}
