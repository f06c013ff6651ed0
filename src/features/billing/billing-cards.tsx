import type { InvoiceView, PaymentView } from '../../../core/contracts/billing/invoices.contract.ts';
import { formatDateTime, formatPlainDate } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { Link } from '../../ui/link.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** Where an unpaid invoice is paid (business.md §2.1): the page of the mailed link, signed in here. */
export const invoicePaymentPath = (invoiceId: number) => `/invoice-payment/${invoiceId}`;

/**
 * Invoices as cards (phone first): what it is for, its number and kind, whom it bills, the amount,
 * status, due date and refunds; an unpaid one links to its payment page.
 */
export function InvoiceCards({
  invoices,
  label,
  showProgram = false,
}: {
  invoices: readonly InvoiceView[];
  label: string;
  showProgram?: boolean;
}) {
  const t = useT();
  return (
    <ul className="card-list" aria-label={label}>
      {invoices.map((invoice) => (
        <li key={invoice.id} className="card stack">
          <strong>{invoice.description}</strong>
          <DetailsList
            rows={[
              ['BlNumber', invoice.number],
              ['BlKind', t(`BlKind${invoice.kind}`)],
              showProgram && invoice.programName ? ['BlProgram', invoice.programName] : null,
              invoice.matchCycleName ? ['BlMatchCycle', invoice.matchCycleName] : null,
              showProgram ? ['BlBilledTo', invoice.billedTo] : null,
              ['BlAmount', formatMoney(invoice.amountCents)],
              ['BlStatus', <StatusBadge key="status" status={invoice.status} />],
              invoice.dueDate ? ['BlDue', formatPlainDate(invoice.dueDate)] : null,
              ['BlCreated', formatDateTime(invoice.createdDate)],
              invoice.paidDate ? ['BlPaidDate', formatDateTime(invoice.paidDate)] : null,
              invoice.refundedCents > 0 ? ['BlRefunded', formatMoney(invoice.refundedCents)] : null,
            ]}
          />
          {invoice.status === 'Unpaid' ? (
            <Link href={invoicePaymentPath(invoice.id)}>{t('BlPayInvoice')}</Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Payments as cards, each with its refunds (amount, date, reason). */
export function PaymentCards({ payments, label }: { payments: readonly PaymentView[]; label: string }) {
  const t = useT();
  return (
    <ul className="card-list" aria-label={label}>
      {payments.map((payment) => (
        <li key={payment.id} className="card stack">
          <strong>{payment.invoiceDescription}</strong>
          <DetailsList
            rows={[
              ['BlInvoice', payment.invoiceNumber],
              ['BlMethod', t(`BlMethod${payment.method}`)],
              ['BlAmount', formatMoney(payment.amountCents)],
              ['BlStatus', <StatusBadge key="status" status={payment.status} />],
              ['BlDate', formatDateTime(payment.succeededDate ?? payment.createdDate)],
              payment.refundedCents > 0 ? ['BlRefunded', formatMoney(payment.refundedCents)] : null,
            ]}
          />
          {payment.refunds.length > 0 ? (
            <ul className="stack" aria-label={t('BlRefunds')}>
              {payment.refunds.map((refund) => (
                <li key={refund.id}>
                  {t('BlRefundLine', {
                    amount: formatMoney(refund.amountCents),
                    date: formatDateTime(refund.createdDate),
                    reason: refund.reason,
                  })}{' '}
                  <StatusBadge status={refund.status} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
