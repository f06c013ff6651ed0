import type { FastifyInstance } from 'fastify';
import {
  getAdminApplicantRankList,
  getAdminListingRankList,
  listAdminListingApplicants,
} from '../../../core/contracts/rank-lists/admin-rank-lists.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute } from '../define-route.ts';

/** The admin's read-only rank list views (issue 6, business.md §2.6). */
export function registerAdminRankListRoutes(app: FastifyInstance, services: Services): void {
  const rankLists = services.adminRankLists;
  defineRoute(app, getAdminApplicantRankList, async (ctx) =>
    rankLists.applicantRankList(ctx.params.id, ctx.query.matchCycleId),
  );
  defineRoute(app, getAdminListingRankList, async (ctx) =>
    rankLists.listingRankList(ctx.params.id, ctx.params.matchCycleId),
  );
  defineRoute(app, listAdminListingApplicants, async (ctx) =>
    rankLists.listingApplicants(ctx.params.id, ctx.params.matchCycleId, ctx.query),
  );
}
