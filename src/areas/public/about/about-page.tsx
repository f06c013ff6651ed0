import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { KeyList } from './key-list.tsx';

/** /about: who we are and what the match does. */
export function AboutPage() {
  const t = useT();
  return (
    <Page
      title={t('PageAbout')}
      description={t('AboutDescription')}
      keywords={t('AboutKeywords').split(', ')}
      structuredData={{ '@type': 'AboutPage', name: t('PageAbout'), description: t('AboutDescription') }}
    >
      <div className="prose stack">
        <p className="lead">{t('AboutIntro')}</p>
        <section aria-labelledby="about-what">
          <h2 id="about-what">{t('AboutWhatTitle')}</h2>
          <KeyList keys={['AboutWhat1', 'AboutWhat2', 'AboutWhat3', 'AboutWhat4']} />
        </section>
        <section aria-labelledby="about-fair">
          <h2 id="about-fair">{t('AboutFairTitle')}</h2>
          <p>{t('AboutFair')}</p>
        </section>
        <nav aria-labelledby="about-more">
          <h2 id="about-more">{t('AboutReadMore')}</h2>
          <ul>
            <li>
              <Link href="/about/how-match-works">{t('AboutHowLink')}</Link>
            </li>
            <li>
              <Link href="/about/match-rules">{t('AboutRulesLink')}</Link>
            </li>
            <li>
              <Link href="/about/need-matching-services">{t('AboutServicesLink')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </Page>
  );
}
