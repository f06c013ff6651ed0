import type { FastifyInstance } from 'fastify';
import {
  attachProgramUser,
  comparePrograms,
  createProgram,
  createProgramUser,
  detachProgramUser,
  getAdminProgram,
  listAdminPrograms,
  listProgramPositions,
  listProgramUsers,
  listSpecialtyPrograms,
  removeProgramPositions,
  setProgramPositions,
  updateProgram,
  updateProgramUser,
} from '../../../core/contracts/programs/programs.contract.ts';
import { searchInstitutions } from '../../../core/contracts/reference-data/institutions.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The admin's programs (list, form, positions per cycle, users), institution picker, public directory and comparison. */
export function registerProgramRoutes(app: FastifyInstance, services: Services): void {
  const programs = services.programs;
  defineRoute(app, listAdminPrograms, async ({ query }) => programs.list(query));
  defineRoute(app, getAdminProgram, async ({ params }) => programs.details(params.id));
  defineRoute(app, createProgram, async ({ body }) => programs.create(body));
  defineRoute(app, updateProgram, async ({ params, body }) => programs.update(params.id, body));
  defineRoute(app, listProgramPositions, async ({ params }) => programs.positions(params.id));
  defineRoute(app, setProgramPositions, async ({ params, body }) =>
    programs.setPositions(params.id, params.matchCycleId, body.positions),
  );
  defineRoute(app, removeProgramPositions, async ({ params }) =>
    programs.removePositions(params.id, params.matchCycleId),
  );
  defineRoute(app, listProgramUsers, async ({ params, query }) => programs.users(params.id, query));
  defineRoute(app, attachProgramUser, async (ctx) =>
    programs.attachUser(ctx.params.id, ctx.body, signedIn(ctx).userId),
  );
  defineRoute(app, createProgramUser, async (ctx) =>
    programs.createUser(ctx.params.id, ctx.body, signedIn(ctx).userId),
  );
  defineRoute(app, updateProgramUser, async ({ params, body }) =>
    programs.setDirector(params.id, params.userId, body.isDirector),
  );
  defineRoute(app, detachProgramUser, async ({ params }) => programs.detachUser(params.id, params.userId));
  defineRoute(app, searchInstitutions, async ({ query }) => services.institutions.search(query));
  defineRoute(app, listSpecialtyPrograms, async ({ params, query }) => programs.directory(params.id, query));
  defineRoute(app, comparePrograms, async ({ query }) => programs.compare(query.ids));
}
