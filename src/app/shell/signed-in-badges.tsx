import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page.ts';
import type { NavBadgeKind } from './navigation.ts';

/*
 * The signed-in menus' counts, each with its own queries: the admin's pending requests (the request
 * contracts) load with the admin menu only, the message centre's with the menus that show it.
 */
const PendingRequestsBadge = lazyPage(
  () => import('../../features/requests/pending-requests-badge.tsx'),
  'PendingRequestsBadge',
);
const UnreadMessagesBadge = lazyPage(
  () => import('../../features/messaging/message-centre-badges.tsx'),
  'UnreadMessagesBadge',
);
const UnreadNotificationsBadge = lazyPage(
  () => import('../../features/messaging/message-centre-badges.tsx'),
  'UnreadNotificationsBadge',
);

const badges = {
  pendingRequests: PendingRequestsBadge,
  unreadMessages: UnreadMessagesBadge,
  unreadNotifications: UnreadNotificationsBadge,
} as const;

export function SignedInBadge({ badge }: { badge: NavBadgeKind }) {
  const Badge = badges[badge];
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}
