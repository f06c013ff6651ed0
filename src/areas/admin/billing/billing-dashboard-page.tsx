import { useState } from 'react';
import { useParams } from 'wouter';
import '../../../features/billing/billing.css';
import {
  type BillingTab,
  type BillingTotals,
  billingTabs,
  type FeeRow,
  listAdminFees,
  listAdminInvoices,
  listAdminOrders,
  listAdminPayments,
  voidInvoice,
} from '../../../../core/contracts/billing/admin-billing.contract.ts';
import type { InvoiceView, PaymentView } from '../../../../core/contracts/billing/invoices.contract.ts';
import {
  invoiceKinds,
  invoiceStatuses,
  paymentProviders,
  paymentStatuses,
  refundableCents,
} from '../../../../core/domain/invoices.ts';
import { downloadFile } from '../../../features/applications/download-file.ts';
import { type ListFilterValue, useListQuery } from '../../../features/lists/use-list-query.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime, formatPlainDate } from '../../../lib/format/dates.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { RecordPaymentDialog, RefundDialog } from './billing-dialogs.tsx';

type T = ReturnType<typeof useT>;

/** The export's address: the tab's endpoint with the list's filters (empty ones left out). */
export function exportPath(
  tab: BillingTab,
  format: 'csv' | 'xlsx',
  filters: Record<string, ListFilterValue>,
): string {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return `/api/admin/billing/${tab}/export?${query}`;
}

function ExportButtons({ tab, filters }: { tab: BillingTab; filters: Record<string, ListFilterValue> }) {
  const t = useT();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      // The endpoint needs the bearer token: fetched, then saved through an object URL.
      await downloadFile(exportPath(tab, format, filters), `billing-${tab}.${format}`);
    } catch (error) {
      handleError(error, { context: 'billing export' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="button-row">
      <Button variant="secondary" onPress={() => void download('csv')} isPending={busy === 'csv'}>
        {t('BdExportCsv')}
      </Button>
      <Button variant="secondary" onPress={() => void download('xlsx')} isPending={busy === 'xlsx'}>
        {t('BdExportExcel')}
      </Button>
    </div>
  );
}

function Totals({ totals }: { totals: BillingTotals | undefined }) {
  const t = useT();
  if (!totals) return null;
  const cells: [string, string][] = [
    [t('BdCount'), String(totals.count)],
    [t('BlAmount'), formatMoney(totals.amountCents)],
    [t('BdPaid'), formatMoney(totals.paidCents)],
    [t('BlRefunded'), formatMoney(totals.refundedCents)],
    [t('BdOutstanding'), formatMoney(totals.outstandingCents)],
  ];
  return (
    <dl className="billing-totals" aria-label={t('BdTotals')}>
      {cells.map(([label, value]) => (
        <div key={label} className="card">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const allOption = (t: T) => ({ value: 'all', label: t('BlAll') });
const fromAll = (value: string | null) => (value === 'all' || !value ? '' : value);

function DateFilters({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  const t = useT();
  return (
    <>
      <DateField
        label={t('BdFrom')}
        value={from || null}
        onChange={(value) => onChange({ from: value ?? '' })}
      />
      <DateField label={t('BdTo')} value={to || null} onChange={(value) => onChange({ to: value ?? '' })} />
    </>
  );
}

function InvoicesTab() {
  const t = useT();
  const list = useListQuery(listAdminInvoices, {
    defaults: {
      sort: 'createdDate',
      direction: 'desc',
      status: '',
      kind: '',
      matchCycleId: '',
      from: '',
      to: '',
    },
  });
  const { query } = list;
  const [recording, setRecording] = useState<InvoiceView | null>(null);
  const filters = {
    search: query.search,
    status: query.status,
    kind: query.kind,
    matchCycleId: query.matchCycleId,
    from: query.from,
    to: query.to,
  };
  const voidOne = async (invoice: InvoiceView) => {
    const yes = await confirm({
      title: t('BdVoid'),
      message: t('BdVoidQuestion', { number: invoice.number }),
      confirmLabel: t('BdVoid'),
      isDanger: true,
    });
    if (!yes) return;
    try {
      await call(voidInvoice, { params: { id: invoice.id } });
      showSuccess(t('BdVoided', { number: invoice.number }));
      list.reload();
    } catch (error) {
      handleError(error, { context: 'void invoice' });
    }
  };
  const columns: DataTableColumn<InvoiceView>[] = [
    { id: 'number', header: t('BlNumber'), sortable: true, isRowHeader: true, render: (i) => i.number },
    {
      id: 'description',
      header: t('BdDescription'),
      render: (i) => i.description,
      fullText: (i) => i.description,
    },
    { id: 'billedTo', header: t('BlBilledTo'), render: (i) => i.programName ?? i.billedTo },
    { id: 'kind', header: t('BlKind'), render: (i) => t(`BlKind${i.kind}`) },
    {
      id: 'amount',
      header: t('BlAmount'),
      sortable: true,
      align: 'end',
      render: (i) => formatMoney(i.amountCents),
    },
    { id: 'status', header: t('BlStatus'), sortable: true, render: (i) => <StatusBadge status={i.status} /> },
    {
      id: 'dueDate',
      header: t('BlDue'),
      sortable: true,
      render: (i) => (i.dueDate ? formatPlainDate(i.dueDate) : '—'),
    },
    {
      id: 'createdDate',
      header: t('BlCreated'),
      sortable: true,
      render: (i) => formatDateTime(i.createdDate),
    },
    {
      id: 'actions',
      header: t('BdActions'),
      isActions: true,
      render: (i) =>
        i.status === 'Unpaid' ? (
          <div className="button-row">
            <Button variant="secondary" onPress={() => setRecording(i)}>
              {t('BdRecordPayment')}
            </Button>
            <Button variant="danger" onPress={() => void voidOne(i)}>
              {t('BdVoid')}
            </Button>
          </div>
        ) : null,
    },
  ];
  return (
    <div className="stack">
      <div className="billing-filters">
        <SearchField
          label={t('BlSearch')}
          value={query.search}
          onChange={(search) => list.setQuery({ search })}
        />
        <SelectField
          label={t('BlStatus')}
          options={[
            allOption(t),
            ...invoiceStatuses.map((s) => ({ value: s, label: t(`BlInvoiceStatus${s}`) })),
          ]}
          value={query.status || 'all'}
          onChange={(value) => list.setQuery({ status: fromAll(value) })}
        />
        <SelectField
          label={t('BlKind')}
          options={[allOption(t), ...invoiceKinds.map((k) => ({ value: k, label: t(`BlKind${k}`) }))]}
          value={query.kind || 'all'}
          onChange={(value) => list.setQuery({ kind: fromAll(value) })}
        />
        <TextField
          label={t('BdCycleId')}
          value={String(query.matchCycleId ?? '')}
          onChange={(value) => list.setQuery({ matchCycleId: value })}
          filter="integer"
          inputMode="numeric"
        />
        <DateFilters from={query.from} to={query.to} onChange={(patch) => list.setQuery(patch)} />
      </div>
      <Totals totals={list.data?.totals} />
      <ExportButtons tab="invoices" filters={filters} />
      <DataTable
        aria-label={t('BlInvoices')}
        layout="cards"
        columns={columns}
        {...list.tableProps}
        getRowKey={(i) => i.id}
        emptyText={t('BlNoInvoices')}
      />
      <Pager {...list.pagerProps} />
      <RecordPaymentDialog invoice={recording} onClose={() => setRecording(null)} onDone={list.reload} />
    </div>
  );
}

function PaymentsTab({ tab }: { tab: 'payments' | 'orders' }) {
  const t = useT();
  const list = useListQuery(tab === 'payments' ? listAdminPayments : listAdminOrders, {
    defaults: { sort: 'createdDate', direction: 'desc', status: '', provider: '', from: '', to: '' },
  });
  const { query } = list;
  const [refunding, setRefunding] = useState<PaymentView | null>(null);
  const filters = {
    search: query.search,
    status: query.status,
    provider: query.provider,
    from: query.from,
    to: query.to,
  };
  const columns: DataTableColumn<PaymentView>[] = [
    { id: 'invoice', header: t('BlInvoice'), isRowHeader: true, render: (p) => p.invoiceNumber },
    { id: 'payer', header: t('BdPayer'), render: (p) => p.programName ?? p.userName ?? '—' },
    { id: 'method', header: t('BlMethod'), render: (p) => `${p.provider} · ${t(`BlMethod${p.method}`)}` },
    {
      id: 'amount',
      header: t('BlAmount'),
      sortable: true,
      align: 'end',
      render: (p) => formatMoney(p.amountCents),
    },
    {
      id: 'refunded',
      header: t('BlRefunded'),
      align: 'end',
      render: (p) => (p.refundedCents > 0 ? formatMoney(p.refundedCents) : '—'),
    },
    { id: 'status', header: t('BlStatus'), sortable: true, render: (p) => <StatusBadge status={p.status} /> },
    {
      id: 'reference',
      header: t('BdReference'),
      render: (p) => p.providerRef ?? '—',
      fullText: (p) => p.providerRef ?? undefined,
    },
    {
      id: 'createdDate',
      header: t('BlDate'),
      sortable: true,
      render: (p) => formatDateTime(p.succeededDate ?? p.createdDate),
    },
    {
      id: 'actions',
      header: t('BdActions'),
      isActions: true,
      render: (p) =>
        p.status === 'Succeeded' && refundableCents(p.amountCents, p.refundedCents) > 0 ? (
          <Button variant="secondary" onPress={() => setRefunding(p)}>
            {t('BdRefund')}
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="stack">
      <div className="billing-filters">
        <SearchField
          label={t('BlSearch')}
          value={query.search}
          onChange={(search) => list.setQuery({ search })}
        />
        <SelectField
          label={t('BlStatus')}
          options={[
            allOption(t),
            ...paymentStatuses.map((s) => ({ value: s, label: t(`BdPaymentStatus${s}`) })),
          ]}
          value={query.status || 'all'}
          onChange={(value) => list.setQuery({ status: fromAll(value) })}
        />
        <SelectField
          label={t('BdProvider')}
          options={[allOption(t), ...paymentProviders.map((p) => ({ value: p, label: t(`BdProvider${p}`) }))]}
          value={query.provider || 'all'}
          onChange={(value) => list.setQuery({ provider: fromAll(value) })}
        />
        <DateFilters from={query.from} to={query.to} onChange={(patch) => list.setQuery(patch)} />
      </div>
      <Totals totals={list.data?.totals} />
      <ExportButtons tab={tab} filters={filters} />
      <DataTable
        aria-label={t(tab === 'payments' ? 'BlPayments' : 'BdOrders')}
        layout="cards"
        columns={columns}
        {...list.tableProps}
        getRowKey={(p) => p.id}
        emptyText={t('BlNoPayments')}
      />
      <Pager {...list.pagerProps} />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onDone={list.reload} />
    </div>
  );
}

function FeesTab() {
  const t = useT();
  const list = useListQuery(listAdminFees, { defaults: { sort: 'matchCycleName' } });
  const columns: DataTableColumn<FeeRow>[] = [
    {
      id: 'matchCycleName',
      header: t('BlMatchCycle'),
      sortable: true,
      isRowHeader: true,
      render: (f) => <Link href={`/admin/match-cycles/details/${f.matchCycleId}`}>{f.matchCycleName}</Link>,
    },
    {
      id: 'registration',
      header: t('BdFeeRegistration'),
      align: 'end',
      render: (f) => formatMoney(f.registrationFeeCents),
    },
    {
      id: 'application',
      header: t('BdFeeApplication'),
      align: 'end',
      render: (f) =>
        `${formatMoney(f.applicationFeeCents)} (${t(`BdDistribution${f.applicationFeeDistribution}`)})`,
    },
    {
      id: 'program',
      header: t('BdFeeProgram'),
      align: 'end',
      render: (f) =>
        `${formatMoney(f.programRegistrationFeeCents)} + ${formatMoney(f.programAnnualMembershipFeeCents)}`,
    },
    {
      id: 'invoiced',
      header: t('BdInvoiced'),
      sortable: true,
      align: 'end',
      render: (f) => formatMoney(f.invoicedCents),
    },
    { id: 'paid', header: t('BdPaid'), align: 'end', render: (f) => formatMoney(f.paidCents) },
    {
      id: 'outstanding',
      header: t('BdOutstanding'),
      sortable: true,
      align: 'end',
      render: (f) => formatMoney(f.outstandingCents),
    },
  ];
  return (
    <div className="stack">
      <div className="billing-filters">
        <SearchField
          label={t('BlSearch')}
          value={list.query.search}
          onChange={(search) => list.setQuery({ search })}
        />
      </div>
      <Totals totals={list.data?.totals} />
      <ExportButtons tab="fees" filters={{ search: list.query.search }} />
      <DataTable
        aria-label={t('BdFees')}
        layout="cards"
        columns={columns}
        {...list.tableProps}
        getRowKey={(f) => f.matchCycleId}
        emptyText={t('BdNoFees')}
      />
      <Pager {...list.pagerProps} />
    </div>
  );
}

const tabLabels = {
  invoices: 'BlInvoices',
  payments: 'BlPayments',
  fees: 'BdFees',
  orders: 'BdOrders',
} as const;

/**
 * /admin/billing-dashboard/:tab (business.md §2.6; ADR 0025): invoices, payments, fees and orders with
 * filters, totals, paging and sort in the URL, CSV and Excel exports of the same rows, and the money
 * actions (record a manual payment, void, refund).
 */
export function BillingDashboardPage() {
  const t = useT();
  const { tab = 'invoices' } = useParams<{ tab?: string }>();
  if (!(billingTabs as readonly string[]).includes(tab)) return <NotFound />;
  const current = tab as BillingTab;
  return (
    <Page title={t('NavBillingDashboard')}>
      <RouteTabs
        aria-label={t('NavBillingDashboard')}
        selectedId={current}
        tabs={billingTabs.map((id) => ({
          id,
          label: t(tabLabels[id]),
          href: `/admin/billing-dashboard/${id}`,
        }))}
      >
        {current === 'invoices' ? <InvoicesTab /> : null}
        {current === 'payments' || current === 'orders' ? <PaymentsTab key={current} tab={current} /> : null}
        {current === 'fees' ? <FeesTab /> : null}
      </RouteTabs>
    </Page>
  );
}
