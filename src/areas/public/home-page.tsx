import { Suspense } from 'react';
import { getMatchCalendar } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { roleHomePath } from '../../../core/domain/roles.ts';
import { useAuthDialogStore } from '../../features/auth/auth-dialog-store.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { currentUserOf, roleOf, useSessionStore } from '../../lib/session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';

// The dates' formatting brings the Temporal polyfill: its chunk loads while the calendar is fetched,
// so the home's first load stays without it (the dates are a bonus below the fold).
const UpcomingDates = lazyPage(() => import('./upcoming-dates.tsx'), 'UpcomingDates');

/** What Matchline is, with Sign in (or the way to one's area), the next dates and where to read on. */
export function HomePage() {
  const t = useT();
  const role = useSessionStore((s) => roleOf(currentUserOf(s)));
  const openLogin = useAuthDialogStore((s) => s.openLogin);
  const origin = globalThis.location?.origin ?? '';
  // Calendar failures leave the home page as it is: the dates are a bonus, not its purpose.
  const calendar = useContractQuery(getMatchCalendar, { query: {} }, { onError: () => undefined });
  return (
    <Page
      title={t('HomeTitle')}
      // The spec's default description (platform.md §2) is the home page's.
      keywords={t('HomeKeywords').split(', ')}
      structuredData={{
        '@type': 'Organization',
        name: t('ProductName'),
        url: `${origin}/`,
        logo: `${origin}/icons/icon-512.png`,
        description: t('DefaultDescription'),
      }}
    >
      <p className="lead">{t('HomeLead')}</p>
      <div className="hero-actions">
        {role ? (
          <Link variant="button" href={roleHomePath[role]}>
            {t('GoToMyArea')}
          </Link>
        ) : (
          <>
            <p>{t('HomeSignInPrompt')}</p>
            <Button onPress={() => openLogin('login')}>{t('SignIn')}</Button>
          </>
        )}
      </div>
      <div className="feature-grid">
        <section className="card">
          <h2>{t('HomeForApplicants')}</h2>
          <p>{t('HomeForApplicantsText')}</p>
          <Link href="/about/how-match-works">{t('HomeHowMatchWorksLink')}</Link>
        </section>
        <section className="card">
          <h2>{t('HomeForPrograms')}</h2>
          <p>{t('HomeForProgramsText')}</p>
          <Link href="/about/match-rules">{t('AboutRulesLink')}</Link>
        </section>
        <section className="card">
          <h2>{t('HomeForSchools')}</h2>
          <p>{t('HomeForSchoolsText')}</p>
          <Link href="/medical-school-info">{t('HomeSchoolsLink')}</Link>
        </section>
        <section className="card">
          <h2>{t('HomeForSocieties')}</h2>
          <p>{t('HomeForSocietiesText')}</p>
          <Link href="/about/need-matching-services">{t('HomeSocietiesLink')}</Link>
        </section>
      </div>
      {calendar.data ? (
        <Suspense fallback={null}>
          <UpcomingDates months={calendar.data} />
        </Suspense>
      ) : null}
      <nav className="card" aria-labelledby="home-more">
        <h2 id="home-more">{t('HomeLearnMore')}</h2>
        <ul>
          <li>
            <Link href="/about">{t('PageAbout')}</Link>
          </li>
          <li>
            <Link href="/specialties">{t('HomeSpecialtiesLink')}</Link>
          </li>
          <li>
            <Link href="/data">{t('HomeMatchDataLink')}</Link>
          </li>
        </ul>
      </nav>
    </Page>
  );
}
