import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Route } from 'wouter';
import {
  getSocietyMatchResults,
  getSocietyProgramMatchResult,
} from '../../../core/contracts/match-results/audience-results.contract.ts';
import type { SocietyContext } from '../../../core/contracts/societies/society.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { SocietyContextPicker } from '../../features/society-context/society-context-picker.tsx';
import { useSocietyContextStore } from '../../features/society-context/society-context-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { SocietyMatchResultsPage, SocietyProgramMatchResultPage } from './society-match-results-pages.tsx';

const context: SocietyContext = {
  email: 'society@matchline.test',
  fullName: 'Sofia Society',
  specialties: [
    {
      id: 1,
      name: 'OPH',
      specialtyFullName: 'OPH fellowship',
      type: 'Fellowship',
      hasCas: true,
      hasAllSubspecialties: false,
      subspecialtyLabel: null,
      subspecialties: [],
      actions: { canRequestProgramRegistration: false, canManagePayments: false },
      matchCycles: [{ id: 11, name: 'OPH 2026', status: 'Active', hasMatchResults: true }],
    },
  ],
};

function open(path: string, routePath: string, Component: () => React.JSX.Element) {
  act(() => useSocietyContextStore.getState().setContext(context));
  return renderAt(path, <Route path={routePath} component={Component} />, {
    hosts: <SocietyContextPicker />,
  });
}

afterEach(() => act(() => useSocietyContextStore.getState().reset()));

describe('society match results', () => {
  it('says when the results will be released, and shows nothing else before', async () => {
    // Before the release date (the notice says 'will be released' only while that date is ahead).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T00:00:00.000Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    server.use(
      handleContract(getSocietyMatchResults, () => ({
        released: false as const,
        releaseDate: '2026-03-20T17:00:00.000Z',
      })),
    );
    const { container } = open(
      '/society-user/match-results',
      '/society-user/match-results',
      SocietyMatchResultsPage,
    );
    expect(await screen.findByText(/^Results will be released on 03\/20\/2026.*PT\.$/)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("lists the cycle's programs with positions, matched and unfilled, asking for the chosen cycle", async () => {
    let asked = '';
    server.use(
      handleContract(getSocietyMatchResults, ({ request }) => {
        asked = new URL(request.url).search;
        return {
          released: true as const,
          totals: { programs: 2, positions: 4, matched: 3, unfilled: 1 },
          programs: {
            total: 2,
            items: [
              {
                programId: 5,
                programCode: 'P5',
                programName: 'Eye Institute',
                city: 'Denver',
                positions: 2,
                matched: 2,
                unfilled: 0,
              },
              {
                programId: 6,
                programCode: 'P6',
                programName: 'Vision Center',
                city: null,
                positions: 2,
                matched: 1,
                unfilled: 1,
              },
            ],
          },
        };
      }),
    );
    const { container } = open(
      '/society-user/match-results',
      '/society-user/match-results',
      SocietyMatchResultsPage,
    );
    const table = await screen.findByRole('grid', { name: 'Programs of OPH 2026 and their results' });
    expect(asked).toContain('specialtyId=1');
    expect(asked).toContain('matchCycleId=11');
    expect(screen.getByText('2 programs: 3 of 4 positions filled, 1 unfilled.')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Eye InstituteP5Denver220', 'Vision CenterP6—211']);
    expect(within(table).getByRole('link', { name: 'Eye Institute' }).getAttribute('href')).toBe(
      '/society-user/match-results/5',
    );
    await expectNoAxeViolations(container);
  });

  it("shows one program's matched applicants", async () => {
    server.use(
      handleContract(getSocietyProgramMatchResult, ({ params }) => {
        expect(params.programId).toBe('5');
        return {
          released: true as const,
          program: {
            programId: 5,
            programCode: 'P5',
            programName: 'Eye Institute',
            city: 'Denver',
            positions: 2,
            matched: 1,
            unfilled: 1,
          },
          applicants: [
            {
              applicantId: 9,
              applicantCode: 'A-9',
              name: 'Eve Eastman',
              medicalSchoolName: null,
              applicantChoice: 1,
              programRank: 3,
            },
          ],
        };
      }),
    );
    const { container } = open(
      '/society-user/match-results/5',
      '/society-user/match-results/:programId',
      SocietyProgramMatchResultPage,
    );
    const table = await screen.findByRole('grid', { name: 'Matched applicants' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Eve EastmanA-9—13');
    expect(screen.getByText('1 of 2 positions filled, 1 unfilled.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
