import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page.ts';
import type { NavEntry } from './navigation.ts';

// Only the admin's menu has a count: its queries (the request contracts) stay out of everyone's first load.
const PendingRequestsBadge = lazyPage(
  () => import('../../features/requests/pending-requests-badge.tsx'),
  'PendingRequestsBadge',
);

/** The count shown beside a menu entry, if the entry has one. */
export function NavBadge({ entry }: { entry: NavEntry }) {
  if (entry.badge !== 'pendingRequests') return null;
  return (
    <Suspense fallback={null}>
      <PendingRequestsBadge />
    </Suspense>
  );
}
