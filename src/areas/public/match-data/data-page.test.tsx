import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  getPublicStats,
  type PublicStats,
} from '../../../../core/contracts/match-results/public-stats.contract.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { DataPage } from './data-page.tsx';

const specialty = { id: 7, name: 'OPH', fullName: 'Ophthalmology', type: 'Fellowship' };

const stats: PublicStats = {
  specialties: [specialty],
  specialty,
  cycles: [
    {
      matchCycleId: 2,
      name: 'OPH Match 2026',
      yearCode: '2026',
      status: 'Active',
      programsCount: 12,
      positionsCount: 30,
      applicantsCount: 80,
      applicationsCount: 0,
      matchedCount: null,
      fillRate: null,
    },
    {
      matchCycleId: 1,
      name: 'OPH Match 2025',
      yearCode: '2025',
      status: 'Archived',
      programsCount: 10,
      positionsCount: 25,
      applicantsCount: 70,
      applicationsCount: 0,
      matchedCount: 24,
      fillRate: 0.96,
    },
  ],
};

function open(path: string) {
  renderAt(path, <Route path="/data/:specialtyId?/:tab?" component={DataPage} />);
}

describe('public match data (/data/:specialtyId?/:tab?)', () => {
  it('shows the totals of a specialty’s cycles, with match results not yet available, and Dataset data', async () => {
    server.use(handleContract(getPublicStats, () => stats));
    open('/data/7');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getAllByText('Not yet available')).toHaveLength(2);
    expect(within(rows[2]!).getByText('96%')).toBeTruthy();
    expect(document.title).toBe('Match data: OPH | Matchline');
    const jsonLd = JSON.parse(document.getElementById('page-structured-data')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Dataset',
      name: 'OPH match statistics',
      temporalCoverage: '2026, 2025',
    });
  });

  it('draws accessible bar charts, oldest season first, with the values as text', async () => {
    server.use(handleContract(getPublicStats, () => stats));
    open('/data/7/charts');
    const chart = await screen.findByRole('img', { name: /Positions offered per season/ });
    expect(chart.getAttribute('aria-label')).toBe('Positions offered per season. 2025: 25; 2026: 30');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('asks for a specialty when none is chosen, and says so when a specialty has no statistics', async () => {
    server.use(handleContract(getPublicStats, () => ({ ...stats, specialty: null, cycles: [] })));
    open('/data');
    expect(await screen.findByText('Choose a specialty to see its figures.', { selector: 'p' })).toBeTruthy();

    server.use(handleContract(getPublicStats, () => serverErrorResponse(404, 'NotFound', 'Data not found.')));
    open('/data/99');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This specialty has no published statistics yet.',
    );
  });
});
