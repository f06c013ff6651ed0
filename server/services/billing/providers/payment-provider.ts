/**
 * The one interface card payments go through (ADR 0025): Stripe when configured, the labelled test
 * provider for the demo and the tests. Manual payments are recorded by admins and need no provider.
 */
export type CheckoutRequest = {
  orderId: number;
  invoice: { id: number; number: string; description: string; amountCents: number };
  /** Where the provider sends the browser back; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
  /** The order's key: a retried call returns the same checkout instead of making another. */
  idempotencyKey: string;
};

export type ProviderCheckout = {
  /** The provider's id of the checkout (a Stripe Checkout Session). */
  providerRef: string;
  /** Where the browser goes to pay; null when the page collects the card itself (the test provider). */
  redirectUrl: string | null;
};

export type CheckoutState = { paid: boolean; amountCents: number };

export type RefundRequest = { providerRef: string; amountCents: number; idempotencyKey: string };
export type ProviderRefund = { providerRef: string; status: 'Succeeded' | 'Pending' | 'Failed' };

export interface CardPaymentProvider {
  readonly name: 'Stripe' | 'Test';
  startCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  /** Asks the provider whether the checkout was paid (after the browser comes back). */
  checkoutState(providerRef: string): Promise<CheckoutState>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
}
