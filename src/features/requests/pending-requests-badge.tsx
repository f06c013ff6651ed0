import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { getAdminRequestCounts } from '../../../core/contracts/requests/requests.contract.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useHubEvent } from '../../lib/realtime/use-hub-event.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { CountBadge } from '../../ui/count-badge.tsx';

export { CountBadge };

/**
 * The admin menu's count of pending requests. Asked once the session is restored (the header shows
 * while a reload is still restoring it, and a call without a token would only be refused), then
 * again on every navigation and whenever the MenuCounts hub says the counters changed (a request
 * filed or decided, business.md §6 live notices).
 */
export function PendingRequestsBadge() {
  const t = useT();
  const [location] = useLocation();
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  // A badge is a hint: a failed count shows nothing rather than an error toast on every page.
  const counts = useContractQuery(getAdminRequestCounts, signedIn ? {} : null, {
    onError: () => undefined,
  });
  const { reload } = counts;
  useHubEvent('MenuCounts', 'MenuCountersChanged', reload);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (location) asks again
  useEffect(() => {
    if (first.current) first.current = false;
    else reload();
  }, [location, reload]);
  const total = counts.data ? Object.values(counts.data).reduce((sum, n) => sum + n, 0) : 0;
  if (total === 0) return null;
  return <CountBadge count={total} label={t('RqPendingCount', { count: total })} />;
}
