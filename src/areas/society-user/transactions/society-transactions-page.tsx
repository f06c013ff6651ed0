import { listSocietyInvoices } from '../../../../core/contracts/billing/invoices.contract.ts';
import { invoiceStatuses } from '../../../../core/domain/invoices.ts';
import '../../../features/billing/billing.css';
import { InvoiceCards } from '../../../features/billing/billing-cards.tsx';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

/**
 * /society-user/transactions (business.md §2.5): the invoices of the programs in the society's
 * specialties, searched and filtered by status on the server (state in the URL), so staff can chase
 * the unpaid ones (ADR 0025 decision 3).
 */
export function SocietyTransactionsPage() {
  const t = useT();
  const list = useListQuery(listSocietyInvoices, { defaults: { status: '' } });
  const { data, isLoading, query } = list;
  return (
    <Page title={t('BlTransactions')}>
      <div className="billing-filters">
        <SearchField
          label={t('BlSearch')}
          value={query.search}
          onChange={(search) => list.setQuery({ search })}
        />
        <SelectField
          label={t('BlStatus')}
          options={[
            { value: 'all', label: t('BlAll') },
            ...invoiceStatuses.map((status) => ({ value: status, label: t(`BlInvoiceStatus${status}`) })),
          ]}
          value={query.status || 'all'}
          onChange={(value) => list.setQuery({ status: value === 'all' || !value ? '' : value })}
        />
      </div>
      {!data ? (
        isLoading ? (
          <PageLoading />
        ) : null
      ) : data.items.length === 0 ? (
        <p>{t('BlNoInvoices')}</p>
      ) : (
        <div className="stack" aria-busy={isLoading || undefined}>
          <InvoiceCards invoices={data.items} label={t('BlInvoices')} showProgram />
          <Pager {...list.pagerProps} />
        </div>
      )}
    </Page>
  );
}
