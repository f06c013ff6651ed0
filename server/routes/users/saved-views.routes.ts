import type { FastifyInstance } from 'fastify';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
} from '../../../core/contracts/users/saved-views.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The signed-in user's saved views of a list (issue 15). */
export function registerSavedViewRoutes(app: FastifyInstance, services: Services): void {
  const views = services.savedViews;
  defineRoute(app, listSavedViews, async (ctx) => views.list(signedIn(ctx).userId, ctx.query.listKey));
  defineRoute(app, createSavedView, async (ctx) => views.create(signedIn(ctx).userId, ctx.body));
  defineRoute(app, deleteSavedView, async (ctx) => views.remove(signedIn(ctx).userId, ctx.params.id));
}
