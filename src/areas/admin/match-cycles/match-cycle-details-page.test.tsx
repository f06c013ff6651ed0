import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  getAdminMatchCycle,
  type MatchCycleDetails,
  type MatchCycleInstantField,
  matchCycleInstantFields,
} from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { runResultSending } from '../../../../core/contracts/match-results/audience-results.contract.ts';
import {
  listAdminPrograms,
  type ProgramListItem,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { MatchCycleDetailsPage } from './match-cycle-details-page.tsx';

const cycle: MatchCycleDetails = {
  ...(Object.fromEntries(matchCycleInstantFields.map((field) => [field, null])) as Record<
    MatchCycleInstantField,
    null
  >),
  id: 11,
  specialtyId: 7,
  specialtyName: 'Ophthalmology',
  specialtyColor: '#123456',
  matchCycleYearId: 2,
  yearCode: '2019',
  shortName: 'OPH-2019',
  matchName: 'Ophthalmology Match 2019',
  hasCas: true,
  status: 'Archived',
  isReadOnly: true,
  actions: { canEdit: false, canActivate: false, canArchive: false },
  lorInstructions: null,
  psInstructions: null,
  lorsCount: 3,
  maxInterviewCountPerDay: 12,
  maxInterviewCountPerMatchCycle: 20,
  maxSignalingPrograms: 5,
  registrationFeeCents: 12_550,
  programRegistrationFeeCents: 0,
  programAnnualMembershipFeeCents: 0,
  casDeadlineDate: '2019-10-31',
  trainingStartDate: '2020-07',
  registrationDate: '2019-06-01T16:00:00.000Z',
  matchDate: '2020-01-28T17:00:00.000Z',
  applicantResultsEmailDate: '2020-01-28T18:00:00.000Z',
  resultSendings: [
    {
      audience: 'Applicant',
      canRunManually: false,
      plannedDate: '2020-01-28T18:00:00.000Z',
      sentDate: '2020-01-28T18:01:00.000Z',
      status: 'Sent',
    },
    { audience: 'MedicalSchool', canRunManually: true, plannedDate: null, sentDate: null, status: 'Failed' },
    { audience: 'Program', canRunManually: true, plannedDate: null, sentDate: null, status: 'NotSent' },
    { audience: 'Society', canRunManually: true, plannedDate: null, sentDate: null, status: 'NotSent' },
  ],
  createdDate: '2019-01-01T00:00:00.000Z',
};

const program: ProgramListItem = {
  id: 5,
  code: 'EYE1',
  name: 'Eye Institute Residency',
  specialtyId: 7,
  specialtyName: 'Ophthalmology',
  subspecialtyName: null,
  institutionName: 'Eye Institute',
  city: 'Los Angeles',
  stateName: 'California',
  stateShortName: 'CA',
  isActive: true,
  createdDate: '2019-01-01T00:00:00.000Z',
  positions: 6,
};

function open(path: string) {
  return renderAt(
    path,
    <Route path="/admin/match-cycles/details/:id/:tab?">
      {(params) => <MatchCycleDetailsPage id={params.id} tab={params.tab} />}
    </Route>,
    { hosts: <ConfirmHost /> },
  );
}

describe('admin match cycle details', () => {
  it('shows an archived cycle read-only: overview without actions, fees in dollars', async () => {
    server.use(handleContract(getAdminMatchCycle, () => cycle));
    const { container } = open('/admin/match-cycles/details/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Match cycle OPH-2019' })).toBeTruthy();
    expect(screen.getByText('This match cycle is archived: it can be read but not changed.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('$125.50')).toBeTruthy();
    expect(screen.getByText('July 2020')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('lists the result sending of each audience, and the dates in order', async () => {
    server.use(handleContract(getAdminMatchCycle, () => cycle));
    open('/admin/match-cycles/details/11/results');
    const table = await screen.findByRole('grid', { name: 'Result sending' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'ApplicantsSent01/28/2020 10:00 AM PT01/28/2020 10:01 AM PTNot allowed',
      'Medical schoolsFailedNot setNot setAllowedSend now',
      'ProgramsNot sentNot setNot setAllowedSend now',
      'SocietyNot sentNot setNot setAllowedSend now',
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });

  it('sends an audience its results after confirmation, then shows the new status', async () => {
    let sent: string | undefined;
    server.use(
      handleContract(getAdminMatchCycle, () =>
        sent
          ? {
              ...cycle,
              resultSendings: cycle.resultSendings.map((r) =>
                r.audience === sent ? { ...r, status: 'Sent' as const, canRunManually: false } : r,
              ),
            }
          : cycle,
      ),
      handleContract(runResultSending, ({ params }) => {
        sent = String(params.audience);
        return cycle;
      }),
    );
    const { container } = open('/admin/match-cycles/details/11/results');
    const table = await screen.findByRole('grid', { name: 'Result sending' });
    fireEvent.click(within(table).getByRole('button', { name: 'Send now: Programs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('Send the results of OPH-2019 to Programs now?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(sent).toBe('Program'), { timeout: 5000 });
    await waitFor(
      () => expect(within(table).queryByRole('button', { name: 'Send now: Programs' })).toBeNull(),
      { timeout: 5000 },
    );
    await expectNoAxeViolations(container);
  });

  it('shows the dates as a timeline in the order they happen', async () => {
    server.use(handleContract(getAdminMatchCycle, () => cycle));
    open('/admin/match-cycles/details/11/dates');
    const timeline = await screen.findByRole('list', { name: 'Dates of the match cycle' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '06/01/2019 9:00 AM PTApplicant registration opens',
      '10/31/2019CAS deadline',
      '01/28/2020 9:00 AM PTMatch date',
      '01/28/2020 10:00 AM PTResults by email: Applicants',
      'July 2020Training starts',
    ]);
  });

  it("lists the cycle's programs with their positions in it", async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      handleContract(getAdminMatchCycle, () => cycle),
      handleContract(listAdminPrograms, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return { items: [program], total: 1, page: 1, pageSize: 20 };
      }),
    );
    open('/admin/match-cycles/details/11/programs');
    const table = await screen.findByRole('grid', { name: 'Programs taking part' });
    expect(await within(table).findByText('Eye Institute Residency')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'EYE1Eye Institute ResidencyEye InstituteCalifornia6Yes',
    ]);
    expect(asked?.get('matchCycleId')).toBe('11');
  });

  it('says page not found for an unknown cycle or tab', async () => {
    server.use(
      handleContract(getAdminMatchCycle, () => serverErrorResponse(404, 'NotFound', 'Data not found.')),
    );
    open('/admin/match-cycles/details/999');
    expect(await screen.findByText('Page not found.')).toBeTruthy();
  });
});
