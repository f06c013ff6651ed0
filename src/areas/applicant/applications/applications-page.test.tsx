import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Application,
  type ApplicationsOverview,
  createApplications,
  listApplications,
  sendApplication,
  updateApplication,
  withdrawApplication,
} from '../../../../core/contracts/applications/applications.contract.ts';
import { listDirectoryPrograms } from '../../../../core/contracts/programs/program-directory.contract.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { closeDenied, DeniedDialog } from '../../../features/applicant-restrictions/denied-dialog.tsx';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { ToastRegion } from '../../../ui/toast-region.tsx';
import { applicationRoutes } from './applications-routes.tsx';

const inProgress: Application = {
  id: 41,
  programId: 7,
  programCode: 'OPH-OR-001',
  programName: 'Pacific Northwest Eye',
  institutionName: 'PNW Medical Center',
  city: 'Portland',
  stateName: 'Oregon',
  status: 'InProgress',
  personalStatementId: 3,
  personalStatementTitle: 'Ophthalmology statement',
  letters: [{ id: 5, writerName: 'Dr. Lee', status: 'Uploaded' }],
  letterIds: [5],
  version: 2,
  isSignaled: false,
  publishedDate: null,
  withdrawnDate: null,
  updatedDate: '2026-09-01T17:00:00.000Z',
  actions: { canEdit: true, canSend: true, canWithdraw: true, canSignal: true },
};

const published: Application = {
  ...inProgress,
  id: 42,
  programId: 8,
  programName: 'Golden State Eye',
  status: 'Published',
  publishedDate: '2026-09-02T17:00:00.000Z',
  isSignaled: true,
  actions: { canEdit: true, canSend: false, canWithdraw: true, canSignal: true },
};

const overview: ApplicationsOverview = {
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  casDeadlineDate: '2026-10-15',
  isCasDeadlinePassed: false,
  lorsCount: 2,
  maxSignalingPrograms: 3,
  signaledCount: 1,
  isPaymentPending: false,
  declineReason: null,
  items: [inProgress, published],
  personalStatements: [{ id: 3, title: 'Ophthalmology statement' }],
  letters: [
    { id: 5, writerName: 'Dr. Lee', status: 'Uploaded' },
    { id: 6, writerName: 'Dr. Park', status: 'Pending' },
  ],
};

const directoryProgram = {
  id: 9,
  code: 'OPH-TX-031',
  name: 'Lone Star Eye',
  subspecialtyName: null,
  institutionName: null,
  city: 'Dallas',
  stateCode: 'TX',
  stateName: 'Texas',
  positions: 4,
  applicationStatus: null,
  isSignaled: false,
  isFavorite: false,
};

function open(path = '/applicant/OPH-2026/applications') {
  return renderAt(path, applicationRoutes, {
    hosts: (
      <>
        <ConfirmHost />
        <DeniedDialog />
        <ToastRegion />
      </>
    ),
  });
}

function useServer(data: ApplicationsOverview = overview) {
  server.use(
    handleContract(listApplications, () => data),
    handleContract(listDirectoryPrograms, () => ({ items: [directoryProgram], total: 1 })),
  );
}

describe('applicant applications page', () => {
  afterEach(() => {
    clearToasts();
    closeDenied();
  });

  it('lists the applications with status, deadline in PT, signals used and actions; no axe violations', async () => {
    useServer();
    const { container } = open();
    const list = await screen.findByRole('list', { name: 'Your applications' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Pacific Northwest Eye' })).toBeTruthy();
    expect(within(cards[0]!).getByText('In progress')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(within(cards[1]!).getByText('Signaled')).toBeTruthy();
    expect(screen.getByText('Applications can be sent until the end of 10/15/2026 PT.')).toBeTruthy();
    expect(screen.getByText('Signals used: 1 of 3')).toBeTruthy();
    await screen.findByText('Lone Star Eye, Dallas, TX');
    await expectNoAxeViolations(container);
  });

  it('sends an application and opens the Denied popup with the server’s reason when it declines', async () => {
    let sent = 0;
    useServer();
    server.use(
      handleContract(sendApplication, ({ params }) => {
        sent = Number(params.applicationId);
        return serverErrorResponse(
          409,
          'ApplicantActionDenied',
          'Application Pacific Northwest Eye awaiting payment.',
        );
      }),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Your applications' });
    fireEvent.click(within(list).getAllByRole('button', { name: 'Send' })[0]!);
    const denied = await screen.findByRole('alertdialog', { name: 'Denied' });
    expect(within(denied).getByText('Functionality is limited')).toBeTruthy();
    expect(within(denied).getByText('Application Pacific Northwest Eye awaiting payment.')).toBeTruthy();
    expect(sent).toBe(41);
  });

  it('asks before withdrawing and withdraws on confirmation', async () => {
    let withdrawn: number | null = null;
    useServer();
    server.use(
      handleContract(withdrawApplication, ({ params }) => {
        withdrawn = Number(params.applicationId);
        const answer: Application = {
          ...published,
          status: 'Withdrawn',
          actions: { canEdit: false, canSend: false, canWithdraw: false, canSignal: false },
        };
        return answer;
      }),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Your applications' });
    fireEvent.click(within(list).getAllByRole('button', { name: 'Withdraw' })[1]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(within(dialog).getByText(/Withdraw your application to Golden State Eye\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawn).toBe(42));
  });

  it('applies to the programs ticked in the search results', async () => {
    let body: unknown = null;
    useServer();
    server.use(
      handleContract(createApplications, (info) => {
        body = info.body;
        return { items: [] };
      }),
    );
    open();
    await screen.findByText('Lone Star Eye, Dallas, TX');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lone Star Eye, Dallas, TX' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 1 selected' }));
    await waitFor(() => expect(body).toEqual({ programIds: [9] }));
  });

  it('offers no changes when the cycle is locked and says why', async () => {
    useServer({
      ...overview,
      isCasDeadlinePassed: true,
      declineReason: 'Match cycle Ophthalmology 2026 is locked for updates.',
      items: [
        { ...inProgress, actions: { canEdit: false, canSend: false, canWithdraw: true, canSignal: false } },
      ],
    });
    open();
    expect(
      await screen.findByText(
        'The CAS deadline (10/15/2026 PT) has passed: applications can no longer be sent or changed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Apply to programs' })).toBeNull();
    expect(screen.getByText('Ophthalmology statement')).toBeTruthy();
  });
});

describe('an application draft (statement and letters) with the outbox behind it', () => {
  const applicant = demoUser('applicant@matchline.test')!;
  const card = async () =>
    (await screen.findByRole('heading', { name: /Pacific Northwest Eye/ })).closest('li') as HTMLElement;

  afterEach(async () => {
    act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
    await Promise.all([appDb().outbox.clear(), appDb().serverCopies.clear()]);
  });

  it('keeps a choice made without network on this device, under the key of the request that got no answer', async () => {
    act(() => useSessionStore.getState().setSession(demoSession(applicant)));
    useServer();
    let sentKey: string | null = null;
    server.use(
      http.put('*/api/applicant/OPH-2026/applications/41', ({ request }) => {
        sentKey = request.headers.get('idempotency-key');
        return HttpResponse.error();
      }),
    );
    open();
    const application = await card();
    // The form's server copy is on the device (read from the overview).
    await waitFor(async () => expect(await appDb().serverCopies.count()).toBeGreaterThan(0));
    fireEvent.click(within(application).getByRole('checkbox', { name: /Dr\. Park/ }));
    fireEvent.click(within(application).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));
    const [entry] = await appDb().outbox.toArray();
    expect(sentKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry).toMatchObject({
      id: sentKey,
      sentOnce: true,
      entity: 'application-assignment',
      entityId: '41',
      method: 'PUT',
      path: '/api/applicant/OPH-2026/applications/41',
      body: { personalStatementId: 3, letterIds: [5, 6], version: 2 },
      baseVersion: 2,
    });
    expect(await within(application).findByText('Syncing…')).toBeTruthy();
  });

  it('keeps programs chosen without network on this device and says they wait to be applied to', async () => {
    act(() => useSessionStore.getState().setSession(demoSession(applicant)));
    useServer();
    let sentKey: string | null = null;
    server.use(
      http.post('*/api/applicant/OPH-2026/applications', ({ request }) => {
        sentKey = request.headers.get('idempotency-key');
        return HttpResponse.error();
      }),
    );
    open();
    await screen.findByText('Lone Star Eye, Dallas, TX');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lone Star Eye, Dallas, TX' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 1 selected' }));
    expect(await screen.findByText('Waiting for the network: 1 program(s) to apply to.')).toBeTruthy();
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({
      id: sentKey,
      sentOnce: true,
      entity: 'application-create',
      method: 'POST',
      path: '/api/applicant/OPH-2026/applications',
      body: { programIds: [9] },
      baseVersion: null,
    });
  });

  it('shows the choice saved elsewhere beside mine, and keeps mine on request', async () => {
    useServer();
    const bodies: unknown[] = [];
    server.use(
      handleContract(updateApplication, (info) => {
        bodies.push(info.body);
        return bodies.length === 1
          ? serverErrorResponse(409, 'Conflict', 'changed')
          : { ...inProgress, personalStatementId: null, letterIds: [], letters: [], version: 4 };
      }),
    );
    open();
    const application = await card();
    // Meanwhile another device removed the statement and the letter (version 3).
    server.use(
      handleContract(listApplications, () => ({
        ...overview,
        items: [
          { ...inProgress, personalStatementId: null, letters: [], letterIds: [], version: 3 },
          published,
        ],
      })),
    );
    fireEvent.click(within(application).getByRole('checkbox', { name: /Dr\. Park/ }));
    fireEvent.click(within(application).getByRole('button', { name: 'Save' }));
    const alert = await within(application).findByRole('alert');
    expect(alert.textContent).toContain('Saved elsewhere: No personal statement; letters: No letters.');
    expect(within(application).getByRole('checkbox', { name: /Dr\. Park/ })).toHaveProperty('checked', true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep my version' }));
    fireEvent.click(within(application).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ personalStatementId: 3, letterIds: [5, 6], version: 3 });
  });
});
