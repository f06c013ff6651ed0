import { useParams } from 'wouter';
import { useApplicantCycle } from '../../../features/applicant-context/use-applicant-cycle.ts';
import { SpecialtyInfoPages, useSpecialtyInfo } from '../../../features/specialties/specialty-info.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { NotRegisteredPage } from '../registration/not-registered-page.tsx';

function InfoPages({
  code,
  specialtyName,
  pageId,
}: {
  code: string;
  specialtyName: string;
  pageId?: string;
}) {
  const t = useT();
  const info = useSpecialtyInfo(specialtyName, pageId);
  return (
    <SpecialtyInfoPages
      info={info}
      basePath={`/applicant/${encodeURIComponent(code)}/specialty-info`}
      empty={<p>{t('SocietyNoInfoPages')}</p>}
    />
  );
}

/** /applicant/:matchCycleCode/specialty-info/:pageId?: the cycle's specialty information pages (business.md §2.2). */
export function ApplicantSpecialtyInfoPage() {
  const t = useT();
  const { matchCycleCode, pageId } = useParams<{ matchCycleCode: string; pageId?: string }>();
  const { cycle, isLoading } = useApplicantCycle();
  if (isLoading) return <PageLoading />;
  if (!cycle || cycle.matchCycleCode !== matchCycleCode) {
    return <NotRegisteredPage title="AsiTitle" matchCycleCode={matchCycleCode} />;
  }
  return (
    <Page title={t('AsiTitle')}>
      <p>{cycle.specialtyName}</p>
      <InfoPages code={cycle.matchCycleCode} specialtyName={cycle.specialtyName} pageId={pageId} />
    </Page>
  );
}
