import { useSpecialties } from '../../../features/specialties/use-specialties.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import './specialties.css';

/** /specialties: every specialty as a card in its colour, with its type and subspecialties. */
export function SpecialtiesPage() {
  const t = useT();
  const { specialties, isLoading, error, reload } = useSpecialties();
  const origin = globalThis.location?.origin ?? '';
  return (
    <Page
      title={t('PageSpecialties')}
      description={t('SpPublicDescription')}
      structuredData={{
        '@type': 'ItemList',
        name: t('PageSpecialties'),
        itemListElement: specialties.map((specialty, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: specialty.fullName,
          url: `${origin}/specialty/${specialty.urlPrefix}`,
        })),
      }}
    >
      <p>{t('SpPublicIntro')}</p>
      {isLoading ? <PageLoading /> : null}
      {error ? (
        <p role="alert">
          {t('SpLoadFailed')}{' '}
          <button type="button" className="btn btn-link" onClick={reload}>
            {t('SpTryAgain')}
          </button>
        </p>
      ) : null}
      {!isLoading && !error && specialties.length === 0 ? <p>{t('SpNone')}</p> : null}
      <ul className="specialty-cards">
        {specialties.map((specialty) => (
          <li key={specialty.id} className="specialty-card" style={{ borderTopColor: specialty.color }}>
            <h2 className="specialty-card-title">
              <Link href={`/specialty/${specialty.urlPrefix}`}>{specialty.name}</Link>
            </h2>
            <p className="specialty-card-meta">
              {specialty.fullName} · {specialty.type}
              {specialty.hasActiveCycle ? (
                <span className="specialty-card-badge"> · {t('SpMatchingNow')}</span>
              ) : null}
            </p>
            {specialty.subspecialties.length > 0 ? (
              <>
                <h3 className="specialty-card-subtitle">
                  {specialty.subspecialtyLabel || t('SpSubspecialties')}
                </h3>
                <ul className="specialty-card-subspecialties">
                  {specialty.subspecialties.map((sub) => (
                    <li key={sub.id}>{sub.name}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <Link href={`/specialty/${specialty.urlPrefix}`}>
              {t('SpReadAbout', { name: specialty.name })}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
