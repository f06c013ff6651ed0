import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const load = () => import('./messaging-pages.tsx');
const MessagesPage = lazyPage(load, 'ApplicantMessagesPage');
const NotificationsPage = lazyPage(load, 'ApplicantNotificationsPage');
const NotificationSettingsPage = lazyPage(load, 'ApplicantNotificationSettingsPage');

/** The applicant's message centre, notifications and their settings, within a cycle (issue 14). */
export const messagingRoutes: ReactElement[] = [
  <Route key="messages" path="/applicant/:matchCycleCode/messages/:id?" component={MessagesPage} />,
  <Route
    key="notifications"
    path="/applicant/:matchCycleCode/notifications/:id?"
    component={NotificationsPage}
  />,
  <Route
    key="notification-settings"
    path="/applicant/:matchCycleCode/notification-settings"
    component={NotificationSettingsPage}
  />,
];
