import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { saveReturnLocation } from '../features/auth/return-location.ts';
import { decideAccess } from '../features/auth/route-access.ts';
import { t, useT } from '../lib/i18n/i18n.ts';
import { navigateTo } from '../lib/navigation/navigate.ts';
import { showErrorToast } from '../lib/notify/toast-service.ts';
import { currentUserOf, roleOf, useSessionStore } from '../lib/session/session-store.ts';
import { Page } from '../ui/page.tsx';
import { PageLoading } from '../ui/page-loading.tsx';

/**
 * Lets a role into its area. Not signed in: the location is kept, 'Access denied. Please login.'
 * and the standalone login page. Another role: 'Access denied. Please try to use another account.'
 * and that role's home. The area chunk is not even loaded until access is allowed.
 */
function OfflineNotice() {
  const t = useT();
  return (
    <Page title={t('AreaOfflineTitle')}>
      <p className="card" role="status">
        {t('AreaOffline')}
      </p>
    </Page>
  );
}

export function AreaGuard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => roleOf(currentUserOf(s)));
  const path = `${location}${globalThis.location?.search ?? ''}`;
  const decision = decideAccess(path, status, role);

  const kind = decision.kind;
  const target = kind === 'signIn' ? decision.returnLocation : kind === 'redirect' ? decision.to : null;
  const messageKey = kind === 'signIn' || kind === 'redirect' ? decision.message : null;

  useEffect(() => {
    if (!target || !messageKey) return;
    showErrorToast('default', t(messageKey));
    if (kind === 'signIn') {
      saveReturnLocation(target);
      navigateTo('/standalone/login', { replace: true });
    } else {
      navigateTo(target, { replace: true });
    }
  }, [kind, target, messageKey]);

  if (decision.kind === 'allow') return <>{children}</>;
  if (decision.kind === 'offline') return <OfflineNotice />;
  return <PageLoading />;
}
