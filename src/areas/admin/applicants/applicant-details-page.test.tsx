import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  type AdminApplicantOverview,
  getAdminApplicant,
  getAdminApplicantCas,
  listAdminApplicantApplications,
  listAdminApplicantDocuments,
} from '../../../../core/contracts/applicants/admin-applicants.contract.ts';
import type { Cas } from '../../../../core/contracts/applicants/cas.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ApplicantDetailsPage } from './applicant-details-page.tsx';

const userId = '2f1c5a0e-4b7d-4c55-9a53-0d7a3b1c9e11';

const overview: AdminApplicantOverview = {
  userId,
  applicantId: 1,
  applicantCode: 'ML-100001',
  firstName: 'Jordan',
  lastName: 'Alvarez',
  email: 'applicant@matchline.test',
  userStatus: 'Active',
  createdDate: '2026-01-15T18:00:00.000Z',
  matchCycles: [
    {
      id: 12,
      code: 'OPH-2026',
      name: 'Ophthalmology 2026',
      status: 'Active',
      registeredDate: '2026-06-01T17:00:00.000Z',
      invoiceStatus: 'Unpaid',
      applicationsCount: 2,
    },
    {
      id: 9,
      code: 'OPH-2025',
      name: 'Ophthalmology 2025',
      status: 'Archived',
      registeredDate: '2025-06-01T17:00:00.000Z',
      invoiceStatus: 'Paid',
      applicationsCount: 0,
    },
  ],
};

const cas: Cas = {
  applicantCode: 'ML-100001',
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  personal: {
    firstName: 'Jordan',
    middleName: null,
    lastName: 'Alvarez',
    email: 'applicant@matchline.test',
    dateOfBirth: null,
    gender: null,
    citizenship: null,
    photoUrl: null,
  },
  addresses: [],
  phones: [],
  educations: [],
  employments: [],
  examinations: [],
  publications: [],
  hobbiesAndInterests: null,
  documents: [],
  personalStatements: [],
  letters: [],
  missing: [{ key: 'dateOfBirth', label: messages.CasMissingDateOfBirth, section: 'personalInfo' }],
  isComplete: false,
};

function open(path: string) {
  return renderAt(
    path,
    <>
      <Route path="/admin/applicants/:id/:tab/:matchCycleId">
        {(params) => (
          <ApplicantDetailsPage id={params.id} tab={params.tab} matchCycleId={params.matchCycleId} />
        )}
      </Route>
      <Route path="/admin/applicants/:id/:tab?">
        {(params) => <ApplicantDetailsPage id={params.id} tab={params.tab} />}
      </Route>
    </>,
  );
}

describe('admin applicant details', () => {
  it('shows the profile with the registered cycles; no axe violations', async () => {
    server.use(handleContract(getAdminApplicant, () => overview));
    const { container } = open(`/admin/applicants/${userId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant Jordan Alvarez' })).toBeTruthy();
    expect(screen.getByText('ML-100001')).toBeTruthy();
    expect(screen.getByText(/fee Unpaid; 2 applications/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows applied programs of the chosen cycle, the newest by default', async () => {
    const asked: string[] = [];
    server.use(
      handleContract(getAdminApplicant, () => overview),
      handleContract(listAdminApplicantApplications, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('matchCycleId') ?? '');
        return { items: [] };
      }),
    );
    open(`/admin/applicants/${userId}/applied-programs`);
    expect(
      await screen.findByText('You have not applied to any program of this match cycle yet.'),
    ).toBeTruthy();
    expect(asked).toEqual(['12']);
    const cycles = screen.getByRole('navigation', { name: 'Match cycle' });
    expect(within(cycles).getByRole('link', { name: 'OPH-2025' }).getAttribute('href')).toBe(
      `/admin/applicants/${userId}/applied-programs/9`,
    );
  });

  it('shows the CAS form of a cycle without section links', async () => {
    server.use(
      handleContract(getAdminApplicant, () => overview),
      handleContract(getAdminApplicantCas, () => cas),
    );
    open(`/admin/applicants/${userId}/cas-form/9`);
    expect(await screen.findByText('The application is missing:')).toBeTruthy();
    expect(screen.getByText(messages.CasMissingDateOfBirth).tagName).toBe('LI');
  });

  it('lists documents', async () => {
    server.use(
      handleContract(getAdminApplicant, () => overview),
      handleContract(listAdminApplicantDocuments, () => ({
        items: [
          {
            id: 1,
            title: 'CV',
            documentType: 'Other',
            fileName: 'cv.pdf',
            contentType: 'application/pdf',
            url: '/api/uploads/x/content',
            createdDate: '2026-02-01T17:00:00.000Z',
          },
        ],
      })),
    );
    open(`/admin/applicants/${userId}/documents`);
    expect(await screen.findByRole('button', { name: 'Open CV' })).toBeTruthy();
  });

  it('says page not found for an unknown applicant or tab', async () => {
    server.use(
      handleContract(getAdminApplicant, () => serverErrorResponse(404, 'NotFound', 'Data not found.')),
    );
    open(`/admin/applicants/${userId}`);
    expect(await screen.findByText('Page not found.')).toBeTruthy();
  });
});
