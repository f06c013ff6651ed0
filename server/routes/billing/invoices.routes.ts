import type { FastifyInstance } from 'fastify';
import { listApplicantInvoices } from '../../../core/contracts/billing/invoices.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's transactions (invoices). */
export function registerApplicantInvoiceRoutes(
  app: FastifyInstance,
  services: Services,
  _config: Config,
): void {
  defineRoute(app, listApplicantInvoices, async (ctx) =>
    services.applicantInvoices.list(signedIn(ctx).userId, ctx.query),
  );
}
