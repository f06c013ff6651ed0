import { useParams } from 'wouter';
import { SocietyScope, type SocietyScopeValue } from '../../features/society-context/society-scope.tsx';
import { SpecialtyInfoPages, useSpecialtyInfo } from '../../features/specialties/specialty-info.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { Page } from '../../ui/page.tsx';

/** The chosen specialty's published information pages, as the public reads them at /specialty/:name. */
function InfoPages({ specialty, pageId }: SocietyScopeValue & { pageId: string | undefined }) {
  const t = useT();
  const info = useSpecialtyInfo(specialty.name, pageId);
  // An unknown page id shows the load failure in the article, beside the pages that exist.
  return (
    <SpecialtyInfoPages
      info={info}
      basePath="/society-user/additional-info"
      empty={<p>{t('SocietyNoInfoPages')}</p>}
    />
  );
}

/** /society-user/additional-info/:pageId?: the specialty's information pages (business.md §2.5). */
export function SocietyAdditionalInfoPage() {
  const t = useT();
  const { pageId } = useParams<{ pageId?: string }>();
  return (
    <Page title={t('SocietyAdditionalInfoTitle')}>
      <SocietyScope>{(scope) => <InfoPages {...scope} pageId={pageId} />}</SocietyScope>
    </Page>
  );
}
