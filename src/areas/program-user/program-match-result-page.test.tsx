import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getProgramMatchResult } from '../../../core/contracts/match-results/match-result.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { ProgramUserArea } from './program-user-area.tsx';

const named = {
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
};

function open() {
  return renderAt('/program-user/OPH-2026/OPH-OR-001/match-result', <ProgramUserArea />);
}

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('program@matchline.test')!)));
});

afterEach(async () => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  await appDb().serverCopies.clear();
});

describe('program match result page', () => {
  it('says when the results will be released, in Pacific time, and nothing else', async () => {
    // Before the release date (the notice says 'will be released' only while that date is ahead).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T00:00:00.000Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    server.use(
      handleContract(getProgramMatchResult, () => ({
        released: false as const,
        ...named,
        releaseDate: '2026-03-19T16:00:00.000Z',
      })),
    );
    const { container } = open();
    expect(await screen.findByText('Results will be released on 03/19/2026, 9:00 AM PT.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('lists the matched applicants, the unfilled positions and why it did not get the others; no axe violations', async () => {
    server.use(
      handleContract(getProgramMatchResult, () => ({
        released: true as const,
        ...named,
        positions: 3,
        filled: 2,
        unfilled: 1,
        matched: [
          { applicantCode: 'A-21', name: 'Ada Lovelace', medicalSchool: 'Oregon Health', rank: 1 },
          { applicantCode: 'A-22', name: 'Grace Hopper', medicalSchool: null, rank: 3 },
        ],
        notMatched: [
          {
            applicantCode: 'A-23',
            name: 'Alan Turing',
            rank: 2,
            text: 'they matched their choice #1; your program was their choice #2',
          },
        ],
      })),
    );
    const { container } = open();
    expect(await screen.findByText('Positions: 3 · filled: 2 · unfilled: 1')).toBeTruthy();
    const matched = within(screen.getByRole('grid', { name: 'Matched applicants' })).getAllByRole('row');
    expect(matched.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Your rank'),
      expect.stringContaining('Ada Lovelace'),
      expect.stringContaining('Grace Hopper'),
    ]);
    const [, other] = within(
      screen.getByRole('grid', { name: 'Applicants you ranked and did not match' }),
    ).getAllByRole('row');
    expect(other!.textContent).toContain('Alan Turing');
    expect(other!.textContent).toContain('they matched their choice #1');
    await expectNoAxeViolations(container);
  });
});
