import { SignedInSummary } from '../../features/account/signed-in-summary.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { Page } from '../../ui/page.tsx';

/** The admin home (platform.md §2: admins land on the match cycles list). */
export function MatchCyclesPage() {
  const t = useT();
  return (
    <Page title={t('MatchCyclesTitle')}>
      <SignedInSummary willHold="HoldAdmin" />
      <section className="card" aria-labelledby="match-cycles-status">
        <h2 id="match-cycles-status" className="visually-hidden">
          {t('MatchCyclesTitle')}
        </h2>
        <p>{t('MatchCyclesPending')}</p>
      </section>
    </Page>
  );
}
