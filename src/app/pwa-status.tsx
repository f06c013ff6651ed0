import { useLocation } from 'wouter';
import { useStore } from 'zustand';
import { decideAccess } from '../features/auth/route-access.ts';
import { useT } from '../lib/i18n/i18n.ts';
import { pwaStore } from '../lib/pwa/pwa-store.ts';
import { currentUserOf, roleOf, useSessionStore } from '../lib/session/session-store.ts';
import { Button } from '../ui/button.tsx';
import './pwa-status.css';

/**
 * The area guard already fills the page with 'Waiting for the connection' when the session could
 * not be restored; a second notice saying the app "keeps working" would contradict it.
 */
function useAreaShowsOfflineNotice(): boolean {
  const [location] = useLocation();
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => roleOf(currentUserOf(s)));
  return decideAccess(location, status, role).kind === 'offline';
}

/**
 * The offline banner and the new-version prompt. Both live regions stay in the document so
 * screen readers announce text that appears in them; empty, they take no space.
 */
export function PwaStatus() {
  const t = useT();
  const offline = useStore(pwaStore, (s) => s.offline);
  const needRefresh = useStore(pwaStore, (s) => s.needRefresh);
  const update = useStore(pwaStore, (s) => s.update);
  const dismissUpdate = useStore(pwaStore, (s) => s.dismissUpdate);
  const areaShowsOffline = useAreaShowsOfflineNotice();

  return (
    <div className="pwa-status">
      <div role="status" aria-live="polite">
        {offline && !areaShowsOffline ? <p className="pwa-banner pwa-offline">{t('PwaOffline')}</p> : null}
      </div>
      <div role="status" aria-live="polite">
        {needRefresh ? (
          <div className="pwa-banner pwa-update">
            <p>{t('PwaUpdateAvailable')}</p>
            <div className="button-row">
              <Button onPress={update}>{t('Reload')}</Button>
              <Button variant="secondary" onPress={dismissUpdate}>
                {t('Later')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
