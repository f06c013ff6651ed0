import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession, demoUser } from '../../mocks/demo-data.ts';
import { useLocaleStore } from '../lib/i18n/i18n.ts';
import { pwaStore, watchConnectivity } from '../lib/pwa/pwa-store.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { PwaStatus } from './pwa-status.tsx';

const offlineText = 'You are offline. Matchline keeps working with what it has already loaded.';
const updateText = 'A new version of Matchline is available.';

const initial = pwaStore.getState();
let stop: (() => void) | undefined;

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
  act(() => {
    pwaStore.setState(initial, true);
    useSessionStore.setState({ session: null, status: 'restoring' });
    useLocaleStore.getState().setLocale('en-gb');
  });
  window.history.replaceState(null, '', '/');
});

describe('offline banner', () => {
  it("appears on the 'offline' event in a live region and goes on 'online'", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    stop = watchConnectivity();
    render(<PwaStatus />);
    expect(screen.queryByText(offlineText)).toBeNull();

    goOffline();
    const banner = screen.getByText(offlineText);
    expect(banner.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');

    goOnline();
    expect(screen.queryByText(offlineText)).toBeNull();
  });

  it('is in Russian when the locale is Russian', async () => {
    await act(async () => {
      await useLocaleStore.getState().setLocale('ru');
      pwaStore.setState({ offline: true });
    });
    render(<PwaStatus />);
    expect(screen.getByText(/Нет подключения к сети/)).toBeTruthy();
  });

  it("leaves the area's own 'Waiting for the connection' page alone", () => {
    window.history.replaceState(null, '', '/applicant');
    act(() => {
      useSessionStore.getState().markUnreachable();
      pwaStore.setState({ offline: true });
    });
    render(<PwaStatus />);
    expect(screen.queryByText(offlineText)).toBeNull();
  });

  it('shows on public pages while the session could not be restored', () => {
    act(() => {
      useSessionStore.getState().markUnreachable();
      pwaStore.setState({ offline: true });
    });
    render(<PwaStatus />);
    expect(screen.getByText(offlineText)).toBeTruthy();
  });

  it('shows on a signed-in user’s own area', () => {
    window.history.replaceState(null, '', '/admin');
    act(() => {
      useSessionStore.getState().setSession(demoSession(demoUser('admin@matchline.test')!));
      pwaStore.setState({ offline: true });
    });
    render(<PwaStatus />);
    expect(screen.getByText(offlineText)).toBeTruthy();
  });
});

describe('update prompt', () => {
  it("offers 'Reload' and 'Later' when a new version waits", () => {
    const update = vi.fn();
    act(() => pwaStore.setState({ needRefresh: true, update }));
    render(<PwaStatus />);

    expect(screen.getByText(updateText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledOnce();
  });

  it("'Later' hides the prompt without updating", () => {
    const update = vi.fn();
    act(() => pwaStore.setState({ needRefresh: true, update }));
    render(<PwaStatus />);

    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(updateText)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });

  it('is not shown while no new version waits', () => {
    render(<PwaStatus />);
    expect(screen.queryByText(updateText)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
