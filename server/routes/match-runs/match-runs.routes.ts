import type { FastifyInstance } from 'fastify';
import {
  getMatchRunAssignments,
  getMatchRunComparison,
  getMatchRunHistory,
  getMatchRunJob,
  getMatchRunReport,
  markMatchRunFinal,
  startMatchRun,
} from '../../../core/contracts/match-runs/match-runs.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The admin's match run of a cycle: report, runs as jobs, history, results, final mark, comparison. */
export function registerMatchRunRoutes(app: FastifyInstance, services: Services): void {
  const runs = services.matchRuns;
  defineRoute(app, getMatchRunReport, async ({ params }) => runs.report(params.id));
  defineRoute(app, startMatchRun, async (ctx) =>
    runs.start(ctx.params.id, ctx.body.kind, signedIn(ctx).userId),
  );
  defineRoute(app, getMatchRunJob, async ({ params }) => runs.job(params.id, params.jobId));
  defineRoute(app, getMatchRunHistory, async ({ params }) => runs.history(params.id));
  defineRoute(app, markMatchRunFinal, async (ctx) =>
    runs.markFinal(ctx.params.id, ctx.body.matchRunId, signedIn(ctx).userId),
  );
  defineRoute(app, getMatchRunAssignments, async ({ params, query }) =>
    runs.assignments(params.id, params.runId, query),
  );
  defineRoute(app, getMatchRunComparison, async ({ params, query }) =>
    runs.compare(params.id, query.first, query.second, query),
  );
}
