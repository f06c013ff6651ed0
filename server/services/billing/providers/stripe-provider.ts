/**
 * Stripe through its official client: Checkout Sessions (one per order, made with the order's
 * idempotency key), the session read back after the browser returns, refunds against the session's
 * payment intent. STRIPE_API_URL points the client at the tests' local fake (server/test-support).
 */
import Stripe from 'stripe';
import type { CardPaymentProvider } from './payment-provider.ts';

export type StripeSettings = { secretKey: string; apiUrl: string | null };

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function createStripeProvider(stripe: Stripe): CardPaymentProvider {
  return {
    name: 'Stripe',
    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(request.orderId),
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.invoice.amountCents,
                product_data: { name: `${request.invoice.number}: ${request.invoice.description}` },
              },
            },
          ],
          metadata: { invoiceId: String(request.invoice.id), orderId: String(request.orderId) },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL.');
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async checkoutState(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      return { paid: session.payment_status === 'paid', amountCents: session.amount_total ?? 0 };
    },

    async refund(request) {
      const session = await stripe.checkout.sessions.retrieve(request.providerRef);
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error('The checkout session has no payment to refund.');
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      const status =
        refund.status === 'succeeded' ? 'Succeeded' : refund.status === 'failed' ? 'Failed' : 'Pending';
      return { providerRef: refund.id, status };
    },
  };
}
