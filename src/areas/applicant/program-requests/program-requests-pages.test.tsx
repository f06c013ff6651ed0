import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApplicantProgramRequest,
  type ApplicantProgramRequests,
  cancelProgramRequest,
  createProgramRequest,
  getMyProgramRequest,
  listMyProgramRequests,
  updateProgramRequest,
} from '../../../../core/contracts/requests/applicant-program-requests.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { seasonMessages } from '../../../../core/domain/season-messages.ts';
import { handleContract, validationErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { programRequestRoutes } from './program-requests-routes.tsx';

const request = (id: number, more: Partial<ApplicantProgramRequest> = {}): ApplicantProgramRequest => ({
  id,
  matchCycleCode: 'OPH-2026',
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  applicantCode: 'A-1',
  applicantName: 'Ann Asker',
  kind: 'VirtualInterview',
  subject: `Video interview ${id}`,
  body: 'I am abroad in December.',
  status: 'Pending',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
  ...more,
});

const programs = [
  { programCode: 'OPH-OR-001', programName: 'Oregon Eye Institute' },
  { programCode: 'OPH-WA-002', programName: 'Puget Sound Eye' },
];

const listOf = (requests: ApplicantProgramRequest[]): ApplicantProgramRequests => ({
  matchCycleCode: 'OPH-2026',
  programs,
  requests,
});

function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
});

afterEach(async () => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  sessionStorage.clear();
  await Promise.all([appDb().serverCopies.clear(), appDb().drafts.clear()]);
});

describe('applicant program requests', () => {
  it('lists my requests with their status and the answer; no axe violations', async () => {
    server.use(
      handleContract(listMyProgramRequests, () =>
        listOf([
          request(2, {
            status: 'Answered',
            answer: 'December 12 works.',
            answeredAt: '2026-11-21T18:00:00.000Z',
          }),
          request(1),
        ]),
      ),
    );
    const { container } = renderAt('/applicant/OPH-2026/program-requests', programRequestRoutes, {
      main: true,
    });
    const list = await screen.findByRole('list', { name: 'My requests' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.querySelector('h2')?.textContent),
    ).toEqual(['Video interview 2', 'Video interview 1']);
    expect(within(list).getByText('December 12 works.')).toBeTruthy();
    expect(within(list).getByText('Answered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New request' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/program-requests/create',
    );
    await expectNoAxeViolations(container);
  });

  it('asks a program: messages on the form, the server refusal under its field, a draft kept, then sent', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(listMyProgramRequests, () => listOf([])),
      handleContract(createProgramRequest, ({ body }) => {
        sent.push(body);
        if (sent.length === 1)
          return validationErrorResponse({ programCode: [seasonMessages.ProgramRequestNotApplied] });
        return request(5);
      }),
    );
    const first = renderAt('/applicant/OPH-2026/program-requests/create', programRequestRoutes, {
      main: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New request to a program' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(messages.SubjectIsRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    choose('Program', 'Puget Sound Eye');
    choose('Kind of request', 'Virtual interview');
    type(/^Subject/, 'Could I interview by video?');
    type(/^Text/, 'I am abroad in December.');
    await expectNoAxeViolations(first.container);
    // A reload keeps what was typed.
    first.unmount();
    const { location } = renderAt('/applicant/OPH-2026/program-requests/create', programRequestRoutes);
    await waitFor(() =>
      expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(
        'Could I interview by video?',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(seasonMessages.ProgramRequestNotApplied)).toBeTruthy();
    choose('Program', 'Oregon Eye Institute');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/applicant/OPH-2026/program-requests'));
    expect(sent.at(-1)).toEqual({
      programCode: 'OPH-OR-001',
      kind: 'VirtualInterview',
      subject: 'Could I interview by video?',
      body: 'I am abroad in December.',
    });
  });

  it('edits and cancels a Pending request; an answered one shows the answer and no form', async () => {
    const changes: string[] = [];
    let current = request(7);
    server.use(
      handleContract(listMyProgramRequests, () => listOf([current])),
      handleContract(getMyProgramRequest, () => current),
      handleContract(updateProgramRequest, ({ body }) => {
        changes.push(`update ${(body as { subject: string }).subject}`);
        return current;
      }),
      handleContract(cancelProgramRequest, () => {
        changes.push('cancel');
        return { ...current, status: 'Cancelled' as const };
      }),
    );
    const view = renderAt('/applicant/OPH-2026/program-requests/update/7', programRequestRoutes, {
      main: true,
      hosts: <ConfirmHost />,
    });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Video interview 7'),
    );
    type(/^Subject/, 'Another date, please');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(changes).toEqual(['update Another date, please']));
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/applicant/OPH-2026/program-requests'));
    view.unmount();

    const again = renderAt('/applicant/OPH-2026/program-requests/update/7', programRequestRoutes, {
      hosts: <ConfirmHost />,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel request' }),
    );
    await waitFor(() => expect(changes).toEqual(['update Another date, please', 'cancel']));
    again.unmount();

    current = request(7, {
      status: 'Answered',
      answer: 'December 12 works.',
      answeredAt: '2026-11-21T18:00:00.000Z',
    });
    const answered = renderAt('/applicant/OPH-2026/program-requests/update/7', programRequestRoutes, {
      main: true,
    });
    expect(await screen.findByText('December 12 works.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await expectNoAxeViolations(answered.container);
  });
});
