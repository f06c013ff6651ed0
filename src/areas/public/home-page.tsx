import { roleHomePath } from '../../../core/domain/roles.ts';
import { useAuthDialogStore } from '../../features/auth/auth-dialog-store.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { roleOf, useSessionStore } from '../../lib/session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';

/** What Matchline is, with Sign in (or the way to one's area). */
export function HomePage() {
  const t = useT();
  const role = useSessionStore((s) => roleOf(s.session?.user));
  const openLogin = useAuthDialogStore((s) => s.openLogin);
  return (
    <Page title={t('HomeTitle')}>
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
        </section>
        <section className="card">
          <h2>{t('HomeForPrograms')}</h2>
          <p>{t('HomeForProgramsText')}</p>
        </section>
        <section className="card">
          <h2>{t('HomeForSchools')}</h2>
          <p>{t('HomeForSchoolsText')}</p>
        </section>
      </div>
    </Page>
  );
}
