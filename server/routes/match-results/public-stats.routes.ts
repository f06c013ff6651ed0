import type { FastifyInstance } from 'fastify';
import { getPublicStats } from '../../../core/contracts/match-results/public-stats.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute } from '../define-route.ts';

/** Public match statistics. */
export function registerPublicStatsRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, getPublicStats, async ({ query, reply }) => {
    const stats = await services.publicStats.stats(query.specialtyId);
    // Totals change slowly and the page is public: let browsers and proxies keep them five minutes.
    reply.header('cache-control', 'public, max-age=300');
    return stats;
  });
}
