import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { enqueueWrite, flushOutbox, loadDraft } from '../../lib/offline/outbox.ts';
import { pwaStore } from '../../lib/pwa/pwa-store.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { SyncStatusIndicator } from './sync-status-indicator.tsx';
import { useOfflineEntity } from './use-offline-entity.ts';

const session = demoSession(demoUser('applicant@matchline.test') ?? demoUser('admin@matchline.test')!);
const userId = session.user.id;

const profileWrite = (body: Record<string, unknown>, baseVersion = 1) => ({
  userId,
  entity: 'profile',
  entityId: 'me',
  method: 'PUT' as const,
  path: '/api/applicant/profile/personal-info',
  body,
  baseVersion,
});

/** Sends the queue through a server that answers 409 with its own copy. */
async function conflictWith(current: Record<string, unknown>) {
  await flushOutbox({
    userId,
    token: 't',
    transport: async () => ({
      status: 409,
      body: { error: { ErrorCode: 'Conflict', Message: 'x' }, current },
    }),
  });
}

beforeEach(async () => {
  act(() => useSessionStore.getState().setSession(session));
  pwaStore.setState({ offline: false });
  await Promise.all([appDb().outbox.clear(), appDb().drafts.clear(), appDb().serverCopies.clear()]);
});

afterEach(() => {
  act(() => useSessionStore.getState().clearSession());
});

/** react-aria presses answer pointer or keyboard events; Enter on the focused control is the keyboard path. */
function press(element: HTMLElement) {
  act(() => {
    element.focus();
    fireEvent.keyDown(element, { key: 'Enter' });
    fireEvent.keyUp(element, { key: 'Enter' });
  });
}

describe('sync status indicator', () => {
  it('says all is saved, then "saved on this device" for an edit made offline, announcing the change', async () => {
    render(<SyncStatusIndicator />);
    expect(await screen.findByRole('button', { name: 'Sync status: All changes saved' })).toBeTruthy();
    act(() => pwaStore.setState({ offline: true }));
    await act(() => enqueueWrite(profileWrite({ firstName: 'Ada' })));
    expect(await screen.findByRole('button', { name: 'Sync status: Saved on this device' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved on this device'));
  });

  it('opens both versions field by field on a conflict; keeping mine re-queues it on the server version', async () => {
    await enqueueWrite(profileWrite({ firstName: 'Ada', lastName: 'Lovelace', version: 1 }));
    await conflictWith({ firstName: 'Augusta', lastName: 'Lovelace', version: 4 });
    render(<SyncStatusIndicator />);
    press(await screen.findByRole('button', { name: /Changed elsewhere: choose a version/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed on another device' });
    const row = within(dialog).getByRole('row', { name: /First name/ });
    expect(within(row).getByText('Ada')).toBeTruthy();
    expect(within(row).getByText('Augusta')).toBeTruthy();
    // The unchanged field is not offered as a difference.
    expect(within(dialog).queryByRole('row', { name: /Last name/ })).toBeNull();
    await expectNoAxeViolations(dialog);

    press(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => {
      const [entry] = await appDb().outbox.toArray();
      expect(entry).toMatchObject({ state: 'pending', baseVersion: 4, body: { firstName: 'Ada' } });
    });
  });

  it('takes the server version when asked, dropping the edit only then', async () => {
    await enqueueWrite(profileWrite({ firstName: 'Ada' }));
    await conflictWith({ firstName: 'Augusta', version: 4 });
    render(<SyncStatusIndicator />);
    press(await screen.findByRole('button', { name: /Changed elsewhere/ }));
    press(await screen.findByRole('button', { name: 'Use the saved version' }));
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(0));
  });

  it('merges field by field', async () => {
    await enqueueWrite(profileWrite({ firstName: 'Ada', middleName: 'B.' }));
    await conflictWith({ firstName: 'Augusta', middleName: 'King', version: 7 });
    render(<SyncStatusIndicator />);
    press(await screen.findByRole('button', { name: /Changed elsewhere/ }));
    const dialog = await screen.findByRole('dialog');
    const middle = within(dialog).getByRole('radiogroup', { name: 'Keep for Middle name' });
    fireEvent.click(within(middle).getByRole('radio', { name: 'Saved version' }));
    press(within(dialog).getByRole('button', { name: 'Save the merge' }));
    await waitFor(async () => {
      const [entry] = await appDb().outbox.toArray();
      expect(entry).toMatchObject({
        state: 'pending',
        baseVersion: 7,
        body: { firstName: 'Ada', middleName: 'King' },
      });
    });
  });

  it("shows a refused edit's messages until the user discards it", async () => {
    await enqueueWrite(profileWrite({ firstName: '' }));
    await flushOutbox({
      userId,
      token: 't',
      transport: async () => ({
        status: 400,
        body: { message: 'Validation error', description: { firstName: ['First name is required.'] } },
      }),
    });
    const { baseElement } = render(<SyncStatusIndicator />);
    press(await screen.findByRole('button', { name: 'Sync status: Not saved: check the form' }));
    const dialog = await screen.findByRole('dialog', { name: 'These changes were not saved' });
    expect(within(dialog).getByText('First name is required.')).toBeTruthy();
    await expectNoAxeViolations(baseElement);
    press(within(dialog).getByRole('button', { name: 'Discard my changes' }));
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(0));
  });
});

describe('useOfflineEntity', () => {
  const options = <T,>(load: () => Promise<T>) => ({
    entity: 'profile',
    id: 'me',
    load,
    save: { method: 'PUT' as const, path: '/api/applicant/profile/personal-info' },
  });

  it('caches the server copy per user and reads it offline', async () => {
    const online = renderHook(() =>
      useOfflineEntity(options(async () => ({ firstName: 'Ada', version: 2 }))),
    );
    await waitFor(() => expect(online.result.current.data).toEqual({ firstName: 'Ada', version: 2 }));
    online.unmount();

    const offline = renderHook(() =>
      useOfflineEntity(
        options(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ),
    );
    await waitFor(() => expect(offline.result.current.fromCache).toBe(true));
    expect(offline.result.current.data).toEqual({ firstName: 'Ada', version: 2 });
    expect(offline.result.current.loadError).toBeNull();
  });

  it('keeps drafts on the device and queues a save on the loaded version', async () => {
    const { result } = renderHook(() =>
      useOfflineEntity<{ firstName: string; version: number }, { firstName: string }>(
        options(async () => ({ firstName: 'Ada', version: 3 })),
      ),
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => result.current.keepDraft({ firstName: 'Grace' }));
    await waitFor(async () => expect(await loadDraft(userId, 'profile:me')).toEqual({ firstName: 'Grace' }));

    await act(() => result.current.submit({ firstName: 'Grace' }));
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({ userId, entity: 'profile', baseVersion: 3, body: { firstName: 'Grace' } });
    expect(await loadDraft(userId, 'profile:me')).toBeUndefined();
    await waitFor(() => expect(result.current.unsent).toEqual({ firstName: 'Grace' }));
  });
});
