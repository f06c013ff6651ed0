import { useParams } from 'wouter';
import { useApplicantCycle } from '../../../features/applicant-context/use-applicant-cycle.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { cx } from '../../../ui/class-names.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { transactionsPath } from '../transactions/transactions-path.ts';
import { cycleSectionGroups } from './cycle-links.ts';
import { dueItems } from './due-dates.ts';
import { NextStepsList } from './next-steps-list.tsx';
import { NotRegisteredPage } from './not-registered-page.tsx';

/**
 * /applicant/:matchCycleCode/home: what to do next (a checklist with one link to each step), an unpaid
 * fee, the nearest dates in PT as a timeline, the cycle's sections as tiles in three groups.
 */
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
      <NextStepsList cycle={cycle} />
      <section className="stack" aria-labelledby="due-title">
        <h2 id="due-title">{t('RegWhatIsDue')}</h2>
        {items.length === 0 ? <p>{t('RegNoDates')}</p> : null}
        <ol className="due-timeline">
          {items.map((item) => (
            <li
              key={item.label}
              className={cx('due-timeline-item', item.isPast && 'is-past', item === next && 'is-next')}
              aria-current={item === next ? 'step' : undefined}
            >
              <span className="due-timeline-label">
                {t(item.label)}
                {item === next ? ` · ${t('RegNext')}` : item.isPast ? ` · ${t('RegPassed')}` : ''}
              </span>
              <time className="due-timeline-date">{item.text}</time>
            </li>
          ))}
        </ol>
      </section>
      <nav aria-labelledby="sections-title" className="stack">
        <h2 id="sections-title">{t('RegSections')}</h2>
        {cycleSectionGroups.map((group) => (
          <section key={group.title} className="stack" aria-labelledby={`sections-${group.title}`}>
            <h3 id={`sections-${group.title}`} className="section-tiles-title">
              {t(group.title)}
            </h3>
            <ul className="section-tiles">
              {group.links
                .filter((link) => !link.casOnly || cycle.hasCas)
                .map((link) => (
                  <li key={link.label}>
                    <Link className="section-tile" href={link.href(cycle.matchCycleCode)}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
    </Page>
  );
}
