import type { FastifyInstance } from 'fastify';
import {
  getMedicalSchoolMatchArchive,
  getMedicalSchoolMatchResults,
  getSocietyMatchResults,
  getSocietyProgramMatchResult,
  listOwnMedicalSchools,
  listPublicMatchResults,
  runResultSending,
} from '../../../core/contracts/match-results/audience-results.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/**
 * Results per audience (issue 6): the admin's "Send now", a medical school's results and archive, a
 * society's programs' results, and the public statistics.
 */
export function registerAudienceResultRoutes(app: FastifyInstance, services: Services): void {
  const results = services.audienceResults;
  defineRoute(app, runResultSending, async (ctx) => {
    await services.resultRelease.runManually(ctx.params.id, ctx.params.audience, signedIn(ctx).userId);
    return services.matchCycles.details(ctx.params.id);
  });
  defineRoute(app, listOwnMedicalSchools, async (ctx) => results.ownSchools(signedIn(ctx).userId));
  defineRoute(app, getMedicalSchoolMatchResults, async (ctx) =>
    results.medicalSchoolResults(signedIn(ctx).userId, ctx.params.medicalSchoolCode, ctx.query),
  );
  defineRoute(app, getMedicalSchoolMatchArchive, async (ctx) =>
    results.medicalSchoolArchive(signedIn(ctx).userId, ctx.params.medicalSchoolCode, ctx.query),
  );
  defineRoute(app, getSocietyMatchResults, async (ctx) =>
    results.societyResults(signedIn(ctx).userId, ctx.query),
  );
  defineRoute(app, getSocietyProgramMatchResult, async (ctx) =>
    results.societyProgramResult(signedIn(ctx).userId, ctx.params.programId, ctx.query),
  );
  defineRoute(app, listPublicMatchResults, async ({ query }) => results.publicStatistics(query));
}
