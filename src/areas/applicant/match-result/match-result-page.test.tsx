import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  type ApplicantMatchResult,
  getApplicantMatchResult,
} from '../../../../core/contracts/match-results/match-result.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { matchResultRoutes } from './match-result-routes.tsx';

const cycle = { matchCycleCode: 'OPH-2026', matchCycleName: 'Ophthalmology 2026' };

function open() {
  return renderAt('/applicant/OPH-2026/match-result', matchResultRoutes);
}

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
});

afterEach(async () => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  await Promise.all([appDb().serverCopies.clear()]);
});

describe('applicant match result page', () => {
  it('says when the results will be released, in Pacific time, and nothing else', async () => {
    // Before the release date (the notice says 'will be released' only while that date is ahead).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T00:00:00.000Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    server.use(
      handleContract(getApplicantMatchResult, () => ({
        released: false as const,
        ...cycle,
        releaseDate: '2026-03-20T16:00:00.000Z',
      })),
    );
    const { container } = open();
    expect(await screen.findByText('Results will be released on 03/20/2026, 9:00 AM PT.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the matched program, the choice it was and why each higher choice did not match; no axe violations', async () => {
    const result: ApplicantMatchResult = {
      released: true,
      ...cycle,
      status: 'Matched',
      matched: { code: 'P12', name: 'Beta Eye', city: 'Portland', stateName: 'Oregon', choice: 2 },
      partner: null,
      reasons: [
        {
          choice: 1,
          program: { code: 'P11', name: 'Alpha Eye' },
          partnerProgram: null,
          text: 'the program filled its 2 positions with applicants it ranked higher; the last one it took was at its rank 4, you were at rank 7',
        },
      ],
    };
    server.use(handleContract(getApplicantMatchResult, () => result));
    const { container } = open();
    expect(await screen.findByRole('heading', { name: 'You matched to Beta Eye.' })).toBeTruthy();
    expect(screen.getByText('Portland, Oregon', { exact: false })).toBeTruthy();
    expect(screen.getByText('It was your choice #2.')).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Why the programs you ranked higher did not match you' });
    const [, row] = within(table).getAllByRole('row');
    expect(row!.textContent).toContain('#1');
    expect(row!.textContent).toContain('Alpha Eye');
    expect(row!.textContent).toContain('you were at rank 7');
    await expectNoAxeViolations(container);
  });

  it("states an unmatched applicant's status in words, with a couple's pairs", async () => {
    server.use(
      handleContract(getApplicantMatchResult, () => ({
        released: true as const,
        ...cycle,
        status: 'HadListNoOffers' as const,
        matched: null,
        partner: null,
        reasons: [
          {
            choice: 1,
            program: { code: 'P11', name: 'Alpha Eye' },
            partnerProgram: { code: 'P13', name: 'Gamma Eye' },
            text: 'Gamma Eye did not rank Ada Lovelace',
          },
          {
            choice: 2,
            program: null,
            partnerProgram: { code: 'P14', name: 'Delta Eye' },
            text: 'Delta Eye filled its 1 position with applicants it ranked higher',
          },
        ],
      })),
    );
    const { container } = open();
    expect(await screen.findByText(translate('en-gb', 'MrStatus_HadListNoOffers'))).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Why the programs you ranked did not match you' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]!.textContent).toContain('No match');
    await expectNoAxeViolations(container);
  });
});
