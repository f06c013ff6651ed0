import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approveRequest,
  declineRequest,
  getAdminRequestCounts,
  listAdminRequests,
  type RequestListItem,
} from '../../../../core/contracts/requests/requests.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts, toastQueue } from '../../../lib/notify/toast-service.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { AdminRequestsPage } from './admin-requests-page.tsx';

const pending: RequestListItem = {
  id: 7,
  kind: 'ProgramRename',
  status: 'Pending',
  subject: 'Lakeside Eye Center',
  specialtyId: 1,
  specialtyName: 'Ophthalmology',
  programId: 3,
  programName: 'Lakeside Eye Center',
  medicalSchoolId: null,
  medicalSchoolName: null,
  requesterName: 'Maya Brooks',
  requesterEmail: 'maya@lakeside.example',
  payload: { currentName: 'Lakeside Eye Center', newName: 'Lakeside Eye Institute' },
  createdDate: '2026-11-02T17:00:00.000Z',
  decidedDate: null,
  decisionComment: null,
  actions: { canApprove: true, canDecline: true, canCancel: false },
};

const queries: URLSearchParams[] = [];
let decided: { kind: string; body: unknown } | null = null;

beforeEach(() => {
  queries.length = 0;
  decided = null;
  window.history.replaceState(null, '', '/admin/requests/program-rename-requests');
  server.use(
    handleContract(listAdminRequests, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { items: decided ? [] : [pending], total: decided ? 0 : 1 };
    }),
    handleContract(getAdminRequestCounts, () => ({
      ProgramRegistration: 2,
      ProgramUserRegistration: 0,
      ProgramRename: decided ? 0 : 1,
      ProgramListingChange: 0,
      MedicalSchoolRegistration: 0,
      MedicalSchoolUserRegistration: 0,
    })),
  );
});

afterEach(() => {
  act(() => clearToasts());
  window.history.replaceState(null, '', '/');
});

const renderPage = () =>
  render(
    <>
      <AdminRequestsPage kind="ProgramRename" />
      <ConfirmHost />
    </>,
  );

describe('admin request queue', () => {
  it('lists the pending requests of its kind, newest first, with the counts on the tabs', async () => {
    renderPage();
    expect(await screen.findByText('Lakeside Eye Center → Lakeside Eye Institute')).toBeTruthy();
    const query = queries[0]!;
    expect(Object.fromEntries(query)).toMatchObject({
      kind: 'ProgramRename',
      status: 'Pending',
      sort: 'createdDate',
      direction: 'desc',
    });
    const tab = screen.getByRole('tab', { name: /Program registration requests/ });
    expect(within(tab).getByText('2')).toBeTruthy();
  });

  it('approves after a confirmation, sending the comment, and refreshes', async () => {
    server.use(
      handleContract(approveRequest, ({ body }) => {
        decided = { kind: 'approve', body };
        return {
          ...pending,
          status: 'Approved' as const,
          decidedByName: 'Dana',
          result: {},
          suggestedCode: null,
        };
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(
      within(dialog).getByLabelText('Comment for the requester (optional)', { selector: 'textarea' }),
      {
        target: { value: 'Welcome aboard.' },
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decided).toEqual({ kind: 'approve', body: { comment: 'Welcome aboard.' } }));
    expect(await screen.findByText('No pending requests.')).toBeTruthy();
  });

  it('a decision taken meanwhile (409) shows the server message', async () => {
    server.use(
      handleContract(declineRequest, () =>
        serverErrorResponse(409, 'Conflict', messages.RequestAlreadyDecided),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => t.content.text)).toContain(messages.RequestAlreadyDecided),
    );
  });
});
