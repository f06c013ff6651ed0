import { useParams } from 'wouter';
import { SpecialtyInfoPages, useSpecialtyInfo } from '../../../features/specialties/specialty-info.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { cyclePath, usePortalProgram } from './use-portal-program.ts';

function InfoPages({ specialtyName, basePath }: { specialtyName: string; basePath: string }) {
  const t = useT();
  const { pageId } = useParams<{ pageId?: string }>();
  const info = useSpecialtyInfo(specialtyName, pageId);
  return <SpecialtyInfoPages info={info} basePath={basePath} empty={<p>{t('PpNoInfoPages')}</p>} />;
}

/** /program-user/:matchCycleCode/:programCode/specialty-info/:pageId?: the program's specialty pages. */
export function ProgramSpecialtyInfoPage() {
  const t = useT();
  const { program, matchCycleCode, programCode, isLoading } = usePortalProgram();
  return (
    <Page title={t('PpSpecialtyInfoTitle')}>
      {program ? (
        <>
          <p>{program.specialtyName}</p>
          <InfoPages
            specialtyName={program.specialtyName}
            basePath={`${cyclePath(matchCycleCode ?? '', programCode)}/specialty-info`}
          />
        </>
      ) : isLoading ? (
        <PageLoading />
      ) : (
        <p>{t('PpProgramNotFound')}</p>
      )}
    </Page>
  );
}
