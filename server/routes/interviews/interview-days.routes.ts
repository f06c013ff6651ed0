import type { FastifyInstance } from 'fastify';
import {
  createInterviewDay,
  deleteInterviewDay,
  getProgramInterviewSeason,
  updateInterviewDay,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The program's interview days and time ranges (issue 15). */
export function registerInterviewDayRoutes(app: FastifyInstance, services: Services): void {
  const days = services.interviewDays;
  defineRoute(app, getProgramInterviewSeason, async (ctx) => days.season(signedIn(ctx), ctx.params));
  defineRoute(app, createInterviewDay, async (ctx) => days.create(signedIn(ctx), ctx.params, ctx.body));
  defineRoute(app, updateInterviewDay, async (ctx) =>
    days.update(signedIn(ctx), ctx.params, ctx.params.id, ctx.body),
  );
  defineRoute(app, deleteInterviewDay, async (ctx) => days.remove(signedIn(ctx), ctx.params, ctx.params.id));
}
