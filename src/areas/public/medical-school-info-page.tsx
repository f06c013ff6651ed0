import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { KeyList } from './about/key-list.tsx';

/** /medical-school-info: how schools take part and how they register. */
export function MedicalSchoolInfoPage() {
  const t = useT();
  return (
    <Page
      title={t('PageMedicalSchoolInfo')}
      description={t('SchoolsDescription')}
      keywords={t('SchoolsKeywords').split(', ')}
      structuredData={{
        '@type': 'WebPage',
        name: t('PageMedicalSchoolInfo'),
        description: t('SchoolsDescription'),
        audience: { '@type': 'EducationalAudience', educationalRole: 'medical school' },
      }}
    >
      <div className="prose stack">
        <p className="lead">{t('SchoolsIntro')}</p>
        <section aria-labelledby="schools-what">
          <h2 id="schools-what">{t('SchoolsWhatTitle')}</h2>
          <KeyList keys={['SchoolsWhat1', 'SchoolsWhat2', 'SchoolsWhat3']} />
        </section>
        <section aria-labelledby="schools-join">
          <h2 id="schools-join">{t('SchoolsJoinTitle')}</h2>
          <p>{t('SchoolsJoin')}</p>
          <ul>
            <li>
              <Link href="/registration/medical-school-request">{t('SchoolsRequestLink')}</Link>
            </li>
            <li>
              <Link href="/registration/medical-school-user-request">{t('SchoolsUserRequestLink')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </Page>
  );
}
