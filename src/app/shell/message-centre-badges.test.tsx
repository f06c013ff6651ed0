import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  getMessageCenterState,
  type MessageCenterState,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { useMessageCentreStore } from '../../features/messaging/message-centre-store.ts';
import { resetHubsForTests } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { connectionOf } from '../../test-support/fake-signalr.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../test-support/viewport.ts';
import { AreaLayout } from '../area-layout.tsx';
import { useMainMenuStore } from './main-menu-store.ts';
import { loadSignedInNavigation } from './use-area-navigation.ts';

let centre: MessageCenterState;

beforeEach(async () => {
  await loadSignedInNavigation();
  useMainMenuStore.setState({ userChoice: null });
  centre = {
    unreadMessageCount: 4,
    unreadThreadCount: 2,
    unreadBroadcastCount: 1,
    hasUnreadNotifications: true,
    entityId: null,
    messagesUrl: '/admin/messages',
    notificationsUrl: '/admin/notifications',
  };
  server.use(handleContract(getMessageCenterState, () => centre));
  const admin = demoUser('admin@matchline.test');
  act(() => useSessionStore.setState({ session: admin ? demoSession(admin) : null, status: 'signedIn' }));
});

afterEach(async () => {
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring' }));
  useMessageCentreStore.getState().clear();
});

function renderAdminShell() {
  return renderAt(
    '/admin/match-cycles',
    <Route path="*">
      <AreaLayout area="admin">
        <h1>Page</h1>
      </AreaLayout>
    </Route>,
  );
}

describe('the menus’ unread badges', () => {
  it('show the message centre’s counts beside Messages and Notifications, and follow the hub', async () => {
    mockViewportWidth(1440);
    renderAdminShell();
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    const messages = await within(menu).findByRole('link', { name: /^Messages\s*\(4 unread\)$/ });
    expect(messages.getAttribute('href')).toBe('/admin/messages');
    const notifications = within(menu).getByRole('link', { name: /^Notifications\s*\(unread\)$/ });
    expect(notifications.getAttribute('href')).toBe('/admin/notifications');
    await expectNoAxeViolations(document.body);

    centre = { ...centre, unreadMessageCount: 0, hasUnreadNotifications: false };
    await waitFor(() => expect(connectionOf('/hubs/MenuCountsHub').state).toBe('Connected'));
    act(() => connectionOf('/hubs/MenuCountsHub').emit('MenuCountersChanged'));
    expect(await within(menu).findByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('on a phone, the drawer’s entries carry them too', async () => {
    mockViewportWidth(390);
    renderAdminShell();
    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: /^Messages\s*\(4 unread\)$/ })).toBeTruthy();
  });
});
