import type { FastifyInstance } from 'fastify';
import {
  certifyApplicantRankList,
  declareNoApplicantRankList,
  getApplicantRankList,
  saveApplicantRankList,
} from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's rank list of a cycle (issue 6). */
export function registerApplicantRankListRoutes(app: FastifyInstance, services: Services): void {
  const rankList = services.applicantRankList;
  defineRoute(app, getApplicantRankList, async (ctx) =>
    rankList.get(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, saveApplicantRankList, async (ctx) =>
    rankList.save(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.body),
  );
  defineRoute(app, certifyApplicantRankList, async (ctx) =>
    rankList.certify(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.body.version),
  );
  defineRoute(app, declareNoApplicantRankList, async (ctx) =>
    rankList.declareNoRankList(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.body.declared),
  );
}
