import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  getSocietyProgram,
  listSocietyPrograms,
  type SocietyContext,
} from '../../../core/contracts/societies/society.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { SocietyContextPicker } from '../../features/society-context/society-context-picker.tsx';
import { useSocietyContextStore } from '../../features/society-context/society-context-store.ts';
import { readStored } from '../../lib/storage/local-store.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { SocietyProgramPage } from './society-program-page.tsx';
import { SocietyProgramsPage } from './society-programs-page.tsx';

const specialty = (id: number, name: string, cycles: number[]) => ({
  id,
  name,
  specialtyFullName: `${name} fellowship`,
  type: 'Fellowship' as const,
  hasCas: true,
  hasAllSubspecialties: false,
  subspecialtyLabel: 'Focus',
  subspecialties: [],
  actions: { canRequestProgramRegistration: false, canManagePayments: false },
  matchCycles: cycles.map((c) => ({
    id: c,
    name: `${name} ${c}`,
    status: 'Active' as const,
    hasMatchResults: false,
  })),
});

const context: SocietyContext = {
  email: 'society@matchline.test',
  fullName: 'Sofia Society',
  specialties: [specialty(1, 'OPH', [11]), specialty(2, 'PDO', [21])],
};

const program = (id: number, name: string) => ({
  id,
  code: `P${id}`,
  name,
  subspecialtyName: null,
  institutionName: 'General',
  city: 'Denver',
  stateName: 'Colorado',
  isActive: true,
  positions: 2,
  directorNames: ['Dana Director'],
});

function open(path: string, routePath: string, Component: () => React.JSX.Element) {
  act(() => useSocietyContextStore.getState().setContext(context));
  renderAt(path, <Route path={routePath} component={Component} />, { hosts: <SocietyContextPicker /> });
}

afterEach(() => act(() => useSocietyContextStore.getState().reset()));

describe('society programs', () => {
  it('lists the chosen specialty’s programs with positions in the chosen cycle, and follows a new choice', async () => {
    const asked: string[] = [];
    server.use(
      handleContract(listSocietyPrograms, ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('specialtyId')}/${url.searchParams.get('matchCycleId')}`);
        const name = url.searchParams.get('specialtyId') === '1' ? 'Eye Institute' : 'Skin Center';
        return { items: [program(5, name)], total: 1 };
      }),
    );
    open('/society-user/programs', '/society-user/programs', SocietyProgramsPage);
    const table = await screen.findByRole('grid', { name: 'Programs of OPH' });
    expect(await within(table).findByText('Eye Institute')).toBeTruthy();
    expect(within(table).getByText('Dana Director')).toBeTruthy();
    expect(asked).toEqual(['1/11']);

    fireEvent.click(screen.getByRole('button', { name: /Specialty/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'PDO' }));
    expect(await screen.findByText('Skin Center')).toBeTruthy();
    expect(asked.at(-1)).toBe('2/21');
    expect(readStored('societySpecialtyId')).toBe('2');
    expect(readStored('societyMatchCycleId')).toBe('21');
    // The react-aria table renders slowly in jsdom on a busy machine.
  }, 20_000);

  it('shows a program in tabs', async () => {
    server.use(
      handleContract(getSocietyProgram, ({ params }) =>
        params.id === '5'
          ? {
              ...program(5, 'Eye Institute'),
              specialtyId: 1,
              specialtyName: 'OPH',
              addressLine: '1 Main St',
              countryName: 'United States',
              zip: '80202',
              phone: null,
              fax: null,
              website: null,
              description: null,
              createdDate: '2026-01-02T17:00:00.000Z',
              positions: [
                {
                  matchCycleId: 11,
                  matchCycleName: 'OPH 11',
                  yearCode: '2026',
                  status: 'Active' as const,
                  positions: 2,
                },
              ],
              users: [],
            }
          : serverErrorResponse(403, 'Forbidden', messages.ResourceAccessDenied),
      ),
    );
    open('/society-user/programs/5/positions', '/society-user/programs/:id/:tab?', SocietyProgramPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eye Institute' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Positions', selected: true })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'OPH 11' })).toBeTruthy();
  });

  it('says when a program is not theirs instead of leaving the page', async () => {
    server.use(
      handleContract(getSocietyProgram, () =>
        serverErrorResponse(403, 'Forbidden', messages.ResourceAccessDenied),
      ),
    );
    open('/society-user/programs/9', '/society-user/programs/:id/:tab?', SocietyProgramPage);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.ResourceAccessDenied));
  });
});
