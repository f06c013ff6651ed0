import {
  type CalendarEvent,
  type CalendarMonth,
  getMatchCalendar,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { roleHomePath } from '../../../core/domain/roles.ts';
import { useAuthDialogStore } from '../../features/auth/auth-dialog-store.ts';
import { formatDateTime, formatPlainDate, todayInPacific } from '../../lib/format/dates.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { currentUserOf, roleOf, useSessionStore } from '../../lib/session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';

const UPCOMING_COUNT = 6;

/** The next season dates of every specialty (public holidays left out: they are not match dates). */
export function upcomingEvents(months: readonly CalendarMonth[], now: Date): CalendarEvent[] {
  const today = todayInPacific(now).toString();
  return months
    .flatMap((month) => month.days.flatMap((day) => day.events))
    .filter((event) => event.type !== 'PublicHoliday')
    .filter((event) =>
      event.allDay ? event.start.slice(0, 10) >= today : Date.parse(event.start) >= now.getTime(),
    )
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .slice(0, UPCOMING_COUNT);
}

function UpcomingDates() {
  const t = useT();
  // Calendar failures leave the home page as it is: the dates are a bonus, not its purpose.
  const calendar = useContractQuery(getMatchCalendar, { query: {} }, { onError: () => undefined });
  if (!calendar.data) return null;
  const events = upcomingEvents(calendar.data, new Date());
  return (
    <section className="card stack" aria-labelledby="home-upcoming">
      <h2 id="home-upcoming">{t('HomeUpcomingDates')}</h2>
      {events.length === 0 ? (
        <p>{t('HomeUpcomingNone')}</p>
      ) : (
        <ul className="upcoming-dates">
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.start}>
                {event.allDay ? formatPlainDate(event.start) : formatDateTime(event.start)}
              </time>{' '}
              <span className="upcoming-swatch" style={{ background: event.color }} aria-hidden="true" />
              <span>
                {event.specialtyName ? `${event.specialtyName}: ` : ''}
                {event.title}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/match-calendar">{t('HomeFullCalendar')}</Link>
      </p>
    </section>
  );
}

/** What Matchline is, with Sign in (or the way to one's area), the next dates and where to read on. */
export function HomePage() {
  const t = useT();
  const role = useSessionStore((s) => roleOf(currentUserOf(s)));
  const openLogin = useAuthDialogStore((s) => s.openLogin);
  const origin = globalThis.location?.origin ?? '';
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
      <UpcomingDates />
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
