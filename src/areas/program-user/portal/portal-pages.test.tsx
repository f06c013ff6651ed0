import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createJoinProgramRequest,
  createProgramRenameRequest,
  getProgramCycleSummary,
  getProgramHomeSummary,
  getProgramProfile,
  invitePortalProgramUser,
  listMyJoinProgramRequests,
  listPortalProgramListings,
  listPortalProgramRequests,
  listPortalProgramUsers,
  type ProgramHomeSummary,
  type ProgramProfile,
  updateProgramProfile,
} from '../../../../core/contracts/programs/program-portal.contract.ts';
import {
  getProgramUserContext,
  type ProgramUserContext,
} from '../../../../core/contracts/programs/program-user.contract.ts';
import {
  listSpecialtyPrograms,
  type ProgramUser,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { listProgramApplicantRequests } from '../../../../core/contracts/requests/applicant-program-requests.contract.ts';
import type { RequestDetails } from '../../../../core/contracts/requests/requests.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { portalRoutes } from './portal-routes.tsx';

afterEach(() => act(() => clearToasts()));

const context: ProgramUserContext = {
  email: 'program@matchline.test',
  fullName: 'Samuel Okafor',
  programs: [
    {
      id: 7,
      code: 'OPH-OR-001',
      name: 'Oregon Eye Institute',
      specialtyId: 3,
      specialtyName: 'Ophthalmology',
      isActive: true,
      isDirector: true,
      cycles: [
        {
          matchCycleId: 2,
          matchCycleCode: 'OPH-2026',
          name: 'Ophthalmology 2026',
          status: 'Active',
          isReadOnly: false,
          positions: 3,
          matchDate: null,
        },
      ],
    },
  ],
};

const home: ProgramHomeSummary = {
  programId: 7,
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  cycleStatus: 'Active',
  isDirector: true,
  takesPart: true,
  applicationsToReview: 12,
  invitationsPending: 5,
  interviewDaysThisWeek: 2,
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  rankList: {
    state: 'NotCertified',
    entries: 4,
    certifiedAt: null,
    deadline: '2027-01-08T05:00:00.000Z',
    isDeadlinePassed: false,
  },
};

const profile: ProgramProfile = {
  id: 7,
  code: 'OPH-OR-001',
  name: 'Oregon Eye Institute',
  specialtyId: 3,
  specialtyName: 'Ophthalmology',
  subspecialtyId: null,
  subspecialtyName: null,
  institutionId: null,
  institutionName: 'Oregon Health',
  addressLine: '1 Main St',
  city: 'Portland',
  countryId: null,
  countryName: null,
  stateId: null,
  stateName: null,
  stateShortName: null,
  zip: '97201',
  phone: '503-555-0100',
  fax: null,
  website: null,
  description: 'Eye care.',
  isActive: true,
  createdDate: '2025-01-01T00:00:00.000Z',
  isDirector: true,
};

const user = (userId: string, firstName: string, isDirector: boolean): ProgramUser => ({
  userId,
  email: `${firstName.toLowerCase()}@matchline.test`,
  firstName,
  lastName: 'Test',
  isDirector,
  isActive: true,
  status: 'Active',
});

const request = (overrides: Partial<RequestDetails> = {}): RequestDetails => ({
  id: 41,
  kind: 'ProgramRename',
  status: 'Pending',
  subject: 'Oregon Eye Institute',
  specialtyId: 3,
  specialtyName: 'Ophthalmology',
  programId: 7,
  programName: 'Oregon Eye Institute',
  medicalSchoolId: null,
  medicalSchoolName: null,
  requesterName: 'Samuel Okafor',
  requesterEmail: 'program@matchline.test',
  payload: { currentName: 'Oregon Eye Institute', newName: 'Oregon Eye Center' },
  createdDate: '2026-11-20T10:00:00.000Z',
  decidedDate: null,
  decisionComment: null,
  actions: { canApprove: false, canDecline: false, canCancel: true },
  decidedByName: null,
  result: null,
  suggestedCode: null,
  ...overrides,
});

beforeEach(() => {
  server.use(handleContract(getProgramUserContext, () => context));
});

const open = (path: string) => renderAt(path, portalRoutes, { main: true, hosts: <ConfirmHost /> });

describe('program portal pages', () => {
  it('home: what is due with links, the rank list state and its deadline; no axe violations', async () => {
    server.use(handleContract(getProgramHomeSummary, () => home));
    const { container } = open('/program-user/OPH-2026/OPH-OR-001/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    const due = await screen.findByRole('heading', { name: 'What is due' });
    const section = due.closest('section')!;
    expect(within(section).getByText(/applications to review/)).toBeTruthy();
    expect(within(section).getByText('12', { selector: '.pp-due-count' })).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: /Open applications/ })
        .getAttribute('href'),
    ).toBe('/program-user/OPH-2026/OPH-OR-001/applications');
    expect(screen.getByText('Not certified')).toBeTruthy();
    expect(screen.getByText(/Deadline: .*PT/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('summary: positions and counts by status; no axe violations', async () => {
    server.use(
      handleContract(getProgramCycleSummary, () => ({
        ...home,
        positions: 3,
        applicationsByStatus: [
          { status: 'Published' as const, count: 9 },
          { status: 'Withdrawn' as const, count: 1 },
        ],
        invitationsByStatus: [
          { status: 'Pending' as const, count: 5 },
          { status: 'Accepted' as const, count: 2 },
        ],
      })),
    );
    const { container } = open('/program-user/OPH-2026/OPH-OR-001/summary');
    expect(await screen.findByRole('heading', { name: 'Applications by status' })).toBeTruthy();
    expect(screen.getByText('9')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('profile: shows the program, edits the name-independent fields and saves them', async () => {
    let sent: unknown = null;
    server.use(
      handleContract(getProgramProfile, () => profile),
      handleContract(updateProgramProfile, ({ body }) => {
        sent = body;
        return { ...profile, phone: '503-555-0199' };
      }),
    );
    const { container, location } = open('/program-user/OPH-2026/OPH-OR-001/profile');
    expect(await screen.findByText('Oregon Health')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('link', { name: 'Edit profile' }));
    const phone = (await screen.findByLabelText('Phone', {
      exact: false,
      selector: 'input',
    })) as HTMLInputElement;
    expect(screen.queryByLabelText('Name', { selector: 'input' })).toBeNull();
    fireEvent.change(phone, { target: { value: '503-555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toMatchObject({ phone: '503-555-0199', city: 'Portland' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/program-user/OPH-2026/OPH-OR-001/profile'));
  });

  it('my program, users: directors invite through the invitation flow; the last director is kept', async () => {
    let invited: unknown = null;
    server.use(
      handleContract(listPortalProgramUsers, () => ({
        items: [user('a', 'Dana', true), user('b', 'Sam', false)],
        canManage: true,
      })),
      handleContract(invitePortalProgramUser, ({ body }) => {
        invited = body;
        return { email: 'new@matchline.test', pending: true, expiresAt: '2026-12-10T00:00:00.000Z' };
      }),
    );
    const { container } = open('/program-user/OPH-OR-001/my-program/7/users');
    expect(await screen.findByText('Last director')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remove Sam Test/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove Dana Test/ })).toBeNull();
    await expectNoAxeViolations(container);
    const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
    fireEvent.change(input('Email'), { target: { value: 'new@matchline.test' } });
    fireEvent.change(input('First name'), { target: { value: 'Nia' } });
    fireEvent.change(input('Last name'), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(invited).toEqual({
        email: 'new@matchline.test',
        firstName: 'Nia',
        lastName: 'New',
        isDirector: false,
      }),
    );
  });

  it('my program, users: a staff member sees the list without the director tools', async () => {
    server.use(
      handleContract(listPortalProgramUsers, () => ({ items: [user('a', 'Dana', true)], canManage: false })),
    );
    open('/program-user/OPH-OR-001/my-program/7/users');
    expect(await screen.findByText("Only the program's directors invite and remove users.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
  });

  it('my program, positions: sends a rename request and goes to the requests tab', async () => {
    let renamed: unknown = null;
    server.use(
      handleContract(listPortalProgramListings, () => ({
        items: [
          {
            matchCycleId: 2,
            shortName: 'OPH-2026',
            matchName: 'Ophthalmology 2026',
            yearCode: '2026',
            status: 'Active',
            positions: 3,
            isReadOnly: false,
          },
        ],
        availableCycles: [],
      })),
      handleContract(createProgramRenameRequest, ({ body }) => {
        renamed = body;
        return request();
      }),
      handleContract(listPortalProgramRequests, () => ({ items: [request()], total: 1 })),
    );
    const { container, location } = open('/program-user/OPH-OR-001/my-program/7/positions');
    expect(await screen.findByRole('heading', { name: 'Rename the program' })).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.change(screen.getByLabelText('New name', { exact: false, selector: 'input' }), {
      target: { value: 'Oregon Eye Center' },
    });
    fireEvent.click(within(screen.getByRole('form', { name: 'Rename the program' })).getByRole('button'));
    await waitFor(() => expect(renamed).toEqual({ newName: 'Oregon Eye Center' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/program-user/OPH-OR-001/my-program/7/requests'),
    );
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeTruthy();
  });

  it('requests and invitations: the program’s requests with their statuses; no axe violations', async () => {
    server.use(handleContract(listPortalProgramRequests, () => ({ items: [request()], total: 1 })));
    const { container } = open('/program-user/OPH-OR-001/requests-invitations');
    expect(await screen.findByRole('tab', { name: 'Program requests' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('requests and invitations: the applicants’ requests tab mounts their part', async () => {
    server.use(
      handleContract(listProgramApplicantRequests, () => ({
        programCode: 'OPH-OR-001',
        programName: 'Oregon Eye Institute',
        requests: [],
      })),
    );
    const { container } = open('/program-user/OPH-OR-001/requests-invitations/applicant-requests');
    const tab = await screen.findByRole('tab', { name: "Applicants' requests to the program" });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('unknown tabs answer page not found', async () => {
    open('/program-user/OPH-OR-001/my-program/7/refunds');
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });

  it('programs directory: the specialty’s programs; no axe violations', async () => {
    server.use(
      handleContract(listSpecialtyPrograms, () => ({
        items: [
          {
            id: 8,
            code: 'OPH-WA-002',
            name: 'Seattle Vision',
            specialtyId: 3,
            specialtyName: 'Ophthalmology',
            subspecialtyName: null,
            institutionName: null,
            city: 'Seattle',
            stateName: 'Washington',
            stateShortName: 'WA',
            website: null,
          },
        ],
        total: 1,
      })),
    );
    const { container } = open('/program-user/OPH-2026/OPH-OR-001/programs-directory');
    expect(await screen.findByText('Seattle Vision')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('join to program: asks to join another program of the specialty and lists the requests', async () => {
    let asked: unknown = null;
    server.use(
      handleContract(listSpecialtyPrograms, () => ({
        items: [
          {
            id: 7,
            code: 'OPH-OR-001',
            name: 'Oregon Eye Institute',
            specialtyId: 3,
            specialtyName: 'Ophthalmology',
            subspecialtyName: null,
            institutionName: null,
            city: 'Portland',
            stateName: 'Oregon',
            stateShortName: 'OR',
            website: null,
          },
          {
            id: 8,
            code: 'OPH-WA-002',
            name: 'Seattle Vision',
            specialtyId: 3,
            specialtyName: 'Ophthalmology',
            subspecialtyName: null,
            institutionName: null,
            city: 'Seattle',
            stateName: 'Washington',
            stateShortName: 'WA',
            website: null,
          },
        ],
        total: 2,
      })),
      handleContract(listMyJoinProgramRequests, () => ({ items: [] })),
      handleContract(createJoinProgramRequest, ({ body }) => {
        asked = body;
        return request({
          id: 50,
          kind: 'ProgramUserRegistration',
          programId: 8,
          programName: 'Seattle Vision',
        });
      }),
    );
    const { container } = open('/program-user/OPH-2026/OPH-OR-001/join-to-program');
    const button = await screen.findByRole('button', { name: 'Ask to join Seattle Vision' });
    expect(screen.getByText('Your program')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(button);
    await waitFor(() => expect(asked).toEqual({ programId: 8 }));
  });
});
