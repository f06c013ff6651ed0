import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPortalProgramRequests } from '../../../../core/contracts/programs/program-portal.contract.ts';
import { getProgramUserContext } from '../../../../core/contracts/programs/program-user.contract.ts';
import type { RequestListItem } from '../../../../core/contracts/requests/requests.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { resetHubsForTests } from '../../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { connectionOf } from '../../../test-support/fake-signalr.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { portalRoutes } from './portal-routes.tsx';

vi.mock(
  '@microsoft/signalr',
  async () => (await import('../../../test-support/fake-signalr.ts')).fakeSignalR,
);

const item = (status: RequestListItem['status']): RequestListItem => ({
  id: 41,
  kind: 'ProgramRename',
  status,
  subject: 'Oregon Eye Institute',
  specialtyId: 3,
  specialtyName: 'Ophthalmology',
  programId: 7,
  programName: 'Oregon Eye Institute',
  medicalSchoolId: null,
  medicalSchoolName: null,
  requesterName: 'Marcus Ellery',
  requesterEmail: 'program@matchline.test',
  payload: { currentName: 'Oregon Eye Institute', newName: 'Oregon Eye Center' },
  createdDate: '2026-11-20T10:00:00.000Z',
  decidedDate: status === 'Pending' ? null : '2026-11-21T10:00:00.000Z',
  decisionComment: null,
  actions: { canApprove: false, canDecline: false, canCancel: status === 'Pending' },
});

let status: RequestListItem['status'] = 'Pending';

beforeEach(() => {
  status = 'Pending';
  const user = demoUser('program@matchline.test');
  if (!user) throw new Error('no demo program user');
  act(() => useSessionStore.getState().setSession(demoSession(user)));
  server.use(
    handleContract(getProgramUserContext, () => ({
      email: 'program@matchline.test',
      fullName: 'Marcus Ellery',
      programs: [
        {
          id: 7,
          code: 'OPH-OR-001',
          name: 'Oregon Eye Institute',
          specialtyId: 3,
          specialtyName: 'Ophthalmology',
          isActive: true,
          isDirector: true,
          cycles: [],
        },
      ],
    })),
    // Every status while the list asks for Pending ones: the test follows the row, not the filter.
    handleContract(listPortalProgramRequests, () => ({ items: [item(status)], total: 1 })),
  );
});

afterEach(async () => {
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
});

describe('program requests, live', () => {
  it('an admin’s decision (StatusChanged on the rename queue’s hub) shows without reloading', async () => {
    renderAt('/program-user/OPH-OR-001/requests-invitations', portalRoutes, { main: true });
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeTruthy();
    const hub = connectionOf('/hubs/ProgramRenameRequestsHub');
    await waitFor(() => expect(hub.state).toBe('Connected'));
    status = 'Approved';
    act(() => hub.emit('StatusChanged', { id: 41, kind: 'ProgramRename', status: 'Approved' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull());
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
  });
});
