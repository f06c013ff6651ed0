import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApplicantRankList,
  certifyApplicantRankList,
  declareNoApplicantRankList,
  getApplicantRankList,
  saveApplicantRankList,
} from '../../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { askToLeave } from '../../../app/global-dialogs.tsx';
import { setLeaveQuestion } from '../../../lib/navigation/leave-guard.ts';
import { navigateTo } from '../../../lib/navigation/navigate.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { flushOutbox } from '../../../lib/offline/outbox.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { applicationRoutes } from './applications-routes.tsx';

const program = (programId: number, programName: string) => ({
  programId,
  programCode: `P${programId}`,
  programName,
  city: 'Portland',
  stateName: 'Oregon',
});

const list: ApplicantRankList = {
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  deadline: '2027-01-15T05:00:00.000Z',
  isDeadlinePassed: false,
  version: 3,
  certifiedAt: null,
  noRankListDeclaredAt: null,
  maxEntries: 300,
  entries: [
    { rank: 1, ...program(11, 'Alpha Eye'), note: 'Great mentors' },
    { rank: 2, ...program(12, 'Beta Eye'), note: null },
    { rank: 3, ...program(13, 'Gamma Eye'), note: null },
  ],
  unranked: [{ programId: 14, programCode: 'P14', programName: 'Delta Eye' }],
  actions: { canEdit: true, canCertify: true },
  declineReason: null,
};

function open() {
  return renderAt('/applicant/OPH-2026/rank-list', applicationRoutes, { hosts: <ConfirmHost /> });
}

const saveBar = () => screen.getByRole('button', { name: 'Save the order' }).closest('.sticky-save-bar');

const rows = () =>
  within(screen.getByRole('grid', { name: 'Rank list' }))
    .getAllByRole('row')
    .map((row) => row.textContent?.match(/\d+\. [A-Za-z ]+Eye/)?.[0]);

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
});

afterEach(async () => {
  setLeaveQuestion(null);
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  await Promise.all([appDb().outbox.clear(), appDb().serverCopies.clear(), appDb().drafts.clear()]);
});

describe('applicant rank list page', () => {
  it('reorders with buttons and a typed position, removes and adds, and saves the whole order on its version; no axe violations', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(getApplicantRankList, () => list),
      handleContract(saveApplicantRankList, ({ body }) => {
        sent.push(body);
        return { ...list, version: 4 };
      }),
    );
    const { container } = open();
    await screen.findByRole('grid', { name: 'Rank list' });
    expect(rows()).toEqual(['1. Alpha Eye', '2. Beta Eye', '3. Gamma Eye']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma Eye up' }));
    expect(rows()).toEqual(['1. Alpha Eye', '2. Gamma Eye', '3. Beta Eye']);
    const position = screen.getByRole('textbox', { name: 'Position of Beta Eye' });
    fireEvent.change(position, { target: { value: '1' } });
    fireEvent.blur(position);
    await waitFor(() => expect(rows()).toEqual(['1. Beta Eye', '2. Alpha Eye', '3. Gamma Eye']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Alpha Eye from the rank list' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Delta Eye to the rank list' }));
    expect(rows()).toEqual(['1. Beta Eye', '2. Gamma Eye', '3. Delta Eye']);
    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ programIds: [12, 13, 14], notes: {}, version: 3 });
    await expectNoAxeViolations(container);
  });

  it('certifies the saved list on its version', async () => {
    let certified: unknown = null;
    server.use(
      handleContract(getApplicantRankList, () => list),
      handleContract(certifyApplicantRankList, ({ body }) => {
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
    await waitFor(() => expect(certified).toEqual({ version: 3 }));
    expect(await screen.findByText(/^Certified on 12\/01\/2026/)).toBeTruthy();
  });

  it('colours not certified as a warning and certified as a success (issue 13)', async () => {
    server.use(
      handleContract(getApplicantRankList, () => list),
      handleContract(certifyApplicantRankList, () => ({
        ...list,
        certifiedAt: '2026-12-01T18:00:00.000Z',
        actions: { canEdit: true, canCertify: false },
      })),
    );
    open();
    const notCertified = await screen.findByText('Not certified');
    expect(notCertified.classList.contains('status-badge')).toBe(true);
    expect(notCertified.classList.contains('tone-warning')).toBe(true);
    expect(screen.getByText(/^Only certified lists take part in the match/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Certify' }));
    const certified = await screen.findByText('Certified');
    expect(certified.classList.contains('tone-success')).toBe(true);
    expect(certified.classList.contains('tone-warning')).toBe(false);
  });

  it('keeps a save made without network on this device for the outbox', async () => {
    server.use(
      handleContract(getApplicantRankList, () => list),
      http.put('*/api/applicant/OPH-2026/rank-list', () => HttpResponse.error()),
    );
    open();
    await screen.findByRole('grid', { name: 'Rank list' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Beta Eye up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({
      sentOnce: true,
      entity: 'rank-list',
      entityId: 'OPH-2026',
      method: 'PUT',
      body: { programIds: [12, 11, 13], notes: { '11': 'Great mentors' }, version: 3 },
      baseVersion: 3,
    });
  });

  it('shows a closed list read-only with the reason', async () => {
    const reason =
      'The rank list deadline (01/14/2027, 9:00 PM PT) has passed: the list can no longer be changed.';
    server.use(
      handleContract(getApplicantRankList, () => ({
        ...list,
        isDeadlinePassed: true,
        declineReason: reason,
        actions: { canEdit: false, canCertify: false },
      })),
    );
    open();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move .* up/ })).toBeNull();
  });

  it('declares "I will not submit a rank list" with the switch, hiding the order until it is withdrawn', async () => {
    const sent: unknown[] = [];
    const declaredAt = '2026-12-02T18:00:00.000Z';
    server.use(
      handleContract(getApplicantRankList, () => ({ ...list, entries: [], version: 4 })),
      handleContract(declareNoApplicantRankList, ({ body }) => {
        sent.push(body);
        return {
          ...list,
          entries: [],
          version: 4,
          noRankListDeclaredAt: (body as { declared: boolean }).declared ? declaredAt : null,
        };
      }),
    );
    const { container } = open();
    const declaration = await screen.findByRole('switch', {
      name: 'I will not submit a rank list for this match',
    });
    expect(screen.getByRole('button', { name: 'Save the order' })).toBeTruthy();
    fireEvent.click(declaration);
    await waitFor(() => expect(sent).toEqual([{ declared: true }]));
    expect(
      await screen.findByText(/^On 12\/02\/2026 .* you said you will not submit a rank list/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the order' })).toBeNull();
    expect(
      screen.getByRole('switch', { name: 'I will not submit a rank list for this match' }),
    ).toHaveProperty('checked', true);
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('switch', { name: 'I will not submit a rank list for this match' }));
    await waitFor(() => expect(sent).toEqual([{ declared: true }, { declared: false }]));
    expect(await screen.findByRole('button', { name: 'Save the order' })).toBeTruthy();
  });

  it('puts "I will not submit a rank list" after the list, not first', async () => {
    server.use(handleContract(getApplicantRankList, () => list));
    open();
    const grid = await screen.findByRole('grid', { name: 'Rank list' });
    const declaration = screen.getByRole('switch', { name: 'I will not submit a rank list for this match' });
    expect(grid.compareDocumentPosition(declaration) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save the order' });
    expect(save.compareDocumentPosition(declaration) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a reorder not saved asks before leaving and says so in the save bar; once saved it does not (issue 13)', async () => {
    setLeaveQuestion(askToLeave);
    server.use(
      handleContract(getApplicantRankList, () => list),
      handleContract(saveApplicantRankList, () => ({ ...list, version: 4 })),
    );
    window.history.replaceState(null, '', '/applicant/OPH-2026/rank-list');
    open();
    await screen.findByRole('grid', { name: 'Rank list' });
    expect(saveBar()?.getAttribute('data-dirty')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma Eye up' }));
    expect(saveBar()?.getAttribute('data-dirty')).toBe('true');
    expect(within(saveBar() as HTMLElement).getByText('Changes not saved yet')).toBeTruthy();

    act(() => navigateTo('/applicant/OPH-2026/home'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('Your changes are not saved. If you leave, they are lost.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(globalThis.location.pathname).toBe('/applicant/OPH-2026/rank-list');
    expect(rows()).toEqual(['1. Alpha Eye', '2. Gamma Eye', '3. Beta Eye']);

    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(() => expect(saveBar()?.getAttribute('data-dirty')).toBe('false'));
    expect(within(saveBar() as HTMLElement).getByText('All changes saved')).toBeTruthy();
    act(() => navigateTo('/applicant/OPH-2026/home'));
    expect(globalThis.location.pathname).toBe('/applicant/OPH-2026/home');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when a change saved offline syncs and the server un-certifies the list (issue 13)', async () => {
    const certified = { ...list, certifiedAt: '2026-12-01T18:00:00.000Z' };
    let current: ApplicantRankList = certified;
    server.use(
      handleContract(getApplicantRankList, () => current),
      http.put('*/api/applicant/OPH-2026/rank-list', () => HttpResponse.error()),
    );
    const view = open();
    await screen.findByRole('grid', { name: 'Rank list' });
    expect(screen.getByText('Certified').classList.contains('tone-success')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Beta Eye up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));
    // Kept on this device (or on its way): not yet "All changes saved".
    expect(await within(saveBar() as HTMLElement).findByText(/^(Saved on this device|Syncing)/)).toBeTruthy();
    expect(screen.queryByText(/no longer certified/)).toBeNull();

    // Back online: the outbox sends the change, and the server answers the list un-certified.
    current = { ...list, version: 4, entries: [list.entries[1]!, list.entries[0]!, list.entries[2]!] };
    const userId = demoUser('applicant@matchline.test')!.id;
    await act(async () => {
      await flushOutbox({ userId, token: 'token', transport: async () => ({ status: 200, body: current }) });
    });
    const notice = await screen.findByText(/the list is no longer certified\. Certify it again/);
    expect(notice.classList.contains('tone-warning')).toBe(true);
    expect(screen.getByText('Not certified').classList.contains('tone-warning')).toBe(true);

    // Still said on the next visit, until the list is certified again.
    view.unmount();
    open();
    expect(await screen.findByText(/the list is no longer certified/)).toBeTruthy();
  });
});
