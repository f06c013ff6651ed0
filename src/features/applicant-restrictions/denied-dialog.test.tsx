import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantCycleRegistration } from '../../../core/contracts/applicants/applicant-context.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { ServerError } from '../../lib/errors/app-errors.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { Button } from '../../ui/button.tsx';
import { registration } from '../applicant-context/applicant-context.fixture.ts';
import { useApplicantContextStore } from '../applicant-context/applicant-context-store.ts';
import { closeDenied, DeniedDialog } from './denied-dialog.tsx';
import { useApplicantGuard } from './use-applicant-guard.ts';

function useContext(registrations: ApplicantCycleRegistration[]) {
  useApplicantContextStore
    .getState()
    .setContext({ applicantId: 1, applicantCode: 'ML-1', firstName: 'A', lastName: 'B', registrations });
}

function Action({ run, fails }: { run: () => void; fails?: unknown }) {
  const { guard } = useApplicantGuard();
  return (
    <Button
      onPress={() =>
        void guard(
          () => {
            run();
            if (fails) throw fails;
          },
          { blockWhilePaymentPending: true },
        )
      }
    >
      Send application
    </Button>
  );
}

function openAt(path: string, run: () => void, fails?: unknown) {
  return renderAt(path, <Action run={run} fails={fails} />, { main: true, hosts: <DeniedDialog /> });
}

beforeEach(() => {
  useApplicantContextStore.getState().reset();
  closeDenied();
});

describe("the 'Denied' popup and useApplicantGuard (platform.md §6)", () => {
  it('runs the action when the cycle allows it', async () => {
    useContext([registration()]);
    const run = vi.fn();
    openAt('/applicant/OPH-2026/home', run);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows Denied, the heading and the reason instead of running; Ok closes it; axe-clean', async () => {
    useContext([
      registration({ status: 'Archived', name: 'Ophthalmology Match 2025', matchCycleCode: 'OPH-2024' }),
    ]);
    const run = vi.fn();
    openAt('/applicant/OPH-2024/home', run);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.DeniedTitle });
    expect(dialog.textContent).toContain(messages.DeniedHeading);
    expect(dialog.textContent).toContain('Match cycle Ophthalmology Match 2025 is archived.');
    expect(run).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('blocks while the registration fee is unpaid when the action asks for it', async () => {
    useContext([registration({ isPaymentPending: true })]);
    const run = vi.fn();
    openAt('/applicant/OPH-2026/home', run);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Application Ophthalmology Match 2027 awaiting payment.');
    expect(run).not.toHaveBeenCalled();
  });

  it('without a registration: Match cycle is not selected.', async () => {
    useContext([]);
    openAt('/applicant/landing', vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      messages.DeclineMatchCycleNotSelected,
    );
  });

  it("opens the popup for the server's ApplicantActionDenied answer", async () => {
    useContext([registration()]);
    const refusal = new ServerError(
      409,
      'ApplicantActionDenied',
      'Match cycle Ophthalmology Match 2027 is locked for updates.',
    );
    openAt('/applicant/OPH-2026/home', vi.fn(), refusal);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Match cycle Ophthalmology Match 2027 is locked for updates.',
    );
  });
});
