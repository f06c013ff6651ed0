import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApplicationNote,
  type AssembledApplication,
  bulkApplications,
  createApplicationNote,
  getProgramApplication,
  listApplicationNotes,
  listProgramApplicantSchools,
  listProgramApplications,
  type ProgramApplicationRow,
  setApplicationScore,
} from '../../../../core/contracts/applications/program-applications.contract.ts';
import { sendInvitations } from '../../../../core/contracts/interviews/interviews.contract.ts';
import { getProgramUserContext } from '../../../../core/contracts/programs/program-user.contract.ts';
import { createSavedView, listSavedViews } from '../../../../core/contracts/users/saved-views.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { setLeaveQuestion } from '../../../lib/navigation/leave-guard.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { connectionOf } from '../../../test-support/fake-signalr.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { ProgramUserArea } from '../program-user-area.tsx';

const row = (
  applicationId: number,
  name: string,
  extra: Partial<ProgramApplicationRow> = {},
): ProgramApplicationRow => ({
  applicationId,
  applicantId: applicationId + 100,
  applicantCode: `A-${applicationId}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
  medicalSchoolName: 'Harbor School',
  stateName: 'Oregon',
  status: 'Published',
  sentDate: '2026-10-01T17:00:00.000Z',
  isSignaled: false,
  lettersComplete: true,
  lettersAssigned: 2,
  lettersReceived: 2,
  exams: { usmleStep1: 241, usmleStep2: 250, comlexLevel1: null, comlexLevel2: null },
  scoreMean: null,
  scoreCount: 0,
  myScore: null,
  decision: null,
  invitationStatus: null,
  noteCount: 0,
  ...extra,
});

const rows = [row(1, 'Ada Lovelace', { isSignaled: true }), row(2, 'Grace Hopper'), row(3, 'Alan Turing')];
const base = '/program-user/OPH-2026/OPH-OR-001';

const context = {
  programs: [{ id: 7, code: 'OPH-OR-001' }],
} as unknown as Awaited<ReturnType<typeof getProgramUserContext.response.parse>>;

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('program@matchline.test')!)));
  server.use(
    handleContract(getProgramUserContext, () => context),
    handleContract(listProgramApplicantSchools, () => ({ items: [{ id: 4, name: 'Harbor School' }] })),
    handleContract(listSavedViews, () => ({ items: [] })),
  );
});

afterEach(() => {
  setLeaveQuestion(null);
  mockViewportWidth(1024);
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
});

describe('program applications list', () => {
  it('lists, filters on the server through the URL, invites with refusals in words, declines; no axe violations', async () => {
    const queries: Record<string, string>[] = [];
    const invited: unknown[] = [];
    const bulk: unknown[] = [];
    server.use(
      handleContract(listProgramApplications, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return { items: rows, total: 3 };
      }),
      handleContract(sendInvitations, ({ body }) => {
        invited.push(body);
        return {
          results: [
            { applicationId: 1, refusal: 'None' as const, invitationId: 91 },
            { applicationId: 2, refusal: 'AlreadyInvited' as const, invitationId: null },
          ],
        };
      }),
      handleContract(bulkApplications, ({ body }) => {
        bulk.push(body);
        return { changed: [3], unchanged: [] };
      }),
    );
    const { container, location } = renderAt(`${base}/applications?signaled=true`, <ProgramUserArea />, {
      hosts: <ConfirmHost />,
    });
    const grid = await screen.findByRole('grid', { name: 'Applications' });
    expect(within(grid).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      `${base}/applications/1`,
    );
    expect(queries.at(-1)).toMatchObject({ signaled: 'true', sort: 'name' });
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite to interview' }));
    const results = await screen.findByRole('status', { name: 'Invitation results' });
    expect(invited).toEqual([{ applicationIds: [1, 2] }]);
    expect(within(results).getByText('Sent: 1. Not sent: 1.')).toBeTruthy();
    expect(results.textContent).toContain(`Grace Hopper: ${messages.InvitationRefusal_AlreadyInvited}`);

    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(bulk).toEqual([{ applicationIds: [3], action: 'Decline' }]));

    // Filters live in the URL (react-aria's select is a button: pick through its list).
    act(() => location.navigate(`${base}/applications?signaled=true&invited=false&usmleStep1Min=230`));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ invited: 'false', usmleStep1Min: '230' }));
  }, 60_000);

  it('folds the filters on a phone and saves the current view', async () => {
    mockViewportWidth(390);
    const saved: unknown[] = [];
    server.use(
      handleContract(listProgramApplications, () => ({ items: rows, total: 3 })),
      handleContract(createSavedView, ({ body }) => {
        saved.push(body);
        return {
          id: 5,
          listKey: 'program-user:applications',
          name: 'Signaled',
          query: 'signaled=true',
          createdDate: '2026-11-01T00:00:00.000Z',
        };
      }),
    );
    const { container } = renderAt(`${base}/applications?signaled=true`, <ProgramUserArea />, {
      hosts: <ConfirmHost />,
    });
    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    const toggle = await screen.findByRole('button', { name: 'Show filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'USMLE Step 1' })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByRole('group', { name: 'USMLE Step 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save this view' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'View name' }), { target: { value: 'Signaled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { listKey: 'program-user:applications', name: 'Signaled', query: 'signaled=true' },
      ]),
    );
    await expectNoAxeViolations(container);
  });
});

const application: AssembledApplication = {
  applicationId: 1,
  applicantId: 101,
  applicantCode: 'A-1',
  name: 'Ada Lovelace',
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  matchCycleCode: 'OPH-2026',
  status: 'Published',
  sentDate: '2026-10-01T17:00:00.000Z',
  isSignaled: true,
  cas: null,
  documents: [{ title: 'CV', documentType: 'Other', fileName: 'cv.pdf', url: '/api/uploads/u1/content' }],
  letters: [
    {
      id: 3,
      writerName: 'Dr Babbage',
      status: 'Uploaded',
      receivedDate: '2026-09-20T17:00:00.000Z',
      url: '/api/uploads/u2/content',
    },
  ],
  personalStatement: { title: 'Why ophthalmology', body: '<p>Analytical engines.</p>' },
  exams: { usmleStep1: 241, usmleStep2: 250, comlexLevel1: null, comlexLevel2: null },
  decision: 'InterviewList',
  decidedDate: null,
  scoreMean: 4,
  scoreCount: 1,
  myScore: null,
  invitation: null,
  casHistory: [{ date: '2026-10-01T17:00:00.000Z', event: 'Sent' }],
};

const note = (id: number, body: string, isMine: boolean): ApplicationNote => ({
  id,
  applicationId: 1,
  authorUserId: isMine ? 'me' : 'colleague',
  authorName: isMine ? 'Rita Reviewer' : 'Carl Colleague',
  body,
  createdDate: '2026-11-01T17:00:00.000Z',
  updatedDate: '2026-11-01T17:00:00.000Z',
  isMine,
});

describe('program application page', () => {
  it('shows the application in sections, scores it, adds a note and shows a colleague’s note live; no axe violations', async () => {
    let notes = [note(1, 'Strong research.', true)];
    const posted: unknown[] = [];
    server.use(
      handleContract(getProgramApplication, () => application),
      handleContract(listApplicationNotes, () => ({ items: notes })),
      handleContract(createApplicationNote, ({ body }) => {
        posted.push(body);
        const created = note(2, (body as { body: string }).body, true);
        notes = [...notes, created];
        return created;
      }),
      handleContract(setApplicationScore, () => ({ myScore: 5, scoreMean: 4.5, scoreCount: 2 })),
    );
    const { container } = renderAt(`${base}/applications/1`, <ProgramUserArea />, { hosts: <ConfirmHost /> });
    await screen.findByRole('heading', { level: 1, name: 'Application of Ada Lovelace' });
    expect(screen.getByRole('heading', { name: 'Personal statement for this program' })).toBeTruthy();
    expect(screen.getByText('Analytical engines.')).toBeTruthy();
    expect(screen.getByText(/received 09\/20\/2026/)).toBeTruthy();
    expect(screen.getByText('On the interview list')).toBeTruthy();
    expect(await screen.findByText('Strong research.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open cv.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the letter of Dr Babbage' })).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.change(screen.getByRole('textbox', { name: 'New note' }), {
      target: { value: 'Great letters.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(posted).toEqual([{ body: 'Great letters.' }]));
    expect(await screen.findByText('Great letters.')).toBeTruthy();

    // A colleague's note arrives through the hub: the panel refetches without a reload.
    await waitFor(() => expect(connectionOf('/hubs/ProgramApplicationNotesHub').state).toBe('Connected'));
    await waitFor(() =>
      expect(connectionOf('/hubs/ProgramApplicationNotesHub').invoked).toContainEqual({
        method: 'AddToGroup',
        args: ['entity:application:1'],
      }),
    );
    notes = [...notes, note(3, 'Met her at the open house.', false)];
    act(() =>
      connectionOf('/hubs/ProgramApplicationNotesHub').emit('NoteAdded', { applicationId: 1, noteId: 3 }),
    );
    expect(await screen.findByText('Met her at the open house.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Delete your note/ })).toHaveLength(2);
  });

  it('shows the CAS history tab', async () => {
    server.use(
      handleContract(getProgramApplication, () => application),
      handleContract(listApplicationNotes, () => ({ items: [] })),
    );
    renderAt(`${base}/applications/1/cas-history`, <ProgramUserArea />);
    expect(await screen.findByRole('heading', { name: 'CAS history' })).toBeTruthy();
    expect(screen.getByText(/Application sent with the CAS/)).toBeTruthy();
  });
});
