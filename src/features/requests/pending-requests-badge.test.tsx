import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAdminRequestCounts } from '../../../core/contracts/requests/requests.contract.ts';
import { handleContract, serverErrorResponse } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { PendingRequestsBadge } from './pending-requests-badge.tsx';

let asked = 0;

beforeEach(() => {
  asked = 0;
  window.history.replaceState(null, '', '/admin');
  useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null });
  server.use(
    // Like the server: without the admin's token the count is refused.
    handleContract(getAdminRequestCounts, ({ request }) => {
      asked += 1;
      if (!request.headers.get('Authorization')) {
        return serverErrorResponse(401, 'Unauthorized', 'Not signed in.');
      }
      return {
        ProgramRegistration: 2,
        ProgramUserRegistration: 0,
        ProgramRename: 1,
        ProgramListingChange: 0,
        MedicalSchoolRegistration: 0,
        MedicalSchoolUserRegistration: 0,
      };
    }),
  );
});

afterEach(() => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
});

describe('the admin menu’s pending requests badge', () => {
  it('after a reload, shows the count once the session is restored', async () => {
    render(<PendingRequestsBadge />);
    // The header shows while the start-up refresh is still on its way: nothing is asked yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toBe(0);

    act(() => {
      const admin = demoUser('admin@matchline.test');
      if (!admin) throw new Error('no demo admin');
      useSessionStore.getState().setSession(demoSession(admin));
    });

    expect(await screen.findByText('(3 pending)', { exact: false })).toBeTruthy();
    expect(asked).toBe(1);
  });
});
