import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { serverErrorResponse } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { ConfirmEmailLinkPage } from './confirm-email-link-page.tsx';

function openAt(token: string) {
  return renderAt(
    `/confirm-email/${token}`,
    <Route path="/confirm-email/:token" component={ConfirmEmailLinkPage} />,
    {
      main: true,
    },
  );
}

afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

describe('the mailed confirmation link (/confirm-email/:token)', () => {
  it('sends its token once and signs the new applicant in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/accounts/confirm-email/link', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(demoSession(demoUser('applicant@matchline.test')!));
      }),
    );
    openAt('tok-123');
    await waitFor(() =>
      expect(useSessionStore.getState().session?.user.email).toBe('applicant@matchline.test'),
    );
    expect(sent).toEqual([{ token: 'tok-123' }]);
  });

  it('a spent link says so, offers the code form and is axe-clean', async () => {
    server.use(
      http.post('*/api/accounts/confirm-email/link', () =>
        serverErrorResponse(
          400,
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        ),
      ),
    );
    const { container } = openAt('spent');
    expect(await screen.findByText(/can no longer be used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm your email' }).getAttribute('href')).toBe(
      '/standalone/confirm-email',
    );
    expect(useSessionStore.getState().session).toBeNull();
    await expectNoAxeViolations(container);
  });
});
