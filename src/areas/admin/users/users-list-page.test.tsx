import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserListItem } from '../../../../core/contracts/users/admin-users.contract.ts';
import {
  activateUser,
  changeUserPassword,
  deactivateUser,
  listAdminUsers,
  recoverUserPassword,
} from '../../../../core/contracts/users/admin-users.contract.ts';
import {
  endImpersonation,
  impersonateUser,
} from '../../../../core/contracts/users/impersonation.contract.ts';
import { handleContract, validationErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { ImpersonationBar } from '../../../features/impersonation/impersonation-bar.tsx';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useThemeStore } from '../../../lib/theme/theme-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { ToastRegion } from '../../../ui/toast-region.tsx';
import { UsersListPage } from './users-list-page.tsx';

const user = (over: Partial<AdminUserListItem>): AdminUserListItem => ({
  id: 'u1',
  email: 'society@matchline.test',
  firstName: 'Tomás',
  lastName: 'Reyes',
  fullName: 'Tomás Reyes',
  status: 'Active',
  isActive: true,
  roles: ['SocietyUser'],
  createdAt: '2026-01-02T10:00:00.000Z',
  specialties: [{ id: 1, name: 'Ophthalmology' }],
  programs: [],
  medicalSchools: [],
  applicant: null,
  ...over,
});

const sent: { path: string; body: unknown }[] = [];
let listCalls = 0;
const admin = demoSession(demoUser('admin@matchline.test')!);

beforeEach(() => {
  sent.length = 0;
  listCalls = 0;
  window.history.replaceState(null, '', '/admin/society-users');
  useSessionStore.getState().setSession(admin);
  const record = (path: string) => (info: { body: unknown }) => {
    sent.push({ path, body: info.body });
    return { ok: true as const };
  };
  server.use(
    handleContract(listAdminUsers, ({ request }) => {
      listCalls += 1;
      expect(new URL(request.url).searchParams.get('role')).toBe('SocietyUser');
      return {
        items: [user({}), user({ id: 'u2', email: 'gone@x.test', fullName: 'Gone User', isActive: false })],
        total: 2,
      };
    }),
    handleContract(deactivateUser, record('lock')),
    handleContract(activateUser, record('unlock')),
    handleContract(recoverUserPassword, (info) => {
      sent.push({ path: 'recover', body: info.body });
      return { isForcedToChangePassword: false, destination: 's***@matchline.test' };
    }),
    handleContract(changeUserPassword, () =>
      validationErrorResponse({ password: ['Minimum eight characters (server).'] }),
    ),
  );
});

afterEach(() => {
  clearToasts();
  useSessionStore.getState().clearSession();
  useThemeStore.getState().forceTheme(null);
  window.history.replaceState(null, '', '/');
});

function renderPage() {
  return render(
    <>
      <ImpersonationBar />
      <UsersListPage userRole="SocietyUser" />
      <ConfirmHost />
      <ToastRegion />
    </>,
  );
}

async function chooseAction(rowName: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${rowName}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('admin user list', () => {
  it('shows the users of the role with their specialties and status', async () => {
    renderPage();
    const row = (await screen.findByText('Tomás Reyes')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Ophthalmology')).toBeDefined();
    expect(within(row).getByText('society@matchline.test')).toBeDefined();
    expect(screen.getByRole('grid', { name: 'Society users, page 1' })).toBeDefined();
  });

  it('has no WCAG A/AA violations (list, menu trigger, impersonation banner)', async () => {
    renderPage();
    await screen.findByText('Tomás Reyes');
    await expectNoAxeViolations(document.body);
  });

  it('deactivates after the confirmation, then says so and reloads', async () => {
    renderPage();
    await chooseAction('Tomás Reyes', 'Deactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('Are you sure want to deactivate the user?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('User deactivated');
    expect(sent).toEqual([{ path: 'lock', body: { email: 'society@matchline.test' } }]);
    await waitFor(() => expect(listCalls).toBe(2));
  });

  it('offers Activate for an inactive user and sends nothing when cancelled', async () => {
    renderPage();
    await chooseAction('Gone User', 'Activate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('Are you sure want to activate the user?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Confirmation' })).toBeNull());
    expect(sent).toEqual([]);
    // No impersonation of an inactive user.
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Gone User' }));
    expect(await screen.findByRole('menuitem', { name: 'Change email' })).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: 'Impersonate' })).toBeNull();
  });

  it('sends the password recovery', async () => {
    renderPage();
    await chooseAction('Tomás Reyes', 'Send password recovery');
    await screen.findByText('Sent instructions for password recovery');
    expect(sent).toEqual([{ path: 'recover', body: { email: 'society@matchline.test' } }]);
  });

  it('checks the new password and keeps what was typed when the server refuses it', async () => {
    renderPage();
    await chooseAction('Tomás Reyes', 'Change password');
    const dialog = await screen.findByRole('dialog', { name: 'Change password of society@matchline.test' });
    const password = within(dialog).getByLabelText(/^New password/);
    const confirmation = within(dialog).getByLabelText(/^Confirm new password/);
    fireEvent.change(password, { target: { value: 'Strong#Pass1' } });
    fireEvent.change(confirmation, { target: { value: 'Strong#Pass2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Passwords do not match.')).toBeDefined();
    fireEvent.change(confirmation, { target: { value: 'Strong#Pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Minimum eight characters (server).')).toBeDefined();
    expect((password as HTMLInputElement).value).toBe('Strong#Pass1');
    // Passwords never go into the draft storage.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Strong#Pass1');
  });

  it('impersonates: the session becomes the user’s, light is forced, the banner ends it', async () => {
    useThemeStore.getState().setTheme('dark');
    const target = demoUser('society@matchline.test')!;
    const now = Date.now();
    server.use(
      handleContract(impersonateUser, () => ({
        ...demoSession(target),
        accessToken: 'token',
        impersonatedByEmail: 'admin@matchline.test',
        sessionExpiresAt: now + 60 * 60_000,
      })),
      handleContract(endImpersonation, () => demoSession(demoUser('admin@matchline.test')!)),
    );
    renderPage();
    await chooseAction('Tomás Reyes', 'Impersonate');
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner.textContent).toContain(
      'You are signed in as Tomás Reyes on behalf of admin admin@matchline.test.',
    );
    expect(window.location.pathname).toBe('/society-user/summary');
    expect(document.documentElement.dataset.theme).toBe('light');

    await act(async () => {
      fireEvent.click(within(banner).getByRole('button', { name: 'End session' }));
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull());
    expect(useSessionStore.getState().session?.user.role).toBe('Admin');
    expect(window.location.pathname).toBe('/admin/match-cycles');
    expect(document.documentElement.dataset.theme).toBe('dark');
    useThemeStore.getState().setTheme('light');
  });
});
