import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  changeMatchCycleStatus,
  listAdminMatchCycles,
  listMatchCycleYears,
  type MatchCycleDetails,
  type MatchCycleInstantField,
  type MatchCycleListItem,
  matchCycleInstantFields,
} from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { MatchCyclesListPage } from './match-cycles-list-page.tsx';

afterEach(() => act(() => clearToasts()));

const cycle: MatchCycleListItem = {
  id: 11,
  specialtyId: 7,
  specialtyName: 'Ophthalmology',
  specialtyColor: '#123456',
  matchCycleYearId: 2,
  yearCode: '2026',
  shortName: 'OPH-2026',
  matchName: 'Ophthalmology Match 2026',
  status: 'Planned',
  isReadOnly: false,
  registrationDate: '2026-06-01T16:00:00.000Z',
  programsRankListDeadlineDate: null,
  applicantsRankListDeadlineDate: null,
  matchDate: '2027-01-28T17:00:00.000Z',
};

/** The full answer of a status change (the client checks answers against the contract). */
const details = (item: MatchCycleListItem): MatchCycleDetails => ({
  ...item,
  ...(Object.fromEntries(matchCycleInstantFields.map((field) => [field, null])) as Record<
    MatchCycleInstantField,
    null
  >),
  registrationDate: item.registrationDate,
  matchDate: item.matchDate,
  hasCas: false,
  actions: { canEdit: true, canActivate: false, canArchive: true },
  lorInstructions: null,
  psInstructions: null,
  lorsCount: 3,
  maxInterviewCountPerDay: 0,
  maxInterviewCountPerMatchCycle: 0,
  maxSignalingPrograms: 0,
  registrationFeeCents: 0,
  programRegistrationFeeCents: 0,
  programAnnualMembershipFeeCents: 0,
  casDeadlineDate: null,
  trainingStartDate: null,
  resultSendings: [],
  createdDate: '2026-01-01T00:00:00.000Z',
});

function open(path: string) {
  return renderAt(path, <Route path="/admin/match-cycles" component={MatchCyclesListPage} />, {
    hosts: <ConfirmHost />,
  });
}

describe('admin match cycles list', { timeout: 30_000 }, () => {
  it('lists the newest season with an active cycle, and activates a cycle after confirmation', async () => {
    const asked: string[] = [];
    let status: MatchCycleListItem['status'] = 'Planned';
    server.use(
      handleContract(listMatchCycleYears, () => [
        { id: 2, code: '2026', activeSpecialtyIds: [7] },
        { id: 3, code: '2027', activeSpecialtyIds: [] },
      ]),
      handleContract(listAdminMatchCycles, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('yearId') ?? '');
        return { items: [{ ...cycle, status }], total: 1 };
      }),
      handleContract(changeMatchCycleStatus, ({ body }) => {
        status = (body as { status: typeof status }).status;
        return details({ ...cycle, status });
      }),
    );
    const { container } = open('/admin/match-cycles');
    const table = await screen.findByRole('grid', { name: 'Match cycles of the 2026 season' });
    await within(table).findByText('OPH-2026');
    expect(asked).toEqual(['2']);
    expect(within(table).getByText('01/28/2027 9:00 AM PT')).toBeTruthy();
    expect(within(table).getByText('Planned')).toBeTruthy();
    // No permanent welcome card above the list (who is signed in shows in the user menu).
    expect(container.textContent).not.toMatch(/Welcome|signed in as/);
    await expectNoAxeViolations(container);

    fireEvent.click(within(table).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('Activate the match cycle OPH-2026?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(status).toBe('Active'), { timeout: 5000 });
    await waitFor(() => expect(within(table).getByText('Active')).toBeTruthy(), { timeout: 5000 });
    expect(asked).toEqual(['2', '2']);
  });
});
