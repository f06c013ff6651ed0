import { useT } from '../../lib/i18n/i18n.ts';
import { CountBadge } from '../../ui/count-badge.tsx';
import { useMessageCentreStore } from './message-centre-store.ts';

/** The Messages entry's count: unread messages (threads and broadcasts) of the message centre state. */
export function UnreadMessagesBadge() {
  const t = useT();
  const count = useMessageCentreStore((s) => s.state?.unreadMessageCount ?? 0);
  if (count === 0) return null;
  return <CountBadge count={count} label={t('NavUnreadCount', { count })} />;
}

/** The Notifications entry's mark: the state says only whether something is unread. */
export function UnreadNotificationsBadge() {
  const t = useT();
  const hasUnread = useMessageCentreStore((s) => s.state?.hasUnreadNotifications ?? false);
  if (!hasUnread) return null;
  return <CountBadge label={t('NavUnread')} />;
}
