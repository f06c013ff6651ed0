import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  getMatchRunAssignments,
  getMatchRunHistory,
  getMatchRunReport,
  type MatchRunJob,
  type MatchRunReport,
  type MatchRunSummary,
  markMatchRunFinal,
  startMatchRun,
} from '../../../../core/contracts/match-runs/match-runs.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { MatchRunHistoryPage } from './match-run-history-page.tsx';
import { MatchRunPage } from './match-run-page.tsx';

const side = {
  registered: 8,
  ranked: 8,
  certified: 7,
  notCertified: 1,
  deadline: null,
  isDeadlinePassed: false,
};
const report: MatchRunReport = {
  matchCycleId: 11,
  matchCycleName: 'Ophthalmology Match 2027',
  status: 'Active',
  applicants: { ...side, declaredNoList: 2 },
  programs: { ...side, registered: 4, ranked: 4, certified: 4, notCertified: 0, positions: 8 },
  couples: { linked: 1, certified: 1, pendingProposals: 0, applicantsInCouples: 2 },
  actions: {
    canRunTrial: true,
    canRunFinal: false,
    finalDeclineReason:
      'The final match can run only after the rank list deadlines (01/14/2099 12:00 AM PT).',
  },
  latestJob: null,
  finalRunId: null,
  runCount: 0,
};

const job = (over: Partial<MatchRunJob>): MatchRunJob => ({
  id: 3,
  status: 'Queued',
  kind: 'Trial',
  progress: 0,
  progressNote: null,
  error: null,
  matchRunId: null,
  createdAt: '2027-01-20T18:00:00.000Z',
  finishedAt: null,
  ...over,
});

const run = (over: Partial<MatchRunSummary>): MatchRunSummary => ({
  id: 1,
  number: 1,
  kind: 'Trial',
  status: 'stable',
  isFinal: false,
  startedAt: '2027-01-20T18:00:00.000Z',
  finishedAt: '2027-01-20T18:00:01.000Z',
  durationMs: 312,
  startedByName: 'Ada Admin',
  inputHash: 'a'.repeat(64),
  outputHash: 'b'.repeat(64),
  engineVersion: 'matchline-engine/1.0',
  stats: { applicants: 8, matched: 6, couples: 0, positions: 8, filled: 6, solveMs: 1 },
  problem: null,
  ...over,
});

function open(path: string) {
  return renderAt(
    path,
    <>
      <Route path="/admin/match-cycles/:id/match-run">{(p) => <MatchRunPage id={p.id} />}</Route>
      <Route path="/admin/match-cycles/:id/match-run/history">
        {(p) => <MatchRunHistoryPage id={p.id} />}
      </Route>
    </>,
    { hosts: <ConfirmHost /> },
  );
}

describe('admin match run page', () => {
  it('reports what the run reads and why the final run must wait', async () => {
    server.use(handleContract(getMatchRunReport, () => report));
    const { container } = open('/admin/match-cycles/11/match-run');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Match run — Ophthalmology Match 2027' }),
    ).toBeTruthy();
    const applicants = screen.getByRole('row', { name: /^Applicants/ });
    expect(
      within(applicants)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', '8', '7', '1', 'Not set — not passed']);
    expect(
      screen.getByText(/Couples: 1 linked \(2 applicants\), 1 with a certified joint list/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run the final match' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(report.actions.finalDeclineReason!)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('starts a trial after confirmation and follows the job to its end', async () => {
    let state: MatchRunReport = report;
    let reads = 0;
    server.use(
      handleContract(getMatchRunReport, () => {
        reads++;
        // The job runs, then finishes, on the following reads.
        if (state.latestJob?.status === 'Queued' && reads > 2) {
          state = {
            ...state,
            latestJob: job({ status: 'Running', progress: 45, progressNote: 'Running the match' }),
          };
        } else if (state.latestJob?.status === 'Running' && reads > 3) {
          state = {
            ...state,
            runCount: 1,
            latestJob: job({
              status: 'Succeeded',
              progress: 100,
              matchRunId: 1,
              finishedAt: '2027-01-20T18:00:01.000Z',
            }),
          };
        }
        return state;
      }),
      handleContract(startMatchRun, ({ body }) => {
        expect(body).toEqual({ kind: 'Trial' });
        state = { ...state, latestJob: job({}), actions: { ...state.actions, canRunTrial: false } };
        return state.latestJob!;
      }),
    );
    open('/admin/match-cycles/11/match-run');
    fireEvent.click(await screen.findByRole('button', { name: 'Run a trial match' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Run a trial match' }),
    );
    expect(await screen.findByRole('progressbar', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^Finished on/)).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Run history (1)' })).toBeTruthy();
  });
});

describe('admin match run history', () => {
  it('lists the runs with their figures and marks a final run as the result', async () => {
    let history = {
      matchCycleId: 11,
      matchCycleName: 'Ophthalmology Match 2027',
      finalRunId: null as number | null,
      canChangeFinal: true,
      runs: [run({ id: 2, number: 2, kind: 'Final' }), run({})],
    };
    server.use(
      handleContract(getMatchRunHistory, () => history),
      handleContract(markMatchRunFinal, ({ body }) => {
        history = {
          ...history,
          finalRunId: (body as { matchRunId: number }).matchRunId,
          runs: history.runs.map((r) => ({ ...r, isFinal: r.id === 2 })),
        };
        return history;
      }),
      handleContract(getMatchRunAssignments, () => ({
        items: [
          {
            applicantId: 1,
            applicantCode: 'A-1',
            applicantName: 'Chen Li',
            programId: 5,
            programCode: 'MERCY',
            programName: 'Mercy Hospital',
            applicantChoice: 2,
            programRank: 1,
          },
        ],
        total: 1,
      })),
    );
    const { container } = open('/admin/match-cycles/11/match-run/history');
    const table = await screen.findByRole('grid', { name: 'Match run history — Ophthalmology Match 2027' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('6 / 8');
    // Only the final run offers the mark; the trial does not.
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark as the result' })).toBeNull();
    await expectNoAxeViolations(container);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Mark as the result' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as the result' }),
    );
    expect(await screen.findByText('Final result')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show results of #1 Trial' }));
    const results = await screen.findByRole('grid', { name: 'Results of the run' });
    expect(await within(results).findByText('Mercy Hospital')).toBeTruthy();
  });
});
