import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSpecialties } from '../../../../core/contracts/specialties/specialties.contract.ts';
import {
  type ApplicantVacancy,
  type ApplicantVacancyDetail,
  applyToVacancy,
  getApplicantVacancy,
  listApplicantVacancies,
} from '../../../../core/contracts/vacancies/applicant-vacancies.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { vacancyRoutes } from './vacancies-routes.tsx';

const vacancy: ApplicantVacancy = {
  id: 7,
  title: 'Retina fellow (PGY-5)',
  programId: 1,
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Program',
  specialtyId: 1,
  specialtyName: 'Ophthalmology',
  positionType: 'Fellowship',
  positions: 1,
  city: 'Portland',
  stateName: 'Oregon',
  startDate: '2027-07-01',
  closesAt: null,
  status: 'Open',
  postedAt: '2026-11-20T12:00:00.000Z',
  isSaved: false,
  applicationId: null,
  applicationStatus: null,
};

const detail = (application: ApplicantVacancyDetail['application'] = null): ApplicantVacancyDetail => ({
  ...vacancy,
  description: 'One position from July.',
  contactEmail: 'office@example.org',
  offerHours: 72,
  isSaved: false,
  application,
});

describe('applicant vacancies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists open vacancies on a phone, opens one alone and applies with a cover note on its own page', async () => {
    mockViewportWidth(390);
    let sent: unknown = null;
    let applied = false;
    server.use(
      handleContract(listSpecialties, () => []),
      handleContract(listApplicantVacancies, () => ({ items: [vacancy], total: 1 })),
      handleContract(getApplicantVacancy, () =>
        detail(
          applied
            ? {
                id: 3,
                status: 'Applied',
                coverNote: 'Hello',
                createdAt: '2026-11-22T12:00:00.000Z',
                offerExpiresAt: null,
              }
            : null,
        ),
      ),
      handleContract(applyToVacancy, async ({ request }) => {
        sent = await request.json();
        applied = true;
        return detail();
      }),
    );
    const { container, location } = renderAt('/applicant/OPH-2026/vacancies/m/all', vacancyRoutes, {
      main: true,
    });
    const link = await screen.findByRole('link', { name: 'Retina fellow (PGY-5)' });
    expect(link.getAttribute('href')).toBe('/applicant/OPH-2026/vacancies/m/all/7');
    await expectNoAxeViolations(container);
    fireEvent.click(link);
    await screen.findByText('One position from July.');
    fireEvent.click(await screen.findByRole('link', { name: 'Apply' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/applicant/OPH-2026/vacancies/m/create-application/7'),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Cover note' }), {
      target: { value: 'Hello' },
    });
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent).toEqual({ coverNote: 'Hello' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/applicant/OPH-2026/vacancies/m/applied/7'));
    expect(await screen.findByText('Applied', { selector: '.status-badge, span' })).toBeTruthy();
  });

  it("sends a notification's cycle-less link to the applicant's last cycle (none: the landing page)", async () => {
    const { location } = renderAt('/applicant/vacancies/applied/7', vacancyRoutes);
    await waitFor(() => expect(location.history.at(-1)).toBe('/applicant/landing'));
  });
});
