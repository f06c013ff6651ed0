import type { ReactElement } from 'react';
import { Route } from 'wouter';
import {
  ProgramUserMessagesPage,
  ProgramUserNotificationSettingsPage,
  ProgramUserNotificationsPage,
} from './messaging-pages.tsx';

/** The program user's message centre, notifications and their settings, within a cycle and program (issue 14). */
export const messagingRoutes: ReactElement[] = [
  <Route
    key="messages"
    path="/program-user/:matchCycleCode/:programCode/messages/:id?"
    component={ProgramUserMessagesPage}
  />,
  <Route
    key="notifications"
    path="/program-user/:matchCycleCode/:programCode/notifications/:id?"
    component={ProgramUserNotificationsPage}
  />,
  <Route
    key="notification-settings"
    path="/program-user/:matchCycleCode/:programCode/notification-settings"
    component={ProgramUserNotificationSettingsPage}
  />,
];
