import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listPublicMatchResults,
  type PublicMatchStatistics,
} from '../../../../core/contracts/match-results/audience-results.contract.ts';
import { listSpecialties } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { PublicMatchResultsPage } from './public-match-results-page.tsx';

const statistics: PublicMatchStatistics = {
  matchCycleId: 11,
  matchName: 'OPH Match 2026',
  yearCode: '2026',
  specialtyId: 1,
  specialtyName: 'Ophthalmology',
  positions: 8,
  matched: 6,
  unfilled: 2,
  fillRatePercent: 75,
  applicantsInMatch: 8,
  matchedApplicants: 6,
  rankReached: {
    medianChoice: 1,
    firstChoicePercent: 50,
    topThreePercent: 83.3,
    topFivePercent: 100,
    distribution: [
      { choice: 1, count: 3 },
      { choice: 2, count: 2 },
      { choice: 11, count: 1 },
    ],
  },
};

const specialty = (id: number, name: string) => ({
  id,
  name,
  fullName: `${name} residency`,
  type: 'Residency' as const,
  urlPrefix: name.toLowerCase(),
  color: '#123456',
  hasCas: false,
  hasAllSubspecialties: false,
  subspecialtyLabel: null,
  subspecialties: [],
  hasActiveCycle: false,
});

describe('public match results', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the statistics of each released match with its rank reached, filtered by specialty', async () => {
    const asked: (string | null)[] = [];
    server.use(
      handleContract(listSpecialties, () => [specialty(1, 'Ophthalmology'), specialty(2, 'Dermatology')]),
      handleContract(listPublicMatchResults, ({ request }) => {
        const specialtyId = new URL(request.url).searchParams.get('specialtyId');
        asked.push(specialtyId);
        return specialtyId === '2' ? { items: [], total: 0 } : { items: [statistics], total: 1 };
      }),
    );
    const { container } = render(<PublicMatchResultsPage />);
    const section = await screen.findByRole('region', { name: 'OPH Match 2026 (2026)' });
    expect(section.textContent).toContain('Fill rate75%');
    expect(section.textContent).toContain('Matched within top 383.3%');
    const table = within(section).getByRole('table', {
      name: 'Matched applicants by choice in OPH Match 2026',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['1350%', '2233.3%', '11 or lower116.7%']);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Results of past matches/,
    );
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: /Specialty/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dermatology' }));
    expect(await screen.findByText('No match results have been published yet.')).toBeTruthy();
    await waitFor(() => expect(asked).toEqual([null, '2']));
  });

  it('keeps the specialty and the page in the URL, so a reload or a shared link shows the same page', async () => {
    const asked: string[] = [];
    server.use(
      handleContract(listSpecialties, () => [specialty(1, 'Ophthalmology'), specialty(2, 'Dermatology')]),
      handleContract(listPublicMatchResults, ({ request }) => {
        asked.push(new URL(request.url).search);
        return { items: [statistics], total: 25 };
      }),
    );
    window.history.replaceState(null, '', '/match-results?specialtyId=1&page=2');
    render(<PublicMatchResultsPage />);
    await screen.findByRole('region', { name: 'OPH Match 2026 (2026)' });
    expect(asked).toEqual(['?page=2&pageSize=10&specialtyId=1']);
    expect(screen.getByRole('button', { name: /Specialty/ }).textContent).toContain('Ophthalmology');

    fireEvent.click(screen.getByRole('button', { name: /Specialty/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dermatology' }));
    // Another filter goes back to page 1.
    await waitFor(() => expect(window.location.search).toBe('?specialtyId=2'));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&pageSize=10&specialtyId=2'));
  });
});
