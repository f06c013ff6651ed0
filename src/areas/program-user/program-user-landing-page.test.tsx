import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getProgramUserContext,
  type ProgramUserContext,
} from '../../../core/contracts/programs/program-user.contract.ts';
import {
  getProgramRankList,
  type ProgramRankList,
} from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
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

const rankList = (overrides: Partial<ProgramRankList> = {}): ProgramRankList => ({
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  isDirector: true,
  deadline: '2099-01-08T05:00:00.000Z',
  isDeadlinePassed: false,
  version: 2,
  certifiedAt: null,
  maxEntries: 300,
  entries: [{ rank: 1, applicantId: 21, applicantCode: 'A-21', name: 'Ada Lovelace', note: null }],
  unranked: [],
  actions: { canEdit: true, canCertify: true },
  declineReason: null,
  ...overrides,
});

describe('program user landing', () => {
  it('lists the programs with their cycles and says which cycle is read-only; no axe violations', async () => {
    const asked: string[] = [];
    server.use(
      handleContract(getProgramUserContext, () => context),
      handleContract(getProgramRankList, ({ params }) => {
        asked.push(`${params.matchCycleCode}/${params.programCode}`);
        return rankList();
      }),
    );
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
    // The open cycle's rank list: saved, not certified, with its deadline in PT; the archived cycle is not asked.
    const state = await within(cycles[0]!).findByText('Not certified');
    expect(state.className).toContain('tone-warning');
    expect(cycles[0]!.textContent).toContain('Certify it by 01/07/2099 9:00 PM PT');
    expect(asked).toEqual(['OPH-2026/OPH-OR-001']);
    expect(container.textContent).not.toMatch(/will hold|signed in as/i);
    await expectNoAxeViolations(container);
  });

  it('shows a certified rank list as certified, and an empty one as not started', async () => {
    server.use(
      handleContract(getProgramUserContext, () => ({
        ...context,
        programs: [
          context.programs[0]!,
          {
            ...context.programs[0]!,
            id: 2,
            code: 'OPH-CA-014',
            name: 'Bayview Eye',
            cycles: [context.programs[0]!.cycles[0]!],
          },
        ],
      })),
      handleContract(getProgramRankList, ({ params }) =>
        params.programCode === 'OPH-OR-001'
          ? rankList({ certifiedAt: '2026-11-20T18:00:00.000Z' })
          : rankList({ programCode: 'OPH-CA-014', entries: [], unranked: [] }),
      ),
    );
    render(<ProgramUserLandingPage />);
    const oregon = (await screen.findByRole('heading', { name: /Oregon Eye Institute/ })).closest('li')!;
    const certified = await within(oregon).findByText('Certified');
    expect(certified.className).toContain('tone-success');
    expect(oregon.textContent).toContain('Certified on 11/20/2026 10:00 AM PT.');
    const bayview = (await screen.findByRole('heading', { name: /Bayview Eye/ })).closest('li')!;
    expect(await within(bayview).findByText('Not started')).toBeTruthy();
    expect(bayview.textContent).toContain('Deadline: 01/07/2099 9:00 PM PT');
  });

  it('says so when the user belongs to no program', async () => {
    server.use(handleContract(getProgramUserContext, () => ({ ...context, programs: [] })));
    render(<ProgramUserLandingPage />);
    expect(await screen.findByText(/You are not attached to a program yet/)).toBeTruthy();
  });
});
