import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminMergeRow,
  cancelAdminPdfMerge,
  listAdminPdfMerges,
  retryAdminPdfMerge,
} from '../../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { resetHubsForTests } from '../../../lib/realtime/hub-registry.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { connectionOf } from '../../../test-support/fake-signalr.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { QualityAssurancePage } from './quality-assurance-page.tsx';

vi.mock(
  '@microsoft/signalr',
  async () => (await import('../../../test-support/fake-signalr.ts')).fakeSignalR,
);

const failed: AdminMergeRow = {
  id: 41,
  type: 'FinalMerge',
  status: 'Failed',
  requestedBy: 'Marcus Ellery',
  programName: 'Lakeside Eye Center',
  count: 20,
  progress: 40,
  message: 'The PDF could not be merged.',
  error: 'disk full',
  attempts: 1,
  pageCount: null,
  createdDate: '2026-11-26T08:00:00.000Z',
  finishedDate: '2026-11-26T08:01:00.000Z',
};

let queries: URLSearchParams[];
let retried: number[];
let cancelled: number[];

beforeEach(() => {
  queries = [];
  retried = [];
  cancelled = [];
  window.history.replaceState(null, '', '/admin/quality-assurance/final-merge');
  server.use(
    handleContract(listAdminPdfMerges, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { items: [failed], total: 1 };
    }),
    handleContract(retryAdminPdfMerge, ({ params }) => {
      retried.push(Number(params.id));
      return { ...failed, status: 'Pending' as const, error: null };
    }),
    handleContract(cancelAdminPdfMerge, ({ params }) => {
      cancelled.push(Number(params.id));
      return { ...failed, status: 'Cancelled' as const };
    }),
  );
});

afterEach(async () => {
  await act(() => resetHubsForTests());
});

describe('quality assurance: final merge', () => {
  it('lists the merges with their failures; retry and cancel (after a confirmation)', async () => {
    const view = render(
      <>
        <QualityAssurancePage tab="final-merge" />
        <ConfirmHost />
      </>,
    );
    expect(await screen.findByText('disk full')).toBeTruthy();
    expect(screen.getByText('Marcus Ellery (Lakeside Eye Center)')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toContain('Bug reports');
    await expectNoAxeViolations(view.container);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retried).toEqual([41]));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel request' }).at(-1)!);
    await waitFor(() => expect(cancelled).toEqual([41]));
    expect(queries.length).toBeGreaterThanOrEqual(2);
  });

  it('reloads when a merge changes status (FinalMerge hub)', async () => {
    render(<QualityAssurancePage tab="final-merge" />);
    await screen.findByText('disk full');
    await waitFor(() => expect(connectionOf('/hubs/FinalMergeHub').state).toBe('Connected'));
    const before = queries.length;
    act(() =>
      connectionOf('/hubs/FinalMergeHub').emit('StatusChanged', {
        id: 41,
        status: 'Processing',
        error: null,
      }),
    );
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
  });

  it('filters by status on the server', async () => {
    window.history.replaceState(null, '', '/admin/quality-assurance/final-merge?show=Failed');
    render(<QualityAssurancePage tab="final-merge" />);
    await screen.findByText('disk full');
    expect(queries.at(-1)?.get('status')).toBe('Failed');
  });

  it('the tabs not built yet say so', async () => {
    render(<QualityAssurancePage tab="failed-qa" />);
    expect(await screen.findByText('This list is not available yet.')).toBeTruthy();
  });
});
