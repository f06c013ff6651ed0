import {
  listProgramInvoices,
  listProgramPayments,
} from '../../../core/contracts/billing/invoices.contract.ts';
import { invoiceStatuses } from '../../../core/domain/invoices.ts';
import './billing.css';
import { useT } from '../../lib/i18n/i18n.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useListQuery } from '../lists/use-list-query.ts';
import { InvoiceCards, PaymentCards } from './billing-cards.tsx';

/** A program's invoices (its users read them; business.md §2.3), with a status filter in the URL. */
export function ProgramInvoicesList({ programId, urlPrefix }: { programId: number; urlPrefix?: string }) {
  const t = useT();
  const list = useListQuery(listProgramInvoices, {
    params: { programId },
    defaults: { status: '' },
    urlPrefix,
  });
  const { data, isLoading } = list;
  return (
    <div className="stack">
      <div className="billing-filters">
        <SelectField
          label={t('BlStatus')}
          options={[
            { value: 'all', label: t('BlAll') },
            ...invoiceStatuses.map((status) => ({ value: status, label: t(`BlInvoiceStatus${status}`) })),
          ]}
          value={list.query.status || 'all'}
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
        <>
          <InvoiceCards invoices={data.items} label={t('BlInvoices')} />
          <Pager {...list.pagerProps} />
        </>
      )}
    </div>
  );
}

/** A program's payments with their refunds. */
export function ProgramPaymentsList({ programId, urlPrefix }: { programId: number; urlPrefix?: string }) {
  const t = useT();
  const list = useListQuery(listProgramPayments, { params: { programId }, urlPrefix });
  const { data, isLoading } = list;
  if (!data) return isLoading ? <PageLoading /> : null;
  if (data.items.length === 0) return <p>{t('BlNoPayments')}</p>;
  return (
    <div className="stack">
      <PaymentCards payments={data.items} label={t('BlPayments')} />
      <Pager {...list.pagerProps} />
    </div>
  );
}
