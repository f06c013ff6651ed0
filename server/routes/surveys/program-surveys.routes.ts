import type { FastifyInstance } from 'fastify';
import {
  createProgramSurvey,
  getCurrentSurveyBySlug,
  getProgramSurvey,
  listProgramSurveys,
  saveProgramSurveyDraft,
  submitProgramSurvey,
} from '../../../core/contracts/surveys/program-surveys.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Program surveys: the my-program surveys tab and retina/survey. */
export function registerProgramSurveyRoutes(app: FastifyInstance, services: Services): void {
  const surveys = services.programSurveys;
  defineRoute(app, listProgramSurveys, async (ctx) =>
    surveys.list(signedIn(ctx).userId, ctx.params.programCode),
  );
  defineRoute(app, getProgramSurvey, async (ctx) => surveys.get(signedIn(ctx).userId, ctx.params));
  defineRoute(app, saveProgramSurveyDraft, async (ctx) =>
    surveys.saveDraft(signedIn(ctx).userId, ctx.params, ctx.body.answers),
  );
  defineRoute(app, submitProgramSurvey, async (ctx) =>
    surveys.submit(signedIn(ctx).userId, ctx.params, ctx.body.answers),
  );
  defineRoute(app, createProgramSurvey, async (ctx) => surveys.create(ctx.body));
  defineRoute(app, getCurrentSurveyBySlug, async (ctx) =>
    surveys.current(signedIn(ctx).userId, ctx.params.slug),
  );
}
