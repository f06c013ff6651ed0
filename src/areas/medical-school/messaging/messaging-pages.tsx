import { useParams } from 'wouter';
import { MessageCentre } from '../../../features/messaging/message-centre.tsx';
import { NotificationSettingsView } from '../../../features/messaging/notification-settings-form.tsx';
import { NotificationsView } from '../../../features/messaging/notifications-view.tsx';

type SchoolParams = { medicalSchoolCode: string; id?: string };

const schoolBase = (params: SchoolParams) =>
  `/medical-school/${encodeURIComponent(params.medicalSchoolCode)}`;

/** The medical school user's message centre (business.md §2.4 messages). */
export function MedicalSchoolMessagesPage() {
  const params = useParams<SchoolParams>();
  return <MessageCentre base={`${schoolBase(params)}/messages`} selected={params.id} />;
}

/** The medical school user's notifications (business.md §2.4 notifications). */
export function MedicalSchoolNotificationsPage() {
  const params = useParams<SchoolParams>();
  const base = schoolBase(params);
  return (
    <NotificationsView
      base={`${base}/notifications`}
      selected={params.id}
      userRole="MedSchoolUser"
      context={{ medicalSchoolCode: params.medicalSchoolCode }}
    />
  );
}

/** The medical school user's notification settings. */
export function MedicalSchoolNotificationSettingsPage() {
  return <NotificationSettingsView />;
}
