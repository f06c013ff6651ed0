import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { PendingRequestsBadge } from '../features/requests/pending-requests-badge.tsx';
import { useT } from '../lib/i18n/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { Link } from '../ui/link.tsx';
import { type AreaId, areas } from './areas.ts';
import { LocaleSwitch } from './locale-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

// Only the applicant area shows it; loaded with it, so the outbox (Dexie) stays out of the first load.
const SyncStatusIndicator = lazyPage(
  () => import('../features/sync/sync-status-indicator.tsx'),
  'SyncStatusIndicator',
);

export function Header({ area }: { area: AreaId }) {
  const t = useT();
  const [location] = useLocation();
  const nav = areas[area].nav;
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t('SkipToContent')}
      </a>
      <Link href="/" className="brand">
        <span className="brand-mark" aria-hidden="true" />
        {t('ProductName')}
      </Link>
      {nav.length > 0 ? (
        <nav aria-label={t('MainNavigation')} className="main-nav">
          <ul>
            {nav.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="nav-link"
                  aria-current={location === item.href ? 'page' : undefined}
                >
                  {t(item.label)}
                  {item.badge === 'pendingRequests' ? <PendingRequestsBadge /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <span className="main-nav" />
      )}
      <div className="header-tools">
        {/* Applicants edit offline on phones (ADR 0012): what is saved where. */}
        {area === 'applicant' ? (
          <Suspense fallback={null}>
            <SyncStatusIndicator />
          </Suspense>
        ) : null}
        <LocaleSwitch />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
