import { useParams } from 'wouter';
import { MessageCentre } from '../../../features/messaging/message-centre.tsx';
import { NotificationSettingsView } from '../../../features/messaging/notification-settings-form.tsx';
import { NotificationsView } from '../../../features/messaging/notifications-view.tsx';

const cycleBase = (code: string | undefined) => `/applicant/${encodeURIComponent(code ?? '')}`;

/** The applicant's message centre of a cycle (business.md §2.2 messages/:id?). */
export function ApplicantMessagesPage() {
  const params = useParams<{ matchCycleCode: string; id?: string }>();
  return <MessageCentre base={`${cycleBase(params.matchCycleCode)}/messages`} selected={params.id} />;
}

/** The applicant's notifications (business.md §2.2 notifications/:id?). */
export function ApplicantNotificationsPage() {
  const params = useParams<{ matchCycleCode: string; id?: string }>();
  const base = cycleBase(params.matchCycleCode);
  return (
    <NotificationsView
      base={`${base}/notifications`}
      selected={params.id}
      userRole="Applicant"
      context={{ matchCycleCode: params.matchCycleCode }}
    />
  );
}

/** The applicant's notification settings (business.md §2.2 notification-settings). */
export function ApplicantNotificationSettingsPage() {
  return <NotificationSettingsView />;
}
