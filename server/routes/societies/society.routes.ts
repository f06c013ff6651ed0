import type { FastifyInstance } from 'fastify';
import {
  getSocietyContext,
  getSocietyProfile,
  getSocietyProgram,
  getSocietySummary,
  listSocietyPrograms,
  updateSocietyProfile,
} from '../../../core/contracts/societies/society.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The society user's context, summary, programs and profile (business.md §2.5, §3.3). */
export function registerSocietyRoutes(app: FastifyInstance, services: Services): void {
  const society = services.society;
  defineRoute(app, getSocietyContext, async (ctx) => society.context(signedIn(ctx).userId));
  defineRoute(app, getSocietySummary, async (ctx) => society.summary(signedIn(ctx).userId, ctx.query));
  defineRoute(app, listSocietyPrograms, async (ctx) => society.programs(signedIn(ctx).userId, ctx.query));
  defineRoute(app, getSocietyProgram, async (ctx) => society.program(signedIn(ctx).userId, ctx.params.id));
  defineRoute(app, getSocietyProfile, async (ctx) => society.profile(signedIn(ctx).userId));
  defineRoute(app, updateSocietyProfile, async (ctx) =>
    society.updateProfile(signedIn(ctx).userId, ctx.body),
  );
}
