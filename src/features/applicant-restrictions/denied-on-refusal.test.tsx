import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { clearToasts, toastQueue } from '../../lib/notify/toast-service.ts';
import { closeDenied, DeniedDialog } from './denied-dialog.tsx';
import { useDeniedOnRefusal } from './use-applicant-guard.ts';

function Area() {
  useDeniedOnRefusal();
  return <DeniedDialog />;
}

const toastTexts = () => toastQueue.visibleToasts.map((t) => t.content.text);
const refusal = () =>
  new ServerError(
    409,
    'ApplicantActionDenied',
    'Match cycle Ophthalmology Match 2027 is locked for updates.',
  );

afterEach(() => {
  closeDenied();
  clearToasts();
  vi.restoreAllMocks();
});

describe('a refusal of platform.md §6 reaching handleError', () => {
  it("opens the 'Denied' popup with the reason, not a toast, while the applicant area is mounted", async () => {
    render(<Area />);
    act(() => {
      handleError(refusal());
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Match cycle Ophthalmology Match 2027 is locked for updates.');
    expect(toastTexts()).toEqual([]);
  });

  it('other server errors still show a toast', () => {
    render(<Area />);
    act(() => {
      handleError(new ServerError(409, 'VersionConflict', 'Someone else saved it first.'));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toastTexts()).toEqual(['Someone else saved it first.']);
  });

  it('after the area unmounts the refusal is a toast again', () => {
    const { unmount } = render(<Area />);
    unmount();
    act(() => {
      handleError(refusal());
    });
    expect(toastTexts()).toEqual(['Match cycle Ophthalmology Match 2027 is locked for updates.']);
  });
});
