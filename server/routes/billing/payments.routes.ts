import type { FastifyInstance } from 'fastify';
import {
  confirmCheckout,
  getPayableInvoice,
  invoiceReceipt,
  payWithTestProvider,
  startCheckout,
} from '../../../core/contracts/billing/payments.contract.ts';
import { contentDispositionHeader } from '../../../core/domain/file-types.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute } from '../define-route.ts';

/** Stripe posts its events here; configure this URL (and its signing secret) in Stripe's dashboard. */
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * The payment page's calls (public: a mailed link's token or the signed-in payer) and Stripe's
 * webhook, whose signature is checked against the raw body in a scope of its own.
 */
export function registerPaymentRoutes(app: FastifyInstance, services: Services, config: Config): void {
  const payments = services.payments;
  // Anonymous callers guess tokens no faster than the public forms allow.
  const rateLimit = config.rateLimits.contact;
  const payer = (ctx: {
    auth: Parameters<typeof payments.payable>[0]['auth'];
    query?: unknown;
    body?: unknown;
  }) => {
    const source = (ctx.body ?? ctx.query ?? {}) as { token?: string };
    return { auth: ctx.auth, token: source.token };
  };
  defineRoute(app, getPayableInvoice, async (ctx) => payments.payable(payer(ctx), ctx.params.id), {
    rateLimit,
  });
  defineRoute(
    app,
    startCheckout,
    async (ctx) => payments.startCheckout(payer(ctx), ctx.params.id, ctx.body.provider),
    {
      rateLimit,
    },
  );
  defineRoute(
    app,
    payWithTestProvider,
    async (ctx) => payments.payWithTestCard(payer(ctx), ctx.params.id, ctx.body.orderId, ctx.body.cardNumber),
    { rateLimit },
  );
  defineRoute(
    app,
    confirmCheckout,
    async (ctx) => payments.confirmCheckout(payer(ctx), ctx.params.id, ctx.body.sessionId),
    {
      rateLimit,
    },
  );

  defineRoute(
    app,
    invoiceReceipt,
    async (ctx) => {
      const file = await payments.document(payer(ctx), ctx.params.id);
      ctx.reply
        .type('application/pdf')
        .header('content-disposition', contentDispositionHeader('attachment', file.fileName))
        .header('cache-control', 'private, no-store');
      return file.body;
    },
    { rateLimit },
  );

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1_048_576 },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new AppError(400, 'ValidationError', 'A Stripe-Signature header and a JSON body are required.');
      return payments.applyStripeEvent(request.body, signature);
    });
  });
}
