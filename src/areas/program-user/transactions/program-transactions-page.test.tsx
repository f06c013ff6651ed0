import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type InvoiceView,
  listProgramInvoices,
  listProgramPayments,
} from '../../../../core/contracts/billing/invoices.contract.ts';
import {
  getProgramUserContext,
  type ProgramUserContext,
} from '../../../../core/contracts/programs/program-user.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { portalRoutes } from '../portal/portal-routes.tsx';
import { transactionRoutes } from './transactions-routes.tsx';

const context: ProgramUserContext = {
  email: 'program@matchline.test',
  fullName: 'Samuel Okafor',
  programs: [
    {
      id: 7,
      code: 'OPH-OR-001',
      name: 'Oregon Eye Institute',
      specialtyId: 3,
      specialtyName: 'Ophthalmology',
      isActive: true,
      isDirector: true,
      cycles: [
        {
          matchCycleId: 2,
          matchCycleCode: 'OPH-2026',
          name: 'Ophthalmology 2026',
          status: 'Active',
          isReadOnly: false,
          positions: 3,
          matchDate: null,
        },
      ],
    },
  ],
};

const invoice: InvoiceView = {
  id: 12,
  number: 'INV-000012',
  kind: 'ProgramRegistration',
  description: 'Program registration and annual membership',
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  programId: 7,
  programName: 'Oregon Eye Institute',
  billedTo: 'Samuel Okafor',
  amountCents: 175_000,
  refundedCents: 0,
  status: 'Unpaid',
  dueDate: '2026-12-31',
  createdDate: '2026-11-01T16:00:00.000Z',
  paidDate: null,
};

function serve() {
  const invoiceRequests: { path: string; search: string }[] = [];
  server.use(
    handleContract(getProgramUserContext, () => context),
    handleContract(listProgramInvoices, ({ request }) => {
      const url = new URL(request.url);
      invoiceRequests.push({ path: url.pathname, search: url.search });
      return { items: [invoice], total: 1 };
    }),
    handleContract(listProgramPayments, () => ({ items: [], total: 0 })),
  );
  return invoiceRequests;
}

describe('program transactions', () => {
  it('lists the program’s invoices with a Pay link and the status filter from the URL; axe-clean', async () => {
    const requests = serve();
    renderAt('/program-user/OPH-2026/OPH-OR-001/transactions/invoices?status=Unpaid', transactionRoutes, {
      main: true,
    });
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const [card] = within(list).getAllByRole('listitem');
    expect(card!.textContent).toContain('INV-000012');
    expect(card!.textContent).toContain('$1,750.00');
    expect(card!.textContent).toContain('12/31/2026');
    expect(within(card!).getByRole('link', { name: 'Pay the invoice' }).getAttribute('href')).toBe(
      '/invoice-payment/12',
    );
    expect(requests.at(-1)).toEqual({
      path: '/api/program-user/programs/7/invoices',
      search: expect.stringContaining('status=Unpaid'),
    });
    expect(screen.getByRole('tab', { name: 'Payments' }).getAttribute('href')).toBe(
      '/program-user/OPH-2026/OPH-OR-001/transactions/payments',
    );
    await expectNoAxeViolations(document.body, { seriousOnly: true });
  });

  it('the payments tab says when there are none', async () => {
    serve();
    renderAt('/program-user/OPH-2026/OPH-OR-001/transactions/payments', transactionRoutes, { main: true });
    expect(await screen.findByText('No payments.')).toBeTruthy();
  });

  it('my-program has a transactions tab with the invoices and payments', async () => {
    serve();
    renderAt('/program-user/OPH-OR-001/my-program/7/transactions', portalRoutes, { main: true });
    expect(await screen.findByRole('list', { name: 'Invoices' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No payments.')).toBeTruthy();
  });
});
