import type { FastifyInstance } from 'fastify';
import {
  acceptRoleInvitation,
  declineRoleInvitation,
  getRoleInvitation,
  listMyRoleInvitations,
} from '../../../core/contracts/auth/role-invitations.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The signed-in user's role invitations (issue 11): read, accept, decline by the mailed token. */
export function registerRoleInvitationRoutes(app: FastifyInstance, services: Services): void {
  const { roleInvitations } = services;
  defineRoute(app, listMyRoleInvitations, async (ctx) => roleInvitations.listMine(signedIn(ctx)));
  defineRoute(app, getRoleInvitation, async (ctx) => roleInvitations.view(signedIn(ctx), ctx.params.token));
  defineRoute(app, acceptRoleInvitation, async (ctx) =>
    roleInvitations.accept(signedIn(ctx), ctx.params.token),
  );
  defineRoute(app, declineRoleInvitation, async (ctx) =>
    roleInvitations.decline(signedIn(ctx), ctx.params.token),
  );
}
