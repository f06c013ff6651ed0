import { useParams } from 'wouter';
import { MessageCentre } from '../../../features/messaging/message-centre.tsx';
import { NotificationSettingsView } from '../../../features/messaging/notification-settings-form.tsx';
import { NotificationsView } from '../../../features/messaging/notifications-view.tsx';

type ProgramParams = { matchCycleCode: string; programCode: string; id?: string };

const programBase = (params: ProgramParams) =>
  `/program-user/${encodeURIComponent(params.matchCycleCode)}/${encodeURIComponent(params.programCode)}`;

/** The program user's message centre (business.md §2.3 messages). */
export function ProgramUserMessagesPage() {
  const params = useParams<ProgramParams>();
  return <MessageCentre base={`${programBase(params)}/messages`} selected={params.id} />;
}

/** The program user's notifications (business.md §2.3 notifications). */
export function ProgramUserNotificationsPage() {
  const params = useParams<ProgramParams>();
  const base = programBase(params);
  return (
    <NotificationsView
      base={`${base}/notifications`}
      selected={params.id}
      userRole="ProgramUser"
      context={{ matchCycleCode: params.matchCycleCode, programCode: params.programCode }}
    />
  );
}

/** The program user's notification settings (business.md §2.3 notification-settings). */
export function ProgramUserNotificationSettingsPage() {
  return <NotificationSettingsView />;
}
