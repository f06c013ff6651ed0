import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { useShellPlaces } from '../../lib/navigation/shell-places.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { storedName } from '../../lib/storage/local-store.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { RedirectByNotificationPage } from './redirect-by-notification-page.tsx';

const route = (
  <Route key="redirect" path="/redirect-by-notification-type" component={RedirectByNotificationPage} />
);
const browserPath = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  useSessionStore.getState().clearSession();
  window.history.replaceState(null, '', '/');
});

describe('/redirect-by-notification-type (issue 14)', () => {
  it("opens the notification's page in the signed-in user's area", async () => {
    useSessionStore.getState().setSession(demoSession(demoUser('program@matchline.test')!));
    renderAt(
      '/redirect-by-notification-type?type=NewMessage&threadId=t-9&matchCycleCode=OPH-2026&programCode=P-17',
      route,
    );
    await waitFor(() => expect(browserPath()).toBe('/program-user/OPH-2026/P-17/messages/t-9'));
  });

  it('takes the cycle the applicant last worked in when the push does not name one', async () => {
    const user = demoUser('applicant@matchline.test')!;
    useSessionStore.getState().setSession(demoSession(user));
    useShellPlaces.getState().remember(user.id, { applicantCycleCode: 'OPH-2026' });
    renderAt('/redirect-by-notification-type?type=General&id=n-4', route);
    await waitFor(() => expect(browserPath()).toBe('/applicant/OPH-2026/notifications/n-4'));
  });

  it('not signed in: sign in first, then come back here', async () => {
    useSessionStore.getState().clearSession();
    renderAt('/redirect-by-notification-type?type=MatchResult&matchCycleCode=OPH-2026', route);
    await waitFor(() => expect(browserPath()).toBe('/standalone/login'));
    expect(localStorage.getItem(storedName('returnLocation'))).toBe(
      '/redirect-by-notification-type?type=MatchResult&matchCycleCode=OPH-2026',
    );
  });

  it('waits while the session is being restored', async () => {
    useSessionStore.setState({ status: 'restoring', session: null });
    window.history.replaceState(null, '', '/redirect-by-notification-type?type=General');
    renderAt('/redirect-by-notification-type?type=General', route);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(browserPath()).toBe('/redirect-by-notification-type?type=General');
  });
});
