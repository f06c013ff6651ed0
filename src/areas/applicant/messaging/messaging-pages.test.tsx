import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getMessageThread,
  listMessageThreads,
  type MessageThreadListItem,
  markMessageThreadRead,
  replyToMessageThread,
  searchMessageRecipients,
  startMessageThread,
  type ThreadMessage,
} from '../../../../core/contracts/messaging/message-threads.contract.ts';
import {
  getNotificationSettings,
  type NotificationSettings,
  updateNotificationSettings,
} from '../../../../core/contracts/messaging/notification-settings.contract.ts';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
} from '../../../../core/contracts/messaging/notifications.contract.ts';
import { getPresignedPutLink, getUploadState } from '../../../../core/contracts/uploads/uploads.contract.ts';
import { notificationKinds } from '../../../../core/domain/messaging.ts';
import {
  handleContract,
  serverErrorResponse,
  validationErrorResponse,
} from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { askToLeave } from '../../../app/global-dialogs.tsx';
import { useMessageCentreStore } from '../../../features/messaging/message-centre-store.ts';
import { MESSAGE_CENTRE_CHANGED } from '../../../features/messaging/unread-counts.ts';
import { FakeXhr } from '../../../features/uploads/fake-xhr.test-support.ts';
import { setLeaveQuestion } from '../../../lib/navigation/leave-guard.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { hubConnection, resetHubsForTests } from '../../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { connectionOf } from '../../../test-support/fake-signalr.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { ToastRegion } from '../../../ui/toast-region.tsx';
import { messagingRoutes } from './messaging-routes.tsx';

const THREAD = '3f0c1a52-7d6e-4b8a-9a51-2f1e0c9d8b01';
const OTHER = '8a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const base = '/applicant/OPH-2026';

const coordinator = { userId: 'u-coord', fullName: 'Dana Whitfield', userType: 'ProgramUser' as const };

const thread = (over: Partial<MessageThreadListItem> = {}): MessageThreadListItem => ({
  id: THREAD,
  subject: 'Interview day',
  participants: [coordinator],
  lastMessage: {
    excerpt: 'Please bring your documents.',
    senderName: 'Dana Whitfield',
    createdAt: '2026-01-10T17:00:00.000Z',
    isMine: false,
  },
  lastMessageAt: '2026-01-10T17:00:00.000Z',
  unreadCount: 2,
  isArchived: false,
  createdAt: '2026-01-09T17:00:00.000Z',
  ...over,
});

const message = (id: string, body: string, over: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  threadId: THREAD,
  sender: coordinator,
  body,
  clientId: null,
  createdAt: '2026-01-10T17:00:00.000Z',
  isMine: false,
  attachments: [],
  ...over,
});

let threads: MessageThreadListItem[];
let listQueries: URLSearchParams[];
let readCalls: string[];

function open(path: string) {
  return renderAt(path, messagingRoutes, {
    main: true,
    hosts: (
      <>
        <ConfirmHost />
        <ToastRegion />
      </>
    ),
  });
}

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
  threads = [thread(), thread({ id: OTHER, subject: 'Welcome', unreadCount: 0, lastMessage: null })];
  listQueries = [];
  readCalls = [];
  server.use(
    handleContract(listMessageThreads, ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return { items: threads, total: 41 };
    }),
    handleContract(getMessageThread, ({ params }) => ({
      thread: threads.find((x) => x.id === params.id) ?? thread(),
      messages: {
        // Newest first, as the server pages them.
        items: [
          message('m2', 'Please bring your documents.'),
          message('m1', 'Thank you for applying.', {
            createdAt: '2026-01-09T17:00:00.000Z',
            attachments: [
              {
                uploadId: 'up1',
                fileName: 'schedule.pdf',
                contentType: 'application/pdf',
                fileSize: 2048,
                url: '/api/Uploads/file/up1',
              },
            ],
          }),
        ],
        total: 2,
      },
    })),
    handleContract(markMessageThreadRead, ({ params }) => {
      readCalls.push(String(params.id));
      return { ok: true as const };
    }),
  );
});

afterEach(() => {
  clearToasts();
  setLeaveQuestion(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
});

describe('applicant message centre', () => {
  it('lists the threads with their unread counts, paged and searched on the server; no axe violations', async () => {
    mockViewportWidth(1440);
    const { container, location } = open(`${base}/messages`);
    const list = await screen.findByRole('list', { name: 'Conversations, page 1' });
    const links = within(list).getAllByRole('link');
    expect(links[0]!.textContent).toContain('Interview day');
    expect(links[0]!.textContent).toContain('2 unread');
    expect(links[1]!.textContent).not.toContain('unread');
    expect(screen.getByText('Choose a conversation, or start a new one.')).toBeTruthy();
    expect(screen.getByText('1–20 of 41')).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('page')).toBe('2'));
    expect(location.history.at(-1)).toBe(`${base}/messages?page=2`);
    // Opening a thread keeps the list's page in the address.
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Conversations, page 2' })).getAllByRole('link')[1]!,
    );
    await waitFor(() => expect(location.history.at(-1)).toBe(`${base}/messages/${OTHER}?page=2`));
  });

  it('says how many broadcasts are unread beside their link, from the message centre state', async () => {
    mockViewportWidth(1440);
    act(() =>
      useMessageCentreStore.setState({
        state: {
          unreadMessageCount: 5,
          unreadThreadCount: 1,
          unreadBroadcastCount: 3,
          hasUnreadNotifications: false,
          entityId: null,
          messagesUrl: `${base}/messages`,
          notificationsUrl: `${base}/notifications`,
        },
      }),
    );
    open(`${base}/messages`);
    const link = await screen.findByRole('link', { name: /^Broadcasts/ });
    expect(link.textContent).toContain('3');
    expect(link.textContent).toContain('3 unread');
    act(() => useMessageCentreStore.getState().clear());
  });

  it('opens a thread oldest first, with its attachments, and marks it read; no axe violations', async () => {
    mockViewportWidth(1440);
    const changed = vi.fn();
    window.addEventListener(MESSAGE_CENTRE_CHANGED, changed);
    const { container } = open(`${base}/messages/${THREAD}`);
    const messages = await screen.findByRole('list', { name: 'Messages in this conversation' });
    const items = within(messages)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === messages);
    expect(items.map((li) => li.querySelector('.message-body')?.textContent)).toEqual([
      'Thank you for applying.',
      'Please bring your documents.',
    ]);
    const file = within(items[0]!).getByRole('link', { name: 'schedule.pdf' });
    expect(file.getAttribute('href')).toBe('/api/Uploads/file/up1');
    expect(file.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { level: 2, name: 'Interview day' })).toBeTruthy();
    await waitFor(() => expect(readCalls).toEqual([THREAD]));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    // The list beside it is there on a desktop, the open thread marked.
    const current = screen.getAllByRole('link').find((a) => a.getAttribute('aria-current') === 'page');
    expect(current?.textContent).toContain('Interview day');
    window.removeEventListener(MESSAGE_CENTRE_CHANGED, changed);
    await expectNoAxeViolations(container);
  });

  it('follows a live message: the open thread and the list are fetched again, and read again', async () => {
    mockViewportWidth(1440);
    let threadFetches = 0;
    server.use(
      handleContract(getMessageThread, () => {
        threadFetches += 1;
        return {
          thread: thread(),
          messages: { items: [message('m2', 'Please bring your documents.')], total: 1 },
        };
      }),
    );
    void hubConnection('MessageCenter').start();
    open(`${base}/messages/${THREAD}`);
    await screen.findByRole('list', { name: 'Messages in this conversation' });
    await waitFor(() => expect(readCalls).toHaveLength(1));
    const listsBefore = listQueries.length;
    act(() => connectionOf('/hubs/MessageCenterHub').emit('UpdateMessageHistory'));
    await waitFor(() => expect(threadFetches).toBe(2));
    await waitFor(() => expect(readCalls).toHaveLength(2));
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(listsBefore));
    await act(() => resetHubsForTests());
  });

  it('says so when a thread is gone, and offers to try again when it could not be loaded', async () => {
    mockViewportWidth(390);
    let answer: 'gone' | 'down' | 'ok' = 'gone';
    server.use(
      handleContract(getMessageThread, () => {
        if (answer === 'gone') return serverErrorResponse(404, 'NotFound', 'Not found');
        if (answer === 'down') return serverErrorResponse(503, 'InternalServerError', 'Unavailable');
        return {
          thread: thread(),
          messages: { items: [message('m2', 'Please bring your documents.')], total: 1 },
        };
      }),
    );
    const gone = open(`${base}/messages/${THREAD}`);
    expect(await screen.findByText('This conversation was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to conversations' })).toBeTruthy();
    gone.unmount();

    answer = 'down';
    open(`${base}/messages/${THREAD}`);
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    answer = 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Interview day' })).toBeTruthy();
  });

  it('on a phone shows the thread alone, and Back returns to the list', async () => {
    mockViewportWidth(390);
    const { location } = open(`${base}/messages/${THREAD}?search=interview`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Interview day' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /^Conversations/ })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to conversations' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${base}/messages?search=interview`));
    expect(await screen.findByRole('list', { name: 'Conversations, page 1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Interview day' })).toBeNull();
  });

  it('keeps a typed reply after a failed send (on the device too) and sends it again with the same id', async () => {
    mockViewportWidth(1440);
    const sent: { clientId: string; body: string }[] = [];
    let fail = true;
    server.use(
      handleContract(replyToMessageThread, ({ body }) => {
        const reply = body as { clientId: string; body: string };
        sent.push(reply);
        if (fail) return serverErrorResponse(503, 'InternalServerError', 'Service unavailable');
        return message('m3', reply.body, { isMine: true, clientId: reply.clientId });
      }),
    );
    open(`${base}/messages/${THREAD}`);
    const box = await screen.findByRole('textbox', { name: /Your reply/ });

    // Empty: the spec's message, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Text is required.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'I will be there at nine.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText('Changes not saved yet')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('I will be there at nine.');
    await waitFor(() =>
      expect(sessionStorage.getItem(`draft:message-reply:${THREAD}`)).toContain('I will be there at nine.'),
    );

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.clientId).toBe(sent[0]!.clientId);
    expect(sent[1]).toEqual({
      clientId: sent[0]!.clientId,
      body: 'I will be there at nine.',
      attachmentUploadIds: [],
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByText('Changes not saved yet')).toBeNull();
  });

  it('attaches a file through the upload service and sends its upload id with the reply', async () => {
    mockViewportWidth(1440);
    FakeXhr.instances = [];
    FakeXhr.answer = { status: 200 };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent: unknown[] = [];
    server.use(
      handleContract(getPresignedPutLink, () => ({ url: '/api/Uploads/put/n1?sig=1', stateKey: 'k1' })),
      handleContract(getUploadState, () => ({
        status: 'Completed' as const,
        upload: {
          id: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
          userId: 'u1',
          createdDate: '2026-01-15T18:00:00.000Z',
          contentType: 'application/pdf',
          fileName: 'cv.pdf',
          fileSize: 1500,
          path: 'documents/u1/n1',
          url: '/api/uploads/n1/content',
        },
        failureReason: null,
      })),
      handleContract(replyToMessageThread, ({ body }) => {
        sent.push(body);
        return message('m3', 'See attached.', { isMine: true });
      }),
    );
    const { container } = open(`${base}/messages/${THREAD}`);
    const box = await screen.findByRole('textbox', { name: /Your reply/ });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    const attached = await screen.findByRole('list', { name: 'Attached files' });
    expect(attached.textContent).toContain('cv.pdf');
    expect(FakeXhr.instances[0]!.url).toBe('/api/Uploads/put/n1?sig=1');
    // The attachment is part of the draft kept on the device.
    await waitFor(() =>
      expect(sessionStorage.getItem(`draft:message-reply:${THREAD}`)).toContain(
        '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
      ),
    );
    fireEvent.change(box, { target: { value: 'See attached.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      body: 'See attached.',
      attachmentUploadIds: ['5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716'],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull());
  });

  it('asks before leaving a thread with an unsent reply', async () => {
    mockViewportWidth(390);
    setLeaveQuestion(askToLeave);
    const { location } = open(`${base}/messages/${THREAD}`);
    const box = await screen.findByRole('textbox', { name: /Your reply/ });
    fireEvent.change(box, { target: { value: 'Half a thought' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to conversations' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location.history.at(-1)).toBe(`${base}/messages/${THREAD}`);
    expect((box as HTMLTextAreaElement).value).toBe('Half a thought');
  });

  it('shows the server field message under the reply box', async () => {
    mockViewportWidth(1440);
    server.use(
      handleContract(replyToMessageThread, () => validationErrorResponse({ body: ['Text is required.'] })),
    );
    open(`${base}/messages/${THREAD}`);
    const box = await screen.findByRole('textbox', { name: /Your reply/ });
    fireEvent.change(box, { target: { value: '   x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Text is required.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('   x');
  });

  it('starts a new thread with a recipient the server offers, then opens it', async () => {
    mockViewportWidth(1440);
    let started: unknown = null;
    const searches: string[] = [];
    server.use(
      handleContract(searchMessageRecipients, ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return {
          items: [
            {
              userId: 'c1f4a8e2-0b7d-4c3e-9a6f-1d2e3f4a5b6c',
              fullName: 'Dana Whitfield',
              userType: 'ProgramUser' as const,
              detail: 'Beta Eye',
            },
          ],
          total: 1,
        };
      }),
      handleContract(startMessageThread, ({ body }) => {
        started = body;
        return { threadId: THREAD, message: message('m9', 'Hello', { isMine: true }) };
      }),
      handleContract(listMessageThreads, () => ({ items: threads, total: 2 })),
    );
    const { location, container } = open(`${base}/messages/new`);
    expect(await screen.findByRole('heading', { level: 2, name: 'New message' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose at least one recipient.')).toBeTruthy();
    expect(screen.getByText('Subject is required.')).toBeTruthy();
    expect(started).toBeNull();

    const to = screen.getByRole('combobox', { name: 'To' });
    fireEvent.focus(to);
    fireEvent.change(to, { target: { value: 'dana' } });
    await waitFor(() => expect(searches).toContain('dana'));
    // The combo box's own button opens the suggestions (jsdom has no typing that opens it).
    fireEvent.click(container.querySelector('.combo-button') as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: /Dana Whitfield/ }));
    expect(await screen.findByRole('list', { name: 'Chosen recipients' })).toBeTruthy();
    // The suggestions close by themselves after a pick (an open list hides the form).
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: 'A question' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), { target: { value: 'Hello' } });
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${base}/messages/${THREAD}`));
    expect(started).toMatchObject({
      subject: 'A question',
      body: 'Hello',
      recipientUserIds: ['c1f4a8e2-0b7d-4c3e-9a6f-1d2e3f4a5b6c'],
      attachmentUploadIds: [],
    });
  });

  it('shows the refusal of a recipient the sender may not write to, and keeps the message', async () => {
    mockViewportWidth(1440);
    sessionStorage.setItem(
      'draft:message-new',
      JSON.stringify({
        clientId: '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a',
        recipients: [
          {
            userId: 'c1f4a8e2-0b7d-4c3e-9a6f-1d2e3f4a5b6c',
            fullName: 'Dana Whitfield',
            userType: 'ProgramUser',
            detail: null,
          },
        ],
        subject: 'Restored subject',
        body: 'Restored body',
        attachments: [],
      }),
    );
    server.use(
      handleContract(searchMessageRecipients, () => ({ items: [], total: 0 })),
      handleContract(startMessageThread, () =>
        serverErrorResponse(403, 'Forbidden', 'You cannot send messages to this recipient.'),
      ),
    );
    open(`${base}/messages/new`);
    expect(((await screen.findByRole('textbox', { name: /Subject/ })) as HTMLInputElement).value).toBe(
      'Restored subject',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You cannot send messages to this recipient.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement).value).toBe(
      'Restored body',
    );
  });
});

const notification = (over: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  type: 'Info',
  kind: 'NewMessage',
  title: 'New message from Dana Whitfield',
  body: 'Interview day',
  data: { threadId: THREAD },
  isRead: false,
  createdAt: '2026-01-10T17:00:00.000Z',
  ...over,
});

describe('applicant notifications', () => {
  it('lists them with the unread marked, marks one and all read; no axe violations', async () => {
    const read: string[] = [];
    let all = 0;
    const queries: URLSearchParams[] = [];
    server.use(
      handleContract(listNotifications, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return {
          items: [
            notification(),
            notification({
              id: 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
              title: 'Rank list saved',
              isRead: true,
            }),
          ],
          total: 2,
        };
      }),
      handleContract(markNotificationRead, ({ params }) => {
        read.push(String(params.id));
        return { ok: true as const };
      }),
      handleContract(markAllNotificationsRead, () => {
        all += 1;
        return { count: 1 };
      }),
    );
    const { container } = open(`${base}/notifications`);
    const list = await screen.findByRole('list', { name: 'Notifications, page 1' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Unread');
    expect(second!.textContent).not.toContain('Unread');
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Mark “New message from Dana Whitfield” as read' }));
    await waitFor(() => expect(read).toEqual([notification().id]));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Notifications marked as read: 1.')).toBeTruthy();
    expect(all).toBe(1);

    fireEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(queries.at(-1)?.get('unreadOnly')).toBe('true'));
  });

  it('opens one, marks it read and links to where it leads', async () => {
    const read: string[] = [];
    server.use(
      handleContract(listNotifications, () => ({ items: [], total: 0 })),
      handleContract(getNotification, () => notification()),
      handleContract(markNotificationRead, ({ params }) => {
        read.push(String(params.id));
        return { ok: true as const };
      }),
    );
    const { container } = open(`${base}/notifications/${notification().id}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'New message from Dana Whitfield' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      `${base}/messages/${THREAD}`,
    );
    await waitFor(() => expect(read).toEqual([notification().id]));
    await expectNoAxeViolations(container);
  });
});

const settings = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({
  isSmsAllowed: false,
  isWebPushAllowed: true,
  isWebPushAvailable: true,
  hasVerifiedCellPhone: false,
  channels: Object.fromEntries(
    notificationKinds.map((kind) => [kind, { email: true, sms: false, webPush: true }]),
  ) as NotificationSettings['channels'],
  ...over,
});

describe('applicant notification settings', () => {
  it('saves the master switches and a kind’s channels; no axe violations', async () => {
    let saved: unknown = null;
    server.use(
      handleContract(getNotificationSettings, () => settings()),
      handleContract(updateNotificationSettings, ({ body }) => {
        saved = body;
        return settings({ isSmsAllowed: true });
      }),
    );
    const { container } = open(`${base}/notification-settings`);
    const sms = await screen.findByRole('switch', { name: 'Allow SMS' });
    expect(screen.getByText('SMS needs a verified cell phone in your contact info.')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(sms);
    const broadcasts = screen.getByRole('group', { name: 'Broadcasts' });
    fireEvent.click(within(broadcasts).getByRole('switch', { name: 'Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    expect(saved).toMatchObject({
      isSmsAllowed: true,
      isWebPushAllowed: true,
      channels: { Broadcast: { email: false, sms: false, webPush: true }, NewMessage: { email: true } },
    });
  });

  it('offers no web push where the server says it is unavailable', async () => {
    server.use(handleContract(getNotificationSettings, () => settings({ isWebPushAvailable: false })));
    open(`${base}/notification-settings`);
    expect(await screen.findByRole('switch', { name: 'Allow SMS' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Allow web push' })).toBeNull();
    expect(screen.queryAllByRole('switch', { name: 'Web push' })).toHaveLength(0);
  });
});
