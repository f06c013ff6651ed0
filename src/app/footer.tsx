import { Suspense } from 'react';
import { useContactDialog } from '../features/contact/contact-store.ts';
import { usePrivacyDialog } from '../features/legal/privacy-store.ts';
import { appConfig } from '../lib/app-config.ts';
import { useT } from '../lib/i18n/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { currentUserOf, roleOf, useSessionStore } from '../lib/session/session-store.ts';
import { Button } from '../ui/button.tsx';

// Only administrators see it; its date formatting (Temporal) stays out of everyone's first load.
const CodebaseLine = lazyPage(() => import('./codebase-line.tsx'), 'CodebaseLine');

export function Footer() {
  const t = useT();
  const isAdmin = useSessionStore((s) => roleOf(currentUserOf(s)) === 'Admin');
  const openPrivacy = usePrivacyDialog((s) => s.open);
  const openContact = useContactDialog((s) => s.open);
  const year = new Date(appConfig.buildDate).getUTCFullYear();
  return (
    <footer className="app-footer">
      <p className="copyright">{t('Copyright', { year })}</p>
      <ul className="footer-links">
        <li>
          <Button variant="link" onPress={openPrivacy}>
            {t('PrivacyPolicyLink')}
          </Button>
        </li>
        <li>
          <Button variant="link" onPress={openContact}>
            {t('ContactUsLink')}
          </Button>
        </li>
      </ul>
      {isAdmin ? (
        <Suspense fallback={null}>
          <CodebaseLine />
        </Suspense>
      ) : null}
    </footer>
  );
}
