import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getProgramUserContext,
  type ProgramUserContext,
} from '../../../core/contracts/programs/program-user.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { ProgramUserLandingPage } from './program-user-landing-page.tsx';

const context: ProgramUserContext = {
  email: 'program@matchline.test',
  fullName: 'Samuel Okafor',
  programs: [
    {
      id: 1,
      code: 'OPH-OR-001',
      name: 'Oregon Eye Institute',
      specialtyId: 1,
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
          matchDate: '2026-02-03T17:00:00.000Z',
        },
        {
          matchCycleId: 1,
          matchCycleCode: 'OPH-2025',
          name: 'Ophthalmology 2025',
          status: 'Archived',
          isReadOnly: true,
          positions: 2,
          matchDate: null,
        },
      ],
    },
  ],
};

describe('program user landing', () => {
  it('lists the programs with their cycles and says which cycle is read-only; no axe violations', async () => {
    server.use(handleContract(getProgramUserContext, () => context));
    const { container } = render(<ProgramUserLandingPage />);
    const card = (await screen.findByRole('heading', { name: /Oregon Eye Institute/ })).closest('li')!;
    const cycles = within(card).getAllByRole('listitem');
    expect(cycles).toHaveLength(2);
    expect(cycles[0]!.textContent).toContain('Ophthalmology 2026');
    expect(cycles[0]!.textContent).toContain('positions: 3');
    expect(cycles[0]!.textContent).toContain('match date 02/03/2026');
    expect(cycles[0]!.textContent).not.toContain('archived');
    expect(cycles[1]!.textContent).toContain(
      'This match cycle is archived: you can read everything but change nothing.',
    );
    expect(card.textContent).toContain('Program director');
    expect(
      within(cycles[0]!)
        .getByRole('link', { name: 'Rank list of Oregon Eye Institute in Ophthalmology 2026' })
        .getAttribute('href'),
    ).toBe('/program-user/OPH-2026/OPH-OR-001/rank-list');
    expect(
      within(cycles[0]!)
        .getByRole('link', { name: 'Match result of Oregon Eye Institute in Ophthalmology 2026' })
        .getAttribute('href'),
    ).toBe('/program-user/OPH-2026/OPH-OR-001/match-result');
    await expectNoAxeViolations(container);
  });

  it('says so when the user belongs to no program', async () => {
    server.use(handleContract(getProgramUserContext, () => ({ ...context, programs: [] })));
    render(<ProgramUserLandingPage />);
    expect(await screen.findByText(/You are not attached to a program yet/)).toBeTruthy();
  });
});
