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

export function SignedInBadge({ badge }: { badge: NavBadgeKind }) {
  if (badge === 'pendingRequests') return <PendingRequestsBadge />;
  if (badge === 'unreadMessages') return <UnreadMessagesBadge />;
  return <UnreadNotificationsBadge />;
}
