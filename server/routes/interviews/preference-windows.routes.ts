import type { FastifyInstance } from 'fastify';
import {
  cancelPreferenceWindow,
  closePreferenceWindow,
  createPreferenceWindow,
  getMyDatePreferences,
  getPreferenceWindow,
  listPreferenceWindows,
  saveMyDatePreferences,
} from '../../../core/contracts/interviews/preference-windows.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Preference windows (issue 15, ADR 0024 decision 5): the program's windows and the applicant's ranking. */
export function registerPreferenceWindowRoutes(app: FastifyInstance, services: Services): void {
  const windows = services.preferenceWindows;
  defineRoute(app, createPreferenceWindow, async (ctx) =>
    windows.create(signedIn(ctx), ctx.params, ctx.body),
  );
  defineRoute(app, listPreferenceWindows, async (ctx) => windows.list(signedIn(ctx), ctx.params));
  defineRoute(app, getPreferenceWindow, async (ctx) => windows.get(signedIn(ctx), ctx.params));
  defineRoute(app, closePreferenceWindow, async (ctx) => windows.closeNow(signedIn(ctx), ctx.params));
  defineRoute(app, cancelPreferenceWindow, async (ctx) => windows.cancel(signedIn(ctx), ctx.params));
  defineRoute(app, getMyDatePreferences, async (ctx) =>
    windows.myPreferences(signedIn(ctx).userId, ctx.params),
  );
  defineRoute(app, saveMyDatePreferences, async (ctx) =>
    windows.saveMyPreferences(signedIn(ctx).userId, ctx.params, ctx.body),
  );
}
