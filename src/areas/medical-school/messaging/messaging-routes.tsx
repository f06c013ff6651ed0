import type { ReactElement } from 'react';
import { Route } from 'wouter';
import {
  MedicalSchoolMessagesPage,
  MedicalSchoolNotificationSettingsPage,
  MedicalSchoolNotificationsPage,
} from './messaging-pages.tsx';

/** The medical school user's message centre, notifications and their settings (issue 14). */
export const messagingRoutes: ReactElement[] = [
  <Route
    key="messages"
    path="/medical-school/:medicalSchoolCode/messages/:id?"
    component={MedicalSchoolMessagesPage}
  />,
  <Route
    key="notifications"
    path="/medical-school/:medicalSchoolCode/notifications/:id?"
    component={MedicalSchoolNotificationsPage}
  />,
  <Route
    key="notification-settings"
    path="/medical-school/:medicalSchoolCode/notification-settings"
    component={MedicalSchoolNotificationSettingsPage}
  />,
];
