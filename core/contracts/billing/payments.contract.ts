/**
 * Paying an invoice (business.md §2.1 `/invoice-payment/:id?` and its standalone variant; ADR 0025):
 * from a mailed link with its token, or signed in as the payer. Stripe's webhook is not a contract: it
 * reads the raw body to check the signature (server/routes/billing/stripe-webhook.routes.ts).
 */
import { z } from 'zod';
import { billingMessages } from '../../domain/billing-messages.ts';
import { invoiceKinds, invoiceStatuses } from '../../domain/invoices.ts';
import { idParam } from '../catalogue-fields.ts';
import { defineContract } from '../http.ts';
import { invoiceLine } from './invoices.contract.ts';

/** The mailed link's token; absent when the payer is signed in. */
const tokenField = z.string().trim().min(16).max(200).optional();

export const payableInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(invoiceKinds),
  description: z.string(),
  billedTo: z.string(),
  programName: z.string().nullable(),
  matchCycleName: z.string().nullable(),
  lines: z.array(invoiceLine),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.enum(invoiceStatuses),
  dueDate: z.string().nullable(),
  createdDate: z.string(),
  paidDate: z.string().nullable(),
  /** How this invoice may be paid here: Stripe's checkout, or the labelled test provider. */
  providers: z.array(z.enum(['Stripe', 'Test'])),
});
export type PayableInvoice = z.infer<typeof payableInvoice>;

export const getPayableInvoice = defineContract({
  method: 'GET',
  path: '/api/invoices/:id/payment',
  access: 'public',
  params: z.strictObject({ id: idParam }),
  query: z.strictObject({ token: tokenField }),
  response: payableInvoice,
});

export const checkoutResult = z.discriminatedUnion('kind', [
  /** Stripe Checkout: the browser goes there and comes back to the payment page. */
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  /** The test provider: the page shows its card form for this order. */
  z.object({ kind: z.literal('test'), orderId: z.number().int() }),
]);
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const startCheckout = defineContract({
  method: 'POST',
  path: '/api/invoices/:id/checkout',
  access: 'public',
  params: z.strictObject({ id: idParam }),
  body: z.strictObject({ token: tokenField, provider: z.enum(['Stripe', 'Test']) }),
  response: checkoutResult,
});

/** The test provider's card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (Stripe's test numbers). */
export const payWithTestProvider = defineContract({
  method: 'POST',
  path: '/api/invoices/:id/test-payment',
  access: 'public',
  params: z.strictObject({ id: idParam }),
  body: z.strictObject({
    token: tokenField,
    orderId: z.number().int().positive(),
    cardNumber: z
      .string({ error: billingMessages.PaymentCardRequired })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, billingMessages.PaymentCardInvalid)),
  }),
  response: payableInvoice,
});

/** After Stripe's checkout: confirms the session with Stripe (the webhook may not have come yet). */
export const confirmCheckout = defineContract({
  method: 'POST',
  path: '/api/invoices/:id/checkout/confirm',
  access: 'public',
  params: z.strictObject({ id: idParam }),
  body: z.strictObject({ token: tokenField, sessionId: z.string().trim().min(1).max(255) }),
  response: payableInvoice,
});

/** The receipt of a paid invoice, as a PDF. */
export const invoiceReceipt = defineContract({
  method: 'GET',
  path: '/api/invoices/:id/receipt',
  access: 'public',
  params: z.strictObject({ id: idParam }),
  query: z.strictObject({ token: tokenField }),
  response: z.unknown(),
});
