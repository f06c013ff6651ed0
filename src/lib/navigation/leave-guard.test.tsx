import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { askToLeave } from '../../app/global-dialogs.tsx';
import { ConfirmHost } from '../../ui/confirm-dialog.tsx';
import { hasUnsavedChanges, setLeaveQuestion, useLeaveGuard } from './leave-guard.ts';
import { navigateTo } from './navigate.ts';

function EditedPage({ isDirty, keptOnDevice = false }: { isDirty: boolean; keptOnDevice?: boolean }) {
  useLeaveGuard(isDirty, { keptOnDevice });
  // The router's view of the address (it must not move while a Back is held).
  const [location] = useLocation();
  return <p data-testid="router-location">{location}</p>;
}

function renderPage(props: { isDirty: boolean; keptOnDevice?: boolean }) {
  const view = render(
    <>
      <EditedPage {...props} />
      <ConfirmHost />
    </>,
  );
  return {
    ...view,
    rerenderPage: (next: { isDirty: boolean; keptOnDevice?: boolean }) =>
      view.rerender(
        <>
          <EditedPage {...next} />
          <ConfirmHost />
        </>,
      ),
  };
}

const path = () => globalThis.location.pathname;

beforeEach(() => {
  setLeaveQuestion(askToLeave);
  window.history.replaceState(null, '', '/applicant/profile');
});

afterEach(() => {
  setLeaveQuestion(null);
});

describe('the leave guard (issue 13, no lost work)', () => {
  it('navigates at once when nothing is unsaved', () => {
    renderPage({ isDirty: false });
    act(() => navigateTo('/applicant/home'));
    expect(path()).toBe('/applicant/home');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before an in-app navigation while dirty: Stay stays, Leave goes', async () => {
    renderPage({ isDirty: true });
    expect(hasUnsavedChanges()).toBe(true);
    act(() => navigateTo('/applicant/home'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('Your changes are not saved. If you leave, they are lost.');
    expect(path()).toBe('/applicant/profile');

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(path()).toBe('/applicant/profile');

    act(() => navigateTo('/applicant/home'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(path()).toBe('/applicant/home'));
  });

  it('says a form keeps its changes on the device as a draft when it does', async () => {
    renderPage({ isDirty: true, keptOnDevice: true });
    act(() => navigateTo('/applicant/home'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain(
      'Your changes are kept on this device as a draft but are not saved.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('does not ask once the changes are saved, nor for a forced navigation, nor after the page is gone', () => {
    const { rerenderPage, unmount } = renderPage({ isDirty: true });
    act(() => navigateTo('/standalone/login', { replace: true, force: true }));
    expect(path()).toBe('/standalone/login');
    rerenderPage({ isDirty: false });
    act(() => navigateTo('/applicant/home'));
    expect(path()).toBe('/applicant/home');
    rerenderPage({ isDirty: true });
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
    act(() => navigateTo('/applicant/profile'));
    expect(path()).toBe('/applicant/profile');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the browser before the tab is closed or reloaded, only while dirty', () => {
    const { rerenderPage } = renderPage({ isDirty: true });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    rerenderPage({ isDirty: false });
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it("holds the browser's Back while dirty: the page and its address stay until Leave", async () => {
    window.history.pushState(null, '', '/applicant/home');
    window.history.pushState(null, '', '/applicant/rank-list');
    renderPage({ isDirty: true });
    const routerSawPop = vi.fn();
    window.addEventListener('popstate', routerSawPop);
    try {
      act(() => window.history.back());
      await screen.findByRole('alertdialog', { name: 'Leave this page?' });
      expect(routerSawPop).not.toHaveBeenCalled();
      expect(path()).toBe('/applicant/rank-list');
      expect(screen.getByTestId('router-location').textContent).toBe('/applicant/rank-list');

      fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(path()).toBe('/applicant/rank-list');

      act(() => window.history.back());
      fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(path()).toBe('/applicant/home'));
      await waitFor(() => expect(screen.getByTestId('router-location').textContent).toBe('/applicant/home'));
      expect(routerSawPop).toHaveBeenCalled();
    } finally {
      window.removeEventListener('popstate', routerSawPop);
    }
  });

  it('lets Back through when nothing is unsaved', async () => {
    window.history.pushState(null, '', '/applicant/home');
    window.history.pushState(null, '', '/applicant/rank-list');
    renderPage({ isDirty: false });
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByTestId('router-location').textContent).toBe('/applicant/home'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
