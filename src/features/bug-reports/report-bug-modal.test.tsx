import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { server } from '../../../mocks/node-server.ts';
import { clearToasts, toastQueue } from '../../lib/notify/toast-service.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { useBugReportDialog } from './bug-report-store.ts';
import { ReportBugModal } from './report-bug-modal.tsx';

afterEach(async () => {
  act(() => {
    useBugReportDialog.getState().close();
    clearToasts();
  });
  await appDb().bugReports.clear();
});

function openModal() {
  render(<ReportBugModal />);
  act(() =>
    useBugReportDialog.getState().open({ source: 'ErrorPage', errorDate: '2026-02-02T10:00:00.000Z' }),
  );
  return screen.getByRole('dialog', { name: 'New Bug Report' });
}

describe('New Bug Report', () => {
  it("requires a description: 'Description is required.'", async () => {
    const dialog = openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(messages.DescriptionIsRequired)).toBeTruthy();
  });

  it.each([
    ['sent', () => HttpResponse.json({ id: 'r1' })],
    ['kept for later', () => HttpResponse.error()],
  ])('when %s: the sent title, the support text, Ok, and the success toast', async (_case, answer) => {
    server.use(http.post('*/api/bug-reports', answer));
    const dialog = openModal();
    fireEvent.change(within(dialog).getByLabelText('Please describe the actions that led to the error:'), {
      target: { value: 'I pressed Save and the page went blank.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('heading', { name: 'The bug report has been sent' })).toBeTruthy();
    expect(
      screen.getByText(
        "Your feedback will be forwarded to the engineering team. If you're experiencing additional issues please contact support@matchline.test",
      ),
    ).toBeTruthy();
    expect(toastQueue.visibleToasts.map((t) => t.content.text)).toContain(messages.BugReportSuccess);
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
