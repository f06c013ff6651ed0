import { useParams } from 'wouter';
import { useApplicantCycle } from '../../../features/applicant-context/use-applicant-cycle.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { transactionsPath } from '../transactions/transactions-path.ts';
import { cycleSectionLinks } from './cycle-links.ts';
import { dueItems } from './due-dates.ts';
import { NotRegisteredPage } from './not-registered-page.tsx';

/** /applicant/:matchCycleCode/home: what is due next in the cycle, an unpaid fee, the cycle's sections. */
export function ApplicantHomePage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const { cycle, isLoading } = useApplicantCycle();
  if (isLoading) return <PageLoading />;
  if (!cycle || cycle.matchCycleCode !== matchCycleCode) {
    return <NotRegisteredPage title="ApplicantLandingTitle" matchCycleCode={matchCycleCode} />;
  }
  const items = dueItems(cycle, Date.now());
  const next = items.find((item) => !item.isPast);
  return (
    <Page title={cycle.name}>
      <p>
        {cycle.specialtyName} · <StatusBadge status={cycle.status} />
      </p>
      {cycle.isReadOnly ? <FormMessage tone="neutral" text={t('RegReadOnlyCycle')} /> : null}
      {cycle.isPaymentPending ? (
        <div className="card stack" role="status">
          <strong>{t('RegUnpaidTitle')}</strong>
          <p>{t('RegUnpaidText', { amount: formatMoney(cycle.amountDueCents) })}</p>
          {cycle.invoiceId ? (
            <Link href={`/invoice-payment/${cycle.invoiceId}`}>{t('RegPayInvoice')}</Link>
          ) : null}
          <Link href={transactionsPath(cycle.matchCycleCode)}>{t('TrSeeTransactions')}</Link>
        </div>
      ) : null}
      <section className="stack" aria-labelledby="due-title">
        <h2 id="due-title">{t('RegWhatIsDue')}</h2>
        {items.length === 0 ? <p>{t('RegNoDates')}</p> : null}
        <ul className="card-list">
          {items.map((item) => (
            <li key={item.label} className="card" aria-current={item === next ? 'step' : undefined}>
              <strong>{t(item.label)}</strong>: <time>{item.text}</time>
              {item === next ? ` · ${t('RegNext')}` : item.isPast ? ` · ${t('RegPassed')}` : ''}
            </li>
          ))}
        </ul>
      </section>
      <nav aria-labelledby="sections-title" className="stack">
        <h2 id="sections-title">{t('RegSections')}</h2>
        <ul className="link-list">
          {cycleSectionLinks
            .filter((link) => !link.casOnly || cycle.hasCas)
            .map((link) => (
              <li key={link.label}>
                <Link href={link.href(cycle.matchCycleCode)}>{t(link.label)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </Page>
  );
}
