import { useState } from 'react';
import { useParams } from 'wouter';
import { listPhones } from '../../../../core/contracts/applicants/phones.contract.ts';
import { useApplicantContextStore } from '../../../features/applicant-context/applicant-context-store.ts';
import { useApplicantCycle } from '../../../features/applicant-context/use-applicant-cycle.ts';
import { PhoneVerification } from '../../../features/applicant-phones/phone-verification.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { homePath } from './cycle-links.ts';
import { NextStepsList } from './next-steps-list.tsx';

/** The phone verification step right after sign-up (`/applicant/landing/verify-phone/:phoneId`). */
function VerifyPhoneStep({ phoneId }: { phoneId: number }) {
  const t = useT();
  const phones = useContractQuery(listPhones, {});
  const [done, setDone] = useState(false);
  const phone = phones.data?.items.find((p) => p.id === phoneId);
  if (done || phone?.isVerified) return <FormMessage tone="success" text={t('RegPhoneVerified')} />;
  return (
    <section className="card stack" aria-labelledby="verify-phone-title">
      <h2 id="verify-phone-title">{t('RegVerifyPhone')}</h2>
      <PhoneVerification
        phone={{ id: phoneId, number: phone?.number ?? t('RegYourCellPhone') }}
        onVerified={() => setDone(true)}
      />
    </section>
  );
}

/**
 * /applicant/landing: choose one of the registered cycles, or register for another; with exactly one
 * cycle, its next steps show right here.
 */
export function ApplicantLandingPage() {
  const t = useT();
  const params = useParams<{ phoneId?: string }>();
  const phoneId = params.phoneId && /^\d+$/.test(params.phoneId) ? Number(params.phoneId) : null;
  const { isLoading } = useApplicantCycle();
  const context = useApplicantContextStore((s) => s.context);
  const registrations = context?.registrations ?? [];
  return (
    <Page title={t('ApplicantLandingTitle')}>
      {phoneId ? <VerifyPhoneStep phoneId={phoneId} /> : null}
      {isLoading ? (
        <PageLoading />
      ) : (
        <section className="stack" aria-labelledby="my-cycles-title">
          <h2 id="my-cycles-title">{t('RegMyCycles')}</h2>
          {registrations.length === 0 ? <p>{t('RegNoRegistrations')}</p> : null}
          <ul className="card-list">
            {registrations.map((r) => (
              <li key={r.matchCycleCode} className="card stack">
                <Link href={homePath(r.matchCycleCode)}>{r.name}</Link>
                <p>
                  {r.specialtyName} · <StatusBadge status={r.status} />
                  {r.isPaymentPending ? ` · ${t('RegAwaitingPayment')}` : ''}
                </p>
                {registrations.length === 1 ? <NextStepsList cycle={r} headingLevel={3} /> : null}
              </li>
            ))}
          </ul>
          <p>
            <Link href="/applicant/register-for-match-cycle" variant="button">
              {t('RegRegisterForCycle')}
            </Link>
          </p>
        </section>
      )}
    </Page>
  );
}
