import type { FastifyInstance } from 'fastify';
import { getProgramUserContext } from '../../../core/contracts/program-user.contract.ts';
import {
  certifyProgramRankList,
  getProgramRankList,
  saveProgramRankList,
} from '../../../core/contracts/rank-lists.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The program user's context (business.md §2.3, §4) and the program's rank list (issue 6). */
export function registerProgramUserRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, getProgramUserContext, async (ctx) =>
    services.programUserContext.context(signedIn(ctx).userId),
  );
  const rankList = services.programRankList;
  defineRoute(app, getProgramRankList, async (ctx) => rankList.get(signedIn(ctx).userId, ctx.params));
  defineRoute(app, saveProgramRankList, async (ctx) =>
    rankList.save(signedIn(ctx).userId, ctx.params, ctx.body),
  );
  defineRoute(app, certifyProgramRankList, async (ctx) =>
    rankList.certify(signedIn(ctx).userId, ctx.params, ctx.body.version),
  );
}
