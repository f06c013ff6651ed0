import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmCheckout,
  getPayableInvoice,
  type PayableInvoice,
  payWithTestProvider,
  startCheckout,
} from '../../../../core/contracts/billing/payments.contract.ts';
import { billingMessages } from '../../../../core/domain/billing-messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { invoicePaymentRoutes } from './invoice-payment-routes.tsx';

const token = 'tok-0123456789abcdef';

const unpaid: PayableInvoice = {
  id: 41,
  number: 'INV-000041',
  kind: 'ApplicantRegistration',
  description: 'Registration fee',
  billedTo: 'Olivia Applicant',
  programName: null,
  matchCycleName: 'Ophthalmology Match 2027',
  lines: [{ description: 'Registration fee', quantity: 1, unitCents: 12_550, amountCents: 12_550 }],
  amountCents: 12_550,
  refundedCents: 0,
  status: 'Unpaid',
  dueDate: '2026-12-01',
  createdDate: '2026-11-01T16:00:00.000Z',
  paidDate: null,
  providers: ['Test'],
};
const paid: PayableInvoice = { ...unpaid, status: 'Paid', paidDate: '2026-11-26T17:30:00.000Z' };

// Nobody signed in: the page waits while a session is being restored.
beforeEach(() => useSessionStore.getState().clearSession());

afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

describe('the invoice payment page', () => {
  it('shows the invoice from its mailed link and pays it with the test card; axe-clean', async () => {
    const reads: string[] = [];
    const checkouts: unknown[] = [];
    const payments: unknown[] = [];
    server.use(
      handleContract(getPayableInvoice, ({ request }) => {
        reads.push(new URL(request.url).search);
        return unpaid;
      }),
      handleContract(startCheckout, ({ body }) => {
        checkouts.push(body);
        return { kind: 'test' as const, orderId: 90 + checkouts.length };
      }),
      handleContract(payWithTestProvider, ({ body }) => {
        payments.push(body);
        return (body as { cardNumber: string }).cardNumber.startsWith('4000')
          ? serverErrorResponse(409, 'Conflict', billingMessages.PaymentCardDeclined)
          : paid;
      }),
    );
    const { container } = renderAt(`/invoice-payment/41?token=${token}`, invoicePaymentRoutes, {
      main: true,
    });
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000041' })).toBeTruthy();
    expect(reads).toEqual([`?token=${token}`]);
    expect(screen.getByText('Olivia Applicant')).toBeTruthy();
    expect(screen.getByText('Ophthalmology Match 2027')).toBeTruthy();
    expect(screen.getByText('12/01/2026')).toBeTruthy();
    expect(screen.getByText('Test payment — no money moves')).toBeTruthy();
    await expectNoAxeViolations(container);

    const card = () => screen.getByRole('textbox', { name: 'Card number' });
    fireEvent.change(card(), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $125.50' }));
    expect(await screen.findByText(billingMessages.PaymentCardDeclined)).toBeTruthy();

    fireEvent.change(card(), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $125.50' }));
    expect(await screen.findByRole('heading', { name: /^Paid on 11\/26\/2026/ })).toBeTruthy();
    // A new order for the second try, each paid with the link's token.
    expect(checkouts).toEqual([
      { token, provider: 'Test' },
      { token, provider: 'Test' },
    ]);
    expect(payments).toEqual([
      { token, orderId: 91, cardNumber: '4000 0000 0000 0002' },
      { token, orderId: 92, cardNumber: '4242 4242 4242 4242' },
    ]);
  });

  it('without a token or a signed-in payer shows the server’s refusal and a Sign in button', async () => {
    server.use(
      handleContract(getPayableInvoice, () =>
        serverErrorResponse(403, 'Forbidden', billingMessages.InvoicePaymentLinkInvalid),
      ),
    );
    const { container } = renderAt('/standalone/invoice-payment/41', invoicePaymentRoutes, { main: true });
    expect(await screen.findByText(billingMessages.InvoicePaymentLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('Stripe: starts a checkout and goes to its page', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    const checkouts: unknown[] = [];
    server.use(
      handleContract(getPayableInvoice, () => ({ ...unpaid, providers: ['Stripe' as const] })),
      handleContract(startCheckout, ({ body }) => {
        checkouts.push(body);
        return { kind: 'redirect' as const, url: 'https://checkout.stripe.test/c/pay/cs_1' };
      }),
    );
    try {
      renderAt(`/invoice-payment/41?token=${token}`, invoicePaymentRoutes, { main: true });
      fireEvent.click(await screen.findByRole('button', { name: 'Pay $125.50 by card' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
      expect(checkouts).toEqual([{ token, provider: 'Stripe' }]);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('back from Stripe confirms the session and shows the invoice paid', async () => {
    const confirmed: unknown[] = [];
    server.use(
      handleContract(confirmCheckout, ({ body }) => {
        confirmed.push(body);
        return paid;
      }),
    );
    renderAt(`/invoice-payment/41?token=${token}&session_id=cs_1`, invoicePaymentRoutes, { main: true });
    expect(await screen.findByRole('heading', { name: /^Paid on/ })).toBeTruthy();
    expect(confirmed).toEqual([{ token, sessionId: 'cs_1' }]);
  });

  it('back from Stripe before the payment is confirmed: the invoice stays payable with the server’s words', async () => {
    server.use(
      handleContract(confirmCheckout, () =>
        serverErrorResponse(409, 'Conflict', billingMessages.PaymentNotConfirmed),
      ),
      handleContract(getPayableInvoice, () => ({ ...unpaid, providers: ['Stripe' as const] })),
    );
    renderAt(`/invoice-payment/41?token=${token}&session_id=cs_2`, invoicePaymentRoutes, { main: true });
    expect(await screen.findByText(billingMessages.PaymentNotConfirmed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $125.50 by card' })).toBeTruthy();
  });

  it('a cancelled checkout says nothing was charged', async () => {
    server.use(handleContract(getPayableInvoice, () => ({ ...unpaid, providers: ['Stripe' as const] })));
    renderAt(`/invoice-payment/41?token=${token}&cancelled=1`, invoicePaymentRoutes, { main: true });
    expect(await screen.findByText('The payment was cancelled. Nothing was charged.')).toBeTruthy();
  });
});
