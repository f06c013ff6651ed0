import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminBugReport,
  listAdminBugReports,
  updateBugReportStatus,
} from '../../../../core/contracts/platform/bug-reports.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { resetHubsForTests } from '../../../lib/realtime/hub-registry.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { connectionOf } from '../../../test-support/fake-signalr.ts';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { QualityAssurancePage } from './quality-assurance-page.tsx';

vi.mock(
  '@microsoft/signalr',
  async () => (await import('../../../test-support/fake-signalr.ts')).fakeSignalR,
);

const report = (id: string, more: Partial<AdminBugReport> = {}): AdminBugReport => ({
  id,
  description: 'The rank list did not save after I moved a program up.',
  url: 'https://matchline.test/applicant/OPH-2026/rank-list',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  source: 'Toast',
  status: 'New',
  createdAt: '2026-11-26T08:00:00.000Z',
  errorDate: '2026-11-26T07:59:00.000Z',
  reporter: { name: 'Rita Reporter', email: 'rita@example.org' },
  lastError: {
    level: 'error',
    message: 'TypeError: rank is undefined',
    createdAt: '2026-11-26T07:59:00.000Z',
  },
  handledBy: null,
  handledAt: null,
  note: null,
  ...more,
});

let rows: AdminBugReport[];
let queries: URLSearchParams[];
let moves: { id: string; body: unknown }[];

beforeEach(() => {
  rows = [
    report('a1'),
    report('b2', { status: 'Escalated', reporter: null, lastError: null, note: 'iOS only' }),
  ];
  queries = [];
  moves = [];
  window.history.replaceState(null, '', '/admin/quality-assurance/bug-reports');
  server.use(
    handleContract(listAdminBugReports, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { items: rows, total: rows.length };
    }),
    handleContract(updateBugReportStatus, ({ params, body }) => {
      moves.push({ id: String(params.id), body });
      const moved = { ...rows.find((r) => r.id === params.id)!, ...(body as { status: 'Closed' }) };
      rows = rows.map((r) => (r.id === moved.id ? moved : r));
      return moved;
    }),
  );
});

afterEach(async () => {
  await act(() => resetHubsForTests());
});

describe('quality assurance: bug reports', () => {
  it('lists the reports with who sent them, where, and the error logged last; on a phone; no axe violations', async () => {
    mockViewportWidth(390);
    const view = render(<QualityAssurancePage tab="bug-reports" />);
    // Cards on a phone: one list item a report.
    const table = await screen.findByRole('list', { name: 'Bug reports' });
    expect(await within(table).findByText('Rita Reporter (rita@example.org)')).toBeTruthy();
    expect(within(table).getByText('Not signed in')).toBeTruthy();
    expect(within(table).getAllByText(/TypeError: rank is undefined/)).toHaveLength(1);
    expect(
      within(table).getAllByText(
        'https://matchline.test/applicant/OPH-2026/rank-list · sent from an error message',
      ),
    ).toHaveLength(2);
    // A New report can be skipped, escalated or closed; an escalated one closed or opened again.
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Skip', 'Escalate', 'Close', 'Close', 'Open again']);
    expect(queries[0]?.get('direction')).toBe('desc');
    await expectNoAxeViolations(view.container);
  });

  it('filters by status and searches on the server', async () => {
    window.history.replaceState(null, '', '/admin/quality-assurance/bug-reports?status=Escalated&search=iOS');
    render(<QualityAssurancePage tab="bug-reports" />);
    await screen.findByText('Rita Reporter (rita@example.org)');
    expect(queries.at(-1)?.get('status')).toBe('Escalated');
    expect(queries.at(-1)?.get('search')).toBe('iOS');
  });

  it('escalates a report with a note through the dialog, then shows it as the server answers', async () => {
    render(<QualityAssurancePage tab="bug-reports" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Escalate: The rank list/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the report Escalated' });
    expect(dialog.textContent).toContain('The rank list did not save after I moved a program up.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Seen on iOS 18 only' },
    });
    await expectNoAxeViolations(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    await waitFor(() =>
      expect(moves).toEqual([{ id: 'a1', body: { status: 'Escalated', note: 'Seen on iOS 18 only' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reloaded: the report, escalated now, offers Close and Open again.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Escalate: The rank list/ })).toBeNull(),
    );
    expect(screen.getAllByRole('button', { name: /^Open again: The rank list/ })).toHaveLength(2);
  });

  it('reloads when a report arrives or another admin moves one (BugReports hub)', async () => {
    render(<QualityAssurancePage tab="bug-reports" />);
    await screen.findByText('Rita Reporter (rita@example.org)');
    await waitFor(() => expect(connectionOf('/hubs/BugReportsHub').state).toBe('Connected'));
    const before = queries.length;
    rows = [report('c3', { description: 'A brand new report.' }), ...rows];
    act(() =>
      connectionOf('/hubs/BugReportsHub').emit('BugReportStatusChanged', { id: 'c3', status: 'New' }),
    );
    expect(await screen.findByText('A brand new report.')).toBeTruthy();
    expect(queries.length).toBeGreaterThan(before);
  });
});
