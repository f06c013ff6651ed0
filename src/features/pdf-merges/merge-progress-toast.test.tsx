import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelBulkPdfMerge,
  getBulkPdfMergeRequest,
  type MergeProgress,
  queueBulkPdfMerge,
} from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { resetHubsForTests } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { connectionOf } from '../../test-support/fake-signalr.ts';
import { ConfirmHost } from '../../ui/confirm-dialog.tsx';
import { resetMergeProgress } from './merge-progress-store.ts';
import { MergeProgressToast } from './merge-progress-toast.tsx';
import { PacketRequestButton } from './packet-request-button.tsx';

vi.mock('@microsoft/signalr', async () => (await import('../../test-support/fake-signalr.ts')).fakeSignalR);

const at = (status: MergeProgress['status'], extra: Partial<MergeProgress> = {}): MergeProgress => ({
  id: 7,
  status,
  message: null,
  createdDate: '2026-11-26T08:00:00.000Z',
  url: null,
  ...extra,
});

let latest: MergeProgress | null;
let queuedBodies: unknown[];
let cancels: number;

beforeEach(() => {
  latest = null;
  queuedBodies = [];
  cancels = 0;
  const user = demoUser('program@matchline.test') ?? demoUser('applicant@matchline.test');
  act(() => useSessionStore.getState().setSession(demoSession(user!)));
  server.use(
    handleContract(getBulkPdfMergeRequest, () => latest),
    handleContract(queueBulkPdfMerge, ({ body }) => {
      queuedBodies.push(body);
      return at('Pending', { id: 8, message: 'Your request is pending...' });
    }),
    handleContract(cancelBulkPdfMerge, () => {
      cancels += 1;
      return { ok: true as const };
    }),
  );
});

afterEach(async () => {
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  resetMergeProgress();
});

function renderToast() {
  return render(
    <>
      <PacketRequestButton type="FinalMerge" entityIds={[11, 12]} label="Download applications (PDF)" />
      <MergeProgressToast />
      <ConfirmHost />
    </>,
  );
}

/** The button, then the dialog's submit with the sections the type starts with. */
async function requestPacket() {
  fireEvent.click(screen.getByRole('button', { name: 'Download applications (PDF)' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Make the PDF' }));
}

const emit = (progress: MergeProgress) =>
  act(() => connectionOf('/hubs/BulkPdfNotificationHub').emit('NotifyBulkPdfMergeProgress', progress));

describe('the bulk PDF merge toast', () => {
  it('shows nothing without a request, then each status live from the hub', async () => {
    const view = renderToast();
    await waitFor(() => expect(connectionOf('/hubs/BulkPdfNotificationHub').state).toBe('Connected'));
    expect(screen.queryByTestId('pdf-merge-toast')).toBeNull();

    await requestPacket();
    expect(await screen.findByText('Your request is pending...')).toBeTruthy();
    expect(queuedBodies[0]).toMatchObject({ entityIds: [11, 12], type: 'FinalMerge' });
    expect((queuedBodies[0] as { sections: string[] }).sections).toContain('LORs');
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy();

    emit(at('Processing', { id: 8, message: 'Merging 1 of 2…' }));
    expect(await screen.findByText('Merging 1 of 2…')).toBeTruthy();

    emit(
      at('Completed', {
        id: 8,
        message: 'Your PDF is ready (4 pages).',
        url: '/api/BulkPdfMerge/Download/tok',
      }),
    );
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/api/BulkPdfMerge/Download/tok');
    expect(screen.getByText('Your PDF is ready.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    await expectNoAxeViolations(view.container);

    emit(at('Failed', { id: 8, message: 'The PDF could not be merged.' }));
    expect(await screen.findByText('The PDF could not be made. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('shows the latest request when the page opens, and ignores an older request’s events', async () => {
    latest = at('Processing', { message: 'Merging 3 of 20…' });
    renderToast();
    expect(await screen.findByText('Merging 3 of 20…')).toBeTruthy();
    emit(at('Processing', { id: 6, message: 'Merging 9 of 9…' }));
    expect(screen.queryByText('Merging 9 of 9…')).toBeNull();
  });

  it('cancel asks first; confirmed, the request is cancelled', async () => {
    latest = at('Pending', { message: 'Your request is pending...' });
    renderToast();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to cancel this request?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancels).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await screen.findByRole('alertdialog');
    const confirmButtons = screen.getAllByRole('button', { name: 'Cancel request' });
    fireEvent.click(confirmButtons.at(-1)!);
    expect(await screen.findByText('The request was cancelled.')).toBeTruthy();
    expect(cancels).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('dismissed, it stays hidden through later progress until a new request', async () => {
    latest = at('Processing', { message: 'Merging 1 of 2…' });
    renderToast();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('pdf-merge-toast')).toBeNull();
    emit(at('Completed', { url: '/api/BulkPdfMerge/Download/tok' }));
    expect(screen.queryByTestId('pdf-merge-toast')).toBeNull();
    await requestPacket();
    expect(await screen.findByText('Your request is pending...')).toBeTruthy();
  });
});
