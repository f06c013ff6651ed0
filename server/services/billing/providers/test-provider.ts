/**
 * The test provider (ADR 0025): no money moves. The payment page collects a card number itself;
 * Stripe's test numbers behave as they do there: 4000 0000 0000 0002 is declined, any other number
 * that passes the Luhn check pays.
 */
import type { CardPaymentProvider } from './payment-provider.ts';

export const DECLINED_TEST_CARD = '4000000000000002';

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function testCardPays(digits: string): boolean {
  return passesLuhn(digits) && digits !== DECLINED_TEST_CARD;
}

export function createTestProvider(): CardPaymentProvider {
  return {
    name: 'Test',
    async startCheckout(request) {
      return { providerRef: `test_order_${request.orderId}`, redirectUrl: null };
    },
    async checkoutState() {
      // The test provider's payments are settled by the page's card form, never by asking.
      return { paid: false, amountCents: 0 };
    },
    async refund(request) {
      return { providerRef: `test_refund_${request.idempotencyKey}`, status: 'Succeeded' };
    },
  };
}
