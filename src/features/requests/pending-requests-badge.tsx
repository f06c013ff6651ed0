import { useEffect, useRef } from 'react';
import './requests.css';
import { useLocation } from 'wouter';
import { getAdminRequestCounts } from '../../../core/contracts/requests/requests.contract.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

/**
 * The admin menu's count of pending requests. Asked once the session is restored (the header shows
 * while a reload is still restoring it, and a call without a token would only be refused), then
 * again on every navigation; the MenuCounts hub (business.md §6 live notices) will push changes
 * once the real-time hubs exist.
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

/** A number beside a menu entry or tab; screen readers hear the label instead. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span className="count-badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden"> ({label})</span>
    </>
  );
}
