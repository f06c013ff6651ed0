import type { FastifyInstance } from 'fastify';
import {
  createJoinProgramRequest,
  createProgramPositionsRequest,
  createProgramRenameRequest,
  getProgramCycleSummary,
  getProgramHomeSummary,
  getProgramProfile,
  invitePortalProgramUser,
  listMyJoinProgramRequests,
  listPortalProgramListings,
  listPortalProgramRequests,
  listPortalProgramUsers,
  removePortalProgramUser,
  updateProgramProfile,
} from '../../../core/contracts/programs/program-portal.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The program portal (issue 15, business.md §2.3): home, summary, profile, users, listings, requests. */
export function registerProgramPortalRoutes(app: FastifyInstance, services: Services): void {
  const portal = services.programPortal;
  const me = (ctx: Parameters<typeof signedIn>[0]) => signedIn(ctx).userId;
  defineRoute(app, getProgramHomeSummary, async (ctx) => portal.home(me(ctx), ctx.params));
  defineRoute(app, getProgramCycleSummary, async (ctx) => portal.summary(me(ctx), ctx.params));
  defineRoute(app, getProgramProfile, async (ctx) => portal.profile(me(ctx), ctx.params.programCode));
  defineRoute(app, updateProgramProfile, async (ctx) =>
    portal.updateProfile(me(ctx), ctx.params.programCode, ctx.body),
  );
  defineRoute(app, listPortalProgramUsers, async (ctx) => portal.users(me(ctx), ctx.params.programCode));
  defineRoute(app, invitePortalProgramUser, async (ctx) =>
    portal.inviteUser(me(ctx), ctx.params.programCode, ctx.body),
  );
  defineRoute(app, removePortalProgramUser, async (ctx) =>
    portal.removeUser(me(ctx), ctx.params.programCode, ctx.params.userId),
  );
  defineRoute(app, listPortalProgramListings, async (ctx) =>
    portal.listings(me(ctx), ctx.params.programCode),
  );
  defineRoute(app, listPortalProgramRequests, async (ctx) =>
    portal.requests(me(ctx), ctx.params.programCode, ctx.query),
  );
  defineRoute(app, createProgramRenameRequest, async (ctx) =>
    portal.requestRename(me(ctx), ctx.params.programCode, ctx.body.newName),
  );
  defineRoute(app, createProgramPositionsRequest, async (ctx) =>
    portal.requestPositions(me(ctx), ctx.params.programCode, ctx.body),
  );
  defineRoute(app, createJoinProgramRequest, async (ctx) => portal.joinProgram(me(ctx), ctx.body.programId));
  defineRoute(app, listMyJoinProgramRequests, async (ctx) => portal.myJoinRequests(me(ctx)));
}
