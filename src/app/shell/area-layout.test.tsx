import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { useShellPlaces } from '../../lib/navigation/shell-places.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { storedName } from '../../lib/storage/local-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../test-support/viewport.ts';
import { AreaLayout } from '../area-layout.tsx';
import { useMainMenuStore } from './main-menu-store.ts';
import { loadSignedInNavigation } from './use-area-navigation.ts';

function renderShell(path: string) {
  return renderAt(
    path,
    <Route path="*">
      <AreaLayout area="applicant">
        <h1>Page</h1>
      </AreaLayout>
    </Route>,
  );
}

const applicant = demoUser('applicant@matchline.test');

beforeEach(async () => {
  // The router loads the signed-in menus with the area's chunk.
  await loadSignedInNavigation();
  localStorage.clear();
  useMainMenuStore.setState({ userChoice: null });
  useShellPlaces.setState({ byUser: {} });
  act(() =>
    useSessionStore.setState({ session: applicant ? demoSession(applicant) : null, status: 'signedIn' }),
  );
});

afterEach(() => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring' }));
  vi.restoreAllMocks();
});

describe('the main menu on tablets and desktops', () => {
  it('is open from the break point up, with the season first', async () => {
    mockViewportWidth(1440);
    renderShell('/applicant/OPH-2026/rank-list');
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    const rankList = within(menu).getByRole('link', { name: 'Rank list' });
    expect(rankList.getAttribute('href')).toBe('/applicant/OPH-2026/rank-list');
    expect(rankList.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Main menu' }).getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(document.body);
  });

  it('is closed below the break point, and the user toggle wins over the width from then on', () => {
    mockViewportWidth(1000);
    const first = renderShell('/applicant/OPH-2026/home');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Main menu' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(localStorage.getItem(storedName('mainMenu'))).toBe('1');
    first.unmount();

    // Wider now: still the user's choice; closing it is remembered as well.
    mockViewportWidth(1440);
    renderShell('/applicant/OPH-2026/home');
    fireEvent.click(screen.getByRole('button', { name: 'Main menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(localStorage.getItem(storedName('mainMenu'))).toBe('0');
  });
});

describe('the phone shell', () => {
  it('has a bottom bar with four season destinations and a menu drawer for the rest', async () => {
    mockViewportWidth(390);
    const { location } = renderShell('/applicant/OPH-2026/home');
    expect(screen.queryByRole('button', { name: 'Main menu' })).toBeNull();
    // Language and theme live in the drawer, not in the one-line top bar.
    expect(within(screen.getByRole('banner')).queryByRole('switch', { name: 'Dark theme' })).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Programs', 'Applications', 'Rank list']);
    const menuButton = within(bar).getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('switch', { name: 'Dark theme' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Language/ })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Match result' }));
    expect(location.history.at(-1)).toBe('/applicant/OPH-2026/match-result');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('links the cycle last worked in from the profile', () => {
    mockViewportWidth(390);
    const first = renderShell('/applicant/OPH-2026/home');
    first.unmount();
    renderShell('/applicant/profile/edit');
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getByRole('link', { name: 'Rank list' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/rank-list',
    );
  });
});
