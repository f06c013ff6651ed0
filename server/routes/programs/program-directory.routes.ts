import type { FastifyInstance } from 'fastify';
import {
  deleteFavorite,
  getDirectoryOptions,
  getDirectoryProgram,
  getFavorite,
  listAppliedPrograms,
  listDirectoryPrograms,
  listDirectoryStates,
  putFavorite,
} from '../../../core/contracts/programs/program-directory.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's programs directory, map counts, program pages, applied programs and favorites. */
export function registerProgramDirectoryRoutes(
  app: FastifyInstance,
  services: Services,
  _config: Config,
): void {
  const directory = services.programDirectory;
  defineRoute(app, getDirectoryOptions, async (ctx) =>
    directory.options(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, listDirectoryPrograms, async (ctx) =>
    directory.programs(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.query),
  );
  defineRoute(app, listDirectoryStates, async (ctx) =>
    directory.states(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, getDirectoryProgram, async (ctx) =>
    directory.program(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.params.programId),
  );
  defineRoute(app, listAppliedPrograms, async (ctx) =>
    directory.applied(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.query),
  );
  defineRoute(app, getFavorite, async (ctx) =>
    directory.favorite(signedIn(ctx).userId, ctx.params.programId),
  );
  defineRoute(app, putFavorite, async (ctx) =>
    directory.addFavorite(signedIn(ctx).userId, ctx.params.programId),
  );
  defineRoute(app, deleteFavorite, async (ctx) =>
    directory.removeFavorite(signedIn(ctx).userId, ctx.params.programId),
  );
}
