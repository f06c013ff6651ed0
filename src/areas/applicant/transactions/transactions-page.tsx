import { useParams } from 'wouter';
import {
  listApplicantInvoices,
  listApplicantPayments,
} from '../../../../core/contracts/billing/invoices.contract.ts';
import { InvoiceCards, PaymentCards } from '../../../features/billing/billing-cards.tsx';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { transactionsPath } from './transactions-path.ts';

function InvoicesTab() {
  const t = useT();
  const { data, isLoading, pagerProps } = useListQuery(listApplicantInvoices);
  // A failed load has shown its toast (useListQuery); nothing to list then.
  if (!data) return isLoading ? <PageLoading /> : null;
  if (data.items.length === 0) return <p>{t('BlNoInvoices')}</p>;
  return (
    <div className="stack" aria-busy={isLoading || undefined}>
      <InvoiceCards invoices={data.items} label={t('BlInvoices')} />
      <Pager {...pagerProps} />
    </div>
  );
}

function PaymentsTab() {
  const t = useT();
  const { data, isLoading, pagerProps } = useListQuery(listApplicantPayments);
  if (!data) return isLoading ? <PageLoading /> : null;
  if (data.items.length === 0) return <p>{t('BlNoPayments')}</p>;
  return (
    <div className="stack" aria-busy={isLoading || undefined}>
      <PaymentCards payments={data.items} label={t('BlPayments')} />
      <Pager {...pagerProps} />
    </div>
  );
}

const transactionTabs = ['invoices', 'payments'] as const;

/**
 * /applicant/profile/transactions/:tab? and /applicant/:matchCycleCode/transactions/:tab? (business.md
 * §2.2): the applicant's invoices and payments (with refunds), which are theirs and not a cycle's, so
 * both addresses show the same lists.
 */
export function TransactionsPage() {
  const t = useT();
  const { matchCycleCode, tab = 'invoices' } = useParams<{ matchCycleCode?: string; tab?: string }>();
  if (!(transactionTabs as readonly string[]).includes(tab)) return <NotFound />;
  const base = transactionsPath(matchCycleCode);
  return (
    <Page title={t('BlTransactions')}>
      <RouteTabs
        aria-label={t('BlTabs')}
        selectedId={tab}
        tabs={[
          { id: 'invoices', label: t('BlInvoices'), href: `${base}/invoices` },
          { id: 'payments', label: t('BlPayments'), href: `${base}/payments` },
        ]}
      >
        {tab === 'invoices' ? <InvoicesTab /> : <PaymentsTab />}
      </RouteTabs>
    </Page>
  );
}
