import type { FastifyInstance } from 'fastify';
import {
  exportAdminBilling,
  listAdminFees,
  listAdminInvoices,
  listAdminOrders,
  listAdminPayments,
  recordManualPayment,
  refundPayment,
  voidInvoice,
} from '../../../core/contracts/billing/admin-billing.contract.ts';
import { contentDispositionHeader } from '../../../core/domain/file-types.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The admin's billing dashboard: lists with totals, exports, manual payments, refunds, voiding. */
export function registerAdminBillingRoutes(app: FastifyInstance, services: Services, _config: Config): void {
  const billing = services.adminBilling;
  defineRoute(app, listAdminInvoices, async (ctx) => billing.invoices(ctx.query));
  defineRoute(app, listAdminPayments, async (ctx) => billing.payments(ctx.query));
  defineRoute(app, listAdminOrders, async (ctx) => billing.orders(ctx.query));
  defineRoute(app, listAdminFees, async (ctx) => billing.fees(ctx.query));
  defineRoute(app, exportAdminBilling, async (ctx) => {
    const file = await billing.export(ctx.params.tab, ctx.query);
    ctx.reply
      .type(file.contentType)
      .header('content-disposition', contentDispositionHeader('attachment', file.fileName))
      .header('cache-control', 'private, no-store');
    return file.body;
  });
  defineRoute(app, recordManualPayment, async (ctx) =>
    billing.recordManualPayment(signedIn(ctx).userId, ctx.params.id, ctx.body),
  );
  defineRoute(app, refundPayment, async (ctx) =>
    billing.refund(signedIn(ctx).userId, ctx.params.id, ctx.body),
  );
  defineRoute(app, voidInvoice, async (ctx) => billing.voidInvoice(signedIn(ctx).userId, ctx.params.id));
}
