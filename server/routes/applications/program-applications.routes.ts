import type { FastifyInstance } from 'fastify';
import {
  bulkApplications,
  createApplicationNote,
  deleteApplicationNote,
  getProgramApplication,
  getProgramApplicationPdf,
  listApplicationNotes,
  listProgramApplicantSchools,
  listProgramApplicationApplicants,
  listProgramApplications,
  setApplicationScore,
  updateApplicationNote,
} from '../../../core/contracts/applications/program-applications.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';
import { sendPdf } from './applications.routes.ts';

/** The program's review (issue 15): lists, the assembled application and its PDF, notes, scores, bulk decisions. */
export function registerProgramApplicationRoutes(app: FastifyInstance, services: Services): void {
  const review = services.programApplications;
  const notes = services.applicationNotes;
  const where = (params: { matchCycleCode: string; programCode: string }) => ({
    matchCycleCode: params.matchCycleCode,
    programCode: params.programCode,
  });

  defineRoute(app, listProgramApplications, async (ctx) =>
    review.list(signedIn(ctx).userId, where(ctx.params), ctx.query),
  );
  defineRoute(app, listProgramApplicationApplicants, async (ctx) =>
    review.list(signedIn(ctx).userId, where(ctx.params), ctx.query),
  );
  defineRoute(app, listProgramApplicantSchools, async (ctx) =>
    review.schools(signedIn(ctx).userId, where(ctx.params)),
  );
  defineRoute(app, bulkApplications, async (ctx) =>
    review.bulk(signedIn(ctx).userId, where(ctx.params), ctx.body),
  );
  defineRoute(app, getProgramApplication, async (ctx) =>
    review.get(signedIn(ctx), where(ctx.params), ctx.params.applicationId),
  );
  defineRoute(app, getProgramApplicationPdf, async (ctx) => {
    const pdf = await review.pdf(signedIn(ctx), where(ctx.params), ctx.params.applicationId);
    return sendPdf(ctx.reply, pdf, `application-${ctx.params.applicationId}.pdf`);
  });
  defineRoute(app, setApplicationScore, async (ctx) =>
    review.score(signedIn(ctx).userId, where(ctx.params), ctx.params.applicationId, ctx.body.score),
  );
  defineRoute(app, listApplicationNotes, async (ctx) =>
    notes.list(signedIn(ctx).userId, where(ctx.params), ctx.params.applicationId),
  );
  defineRoute(app, createApplicationNote, async (ctx) =>
    notes.create(signedIn(ctx).userId, where(ctx.params), ctx.params.applicationId, ctx.body.body),
  );
  defineRoute(app, updateApplicationNote, async (ctx) =>
    notes.update(
      signedIn(ctx).userId,
      where(ctx.params),
      ctx.params.applicationId,
      ctx.params.noteId,
      ctx.body.body,
    ),
  );
  defineRoute(app, deleteApplicationNote, async (ctx) =>
    notes.remove(signedIn(ctx).userId, where(ctx.params), ctx.params.applicationId, ctx.params.noteId),
  );
}
