import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../core/domain/messages.ts';
import { demoSession, demoUser } from '../../mocks/demo-data.ts';
import { server } from '../../mocks/node-server.ts';
import { useAuthDialogStore } from '../features/auth/auth-dialog-store.ts';
import { useBugReportDialog } from '../features/bug-reports/bug-report-store.ts';
import { useContactDialog } from '../features/contact/contact-store.ts';
import { usePrivacyDialog } from '../features/legal/privacy-store.ts';
import { useLocaleStore } from '../lib/i18n/i18n.ts';
import { navigateTo } from '../lib/navigation/navigate.ts';
import { clearToasts, toastQueue } from '../lib/notify/toast-service.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { useThemeStore } from '../lib/theme/theme-store.ts';
import { App } from './app.tsx';
import { startApp } from './bootstrap.ts';

function signedInAs(email: string) {
  server.use(http.post('*/api/auth/refresh', () => HttpResponse.json(demoSession(demoUser(email)!))));
}

async function start(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
  await act(() => startApp());
}

const toastTexts = () => toastQueue.visibleToasts.map((t) => t.content.text);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  act(() => {
    useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null });
    useLocaleStore.getState().setLocale('en-gb');
    clearToasts();
    useContactDialog.getState().close();
    usePrivacyDialog.getState().close();
    useBugReportDialog.getState().close();
    useAuthDialogStore.setState({ loginOpen: false, challenge: null });
  });
  vi.restoreAllMocks();
});

describe('public area', () => {
  it('the home page says what Matchline is, with Sign in, and titles the document', async () => {
    await start('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Residency and fellowship matching' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sign in' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Residency and fellowship matching | Matchline'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Matchline provides residency and fellowship matching across specialties and subspecialties.',
    );
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it("an unknown address shows 'Page not found.'", async () => {
    await start('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: messages.PageNotFound })).toBeTruthy();
  });

  it('a planned public page says what it will hold', async () => {
    await start('/about/how-match-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'How the match works' })).toBeTruthy();
  });

  it('the standalone login page uses the login form', async () => {
    await start('/standalone/login');
    expect(await screen.findByRole('form', { name: 'Sign in to Matchline' })).toBeTruthy();
  });
});

describe('route access', () => {
  it("signed out in an area: 'Access denied. Please login.', location kept, standalone login", async () => {
    await start('/admin/version');
    await waitFor(() => expect(location.pathname).toBe('/standalone/login'));
    expect(toastTexts()).toContain(messages.AccessDeniedNotSignedIn);
    expect(localStorage.getItem('matchline.returnLocation')).toBe('/admin/version');
  });

  it("another role: 'Access denied. Please try to use another account.' and the role home", async () => {
    signedInAs('applicant@matchline.test');
    await start('/admin/match-cycles');
    await waitFor(() => expect(location.pathname).toBe('/applicant/landing'));
    expect(toastTexts()).toContain(messages.AccessDeniedSignedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant home' })).toBeTruthy();
  });

  it('a signed-in user on / goes to the role home', async () => {
    signedInAs('society@matchline.test');
    await start('/');
    await waitFor(() => expect(location.pathname).toBe('/society-user/summary'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Society summary' })).toBeTruthy();
  });

  it('offline at start: no bounce to sign-in; the area opens once the browser is back online', async () => {
    server.use(http.post('*/api/auth/refresh', () => HttpResponse.error()));
    await start('/applicant/landing');
    expect(await screen.findByText(/cannot reach the server/)).toBeTruthy();
    expect(location.pathname).toBe('/applicant/landing');
    expect(toastTexts()).toContain(messages.ConnectionError);
    signedInAs('applicant@matchline.test');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant home' })).toBeTruthy();
  });

  it('offline at start on the device of the user last signed in: their area opens from the device', async () => {
    server.use(http.post('*/api/auth/refresh', () => HttpResponse.error()));
    // As a reload finds it: the profile of the last sign-in is kept on the device until sign-out.
    useSessionStore.setState({ deviceUser: demoUser('applicant@matchline.test') });
    await start('/applicant/landing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant home' })).toBeTruthy();
    expect(screen.queryByText(/cannot reach the server/)).toBeNull();
    expect(useSessionStore.getState().status).toBe('unreachable');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('page not found inside an area too', async () => {
    signedInAs('admin@matchline.test');
    await start('/admin/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: messages.PageNotFound })).toBeTruthy();
  });

  it('/admin lands on the match cycles list', async () => {
    signedInAs('admin@matchline.test');
    await start('/admin');
    await waitFor(() => expect(location.pathname).toBe('/admin/match-cycles'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Match cycles' })).toBeTruthy();
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(screen.queryByText(/will hold/)).toBeNull();
  });
});

describe('footer', () => {
  it('has the copyright line, the privacy dialog with only a confirm button, and Contact Us', async () => {
    await start('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/© \d{4} Matchline — residency and fellowship matching/)).toBeTruthy();
    fireEvent.click(within(footer).getByRole('button', { name: 'Privacy Policy and Terms of Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy and Terms of Service' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(footer).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeTruthy();
  });

  it('shows the Codebase line to administrators only', async () => {
    await start('/');
    expect(screen.queryByText(/Codebase/)).toBeNull();
    act(() => useSessionStore.getState().setSession(demoSession(demoUser('admin@matchline.test')!)));
    const link = await screen.findByRole('link', {
      name: /^\d{2}\/\d{2}\/\d{4} - \d{1,2}:\d{2} (AM|PM) PT$/,
    });
    expect(link.getAttribute('href')).toBe('/admin/version');
  });
});

describe('header', () => {
  it('switches the locale visibly', async () => {
    await start('/');
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Русский' }));
    expect(await screen.findByRole('button', { name: 'Связаться с нами' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru-RU');
  });

  it('toggles the dark theme', async () => {
    await start('/');
    useThemeStore.getState().setTheme('light');
    fireEvent.click(screen.getByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('signs out from the user menu: session cleared, light theme, home', async () => {
    signedInAs('applicant@matchline.test');
    await start('/applicant/landing');
    useThemeStore.getState().setTheme('dark');
    fireEvent.click(await screen.findByRole('button', { name: 'Priya Raman' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(useThemeStore.getState().theme).toBe('light');
  });
});

describe('error page', () => {
  it('a crashing screen shows the error page with Report the bug', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInAs('admin@matchline.test');
    await start('/dev/error-test');
    fireEvent.click(await screen.findByRole('button', { name: 'Crash this screen' }));
    expect(await screen.findByText(messages.ApplicationError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report the bug' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Bug Report' });
    expect(
      within(dialog)
        .getByLabelText('Please describe the actions that led to the error:')
        .getAttribute('rows'),
    ).toBe('15');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Navigating elsewhere gives the new page a fresh start.
    act(() => navigateTo('/dev/colors'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Colors' })).toBeTruthy();
  });
});
