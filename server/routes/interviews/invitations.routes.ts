import type { FastifyInstance } from 'fastify';
import {
  cancelInvitation,
  listProgramInvitations,
  sendInvitations,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The program's invitations: list, send (one result per application), cancel (issue 15). */
export function registerInvitationRoutes(app: FastifyInstance, services: Services): void {
  const invitations = services.invitations;
  defineRoute(app, listProgramInvitations, async (ctx) =>
    invitations.list(signedIn(ctx), ctx.params, ctx.query),
  );
  defineRoute(app, sendInvitations, async (ctx) => invitations.send(signedIn(ctx), ctx.params, ctx.body));
  defineRoute(app, cancelInvitation, async (ctx) =>
    invitations.cancel(signedIn(ctx), ctx.params, ctx.params.id, ctx.body.reason),
  );
}
