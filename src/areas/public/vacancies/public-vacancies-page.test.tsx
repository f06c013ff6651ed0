import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listSpecialties } from '../../../../core/contracts/specialties/specialties.contract.ts';
import {
  getPublicVacancy,
  listPublicVacancies,
  type VacancySummary,
} from '../../../../core/contracts/vacancies/vacancies.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { vacancyRoutes } from './vacancies-routes.tsx';

const vacancy: VacancySummary = {
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
};

describe('public vacancies', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lists open vacancies filtered on the server and opens one', async () => {
    const asked: (string | null)[] = [];
    server.use(
      handleContract(listSpecialties, () => []),
      handleContract(listPublicVacancies, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('positionType'));
        return { items: [vacancy], total: 1 };
      }),
      handleContract(getPublicVacancy, () => ({
        ...vacancy,
        description: 'One position from July.',
        contactEmail: null,
        offerHours: 72,
      })),
    );
    const { container, location } = renderAt('/vacancies', vacancyRoutes, { main: true });
    const link = await screen.findByRole('link', { name: 'Retina fellow (PGY-5)' });
    await expectNoAxeViolations(container);
    expect(asked[0]).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(location.history.at(-1)).toBe('/vacancies/7'));
    expect(await screen.findByText('One position from July.')).toBeTruthy();
    expect(screen.getByText('Sign in as an applicant to apply.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
