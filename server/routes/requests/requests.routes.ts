import type { FastifyInstance } from 'fastify';
import {
  approveRequest,
  cancelRequest,
  createSocietyProgramRegistrationRequest,
  declineRequest,
  getAdminRequest,
  getAdminRequestCounts,
  getRegistrationMedicalSchool,
  getRegistrationOptions,
  getRegistrationProgram,
  listAdminRequests,
  listSocietyRequests,
  submitMedicalSchoolRegistrationRequest,
  submitMedicalSchoolUserRequest,
  submitProgramRegistrationRequest,
  submitProgramUserRequest,
} from '../../../core/contracts/requests/requests.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The request queues: admin decisions, society users' lists, public registration request forms. */
export function registerRequestRoutes(app: FastifyInstance, services: Services, config: Config): void {
  const requests = services.requests;
  const ok = { ok: true as const };
  // Public forms are limited like the contact form: both are anonymous writes behind a captcha.
  const publicForm = { rateLimit: config.rateLimits.contact };

  defineRoute(app, listAdminRequests, async ({ query }) => requests.list(query));
  defineRoute(app, getAdminRequestCounts, async () => requests.counts());
  defineRoute(app, getAdminRequest, async ({ params }) => requests.details(params.id));
  defineRoute(app, approveRequest, async (ctx) =>
    requests.approve(ctx.params.id, signedIn(ctx).userId, ctx.body),
  );
  defineRoute(app, declineRequest, async (ctx) =>
    requests.decline(ctx.params.id, signedIn(ctx).userId, ctx.body.comment),
  );
  defineRoute(app, cancelRequest, async (ctx) => requests.cancel(ctx.params.id, signedIn(ctx).userId));

  defineRoute(app, listSocietyRequests, async (ctx) => requests.societyList(signedIn(ctx).userId, ctx.query));
  defineRoute(app, createSocietyProgramRegistrationRequest, async (ctx) =>
    requests.societyRequestProgramRegistration(signedIn(ctx).userId, ctx.body),
  );

  defineRoute(app, getRegistrationOptions, async () => requests.options());
  defineRoute(app, getRegistrationMedicalSchool, async ({ params }) =>
    requests.publicMedicalSchool(params.id),
  );
  defineRoute(app, getRegistrationProgram, async ({ params }) => requests.publicProgram(params.id));
  defineRoute(
    app,
    submitProgramRegistrationRequest,
    async ({ body, request }) => {
      await requests.submitProgramRegistration(body, request.ip);
      return ok;
    },
    publicForm,
  );
  defineRoute(
    app,
    submitMedicalSchoolRegistrationRequest,
    async ({ body, request }) => {
      await requests.submitMedicalSchoolRegistration(body, request.ip);
      return ok;
    },
    publicForm,
  );
  defineRoute(
    app,
    submitMedicalSchoolUserRequest,
    async ({ body, request }) => {
      await requests.submitMedicalSchoolUser(body, request.ip);
      return ok;
    },
    publicForm,
  );
  defineRoute(
    app,
    submitProgramUserRequest,
    async ({ body, request }) => {
      await requests.submitProgramUser(body, request.ip);
      return ok;
    },
    publicForm,
  );
}
