import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type InvoiceView,
  listSocietyInvoices,
} from '../../../../core/contracts/billing/invoices.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { transactionRoutes } from './transactions-routes.tsx';

const invoice: InvoiceView = {
  id: 12,
  number: 'INV-000012',
  kind: 'ProgramAnnualMembership',
  description: 'Annual membership 2027',
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  programId: 7,
  programName: 'Oregon Eye Institute',
  billedTo: 'Samuel Okafor',
  amountCents: 25_000,
  refundedCents: 0,
  status: 'Unpaid',
  dueDate: '2026-12-31',
  createdDate: '2026-11-01T16:00:00.000Z',
  paidDate: null,
};

describe('society transactions', () => {
  it('lists the invoices of the society’s programs, searched and filtered from the URL; axe-clean', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      handleContract(listSocietyInvoices, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return { items: [invoice], total: 1 };
      }),
    );
    renderAt('/society-user/transactions?status=Unpaid&search=Oregon', transactionRoutes, { main: true });
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const [card] = within(list).getAllByRole('listitem');
    expect(card!.textContent).toContain('Oregon Eye Institute');
    expect(card!.textContent).toContain('Samuel Okafor');
    expect(card!.textContent).toContain('Annual membership fee');
    expect(card!.textContent).toContain('$250.00');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('Unpaid'));
    expect(queries.at(-1)?.get('search')).toBe('Oregon');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    await expectNoAxeViolations(document.body, { seriousOnly: true });
  });

  it('says when there are no invoices', async () => {
    server.use(handleContract(listSocietyInvoices, () => ({ items: [], total: 0 })));
    renderAt('/society-user/transactions', transactionRoutes, { main: true });
    expect(await screen.findByText('No invoices.')).toBeTruthy();
  });
});
