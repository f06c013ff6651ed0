import { useParams } from 'wouter';
import { listApplicantInvoices } from '../../../../core/contracts/billing/invoices.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DetailsList } from '../../../ui/details-list.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { transactionsPath } from './transactions-path.ts';

function InvoicesTab() {
  const t = useT();
  const { data, isLoading, pagerProps } = useListQuery(listApplicantInvoices);
  // A failed load has shown its toast (useListQuery); nothing to list then.
  if (!data) return isLoading ? <PageLoading /> : null;
  const { items } = data;
  if (items.length === 0) return <p>{t('TrNoInvoices')}</p>;
  return (
    <div className="stack">
      <ul className="card-list" aria-label={t('TrInvoices')} aria-busy={isLoading || undefined}>
        {items.map((invoice) => (
          <li key={invoice.id} className="card stack">
            <strong>{invoice.description}</strong>
            <DetailsList
              rows={[
                invoice.matchCycleName ? ['TrMatchCycle', invoice.matchCycleName] : null,
                ['TrAmount', formatMoney(invoice.amountCents)],
                ['TrStatus', <StatusBadge key="status" status={invoice.status} />],
                ['TrCreated', formatDateTime(invoice.createdDate)],
                invoice.paidDate ? ['TrPaid', formatDateTime(invoice.paidDate)] : null,
              ]}
            />
            {invoice.status === 'Unpaid' ? (
              // The payment page is the one the cycle home's unpaid notice opens.
              <Link href={`/invoice-payment/${invoice.id}`}>{t('RegPayInvoice')}</Link>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager {...pagerProps} />
    </div>
  );
}

const transactionTabs = ['invoices'] as const;

/**
 * /applicant/profile/transactions/:tab? and /applicant/:matchCycleCode/transactions/:tab? (business.md
 * §2.2): the applicant's invoices, which are theirs and not a cycle's, so both show the same list.
 */
export function TransactionsPage() {
  const t = useT();
  const { matchCycleCode, tab = 'invoices' } = useParams<{ matchCycleCode?: string; tab?: string }>();
  if (!(transactionTabs as readonly string[]).includes(tab)) return <NotFound />;
  const base = transactionsPath(matchCycleCode);
  return (
    <Page title={t('TrTitle')}>
      <p>{t('TrOnlyInvoices')}</p>
      <RouteTabs
        aria-label={t('TrTabs')}
        selectedId={tab}
        tabs={[{ id: 'invoices', label: t('TrInvoices'), href: `${base}/invoices` }]}
      >
        <InvoicesTab />
      </RouteTabs>
    </Page>
  );
}
