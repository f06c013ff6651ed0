import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  comparePrograms,
  listSpecialtyPrograms,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { listSpecialties } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { readCompareIds, toggleCompareId, writeCompareIds } from './compare-selection.ts';
import { ProgramComparePage } from './program-compare-page.tsx';

afterEach(() => act(() => clearToasts()));

const program = (id: number, name: string) => ({
  id,
  code: `P${id}`,
  name,
  specialtyId: 5,
  specialtyName: 'Ophthalmology',
  subspecialtyName: null,
  institutionName: `Institution ${id}`,
  city: 'Portland',
  stateName: 'Oregon',
  stateShortName: 'OR',
  website: `https://p${id}.example`,
});

const specialty = {
  id: 5,
  name: 'Ophthalmology',
  fullName: 'Ophthalmology residency',
  type: 'Residency' as const,
  urlPrefix: 'oph',
  color: '#A4CEF8',
  hasCas: false,
  hasAllSubspecialties: false,
  subspecialtyLabel: null,
  subspecialties: [],
  hasActiveCycle: true,
};

describe('compare selection', () => {
  it('reads, writes and toggles at most 4 distinct ids', () => {
    expect(readCompareIds('?ids=3,3,x,8,-1,9,10,11')).toEqual([3, 8, 9, 10]);
    expect(writeCompareIds('a=1', [2, 4])).toBe('a=1&ids=2%2C4');
    expect(writeCompareIds('ids=2', [])).toBe('');
    expect(toggleCompareId([1, 2], 2)).toEqual([1]);
    expect(toggleCompareId([1, 2, 3, 4], 5)).toBeNull();
  });
});

describe('program compare page', { timeout: 30_000 }, () => {
  it('lists the specialty programs, lets the visitor choose two and shows them side by side', async () => {
    let comparedIds = '';
    server.use(
      handleContract(listSpecialties, () => [specialty]),
      handleContract(listSpecialtyPrograms, () => ({
        items: [program(1, 'Alpha Eye'), program(2, 'Beta Eye')],
        total: 2,
      })),
      handleContract(comparePrograms, ({ request }) => {
        comparedIds = new URL(request.url).searchParams.get('ids') ?? '';
        return [
          {
            ...program(1, 'Alpha Eye'),
            phone: '503-555-0100',
            description: 'Small program.',
            positions: 3,
            currentCycleName: 'OPH 2026',
          },
          {
            ...program(2, 'Beta Eye'),
            phone: null,
            description: null,
            positions: null,
            currentCycleName: null,
          },
        ];
      }),
    );
    const { container, location } = renderAt(
      '/specialty-programs-compare/5',
      <Route path="/specialty-programs-compare/:id" component={ProgramComparePage} />,
    );
    expect(await screen.findByText('Choose at least two programs to compare them.')).toBeTruthy();
    // Each button is named by its program.
    fireEvent.click(await screen.findByRole('button', { name: 'Compare Alpha Eye' }));
    expect(await screen.findByRole('button', { name: 'Chosen Alpha Eye', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Compare Beta Eye' }));
    expect(await screen.findByRole('heading', { name: 'Alpha Eye' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Beta Eye' })).toBeTruthy();
    expect(screen.getByText('Not in the current match')).toBeTruthy();
    expect(comparedIds).toBe('1,2');
    await waitFor(() => expect(location.history?.at(-1)).toContain('ids=1%2C2'));
    expect(document.title).toContain('Compare Ophthalmology programs');
    await expectNoAxeViolations(container, { seriousOnly: true });
  });
});
