import type { FastifyInstance } from 'fastify';
import {
  acceptCoupleProposal,
  cancelCoupleProposal,
  certifyCoupleRankList,
  declineCoupleProposal,
  dissolveCouple,
  getCoupleRankList,
  getCoupleStatus,
  proposeCouple,
  saveCoupleRankList,
} from '../../../core/contracts/couples/couples.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's couple of a cycle and its joint rank list (issue 6). */
export function registerCoupleRoutes(app: FastifyInstance, services: Services): void {
  const couples = services.couples;
  defineRoute(app, getCoupleStatus, async (ctx) =>
    couples.get(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, proposeCouple, async (ctx) =>
    couples.propose(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.body),
  );
  defineRoute(app, cancelCoupleProposal, async (ctx) =>
    couples.cancel(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, acceptCoupleProposal, async (ctx) =>
    couples.accept(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, declineCoupleProposal, async (ctx) =>
    couples.decline(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, dissolveCouple, async (ctx) =>
    couples.dissolve(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, getCoupleRankList, async (ctx) =>
    couples.getList(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, saveCoupleRankList, async (ctx) =>
    couples.saveList(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.body),
  );
  defineRoute(app, certifyCoupleRankList, async (ctx) =>
    couples.certifyList(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.body.version),
  );
}
