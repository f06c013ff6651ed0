import type { FastifyInstance } from 'fastify';
import {
  cancelOpenHouseRegistration,
  cancelOpenHouseTour,
  createOpenHouseTour,
  getOpenHouseTourRegistrations,
  listApplicantOpenHouseTours,
  listProgramOpenHouseTours,
  registerForOpenHouseTour,
  updateOpenHouseTour,
} from '../../../core/contracts/interviews/open-house.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Open house tours (issue 15): the program's scheduler and the applicant's registrations. */
export function registerOpenHouseRoutes(app: FastifyInstance, services: Services): void {
  const tours = services.openHouse;
  defineRoute(app, listProgramOpenHouseTours, async (ctx) =>
    tours.listForProgram(signedIn(ctx).userId, ctx.params),
  );
  defineRoute(app, createOpenHouseTour, async (ctx) =>
    tours.create(signedIn(ctx).userId, ctx.params, ctx.body),
  );
  defineRoute(app, updateOpenHouseTour, async (ctx) =>
    tours.update(signedIn(ctx).userId, ctx.params, ctx.body),
  );
  defineRoute(app, cancelOpenHouseTour, async (ctx) => tours.cancel(signedIn(ctx).userId, ctx.params));
  defineRoute(app, getOpenHouseTourRegistrations, async (ctx) =>
    tours.registrations(signedIn(ctx).userId, ctx.params),
  );
  defineRoute(app, listApplicantOpenHouseTours, async (ctx) =>
    tours.listForApplicant(signedIn(ctx).userId, { ...ctx.params, programCode: ctx.query.programCode }),
  );
  defineRoute(app, registerForOpenHouseTour, async (ctx) => tours.register(signedIn(ctx).userId, ctx.params));
  defineRoute(app, cancelOpenHouseRegistration, async (ctx) =>
    tours.unregister(signedIn(ctx).userId, ctx.params),
  );
}
