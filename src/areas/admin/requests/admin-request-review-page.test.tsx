import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  approveRequest,
  getAdminRequest,
  getRegistrationOptions,
  type RequestDetails,
} from '../../../../core/contracts/requests/requests.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, validationErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { ophthalmologyOptions } from '../../../../mocks/registration-options.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { AdminRequestReviewPage } from './admin-request-review-page.tsx';

const request: RequestDetails = {
  id: 7,
  kind: 'ProgramRegistration',
  status: 'Pending',
  subject: 'Lakeside Eye Center',
  specialtyId: 1,
  specialtyName: 'Ophthalmology',
  programId: null,
  programName: null,
  medicalSchoolId: null,
  medicalSchoolName: null,
  requesterName: 'Maya Brooks',
  requesterEmail: 'maya@lakeside.example',
  payload: {
    code: null,
    name: 'Lakeside Eye Center',
    specialtyId: 1,
    subspecialtyId: null,
    institutionId: null,
    newInstitution: { name: 'Lakeside Hospital', city: 'Tacoma' },
    addressLine: '100 Harbor Way',
    city: 'Tacoma',
    countryId: 840,
    stateId: 53,
    zip: '98402',
    phone: '555 201 3300',
    fax: null,
    website: null,
    matchCycleId: 9,
    positions: 2,
    directorFirstName: 'Omar',
    directorLastName: 'Haddad',
    directorEmail: 'omar@lakeside.example',
  },
  createdDate: '2026-11-02T17:00:00.000Z',
  decidedDate: null,
  decisionComment: null,
  actions: { canApprove: true, canDecline: true, canCancel: false },
  decidedByName: null,
  result: null,
  suggestedCode: 'LEC-7',
};

let approved: unknown = null;

beforeEach(() => {
  sessionStorage.clear();
  approved = null;
  window.history.replaceState(null, '', '/admin/requests/programs/update/7');
  server.use(
    handleContract(getAdminRequest, () => request),
    handleContract(getRegistrationOptions, () => ophthalmologyOptions()),
  );
});

afterEach(() => {
  act(() => clearToasts());
  window.history.replaceState(null, '', '/');
});

const renderPage = () =>
  render(
    <>
      <Route path="/admin/requests/programs/update/:id">
        <AdminRequestReviewPage kind="ProgramRegistration" />
      </Route>
      <ConfirmHost />
    </>,
  );

const input = (label: string) =>
  screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;

async function approve() {
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
}

describe('program registration review', () => {
  it('shows the request with the suggested code and approves with the corrected fields', async () => {
    server.use(
      handleContract(approveRequest, ({ body }) => {
        approved = body;
        return { ...request, status: 'Approved' as const };
      }),
    );
    renderPage();
    expect(
      (await screen.findByLabelText('Code', { exact: true, selector: 'input' })) as HTMLInputElement,
    ).toBeTruthy();
    expect(input('Code').value).toBe('LEC-7');
    expect(input('Program name').value).toBe('Lakeside Eye Center');
    fireEvent.change(input('Program name'), { target: { value: 'Lakeside Eye Institute' } });
    await approve();
    await waitFor(() => expect(approved).not.toBeNull());
    expect(approved).toMatchObject({
      comment: null,
      payload: {
        code: 'LEC-7',
        name: 'Lakeside Eye Institute',
        matchCycleId: 9,
        positions: 2,
        newInstitution: { name: 'Lakeside Hospital', city: 'Tacoma' },
        directorEmail: 'omar@lakeside.example',
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/requests/programs'));
  });

  it('keeps the corrections and shows the field message when the approval is refused', async () => {
    server.use(
      handleContract(approveRequest, () => validationErrorResponse({ code: [messages.InvalidCode] })),
    );
    renderPage();
    await screen.findByLabelText('Code', { exact: true, selector: 'input' });
    fireEvent.change(input('Code'), { target: { value: 'LAKE-1' } });
    await approve();
    expect(await screen.findByText(messages.InvalidCode)).toBeTruthy();
    expect(input('Code').value).toBe('LAKE-1');
    // The draft is written a moment after the typing stops (debounced).
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('draft:request:7') ?? '{}')).toMatchObject({ code: 'LAKE-1' }),
    );
  });
});
