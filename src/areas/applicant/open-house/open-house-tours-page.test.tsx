import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApplicantOpenHouseTour,
  type ApplicantOpenHouseTours,
  cancelOpenHouseRegistration,
  listApplicantOpenHouseTours,
  registerForOpenHouseTour,
} from '../../../../core/contracts/interviews/open-house.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { resetHubsForTests, startHub } from '../../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { builtConnections, connectionOf } from '../../../test-support/fake-signalr.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { openHouseRoutes } from './open-house-routes.tsx';

vi.mock(
  '@microsoft/signalr',
  async () => (await import('../../../test-support/fake-signalr.ts')).fakeSignalR,
);

const tour = (id: number, more: Partial<ApplicantOpenHouseTour> = {}): ApplicantOpenHouseTour => ({
  id,
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  title: `Morning tour ${id}`,
  description: 'Meet the residents.',
  startsAt: '2027-01-10T17:00:00.000Z',
  endsAt: '2027-01-10T19:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  location: 'Main hall',
  videoLink: null,
  capacity: 10,
  registeredCount: 3,
  isCancelled: false,
  isPassed: false,
  isRegistered: false,
  isMyProgram: true,
  ...more,
});

const programs = [
  { programCode: 'OPH-OR-001', programName: 'Oregon Eye Institute', isMyProgram: true },
  { programCode: 'OPH-WA-002', programName: 'Puget Sound Eye', isMyProgram: false },
];

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
});

afterEach(async () => {
  await act(() => resetHubsForTests());
  builtConnections.length = 0;
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
});

describe('applicant open house tours page', () => {
  it('lists my registrations and the tours to find, registers and cancels; no axe violations', async () => {
    let registered = false;
    const calls: string[] = [];
    server.use(
      handleContract(listApplicantOpenHouseTours, (): ApplicantOpenHouseTours => {
        const first = tour(1, { isRegistered: registered, registeredCount: registered ? 4 : 3 });
        return {
          matchCycleCode: 'OPH-2026',
          programs,
          tours: [
            first,
            tour(2, {
              programCode: 'OPH-WA-002',
              programName: 'Puget Sound Eye',
              isMyProgram: false,
              capacity: 2,
              registeredCount: 2,
              location: null,
              videoLink: 'https://meet.example.org/tour',
            }),
          ],
          registrations: registered ? [first] : [],
        };
      }),
      handleContract(registerForOpenHouseTour, ({ params }) => {
        calls.push(`register ${params.id}`);
        registered = true;
        return tour(1, { isRegistered: true, registeredCount: 4 });
      }),
      handleContract(cancelOpenHouseRegistration, ({ params }) => {
        calls.push(`cancel ${params.id}`);
        registered = false;
        return tour(1);
      }),
    );
    const { container } = renderAt('/applicant/OPH-2026/open-house-tours', openHouseRoutes, { main: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open house tours' })).toBeTruthy();
    expect(screen.getByText('You have not registered for any tour of this match cycle.')).toBeTruthy();
    expect(screen.getByText('Seats left: 7')).toBeTruthy();
    // A full tour says so and takes no registration.
    const full = screen.getByRole('button', { name: 'Register for Morning tour 2' });
    expect(full.textContent).toBe('Full');
    expect(full.hasAttribute('disabled') || full.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByRole('link', { name: 'Join by video' }).getAttribute('href')).toBe(
      'https://meet.example.org/tour',
    );
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Register for Morning tour 1' }));
    const mine = await screen.findByRole('region', { name: 'My registrations' });
    await waitFor(() => expect(within(mine).getByText('Morning tour 1')).toBeTruthy());
    fireEvent.click(within(mine).getByRole('button', { name: 'Cancel registration for Morning tour 1' }));
    await waitFor(() =>
      expect(screen.getByText('You have not registered for any tour of this match cycle.')).toBeTruthy(),
    );
    expect(calls).toEqual(['register 1', 'cancel 1']);
  });

  it('filters by program through the address, my programs first in the choice', async () => {
    const asked: (string | undefined)[] = [];
    server.use(
      handleContract(listApplicantOpenHouseTours, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('programCode') ?? undefined);
        return { matchCycleCode: 'OPH-2026', programs, tours: [], registrations: [] };
      }),
    );
    const { location } = renderAt('/applicant/OPH-2026/open-house-tours/OPH-WA-002', openHouseRoutes);
    expect(await screen.findByText('No upcoming tours.')).toBeTruthy();
    expect(asked).toEqual(['OPH-WA-002']);
    fireEvent.click(screen.getByRole('button', { name: /Program/ }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All programs', 'Oregon Eye Institute (applied or saved)', 'Puget Sound Eye']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All programs' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/applicant/OPH-2026/open-house-tours'));
  });

  it('follows a notification live: a tour the program cancelled shows as cancelled without a reload', async () => {
    let cancelled = false;
    server.use(
      handleContract(listApplicantOpenHouseTours, () => {
        const mine = tour(1, { isRegistered: true, isCancelled: cancelled });
        return {
          matchCycleCode: 'OPH-2026',
          programs,
          tours: cancelled ? [] : [mine],
          registrations: [mine],
        };
      }),
    );
    renderAt('/applicant/OPH-2026/open-house-tours', openHouseRoutes);
    const mine = await screen.findByRole('region', { name: 'My registrations' });
    expect(within(mine).getByRole('button', { name: 'Cancel registration for Morning tour 1' })).toBeTruthy();
    await act(() => startHub('Notification'));
    await waitFor(() => expect(connectionOf('/hubs/NotificationHub').state).toBe('Connected'));
    cancelled = true;
    act(() => connectionOf('/hubs/NotificationHub').emit('NewNotification'));
    expect(await within(mine).findByText('Cancelled')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Cancel registration for Morning tour 1' })).toBeNull();
  });
});
