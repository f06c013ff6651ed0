import { useParams } from 'wouter';
import { MessageCentre } from '../../../features/messaging/message-centre.tsx';
import { NotificationsView } from '../../../features/messaging/notifications-view.tsx';
import { AdminBroadcasts } from './admin-broadcasts.tsx';

/** The admin's message centre (business.md §2.6 messages), with the broadcasts they send. */
export function AdminMessagesPage() {
  const params = useParams<{ id?: string }>();
  return (
    <MessageCentre
      base="/admin/messages"
      selected={params.id}
      broadcasts={(props) => <AdminBroadcasts {...props} />}
    />
  );
}

/** The admin's notifications (business.md §2.6 notifications). */
export function AdminNotificationsPage() {
  const params = useParams<{ id?: string }>();
  return <NotificationsView base="/admin/notifications" selected={params.id} userRole="Admin" />;
}
