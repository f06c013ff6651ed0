import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { AdminMessagesPage, AdminNotificationsPage } from './admin-messaging-pages.tsx';
import { NotificationHistoryPage } from './notification-history-page.tsx';

/** The admin's messages (with broadcasts), notifications and notification history (issue 14). */
export const messagingRoutes: ReactElement[] = [
  <Route key="messages" path="/admin/messages/:id?" component={AdminMessagesPage} />,
  <Route key="notifications" path="/admin/notifications/:id?" component={AdminNotificationsPage} />,
  <Route
    key="notification-history"
    path="/admin/notification-history/:tab?"
    component={NotificationHistoryPage}
  />,
];
