import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApplicantInvoice,
  listApplicantInvoices,
  listApplicantPayments,
  type PaymentView,
} from '../../../../core/contracts/billing/invoices.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { transactionRoutes } from './transactions-routes.tsx';

const unpaid: ApplicantInvoice = {
  id: 41,
  number: 'INV-000041',
  kind: 'ApplicantRegistration',
  programId: null,
  programName: null,
  billedTo: 'Olivia Applicant',
  refundedCents: 0,
  dueDate: null,
  description: 'Registration fee',
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology Match 2027',
  amountCents: 12_550,
  status: 'Unpaid',
  createdDate: '2026-07-01T16:00:00.000Z',
  paidDate: null,
};
const paid: ApplicantInvoice = {
  ...unpaid,
  id: 7,
  number: 'INV-000007',
  matchCycleCode: 'OPH-2025',
  matchCycleName: 'Ophthalmology Match 2026',
  amountCents: 5_000,
  status: 'Paid',
  createdDate: '2025-06-30T20:00:00.000Z',
  paidDate: '2025-07-02T17:30:00.000Z',
};

function open(path: string, items: ApplicantInvoice[]) {
  const queries: string[] = [];
  server.use(
    handleContract(listApplicantInvoices, ({ request }) => {
      queries.push(new URL(request.url).search);
      return { items, total: items.length };
    }),
  );
  renderAt(path, transactionRoutes, { main: true });
  return queries;
}

describe('applicant transactions', () => {
  it('lists the invoices in dollars with the cycle, status and Pacific dates; axe-clean', async () => {
    open('/applicant/profile/transactions', [unpaid, paid]);
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Registration fee');
    expect(first!.textContent).toContain('Ophthalmology Match 2027');
    expect(first!.textContent).toContain('$125.50');
    expect(first!.textContent).toContain('Unpaid');
    expect(first!.textContent).toContain('07/01/2026 9:00 AM PT');
    expect(within(first!).getByRole('link', { name: 'Pay the invoice' }).getAttribute('href')).toBe(
      '/invoice-payment/41',
    );
    expect(second!.textContent).toContain('$50.00');
    expect(second!.textContent).toContain('Paid');
    expect(second!.textContent).toContain('07/02/2025 10:30 AM PT');
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(first!.textContent).toContain('INV-000041');
    expect(first!.textContent).toContain('Applicant registration fee');
    expect(screen.getByRole('tab', { name: 'Invoices' }).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(document.body, { seriousOnly: true });
  });

  it('shows the same list in a cycle, with the tab under the cycle', async () => {
    open('/applicant/OPH-2026/transactions/invoices', [paid]);
    expect(await screen.findByText('Ophthalmology Match 2026')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invoices' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/transactions/invoices',
    );
  });

  it('says when there are no invoices', async () => {
    open('/applicant/profile/transactions', []);
    expect(await screen.findByText('No invoices.')).toBeTruthy();
  });

  it('an unknown tab is page-not-found', async () => {
    const queries = open('/applicant/profile/transactions/refunds', [paid]);
    expect(await screen.findByText(/not found/i)).toBeTruthy();
    expect(queries).toEqual([]);
  });

  it('lists the payments with their refunds on the payments tab', async () => {
    const payment: PaymentView = {
      id: 5,
      invoiceId: 7,
      invoiceNumber: 'INV-000007',
      invoiceDescription: 'Registration fee',
      provider: 'Stripe',
      method: 'Card',
      status: 'Succeeded',
      amountCents: 5_000,
      refundedCents: 1_250,
      providerRef: 'pi_1',
      note: null,
      userName: 'Olivia Applicant',
      programName: null,
      createdDate: '2025-07-02T17:00:00.000Z',
      succeededDate: '2025-07-02T17:30:00.000Z',
      refunds: [
        {
          id: 1,
          amountCents: 1_250,
          status: 'Succeeded',
          reason: 'Duplicate charge',
          createdDate: '2025-07-03T17:30:00.000Z',
        },
      ],
    };
    server.use(handleContract(listApplicantPayments, () => ({ items: [payment], total: 1 })));
    renderAt('/applicant/profile/transactions/payments', transactionRoutes, { main: true });
    const list = await screen.findByRole('list', { name: 'Payments' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('INV-000007');
    expect(first!.textContent).toContain('$50.00');
    expect(first!.textContent).toContain('Refunded$12.50');
    expect(within(first!).getByRole('list', { name: 'Refunds' }).textContent).toContain(
      'Refund of $12.50 on 07/03/2025 10:30 AM PT: Duplicate charge',
    );
    expect(screen.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(document.body, { seriousOnly: true });
  });
});
