import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getMessageCenterState,
  type MessageCenterState,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import {
  getNotification,
  listNotifications,
  type NotificationItem,
} from '../../../core/contracts/messaging/notifications.contract.ts';
import { handleContract, serverErrorResponse } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { toastQueue } from '../../lib/notify/toast-service.ts';
import { resetHubsForTests } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { builtConnections, connectionOf } from '../../test-support/fake-signalr.ts';
import { ToastRegion } from '../../ui/toast-region.tsx';
import { LiveUpdates } from './live-updates.tsx';
import { UnreadMessagesBadge, UnreadNotificationsBadge } from './message-centre-badges.tsx';
import { useMessageCentreStore } from './message-centre-store.ts';
import { NewItemNotices } from './new-item-notices.tsx';
import { announceMessageCentreChange } from './unread-counts.ts';

vi.mock('@microsoft/signalr', async () => (await import('../../test-support/fake-signalr.ts')).fakeSignalR);

let stateAsked = 0;
let centre: MessageCenterState;
let latest: NotificationItem | null;

function signIn(email: string) {
  const user = demoUser(email);
  if (!user) throw new Error(`no demo user ${email}`);
  act(() => useSessionStore.getState().setSession(demoSession(user)));
}

beforeEach(() => {
  builtConnections.length = 0;
  stateAsked = 0;
  latest = null;
  centre = {
    unreadMessageCount: 0,
    unreadThreadCount: 0,
    unreadBroadcastCount: 0,
    hasUnreadNotifications: false,
    entityId: null,
    messagesUrl: '/applicant/2027/messages',
    notificationsUrl: '/applicant/2027/notifications',
  };
  window.history.replaceState(null, '', '/applicant/2027/home');
  server.use(
    handleContract(getMessageCenterState, () => {
      stateAsked += 1;
      return centre;
    }),
    handleContract(listNotifications, () => ({ items: latest ? [latest] : [], total: latest ? 1 : 0 })),
    handleContract(getNotification, ({ params }) =>
      latest && params.id === latest.id ? latest : serverErrorResponse(404, 'NotFound', 'Item not found.'),
    ),
  );
});

afterEach(async () => {
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  useMessageCentreStore.getState().clear();
  toastQueue.clear();
});

async function live(email = 'applicant@matchline.test') {
  signIn(email);
  render(<LiveUpdates />);
  await waitFor(() => expect(connectionOf('/hubs/MenuCountsHub').state).toBe('Connected'));
  await waitFor(() => expect(stateAsked).toBe(1));
}

describe('the live updates of the signed-in shell', () => {
  it('start the message centre’s hubs once signed in, and none for a society user', async () => {
    signIn('society@matchline.test');
    const view = render(<LiveUpdates />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(builtConnections).toHaveLength(0);
    view.unmount();
    await live();
    expect(builtConnections.map((c) => c.url).sort()).toEqual([
      '/hubs/MenuCountsHub',
      '/hubs/MessageCenterHub',
      '/hubs/NotificationHub',
    ]);
  });

  it('the message centre state is asked for again on every event that says it changed', async () => {
    await live();
    const events: [string, string][] = [
      ['/hubs/MenuCountsHub', 'MenuCountersChanged'],
      ['/hubs/NotificationHub', 'NewInternalMessage'],
      ['/hubs/MessageCenterHub', 'UpdateMessageHistory'],
      ['/hubs/NotificationHub', 'NewNotification'],
      ['/hubs/NotificationHub', 'NewBroadcastMessage'],
    ];
    for (const [index, [hub, event]] of events.entries()) {
      act(() => connectionOf(hub).emit(event));
      await waitFor(() => expect(stateAsked).toBe(index + 2));
    }
    // A page that read something says so too.
    act(() => announceMessageCentreChange());
    await waitFor(() => expect(stateAsked).toBe(events.length + 2));
  });

  it('the menus’ badges show the unread counts and follow a change', async () => {
    centre = { ...centre, unreadMessageCount: 3, hasUnreadNotifications: true };
    await live();
    render(
      <>
        <UnreadMessagesBadge />
        <UnreadNotificationsBadge />
      </>,
    );
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.getByText('(3 unread)', { exact: false })).toBeTruthy();
    expect(screen.getByText('(unread)', { exact: false })).toBeTruthy();
    centre = { ...centre, unreadMessageCount: 0, hasUnreadNotifications: false };
    act(() => connectionOf('/hubs/MenuCountsHub').emit('MenuCountersChanged'));
    await waitFor(() => expect(screen.queryByText('3')).toBeNull());
    expect(screen.queryByText('(unread)', { exact: false })).toBeNull();
  });

  it('a broadcast says “You have new message.”', async () => {
    await live();
    act(() => connectionOf('/hubs/NotificationHub').emit('NewBroadcastMessage', { id: 'b1' }));
    expect(toastQueue.visibleToasts.map((t) => [t.content.type, t.content.text])).toEqual([
      ['info', 'You have new message.'],
    ]);
  });

  it('a new notification opens the popup with the latest one and a link to it', async () => {
    latest = {
      id: '3f1c1d2e-0000-4000-8000-000000000001',
      type: 'Info',
      kind: 'MatchResult',
      title: 'Results are out',
      body: 'The results of 2027 are out.',
      data: {},
      isRead: false,
      createdAt: '2027-03-20T16:00:00.000Z',
    };
    await live();
    render(<ToastRegion />);
    act(() => connectionOf('/hubs/NotificationHub').emit('NewNotification'));
    expect(await screen.findByText('Results are out')).toBeTruthy();
    expect(screen.getByText('The results of 2027 are out.')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Open the notification' }).click());
    await waitFor(() =>
      expect(window.location.pathname).toBe(
        '/applicant/2027/notifications/3f1c1d2e-0000-4000-8000-000000000001',
      ),
    );
    // The one the event names (its id), and a second one replaces the first rather than stacking up.
    latest = { ...latest, id: '3f1c1d2e-0000-4000-8000-000000000002', title: 'Another one' };
    const notice = {
      id: latest.id,
      kind: latest.kind,
      type: latest.type,
      title: latest.title,
      body: latest.body,
    };
    act(() => connectionOf('/hubs/NotificationHub').emit('NewNotification', notice));
    act(() => connectionOf('/hubs/NotificationHub').emit('NewNotification', notice));
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => t.content.title)).toEqual(['Another one']),
    );
  });

  it('asks for the state of the place the address names', async () => {
    let query = '';
    server.use(
      handleContract(getMessageCenterState, ({ request }) => {
        query = new URL(request.url).search;
        return centre;
      }),
    );
    window.history.replaceState(null, '', '/program-user/2027/FM-01/rank-list');
    signIn('program@matchline.test');
    render(<LiveUpdates />);
    await waitFor(() => expect(query).toBe('?matchCycleCode=2027&programCode=FM-01'));
  });
});

describe('the admin’s live notices of new list items (business.md §6)', () => {
  it('say “You have a new {kind}.” as info or success', async () => {
    signIn('admin@matchline.test');
    render(<NewItemNotices />);
    await waitFor(() => expect(connectionOf('/hubs/ListItemsNotificationHub').state).toBe('Connected'));
    const hub = connectionOf('/hubs/ListItemsNotificationHub');
    act(() => hub.emit('NewItemNotify', { listKind: 'LorUploadRequest', type: 'info' }));
    act(() => hub.emit('NewItemNotify', { listKind: 'ProgramRenameRequests', type: 'success' }));
    act(() => hub.emit('NewItemNotify', { listKind: 'NotAList', type: 'info' }));
    expect(toastQueue.visibleToasts.map((t) => [t.content.type, t.content.text]).reverse()).toEqual([
      ['info', 'You have a new LOR upload request.'],
      ['success', 'You have a new program rename request.'],
    ]);
  });
});
