import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getProgramUserContext } from '../../../core/contracts/programs/program-user.contract.ts';
import {
  certifyProgramRankList,
  getProgramRankList,
  type ProgramRankList,
  saveProgramRankList,
} from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { askToLeave } from '../../app/global-dialogs.tsx';
import { setLeaveQuestion } from '../../lib/navigation/leave-guard.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { ConfirmHost } from '../../ui/confirm-dialog.tsx';
import { ProgramUserArea } from './program-user-area.tsx';

const applicant = (applicantId: number, name: string) => ({
  applicantId,
  applicantCode: `A-${applicantId}`,
  name,
});

const list: ProgramRankList = {
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  isDirector: true,
  deadline: '2027-01-08T05:00:00.000Z',
  isDeadlinePassed: false,
  version: 2,
  certifiedAt: null,
  maxEntries: 300,
  entries: [
    { rank: 1, ...applicant(21, 'Ada Lovelace'), note: 'Strong interview' },
    { rank: 2, ...applicant(22, 'Grace Hopper'), note: null },
  ],
  unranked: [applicant(23, 'Alan Turing')],
  actions: { canEdit: true, canCertify: true },
  declineReason: null,
};

function open() {
  return renderAt('/program-user/OPH-2026/OPH-OR-001/rank-list', <ProgramUserArea />, {
    hosts: <ConfirmHost />,
  });
}

const rows = () =>
  within(screen.getByRole('grid', { name: 'Rank list' }))
    .getAllByRole('row')
    .map((row) => row.textContent?.match(/\d+\. [A-Za-z]+ [A-Za-z]+/)?.[0]);

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('program@matchline.test')!)));
});

afterEach(async () => {
  setLeaveQuestion(null);
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  await Promise.all([appDb().outbox.clear(), appDb().serverCopies.clear(), appDb().drafts.clear()]);
});

describe('program rank list page', () => {
  it('ranks the applicants who applied and saves the whole order with the notes; no axe violations', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(getProgramRankList, () => list),
      handleContract(saveProgramRankList, ({ body }) => {
        sent.push(body);
        return { ...list, version: 3 };
      }),
    );
    const { container } = open();
    await screen.findByRole('grid', { name: 'Rank list' });
    expect(screen.getByText('Oregon Eye Institute (OPH-OR-001) · Ophthalmology 2026')).toBeTruthy();
    expect(rows()).toEqual(['1. Ada Lovelace', '2. Grace Hopper']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Alan Turing to the rank list' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Alan Turing up' }));
    expect(rows()).toEqual(['1. Ada Lovelace', '2. Alan Turing', '3. Grace Hopper']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note on Grace Hopper' }), {
      target: { value: 'Research year' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      applicantIds: [21, 23, 22],
      notes: { '21': 'Strong interview', '22': 'Research year' },
      version: 2,
    });
    await expectNoAxeViolations(container);
  });

  it('lets the director certify the saved list on its version', async () => {
    let certified: unknown = null;
    server.use(
      handleContract(getProgramRankList, () => list),
      handleContract(certifyProgramRankList, ({ body }) => {
        certified = body;
        return {
          ...list,
          certifiedAt: '2026-12-01T18:00:00.000Z',
          actions: { canEdit: true, canCertify: false },
        };
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Certify' }));
    await waitFor(() => expect(certified).toEqual({ version: 2 }));
    expect(await screen.findByText(/^Certified on 12\/01\/2026/)).toBeTruthy();
  });

  it('shows other program users no Certify, and says who certifies', async () => {
    server.use(
      handleContract(getProgramRankList, () => ({
        ...list,
        isDirector: false,
        actions: { canEdit: true, canCertify: false },
      })),
    );
    open();
    expect(await screen.findByText(messages.RankListDirectorCertifies)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save the order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Certify' })).toBeNull();
  });

  it('keeps a save made without network on this device for the outbox', async () => {
    server.use(
      handleContract(getProgramRankList, () => list),
      http.put('*/api/program-user/OPH-2026/OPH-OR-001/rank-list', () => HttpResponse.error()),
    );
    open();
    await screen.findByRole('grid', { name: 'Rank list' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Grace Hopper up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({
      entity: 'program-rank-list',
      entityId: 'OPH-2026/OPH-OR-001',
      method: 'PUT',
      body: { applicantIds: [22, 21], notes: { '21': 'Strong interview' }, version: 2 },
      baseVersion: 2,
    });
  });

  it('shows a closed list read-only with the reason', async () => {
    server.use(
      handleContract(getProgramRankList, () => ({
        ...list,
        declineReason: messages.MatchCycleArchived,
        actions: { canEdit: false, canCertify: false },
      })),
    );
    open();
    expect(await screen.findByText(messages.MatchCycleArchived)).toBeTruthy();
    expect(screen.getByText('Strong interview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move .* up/ })).toBeNull();
  });

  it('asks before a link leaves a reorder not saved: Stay keeps it, Leave goes (issue 13)', async () => {
    setLeaveQuestion(askToLeave);
    server.use(
      handleContract(getProgramRankList, () => list),
      handleContract(getProgramUserContext, () => ({
        email: 'program@matchline.test',
        fullName: 'Pat Program',
        programs: [],
      })),
    );
    const { location } = open();
    await screen.findByRole('grid', { name: 'Rank list' });
    expect(screen.getByText('Not certified').classList.contains('tone-warning')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Grace Hopper up' }));
    const home = () =>
      screen
        .getAllByRole('link', { name: 'Program home' })
        .find((link) => link.getAttribute('href') === '/program-user/landing') as HTMLElement;
    fireEvent.click(home());
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location.history.at(-1)).toBe('/program-user/OPH-2026/OPH-OR-001/rank-list');
    expect(rows()).toEqual(['1. Grace Hopper', '2. Ada Lovelace']);
    fireEvent.click(home());
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/program-user/landing'));
  });
});
