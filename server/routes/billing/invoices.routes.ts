import type { FastifyInstance } from 'fastify';
import {
  listApplicantInvoices,
  listApplicantPayments,
  listProgramInvoices,
  listProgramPayments,
  listSocietyInvoices,
} from '../../../core/contracts/billing/invoices.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Transactions as each role reads them: the applicant's, a program's, a society's programs'. */
export function registerApplicantInvoiceRoutes(
  app: FastifyInstance,
  services: Services,
  _config: Config,
): void {
  const invoices = services.invoices;
  defineRoute(app, listApplicantInvoices, async (ctx) =>
    invoices.applicantInvoices(signedIn(ctx).userId, ctx.query),
  );
  defineRoute(app, listApplicantPayments, async (ctx) =>
    invoices.applicantPayments(signedIn(ctx).userId, ctx.query),
  );
  defineRoute(app, listProgramInvoices, async (ctx) =>
    invoices.programInvoices(signedIn(ctx).userId, ctx.params.programId, ctx.query),
  );
  defineRoute(app, listProgramPayments, async (ctx) =>
    invoices.programPayments(signedIn(ctx).userId, ctx.params.programId, ctx.query),
  );
  defineRoute(app, listSocietyInvoices, async (ctx) =>
    invoices.societyInvoices(signedIn(ctx).userId, ctx.query),
  );
}
