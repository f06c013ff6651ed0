import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { RoleInvitationView } from '../../../../core/contracts/auth/role-invitations.contract.ts';
import { serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { useAuthDialogStore } from '../../../features/auth/auth-dialog-store.ts';
import { readReturnLocation } from '../../../features/auth/return-location.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { RoleInvitationPage } from './role-invitation-page.tsx';

const pending: RoleInvitationView = {
  roles: ['ProgramUser'],
  reason: 'as the program director of Lakeside Retina',
  grants: [{ kind: 'ProgramUser', name: 'Lakeside Retina', isDirector: true }],
  status: 'Pending',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-15T10:00:00.000Z',
};

function openAt(token: string) {
  globalThis.history.replaceState(null, '', `/account/invitations/${token}`);
  return renderAt(
    `/account/invitations/${token}`,
    <Route path="/account/invitations/:token" component={RoleInvitationPage} />,
    { main: true },
  );
}

const signInAs = (email: string) => useSessionStore.getState().setSession(demoSession(demoUser(email)!));

afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
  useAuthDialogStore.getState().closeLogin();
  globalThis.history.replaceState(null, '', '/');
});

describe('the role invitation page (/account/invitations/:token)', () => {
  it('asks a signed-out visitor to sign in and keeps the page to come back to', async () => {
    useSessionStore.getState().clearSession();
    const { container } = openAt('tok-1');
    expect(screen.getByText(/Sign in with the account of the email address/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useAuthDialogStore.getState().loginOpen).toBe(true);
    expect(readReturnLocation()).toBe('/account/invitations/tok-1');
    await expectNoAxeViolations(container);
  });

  it('shows what the invitation grants; accepting refreshes the session into the new role', async () => {
    signInAs('applicant@matchline.test');
    const calls: string[] = [];
    server.use(
      http.get('*/api/account/invitations/tok-2', () => HttpResponse.json(pending)),
      http.post('*/api/account/invitations/tok-2/accept', () => {
        calls.push('accept');
        return HttpResponse.json({ ...pending, status: 'Accepted' });
      }),
      http.post('*/api/auth/refresh', () => {
        calls.push('refresh');
        const user = demoUser('applicant@matchline.test')!;
        return HttpResponse.json(demoSession({ ...user, roles: ['Applicant', 'ProgramUser'] }));
      }),
    );
    const { container } = openAt('tok-2');
    expect(
      await screen.findByText('You have been invited as the program director of Lakeside Retina.'),
    ).toBeTruthy();
    expect(screen.getByText('Program director of Lakeside Retina')).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls).toEqual(['accept', 'refresh']));
    await waitFor(() => expect(useSessionStore.getState().session?.user.roles).toContain('ProgramUser'));
  });

  it('declining says so and offers no more buttons', async () => {
    signInAs('applicant@matchline.test');
    server.use(
      http.get('*/api/account/invitations/tok-3', () => HttpResponse.json(pending)),
      http.post('*/api/account/invitations/tok-3/decline', () =>
        HttpResponse.json({ ...pending, status: 'Declined' }),
      ),
    );
    openAt('tok-3');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined this invitation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("another account's (or an unknown) token says so, axe-clean", async () => {
    signInAs('applicant@matchline.test');
    server.use(
      http.get('*/api/account/invitations/tok-4', () => serverErrorResponse(404, 'NotFound', 'Not found')),
    );
    const { container } = openAt('tok-4');
    expect(await screen.findByText(/is not for the account you are signed in with/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
