import type { FastifyInstance } from 'fastify';
import {
  acceptSwapRequest,
  cancelSwapRequest,
  createSwapRequest,
  listMySwaps,
} from '../../../core/contracts/interviews/swaps.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Swaps between applicants of one program (issue 15, ADR 0024 decision 6). */
export function registerSwapRoutes(app: FastifyInstance, services: Services): void {
  const swaps = services.swaps;
  defineRoute(app, listMySwaps, async (ctx) => swaps.list(signedIn(ctx).userId, ctx.params));
  defineRoute(app, createSwapRequest, async (ctx) =>
    swaps.create(signedIn(ctx).userId, ctx.params, ctx.body),
  );
  defineRoute(app, acceptSwapRequest, async (ctx) => swaps.accept(signedIn(ctx).userId, ctx.params));
  defineRoute(app, cancelSwapRequest, async (ctx) => swaps.cancel(signedIn(ctx).userId, ctx.params));
}
