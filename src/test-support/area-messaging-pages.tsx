import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMessageThreads } from '../../core/contracts/messaging/message-threads.contract.ts';
import { getNotificationSettings } from '../../core/contracts/messaging/notification-settings.contract.ts';
import { listNotifications } from '../../core/contracts/messaging/notifications.contract.ts';
import { notificationKinds } from '../../core/domain/messaging.ts';
import { handleContract } from '../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../mocks/demo-data.ts';
import { server } from '../../mocks/node-server.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { expectNoAxeViolations } from './axe.ts';
import { renderAt } from './render-at.tsx';
import { mockViewportWidth } from './viewport.ts';
/**
 * The message centre, notifications and notification settings of an area whose pages only bind the
 * shared ones under the area's place (the program user's, the medical school user's): the links go
 * under the area, the pages render, no axe violations.
 */
export function describeAreaMessagingPages({
  name,
  base,
  email,
  routes,
}: {
  name: string;
  /** The area's place the pages sit under. */
  base: string;
  /** A demo user of the area. */
  email: string;
  routes: ReactElement[];
}): void {
  const THREAD = '3f0c1a52-7d6e-4b8a-9a51-2f1e0c9d8b01';

  beforeEach(() => {
    act(() => useSessionStore.getState().setSession(demoSession(demoUser(email)!)));
    mockViewportWidth(820);
    server.use(
      handleContract(listMessageThreads, () => ({
        items: [
          {
            id: THREAD,
            subject: 'Interview day',
            participants: [{ userId: 'u2', fullName: 'Jordan Alvarez', userType: 'Applicant' as const }],
            lastMessage: null,
            lastMessageAt: '2026-01-10T17:00:00.000Z',
            unreadCount: 1,
            isArchived: false,
            createdAt: '2026-01-10T17:00:00.000Z',
          },
        ],
        total: 1,
      })),
      handleContract(listNotifications, () => ({ items: [], total: 0 })),
      handleContract(getNotificationSettings, () => ({
        isSmsAllowed: false,
        isWebPushAllowed: true,
        isWebPushAvailable: true,
        hasVerifiedCellPhone: true,
        channels: Object.fromEntries(
          notificationKinds.map((k) => [k, { email: true, sms: false, webPush: true }]),
        ) as never,
      })),
    );
  });

  afterEach(() => {
    act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  });

  describe(`${name} messaging pages`, () => {
    it('the message centre links its threads and a new message under the area; no axe violations', async () => {
      const { container } = renderAt(`${base}/messages`, routes, { main: true });
      const list = await screen.findByRole('list', { name: 'Conversations, page 1' });
      expect(within(list).getByRole('link').getAttribute('href')).toBe(`${base}/messages/${THREAD}`);
      expect(screen.getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(
        `${base}/messages/new`,
      );
      await expectNoAxeViolations(container);
    });

    it('notifications and notification settings open under the area; no axe violations', async () => {
      const notifications = renderAt(`${base}/notifications`, routes, { main: true });
      expect(await screen.findByText('No notifications.')).toBeTruthy();
      await expectNoAxeViolations(notifications.container);
      notifications.unmount();
      const settings = renderAt(`${base}/notification-settings`, routes, { main: true });
      expect(await screen.findByRole('switch', { name: 'Allow web push' })).toBeTruthy();
      await expectNoAxeViolations(settings.container);
    });
  });
}
