import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptCoupleProposal,
  type CoupleRankList,
  type CoupleStatus,
  cancelCoupleProposal,
  certifyCoupleRankList,
  dissolveCouple,
  getCoupleRankList,
  getCoupleStatus,
  proposeCouple,
  saveCoupleRankList,
} from '../../../../core/contracts/couples/couples.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, validationErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { CoupleNotice } from '../../../features/couples/couple-notice.tsx';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { coupleRoutes } from './couple-routes.tsx';

const none: CoupleStatus = {
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  state: 'None',
  partner: null,
  proposedTo: null,
  proposedAt: null,
  linkedAt: null,
  declineReason: null,
};
const partner = { name: 'Ben Carter', applicantCode: 'A-BEN' };
/** What the server answers the proposer, whether or not A-BEN is anyone's. */
const sentToBen: CoupleStatus = {
  ...none,
  state: 'ProposalSent',
  proposedTo: 'A-BEN',
  proposedAt: '2026-11-01T18:00:00.000Z',
};
const linked: CoupleStatus = {
  ...none,
  state: 'Linked',
  partner,
  proposedAt: '2026-11-01T18:00:00.000Z',
  linkedAt: '2026-11-02T18:00:00.000Z',
};

const program = (programId: number, programName: string) => ({
  programId,
  programCode: `P${programId}`,
  programName,
  city: 'Portland',
  stateName: 'Oregon',
});
const list: CoupleRankList = {
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  deadline: '2027-01-15T05:00:00.000Z',
  isDeadlinePassed: false,
  version: 2,
  certifiedAt: null,
  certifiedByName: null,
  maxEntries: 300,
  partner,
  entries: [
    { rank: 1, myProgram: program(11, 'Alpha Eye'), partnerProgram: program(21, 'Delta Eye') },
    { rank: 2, myProgram: program(12, 'Beta Eye'), partnerProgram: null },
  ],
  myPrograms: [program(11, 'Alpha Eye'), program(12, 'Beta Eye')],
  partnerPrograms: [program(21, 'Delta Eye'), program(22, 'Epsilon Eye')],
  actions: { canEdit: true, canCertify: true },
  declineReason: null,
};

function open() {
  return renderAt('/applicant/OPH-2026/couple', coupleRoutes, { hosts: <ConfirmHost /> });
}

const pairs = () =>
  within(screen.getByRole('list', { name: 'Joint rank list' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('dl')?.textContent);

function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
});

afterEach(async () => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  await Promise.all([appDb().outbox.clear(), appDb().serverCopies.clear(), appDb().drafts.clear()]);
});

describe('applicant couple page', () => {
  it("proposes by the partner's email or code, shows a refusal on the field, then what was typed without any name, and withdraws; no axe violations", async () => {
    const sent: unknown[] = [];
    let withdrawn = 0;
    server.use(
      handleContract(getCoupleStatus, () => none),
      handleContract(proposeCouple, ({ body }) => {
        sent.push(body);
        if (sent.length === 1) return validationErrorResponse({ partner: [messages.CoupleWithYourself] });
        // The server answers the same for anyone or nobody: sent to what was typed, no name.
        return sentToBen;
      }),
      handleContract(cancelCoupleProposal, () => {
        withdrawn += 1;
        return none;
      }),
    );
    const { container } = open();
    const field = await screen.findByRole('textbox', {
      name: /Your partner's email address or applicant code/,
    });
    expect(screen.getByText(/we never say whether an address or code belongs to an applicant/)).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.change(field, { target: { value: 'me@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the proposal' }));
    expect(await screen.findByText(messages.CoupleWithYourself)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'A-BEN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the proposal' }));
    expect(await screen.findByText(/^Proposal sent to A-BEN\. If this is an applicant/)).toBeTruthy();
    expect(
      screen.queryByRole('textbox', { name: /Your partner's email address or applicant code/ }),
    ).toBeTruthy();
    expect(sent).toEqual([{ partner: 'me@example.test' }, { partner: 'A-BEN' }]);
    expect(screen.queryByText(/Ben Carter/)).toBeNull();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the proposal' }));
    await waitFor(() => expect(screen.queryByText(/^Proposal sent to/)).toBeNull());
    expect(withdrawn).toBe(1);
    // The form is there for a new proposal.
    expect(
      screen.getByRole('textbox', { name: /Your partner's email address or applicant code/ }),
    ).toBeTruthy();
  });

  it('after a reload shows the proposal sent to what was typed, with Withdraw, and never a name', async () => {
    let withdrawn = 0;
    server.use(
      handleContract(getCoupleStatus, () => (withdrawn === 0 ? sentToBen : none)),
      handleContract(cancelCoupleProposal, () => {
        withdrawn += 1;
        return none;
      }),
    );
    const { container } = open();
    expect(await screen.findByText(/^Proposal sent to A-BEN\. If this is an applicant/)).toBeTruthy();
    expect(screen.queryByText(/Ben Carter/)).toBeNull();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the proposal' }));
    await waitFor(() => expect(screen.queryByText(/^Proposal sent to/)).toBeNull());
    expect(withdrawn).toBe(1);
  });

  it('after the deadline shows a proposal sent without Withdraw', async () => {
    server.use(
      handleContract(getCoupleStatus, () => ({ ...sentToBen, declineReason: 'The deadline has passed.' })),
    );
    open();
    expect(await screen.findByText(/^Proposal sent to A-BEN\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw the proposal' })).toBeNull();
    expect(
      screen.queryByRole('textbox', { name: /Your partner's email address or applicant code/ }),
    ).toBeNull();
  });

  it('accepts a received proposal and then shows the joint list', async () => {
    let accepted = false;
    server.use(
      handleContract(
        getCoupleStatus,
        (): CoupleStatus => ({
          ...none,
          state: 'ProposalReceived',
          partner,
          proposedAt: '2026-11-01T18:00:00.000Z',
        }),
      ),
      handleContract(acceptCoupleProposal, () => {
        accepted = true;
        return linked;
      }),
      handleContract(getCoupleRankList, () => list),
    );
    open();
    expect(await screen.findByText(/^Ben Carter \(A-BEN\) proposed on 11\/01\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accepted).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Joint rank list' })).toBeTruthy();
    expect(
      screen.getByText(/^You and Ben Carter \(A-BEN\) are linked as a couple since 11\/02\/2026/),
    ).toBeTruthy();
  });

  it('reorders by button and typed position, removes, adds a pair with No match, saves the pairs on the version, and certifies; no axe violations', async () => {
    const saved: unknown[] = [];
    let certified: unknown = null;
    server.use(
      handleContract(getCoupleStatus, () => linked),
      handleContract(getCoupleRankList, () => list),
      handleContract(saveCoupleRankList, ({ body }) => {
        saved.push(body);
        return { ...list, version: 3 };
      }),
      handleContract(certifyCoupleRankList, ({ body }) => {
        certified = body;
        return { ...list, certifiedAt: '2026-12-01T18:00:00.000Z', certifiedByName: 'Ann Lee' };
      }),
    );
    const { container } = open();
    await screen.findByRole('list', { name: 'Joint rank list' });
    expect(pairs()).toEqual([
      "My program1. Alpha EyeBen Carter's programDelta Eye",
      "My program2. Beta EyeBen Carter's programNo match",
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move me: Beta Eye, Ben Carter: No match up' }));
    expect(pairs()[0]).toContain('1. Beta Eye');
    const position = screen.getByRole('textbox', { name: 'Position of me: Beta Eye, Ben Carter: No match' });
    fireEvent.change(position, { target: { value: '2' } });
    fireEvent.blur(position);
    await waitFor(() => expect(pairs()[0]).toContain('1. Alpha Eye'));

    // A pair needs at least one program, and may not be there twice.
    fireEvent.click(screen.getByRole('button', { name: 'Add the pair' }));
    expect(await screen.findByText('Choose a program for at least one of you.')).toBeTruthy();
    choose('My program', 'Beta Eye');
    fireEvent.click(screen.getByRole('button', { name: 'Add the pair' }));
    expect(await screen.findByText('This pair is already on the list.')).toBeTruthy();
    choose('My program', 'No match');
    choose("Ben Carter's program", 'Epsilon Eye');
    fireEvent.click(screen.getByRole('button', { name: 'Add the pair' }));
    expect(pairs()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove me: Alpha Eye, Ben Carter: Delta Eye' }));
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      pairs: [
        { myProgramId: 12, partnerProgramId: null },
        { myProgramId: null, partnerProgramId: 22 },
      ],
      version: 2,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
    await waitFor(() => expect(certified).toEqual({ version: 3 }));
    expect(await screen.findByText(/^Certified by Ann Lee on 12\/01\/2026/)).toBeTruthy();
  });

  it('dissolves only after the confirmation', async () => {
    let dissolved = 0;
    server.use(
      handleContract(getCoupleStatus, () => linked),
      handleContract(getCoupleRankList, () => list),
      handleContract(dissolveCouple, () => {
        dissolved += 1;
        return none;
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Dissolve the couple' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Dissolve your couple with Ben Carter?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(dissolved).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Dissolve the couple' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Dissolve the couple' }),
    );
    await waitFor(() => expect(dissolved).toBe(1));
    expect(await screen.findByRole('button', { name: 'Send the proposal' })).toBeTruthy();
  });

  it('shows why nothing can change after the deadline, without actions', async () => {
    const reason =
      'The rank list deadline (01/14/2027 09:00 PM PT) has passed: couples can no longer be linked or dissolved.';
    server.use(
      handleContract(getCoupleStatus, () => ({ ...linked, declineReason: reason })),
      handleContract(getCoupleRankList, () => ({
        ...list,
        isDeadlinePassed: true,
        actions: { canEdit: false, canCertify: false },
        declineReason: 'closed',
      })),
    );
    open();
    expect(await screen.findByText(reason)).toBeTruthy();
    await screen.findByRole('list', { name: 'Joint rank list' });
    expect(screen.queryByRole('button', { name: 'Dissolve the couple' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add the pair' })).toBeNull();
  });

  it('CoupleNotice tells a linked applicant that the individual list is not used, and nothing otherwise', async () => {
    server.use(handleContract(getCoupleStatus, () => linked));
    const { unmount } = render(<CoupleNotice matchCycleCode="OPH-2026" />);
    expect(await screen.findByText(/linked as a couple with Ben Carter/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the joint rank list' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/couple',
    );
    unmount();
    server.use(handleContract(getCoupleStatus, () => none));
    const { container } = render(<CoupleNotice matchCycleCode="OPH-2026" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
