import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAdminApplicant } from '../../../../core/contracts/applicants/admin-applicants.contract.ts';
import { listProgramPositions } from '../../../../core/contracts/programs/programs.contract.ts';
import {
  type AdminListingApplicant,
  type AdminListingRankList,
  getAdminApplicantRankList,
  getAdminListingRankList,
  listAdminListingApplicants,
} from '../../../../core/contracts/rank-lists/admin-rank-lists.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { AdminArea } from '../admin-area.tsx';
import { ProgramPositionsTab } from '../programs/program-positions-tab.tsx';

const userId = '2f1c5a0e-4b7d-4c55-9a53-0d7a3b1c9e11';
const certified = {
  deadline: '2027-01-08T05:00:00.000Z',
  updatedAt: '2026-12-01T17:00:00.000Z',
  certifiedAt: '2026-12-01T18:00:00.000Z',
  certifiedBy: { name: 'Dana Director', email: 'director@matchline.test' },
};

const listing: AdminListingRankList = {
  matchCycleId: 12,
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  ...certified,
  programId: 7,
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  positions: 2,
  entries: [
    {
      rank: 1,
      applicantId: 3,
      userId,
      applicantCode: 'ML-3',
      name: 'Kim Adams',
      medicalSchoolName: 'Oregon Health & Science University',
    },
  ],
};

const applicant = (n: number, rank: number | null): AdminListingApplicant => ({
  applicantId: n,
  userId,
  applicantCode: `ML-${n}`,
  name: `Applicant ${n}`,
  medicalSchoolName: null,
  applicationStatus: 'Published',
  rank,
});

function open(path: string) {
  return renderAt(path, <AdminArea />);
}

describe('admin rank list views', () => {
  it('shows a program listing: its certified rank list and its applicants a page at a time; no axe violations', async () => {
    const pages: unknown[] = [];
    server.use(
      handleContract(getAdminListingRankList, ({ request }) => {
        expect(new URL(request.url).pathname).toBe('/api/admin/programs/7/listings/12/rank-list');
        return listing;
      }),
      handleContract(listAdminListingApplicants, ({ request }) => {
        pages.push(Object.fromEntries(new URL(request.url).searchParams));
        return { items: [applicant(3, 1), applicant(4, null)], total: 45 };
      }),
    );
    const { container } = open('/admin/programs/7/listings/12');
    expect(
      await screen.findByRole('heading', { name: 'Oregon Eye Institute in Ophthalmology 2026' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Certified on 12\/01\/2026.* by Dana Director \(director@matchline.test\)$/, {
        exact: false,
      }),
    ).toBeTruthy();
    const ranked = screen.getByRole('grid', { name: 'Rank list' });
    expect(within(ranked).getByRole('link', { name: 'Kim Adams' }).getAttribute('href')).toBe(
      `/admin/applicants/${userId}/rank-list/12`,
    );
    const applicants = screen.getByRole('grid', { name: 'Applicants' });
    await waitFor(() => expect(within(applicants).getByText('Not ranked')).toBeTruthy());
    expect(pages[0]).toEqual({ page: '1', pageSize: '20' });
    await expectNoAxeViolations(container);
  });

  it("shows an applicant's rank list tab per cycle, with the declaration of no list", async () => {
    server.use(
      handleContract(getAdminApplicant, () => ({
        userId,
        applicantId: 3,
        applicantCode: 'ML-3',
        firstName: 'Kim',
        lastName: 'Adams',
        email: 'kim@matchline.test',
        userStatus: 'Active',
        createdDate: '2026-01-15T18:00:00.000Z',
        matchCycles: [
          {
            id: 12,
            code: 'OPH-2026',
            name: 'Ophthalmology 2026',
            status: 'Active',
            registeredDate: '2026-06-01T17:00:00.000Z',
            invoiceStatus: 'Paid',
            applicationsCount: 1,
          },
        ],
      })),
      handleContract(getAdminApplicantRankList, ({ request }) => {
        expect(new URL(request.url).searchParams.get('matchCycleId')).toBe('12');
        return {
          matchCycleId: 12,
          matchCycleCode: 'OPH-2026',
          matchCycleName: 'Ophthalmology 2026',
          deadline: null,
          updatedAt: null,
          certifiedAt: null,
          certifiedBy: null,
          noRankListDeclaredAt: '2026-12-02T18:00:00.000Z',
          entries: [],
        };
      }),
    );
    const { container } = open(`/admin/applicants/${userId}/rank-list`);
    expect(await screen.findByText(/the applicant said they will not submit a rank list/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rank list', selected: true })).toBeTruthy();
    expect(screen.getByText('Not certified: the match does not use this list')).toBeTruthy();
    expect(screen.getByText('Nothing ranked.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('links each cycle of the program to its listing', async () => {
    server.use(
      handleContract(listProgramPositions, () => ({
        items: [
          {
            matchCycleId: 12,
            shortName: 'OPH-2026',
            matchName: 'Ophthalmology 2026',
            yearCode: '2026',
            status: 'Active',
            positions: 2,
            isReadOnly: false,
          },
        ],
        availableCycles: [],
      })),
    );
    render(<ProgramPositionsTab programId={7} />);
    const link = await screen.findByRole('link', { name: 'Applicants and rank list of Ophthalmology 2026' });
    expect(link.getAttribute('href')).toBe('/admin/programs/7/listings/12');
  });
});
