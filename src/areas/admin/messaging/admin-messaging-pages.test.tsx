import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listSentBroadcasts,
  sendBroadcast,
} from '../../../../core/contracts/messaging/broadcasts.contract.ts';
import { listMessageThreads } from '../../../../core/contracts/messaging/message-threads.contract.ts';
import {
  addBlockedEmail,
  type BlockedEmail,
  listBlockedEmails,
  listEmailHistory,
  listPushHistory,
  listSmsHistory,
  removeBlockedEmail,
} from '../../../../core/contracts/messaging/notification-history.contract.ts';
import { listNotifications } from '../../../../core/contracts/messaging/notifications.contract.ts';
import { handleContract, validationErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { ToastRegion } from '../../../ui/toast-region.tsx';
import { messagingRoutes } from './messaging-routes.tsx';

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
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('admin@matchline.test')!)));
  mockViewportWidth(1440);
  server.use(handleContract(listMessageThreads, () => ({ items: [], total: 0 })));
});

afterEach(() => {
  clearToasts();
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
});

describe('admin broadcasts', () => {
  it('sends a broadcast to program users only after the confirmation; no axe violations', async () => {
    const sent: unknown[] = [];
    let lists = 0;
    server.use(
      handleContract(listSentBroadcasts, () => {
        lists += 1;
        return {
          items: [
            {
              id: 'b1',
              body: 'The match calendar is out.',
              senderName: 'Ada Admin',
              senderId: 'u1',
              recipientType: 'All' as const,
              visibilityLabel: 'For all',
              createdAt: '2026-01-05T17:00:00.000Z',
              readCount: 12,
            },
          ],
          total: 1,
        };
      }),
      handleContract(sendBroadcast, ({ body }) => {
        sent.push(body);
        return {
          id: 'b2',
          body: 'Rank lists close Friday.',
          senderName: 'Ada Admin',
          senderId: 'u1',
          recipientType: 'ProgramUsers' as const,
          visibilityLabel: 'For program users only',
          createdAt: '2026-01-06T17:00:00.000Z',
        };
      }),
    );
    const { container } = open('/admin/messages/broadcasts');
    const table = await screen.findByRole('grid', { name: 'Broadcasts sent' });
    expect(await within(table).findByText('The match calendar is out.')).toBeTruthy();
    expect(within(table).getByText('For all')).toBeTruthy();
    expect(within(table).getByText('12')).toBeTruthy();
    await expectNoAxeViolations(container);

    // Empty text: the spec's message, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findByText('Text is required.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Recipients/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'For program users only' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Rank lists close Friday.' },
    });

    // Cancelled: nothing sent, the text stays.
    fireEvent.click(screen.getByRole('button', { name: 'Send broadcast' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('For program users only');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send broadcast' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findByText('The broadcast was sent (For program users only).')).toBeTruthy();
    expect(sent).toEqual([{ body: 'Rank lists close Friday.', recipientType: 'ProgramUsers' }]);
    await waitFor(() => expect(lists).toBe(2));
  });
});

describe('admin notifications', () => {
  it('shows the admin’s notifications', async () => {
    server.use(
      handleContract(listNotifications, () => ({
        items: [
          {
            id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
            type: 'Info' as const,
            kind: 'NewListItem' as const,
            title: 'You have a new program request.',
            body: 'Beta Eye',
            data: { url: '/admin/requests/programs' },
            isRead: false,
            createdAt: '2026-01-10T17:00:00.000Z',
          },
        ],
        total: 1,
      })),
    );
    const { container } = open('/admin/notifications');
    expect(await screen.findByRole('link', { name: 'You have a new program request.' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

const at = '2026-01-10T17:00:00.000Z';

describe('admin notification history', () => {
  it('pages the emails, pushes and SMS in their tabs; no axe violations', async () => {
    const queries: Record<string, URLSearchParams> = {};
    server.use(
      handleContract(listEmailHistory, ({ request }) => {
        queries.email = new URL(request.url).searchParams;
        return {
          items: [
            {
              id: 'e1',
              to: 'applicant@matchline.test',
              subject: 'New message: Interview day',
              text: 'Hello',
              status: 'sent' as const,
              error: null,
              createdAt: at,
              sentAt: at,
            },
          ],
          total: 30,
        };
      }),
      handleContract(listPushHistory, () => ({
        items: [
          {
            id: 'p1',
            userId: 'u1',
            userEmail: 'program@matchline.test',
            provider: 'webpush' as const,
            title: 'New message',
            body: 'Interview day',
            status: 'failed' as const,
            error: 'Gone',
            createdAt: at,
          },
        ],
        total: 1,
      })),
      handleContract(listSmsHistory, () => ({
        items: [
          {
            id: 's1',
            userId: 'u1',
            userEmail: 'applicant@matchline.test',
            to: '+15035550100',
            text: 'New message: Interview day',
            status: 'logged' as const,
            error: null,
            createdAt: at,
            sentAt: null,
          },
        ],
        total: 1,
      })),
    );
    const { container, location } = open('/admin/notification-history');
    const emails = await screen.findByRole('grid', { name: 'Emails, page 1' });
    expect(await within(emails).findByText('New message: Interview day')).toBeTruthy();
    expect(within(emails).getByText('Sent')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.email?.get('page')).toBe('2'));
    expect(location.history.at(-1)).toBe('/admin/notification-history?page=2');
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(queries.email?.get('status')).toBe('failed'));
    expect(queries.email?.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('tab', { name: 'Push' }));
    const pushes = await screen.findByRole('grid', { name: 'Pushes, page 1' });
    expect(await within(pushes).findByText('Failed')).toBeTruthy();
    expect(within(pushes).getByText('program@matchline.test')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    const texts = await screen.findByRole('grid', { name: 'SMS, page 1' });
    expect(await within(texts).findByText('+15035550100')).toBeTruthy();
    expect(within(texts).getByText('Logged')).toBeTruthy();
  });

  it('blocks an address and unblocks one after the confirmation, with the server’s field message', async () => {
    let blocked: BlockedEmail[] = [
      { email: 'bounce@example.test', reason: 'Bounced', detail: null, createdAt: at },
    ];
    const removed: string[] = [];
    let reject = true;
    server.use(
      handleContract(listBlockedEmails, () => ({ items: blocked, total: blocked.length })),
      handleContract(addBlockedEmail, ({ body }) => {
        if (reject) return validationErrorResponse({ email: ['Invalid email address.'] });
        const added = {
          ...(body as { email: string }),
          reason: 'Manual' as const,
          detail: null,
          createdAt: at,
        };
        blocked = [...blocked, added];
        return added;
      }),
      handleContract(removeBlockedEmail, ({ params }) => {
        removed.push(String(params.email));
        blocked = blocked.filter((b) => b.email !== params.email);
        return { ok: true as const };
      }),
    );
    const { container } = open('/admin/notification-history/blocked-emails');
    const table = await screen.findByRole('grid', { name: 'Blocked emails, page 1' });
    expect(await within(table).findByText('bounce@example.test')).toBeTruthy();
    expect(within(table).getByText('Bounced')).toBeTruthy();
    await expectNoAxeViolations(container);

    const email = screen.getByRole('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'spam@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Invalid email address.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('spam@example.test');

    reject = false;
    fireEvent.change(email, { target: { value: 'spam@example.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('spam@example.test is blocked.')).toBeTruthy();
    expect(await within(screen.getByRole('grid')).findByText('spam@example.test')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock bounce@example.test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('bounce@example.test is unblocked.')).toBeTruthy();
    expect(removed).toEqual(['bounce@example.test']);
  });
});
