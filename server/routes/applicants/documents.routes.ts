import type { FastifyInstance } from 'fastify';
import {
  createApplicantDocument,
  deleteApplicantDocument,
  deleteAvatar,
  getApplicantDocument,
  listApplicantDocuments,
  updateApplicantDocument,
  updateAvatar,
} from '../../../core/contracts/applicants/documents.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's file cabinet and avatar. */
export function registerApplicantDocumentRoutes(
  app: FastifyInstance,
  services: Services,
  _config: Config,
): void {
  const documents = services.applicantDocuments;
  defineRoute(app, listApplicantDocuments, async (ctx) => documents.list(signedIn(ctx).userId));
  defineRoute(app, getApplicantDocument, async (ctx) => documents.get(signedIn(ctx).userId, ctx.params.id));
  defineRoute(app, createApplicantDocument, async (ctx) =>
    documents.create(signedIn(ctx).userId, ctx.body, ctx.query.matchCycleCode),
  );
  defineRoute(app, updateApplicantDocument, async (ctx) =>
    documents.update(signedIn(ctx).userId, ctx.params.id, ctx.body, ctx.query.matchCycleCode),
  );
  defineRoute(app, deleteApplicantDocument, async (ctx) =>
    documents.remove(signedIn(ctx).userId, ctx.params.id, ctx.query.matchCycleCode),
  );
  defineRoute(app, updateAvatar, async (ctx) =>
    documents.updateAvatar(signedIn(ctx).userId, ctx.body.fileId),
  );
  defineRoute(app, deleteAvatar, async (ctx) => documents.deleteAvatar(signedIn(ctx).userId));
}
