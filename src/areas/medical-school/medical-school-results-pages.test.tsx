import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Route } from 'wouter';
import {
  getMedicalSchoolMatchArchive,
  getMedicalSchoolMatchResults,
  listOwnMedicalSchools,
  type MedicalSchoolMatchResults,
} from '../../../core/contracts/match-results/audience-results.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { MedicalSchoolArea } from './medical-school-area.tsx';

const cycles = [
  { id: 11, matchName: 'OPH Match 2026', specialtyName: 'OPH', yearCode: '2026' },
  { id: 7, matchName: 'OPH Match 2025', specialtyName: 'OPH', yearCode: '2025' },
];

function open(path: string) {
  return renderAt(path, <Route path="/medical-school/*?" component={MedicalSchoolArea} />);
}

describe('medical school results', () => {
  it("links each of the user's schools to its results and archive", async () => {
    server.use(
      handleContract(listOwnMedicalSchools, () => [{ code: 'HMC', name: 'Harbor Medical College' }]),
      handleContract(getMedicalSchoolMatchResults, () => ({
        cycles,
        matchCycleId: 11,
        result: {
          released: true as const,
          counts: { inMatch: 4, matched: 3, unmatched: 1 },
          students: { total: 4, items: [] },
        },
      })),
    );
    const { container } = open('/medical-school');
    expect(await screen.findByRole('heading', { name: 'Harbor Medical College' })).toBeTruthy();
    // The latest cycle's figures right on the home, no placeholder text.
    expect(await screen.findByRole('heading', { name: 'Latest match: OPH Match 2026 (2026)' })).toBeTruthy();
    expect(screen.getByText('4 students in the match: 3 matched, 1 not matched.')).toBeTruthy();
    expect(container.textContent).not.toMatch(/will hold|signed in as/i);
    expect(screen.getByRole('link', { name: 'Match results' }).getAttribute('href')).toBe(
      '/medical-school/HMC/match-results',
    );
    expect(screen.getByRole('link', { name: 'Match archive' }).getAttribute('href')).toBe(
      '/medical-school/HMC/match-archive',
    );
    await expectNoAxeViolations(container);
  });

  it("shows the students' results once released, and only the release date before", async () => {
    // Before the release date (the notice says 'will be released' only while that date is ahead).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T00:00:00.000Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const asked: string[] = [];
    server.use(
      handleContract(getMedicalSchoolMatchResults, ({ request, params }): MedicalSchoolMatchResults => {
        expect(params.medicalSchoolCode).toBe('HMC');
        const cycle = new URL(request.url).searchParams.get('matchCycleId');
        asked.push(cycle ?? '');
        if (cycle !== '7') {
          return {
            cycles,
            matchCycleId: 11,
            result: { released: false, releaseDate: '2026-03-20T17:00:00.000Z' },
          };
        }
        return {
          cycles,
          matchCycleId: 7,
          result: {
            released: true,
            counts: { inMatch: 2, matched: 1, unmatched: 1 },
            students: {
              total: 3,
              items: [
                {
                  applicantId: 1,
                  applicantCode: 'A-1',
                  name: 'Chen Chu',
                  outcome: 'Matched',
                  programCode: 'MER',
                  programName: 'Mercy',
                  choice: 2,
                },
                {
                  applicantId: 2,
                  applicantCode: 'A-2',
                  name: 'Ann Anderson',
                  outcome: 'NotMatched',
                  programCode: null,
                  programName: null,
                  choice: null,
                },
                {
                  applicantId: 3,
                  applicantCode: 'A-3',
                  name: 'Lena Listless',
                  outcome: 'NotInMatch',
                  programCode: null,
                  programName: null,
                  choice: null,
                },
              ],
            },
          },
        };
      }),
    );
    const { container } = open('/medical-school/HMC/match-results');
    expect(await screen.findByText(/^Results will be released on 03\/20\/2026.*PT\.$/)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: /Match cycle/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'OPH Match 2025 (2025)' }));
    const table = await screen.findByRole('grid', { name: 'Students and their results' });
    expect(asked).toEqual(['', '7']);
    expect(screen.getByText('2 students in the match: 1 matched, 1 not matched.')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'Chen ChuA-1MatchedMercy2',
      'Ann AndersonA-2Not matched——',
      'Lena ListlessA-3No certified rank list——',
    ]);
    await expectNoAxeViolations(container);
  });

  it('lists the released matches of the archive with the counts of the school', async () => {
    server.use(
      handleContract(getMedicalSchoolMatchArchive, () => ({
        total: 1,
        items: [{ ...cycles[1]!, counts: { inMatch: 2, matched: 1, unmatched: 1 } }],
      })),
    );
    const { container } = open('/medical-school/HMC/match-archive');
    const table = await screen.findByRole('grid', { name: 'Released matches of your students' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('2025OPH Match 2025OPH211');
    await expectNoAxeViolations(container);
  });
});
