import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listAdminInvoices,
  listAdminPayments,
  recordManualPayment,
  refundPayment,
  voidInvoice,
} from '../../../../core/contracts/billing/admin-billing.contract.ts';
import type { InvoiceView, PaymentView } from '../../../../core/contracts/billing/invoices.contract.ts';
import { billingMessages } from '../../../../core/domain/billing-messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { ToastRegion } from '../../../ui/toast-region.tsx';
import { billingRoutes } from './billing-routes.tsx';

const invoice: InvoiceView = {
  id: 12,
  number: 'INV-000012',
  kind: 'ProgramRegistration',
  description: 'Program registration, Ophthalmology Match 2027',
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology Match 2027',
  programId: 3,
  programName: 'Bay Eye Institute',
  billedTo: 'Dr. Ana Ruiz',
  amountCents: 150_000,
  refundedCents: 0,
  status: 'Unpaid',
  dueDate: '2026-12-31',
  createdDate: '2026-11-01T16:00:00.000Z',
  paidDate: null,
};
const payment: PaymentView = {
  id: 31,
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
  createdDate: '2026-07-02T17:00:00.000Z',
  succeededDate: '2026-07-02T17:30:00.000Z',
  refunds: [],
};
const totals = {
  count: 1,
  amountCents: 150_000,
  paidCents: 0,
  refundedCents: 0,
  outstandingCents: 150_000,
};

const sent: { what: string; body: unknown }[] = [];
const listQueries: string[] = [];

beforeEach(() => {
  sent.length = 0;
  listQueries.length = 0;
  useSessionStore.getState().setSession(demoSession(demoUser('admin@matchline.test')!));
  server.use(
    handleContract(listAdminInvoices, ({ request }) => {
      listQueries.push(new URL(request.url).search);
      return { items: [invoice], total: 1, totals };
    }),
    handleContract(listAdminPayments, () => ({
      items: [payment],
      total: 1,
      totals: { ...totals, amountCents: 5_000, paidCents: 5_000, refundedCents: 1_250, outstandingCents: 0 },
    })),
    handleContract(recordManualPayment, ({ body }) => {
      sent.push({ what: 'manual', body });
      return { ...invoice, status: 'Paid' as const };
    }),
    handleContract(refundPayment, ({ body }) => {
      sent.push({ what: 'refund', body });
      return payment;
    }),
  );
});

afterEach(() => {
  cleanup();
  clearToasts();
  useSessionStore.getState().clearSession();
});

const open = (path: string) =>
  renderAt(path, billingRoutes, {
    main: true,
    hosts: (
      <>
        <ConfirmHost />
        <ToastRegion />
      </>
    ),
  });

describe('the admin billing dashboard', () => {
  it('lists invoices with totals, filters from the URL, and records a manual payment in words; axe-clean', async () => {
    open('/admin/billing-dashboard/invoices?status=Unpaid&kind=ProgramRegistration');
    const table = await screen.findByRole('grid', { name: 'Invoices' });
    expect(table.textContent).toContain('INV-000012');
    expect(table.textContent).toContain('$1,500.00');
    const totalsList = screen.getByLabelText('Totals');
    expect(totalsList.textContent).toContain('Outstanding$1,500.00');
    const query = new URLSearchParams(listQueries.at(-1));
    expect(query.get('status')).toBe('Unpaid');
    expect(query.get('kind')).toBe('ProgramRegistration');
    await expectNoAxeViolations(document.body, { seriousOnly: true });

    fireEvent.click(within(table).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(billingMessages.ManualPaymentReferenceRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reference' }), {
      target: { value: 'CHQ-1001' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Posted by the society' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { what: 'manual', body: { method: 'Cheque', reference: 'CHQ-1001', note: 'Posted by the society' } },
      ]),
    );
    expect(await screen.findByText('Payment recorded for INV-000012.')).toBeTruthy();
  });

  it('voids an unpaid invoice after confirmation and shows the server’s refusal in words', async () => {
    server.use(
      handleContract(voidInvoice, () =>
        serverErrorResponse(409, 'Conflict', billingMessages.InvoiceNotVoidable),
      ),
    );
    open('/admin/billing-dashboard/invoices');
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const question = await screen.findByRole('alertdialog', { name: 'Void' });
    expect(question.textContent).toContain('Void invoice INV-000012?');
    fireEvent.click(within(question).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText(billingMessages.InvoiceNotVoidable)).toBeTruthy();
  });

  it('refunds part of a payment: the amount is prefilled with what is refundable and sent in cents', async () => {
    open('/admin/billing-dashboard/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(amount.value).toBe('37.50');
    expect(dialog.textContent).toContain('up to $37.50 can be refunded');
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Duplicate charge' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/cannot exceed the \$37\.50/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(sent).toEqual([{ what: 'refund', body: { amountCents: 1230, reason: 'Duplicate charge' } }]),
    );
  });

  it('downloads the export with the list’s filters and the bearer token, through an object URL', async () => {
    const requests: { url: string; auth: string | null }[] = [];
    server.use(
      http.get('*/api/admin/billing/:tab/export', ({ request }) => {
        requests.push({ url: request.url, auth: request.headers.get('authorization') });
        return new HttpResponse('number,amount\nINV-000012,1500.00\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:billing');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      open('/admin/billing-dashboard/invoices?status=Unpaid&from=2026-11-01');
      fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
      const url = new URL(requests[0]!.url);
      expect(url.pathname).toBe('/api/admin/billing/invoices/export');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        format: 'csv',
        status: 'Unpaid',
        from: '2026-11-01',
      });
      expect(requests[0]!.auth).toMatch(/^Bearer /);
      expect(click).toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
      await waitFor(() => expect(requests).toHaveLength(2));
      expect(new URL(requests[1]!.url).searchParams.get('format')).toBe('xlsx');
    } finally {
      click.mockRestore();
    }
  });

  it('an unknown tab is page-not-found', async () => {
    open('/admin/billing-dashboard/refunds');
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });
});
