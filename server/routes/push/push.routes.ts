import type { FastifyInstance } from 'fastify';
import {
  getPushConfig,
  subscribeFcm,
  subscribeWebPush,
  unsubscribeFcm,
  unsubscribeWebPush,
} from '../../../core/contracts/push/push.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

const userAgentOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && header !== '' ? header.slice(0, 500) : null;

export function registerPushRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, getPushConfig, async () => services.push.clientConfig());

  defineRoute(app, subscribeWebPush, async (ctx) => {
    const { body, request } = ctx;
    await services.push.subscribeWebPush(signedIn(ctx).userId, {
      endpoint: body.endpoint,
      keys: body.keys,
      userAgent: userAgentOf(request.headers['user-agent']),
    });
    return { ok: true as const };
  });

  defineRoute(app, unsubscribeWebPush, async (ctx) => {
    await services.push.unsubscribeWebPush(signedIn(ctx).userId, ctx.body.endpoint);
    return { ok: true as const };
  });

  defineRoute(app, subscribeFcm, async (ctx) => {
    await services.push.subscribeFcm(
      signedIn(ctx).userId,
      ctx.body.token,
      userAgentOf(ctx.request.headers['user-agent']),
    );
    return { ok: true as const };
  });

  defineRoute(app, unsubscribeFcm, async (ctx) => {
    await services.push.unsubscribeFcm(signedIn(ctx).userId, ctx.body.token);
    return { ok: true as const };
  });
}
