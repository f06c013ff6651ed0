import type { FastifyInstance } from 'fastify';
import {
  getCalendarFeed,
  getCalendarFeedFile,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The caller's private interview calendar URL, and the feed calendar apps poll (the token authorizes). */
export function registerCalendarFeedRoutes(app: FastifyInstance, services: Services, config: Config): void {
  const feeds = services.calendarFeeds;
  defineRoute(app, getCalendarFeed, async (ctx) => feeds.url(signedIn(ctx).userId, ctx.body.rotate));
  // Per IP a generous ceiling against token guessing (calendar apps poll from few addresses).
  defineRoute(
    app,
    getCalendarFeedFile,
    async ({ params, reply }) => {
      const text = await feeds.feed(params.token);
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="matchline-interviews.ics"')
        .header('cache-control', 'private, max-age=300');
      return text;
    },
    { rateLimit: config.rateLimits.writer },
  );
}
