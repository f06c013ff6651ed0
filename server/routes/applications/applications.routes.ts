import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  getAdminApplicant,
  getAdminApplicantCas,
  getAdminApplicantCasPdf,
  listAdminApplicantApplications,
  listAdminApplicantDocuments,
} from '../../../core/contracts/applicants/admin-applicants.contract.ts';
import { getCas, getCasPdf } from '../../../core/contracts/applicants/cas.contract.ts';
import {
  createApplications,
  listApplications,
  sendApplication,
  signalApplication,
  updateApplication,
  withdrawApplication,
} from '../../../core/contracts/applications/applications.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** `fileName` is plain ASCII (ours), so it needs no encoding in the header. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): Buffer {
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    // Personal data: never kept by a shared cache.
    .header('cache-control', 'private, no-store');
  return pdf;
}

/** Applications, signals, withdraw; the CAS and its PDF; admin views of an applicant (APPLY). */
export function registerApplicationRoutes(app: FastifyInstance, services: Services, _config: Config): void {
  const applications = services.applications;

  defineRoute(app, listApplications, async (ctx) =>
    applications.overview(signedIn(ctx).userId, ctx.params.matchCycleCode),
  );
  defineRoute(app, createApplications, async (ctx) =>
    applications.create(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.body),
  );
  defineRoute(app, updateApplication, async (ctx) =>
    applications.update(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.params.applicationId, ctx.body),
  );
  defineRoute(app, sendApplication, async (ctx) =>
    applications.send(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.params.applicationId),
  );
  defineRoute(app, withdrawApplication, async (ctx) =>
    applications.withdraw(signedIn(ctx).userId, ctx.params.matchCycleCode, ctx.params.applicationId),
  );
  defineRoute(app, signalApplication, async (ctx) =>
    applications.signal(
      signedIn(ctx).userId,
      ctx.params.matchCycleCode,
      ctx.params.applicationId,
      ctx.body.isSignaled,
    ),
  );

  defineRoute(app, getCas, async (ctx) => {
    const auth = signedIn(ctx);
    return applications.cas(auth.userId, ctx.query.matchCycleCode, auth);
  });
  defineRoute(app, getCasPdf, async (ctx) => {
    const auth = signedIn(ctx);
    const pdf = await applications.casPdf(auth.userId, ctx.query.matchCycleCode, auth);
    return sendPdf(ctx.reply, pdf, 'cas.pdf');
  });

  defineRoute(app, getAdminApplicant, async (ctx) => applications.admin.overview(ctx.params.id));
  defineRoute(app, listAdminApplicantApplications, async (ctx) =>
    applications.admin.applications(ctx.params.id, ctx.query.matchCycleId),
  );
  defineRoute(app, listAdminApplicantDocuments, async (ctx) => applications.admin.documents(ctx.params.id));
  defineRoute(app, getAdminApplicantCas, async (ctx) =>
    applications.admin.cas(signedIn(ctx), ctx.params.id, ctx.query.matchCycleId),
  );
  defineRoute(app, getAdminApplicantCasPdf, async (ctx) => {
    const pdf = await applications.admin.casPdf(signedIn(ctx), ctx.params.id, ctx.query.matchCycleId);
    return sendPdf(ctx.reply, pdf, 'cas-form.pdf');
  });
}
