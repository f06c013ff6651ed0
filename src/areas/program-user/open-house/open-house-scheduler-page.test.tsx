import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelOpenHouseTour,
  createOpenHouseTour,
  getOpenHouseTourRegistrations,
  listProgramOpenHouseTours,
  type OpenHouseTour,
  updateOpenHouseTour,
} from '../../../../core/contracts/interviews/open-house.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { openHouseRoutes } from './open-house-routes.tsx';

const base = '/program-user/OPH-2026/OPH-OR-001/open-house-scheduler';

const tour = (id: number, more: Partial<OpenHouseTour> = {}): OpenHouseTour => ({
  id,
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  title: `Tour ${id}`,
  description: null,
  startsAt: '2027-01-10T17:00:00.000Z',
  endsAt: '2027-01-10T19:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  location: 'Main hall',
  videoLink: null,
  capacity: 10,
  registeredCount: 2,
  isCancelled: false,
  isPassed: false,
  ...more,
});

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('program@matchline.test')!)));
});

afterEach(async () => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  sessionStorage.clear();
  await appDb().drafts.clear();
});

describe('program open house scheduler', () => {
  it('lists the tours with registrations against capacity; no axe violations', async () => {
    server.use(
      handleContract(listProgramOpenHouseTours, () => ({
        programCode: 'OPH-OR-001',
        programName: 'Oregon Eye Institute',
        isReadOnly: false,
        tours: [tour(1), tour(2, { isCancelled: true, registeredCount: 0 })],
      })),
    );
    const { container } = renderAt(base, openHouseRoutes, { main: true });
    const table = await screen
      .findByRole('grid', { name: 'Open house tours' })
      .catch(() => screen.getByRole('table', { name: 'Open house tours' }));
    expect(within(table).getByText('2 of 10 taken')).toBeTruthy();
    expect(within(table).getByText('Cancelled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New tour' }).getAttribute('href')).toBe(`${base}/new`);
    await expectNoAxeViolations(container);
  });

  it('creates a tour from a kept draft: a place is asked for, then it is sent and the new tour opens', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(createOpenHouseTour, ({ body }) => {
        sent.push(body);
        return tour(9);
      }),
      handleContract(getOpenHouseTourRegistrations, () => ({
        tour: tour(9, { registeredCount: 0 }),
        registrations: [],
      })),
    );
    const empty = renderAt(`${base}/new`, openHouseRoutes, { main: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'New tour' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create tour' }));
    expect((await screen.findAllByText(messages.InvalidDate)).length).toBe(2);
    await expectNoAxeViolations(empty.container);
    empty.unmount();

    sessionStorage.setItem(
      'draft:open-house:OPH-2026:OPH-OR-001:new',
      JSON.stringify({
        title: 'Winter tour',
        description: '',
        startsAt: '2027-01-10T17:00:00.000Z',
        endsAt: '2027-01-10T19:00:00.000Z',
        timeZone: 'America/Chicago',
        location: '',
        videoLink: '',
        capacity: 12,
      }),
    );
    const { location } = renderAt(`${base}/new`, openHouseRoutes, { main: true });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Winter tour'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create tour' }));
    expect(await screen.findByText(messages.OpenHouseWhereRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Location/), { target: { value: 'Main hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tour' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${base}/9`));
    expect(sent).toEqual([
      {
        title: 'Winter tour',
        description: null,
        startsAt: '2027-01-10T17:00:00.000Z',
        endsAt: '2027-01-10T19:00:00.000Z',
        timeZone: 'America/Chicago',
        location: 'Main hall',
        videoLink: null,
        capacity: 12,
      },
    ]);
  });

  it('edits a tour, shows who registered and cancels it', async () => {
    const calls: string[] = [];
    let current = tour(3);
    server.use(
      handleContract(getOpenHouseTourRegistrations, () => ({
        tour: current,
        registrations: [
          {
            applicantId: 11,
            applicantCode: 'A-11',
            name: 'Ann Asker',
            email: 'ann@example.org',
            registeredAt: '2026-11-20T18:00:00.000Z',
          },
        ],
      })),
      handleContract(updateOpenHouseTour, ({ body }) => {
        calls.push(`update ${(body as { title: string }).title}`);
        current = { ...current, title: (body as { title: string }).title };
        return current;
      }),
      handleContract(cancelOpenHouseTour, () => {
        calls.push('cancel');
        current = { ...current, isCancelled: true };
        return current;
      }),
    );
    const { container } = renderAt(`${base}/3`, openHouseRoutes, { main: true, hosts: <ConfirmHost /> });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Tour 3'));
    expect(screen.getByText('Ann Asker')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Evening tour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tour' }));
    await waitFor(() => expect(calls).toEqual(['update Evening tour']));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel tour' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel tour' }),
    );
    await waitFor(() => expect(calls).toEqual(['update Evening tour', 'cancel']));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save tour' })).toBeNull();
  });
});
