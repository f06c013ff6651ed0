import type { FastifyInstance } from 'fastify';
import {
  certifyProgramRankList,
  getProgramRankList,
  saveProgramRankList,
} from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The program's rank list of a cycle (issue 6): read, save, certify. */
export function registerProgramRankListRoutes(app: FastifyInstance, services: Services): void {
  const rankList = services.programRankList;
  defineRoute(app, getProgramRankList, async (ctx) => rankList.get(signedIn(ctx).userId, ctx.params));
  defineRoute(app, saveProgramRankList, async (ctx) =>
    rankList.save(signedIn(ctx).userId, ctx.params, ctx.body),
  );
  defineRoute(app, certifyProgramRankList, async (ctx) =>
    rankList.certify(signedIn(ctx).userId, ctx.params, ctx.body.version),
  );
}
