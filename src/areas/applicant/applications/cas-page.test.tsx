import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Cas, getCas } from '../../../../core/contracts/applicants/cas.contract.ts';
import {
  type ApplicationsOverview,
  listApplications,
} from '../../../../core/contracts/applications/applications.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { applicationRoutes } from './applications-routes.tsx';

const incompleteCas: Cas = {
  applicantCode: 'ML-100001',
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  personal: {
    firstName: 'Jordan',
    middleName: 'Ellis',
    lastName: 'Alvarez',
    email: 'applicant@matchline.test',
    dateOfBirth: '1998-04-02',
    gender: null,
    citizenship: 'United States',
    photoUrl: null,
  },
  addresses: [{ label: 'Current', value: '1 Main St, Portland, Oregon' }],
  phones: [{ number: '+15035550100', type: 'Cell', isVerified: true }],
  educations: [
    { type: 'Medical School', name: 'Pacific Northwest University', from: '2018-08-01', to: null },
  ],
  employments: [],
  examinations: [{ label: 'USMLE ID', value: '1-234-567-8' }],
  publications: [],
  hobbiesAndInterests: 'Sailing',
  documents: [{ title: 'CV', documentType: 'Other' }],
  personalStatements: [],
  letters: [{ writerName: 'Dr. Lee', status: 'Pending' }],
  missing: [
    { key: 'personalStatement', label: messages.CasMissingPersonalStatement, section: 'personalStatements' },
  ],
  isComplete: false,
};

function open(path: string) {
  return renderAt(path, applicationRoutes);
}

describe('CAS page and summary', () => {
  it('shows the assembled application and links each missing item to its section; no axe violations', async () => {
    let asked: string | null = null;
    server.use(
      handleContract(getCas, ({ request }) => {
        asked = new URL(request.url).searchParams.get('matchCycleCode');
        return incompleteCas;
      }),
    );
    const { container } = open('/applicant/OPH-2026/cas');
    const missing = await screen.findByText('Your application is missing:');
    const link = within(missing.parentElement!).getByRole('link', {
      name: messages.CasMissingPersonalStatement,
    });
    expect(link.getAttribute('href')).toBe('/applicant/OPH-2026/personal-statements');
    expect(asked).toBe('OPH-2026');
    expect(screen.getByText('Jordan Ellis Alvarez')).toBeTruthy();
    expect(
      screen.getByText('Medical School: Pacific Northwest University, 08/01/2018 – present'),
    ).toBeTruthy();
    expect(screen.getByText('Cell: +15035550100 (verified)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says complete when nothing is missing', async () => {
    server.use(handleContract(getCas, () => ({ ...incompleteCas, missing: [], isComplete: true })));
    open('/applicant/OPH-2026/cas');
    expect(await screen.findByText('Your application is complete.')).toBeTruthy();
  });

  it('shows page not found for an unknown cycle', async () => {
    server.use(handleContract(getCas, () => serverErrorResponse(404, 'NotFound', 'Data not found.')));
    open('/applicant/NOPE/cas');
    expect(await screen.findByText('Page not found.')).toBeTruthy();
  });

  it('sums up completeness, applications by status and signals; no axe violations', async () => {
    const overview: ApplicationsOverview = {
      matchCycleCode: 'OPH-2026',
      matchCycleName: 'Ophthalmology 2026',
      casDeadlineDate: '2026-10-15',
      isCasDeadlinePassed: false,
      lorsCount: 3,
      maxSignalingPrograms: 5,
      signaledCount: 2,
      isPaymentPending: false,
      declineReason: null,
      items: (['InProgress', 'InProgress', 'Published'] as const).map((status, i) => ({
        id: i + 1,
        programId: i + 1,
        programCode: `P${i}`,
        programName: `Program ${i}`,
        institutionName: null,
        city: null,
        stateName: null,
        status,
        personalStatementId: null,
        personalStatementTitle: null,
        letters: [],
        letterIds: [],
        version: 1,
        isSignaled: i > 0,
        publishedDate: null,
        withdrawnDate: null,
        updatedDate: '2026-09-01T17:00:00.000Z',
        actions: { canEdit: true, canSend: false, canWithdraw: true, canSignal: true },
      })),
      personalStatements: [],
      letters: [],
    };
    server.use(
      handleContract(getCas, () => incompleteCas),
      handleContract(listApplications, () => overview),
    );
    const { container } = open('/applicant/OPH-2026/summary');
    expect(await screen.findByText('In progress: 2')).toBeTruthy();
    expect(screen.getByText('Published: 1')).toBeTruthy();
    expect(screen.getByText('Signals used: 2 of 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the CAS' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/cas',
    );
    await expectNoAxeViolations(container);
  });
});
