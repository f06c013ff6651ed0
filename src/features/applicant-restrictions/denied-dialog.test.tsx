import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApplicantCycleRegistration } from '../../../core/contracts/applicants/applicant-context.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { ServerError } from '../../lib/errors/app-errors.ts';
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

function renderAt(path: string, run: () => void, fails?: unknown) {
  const location = memoryLocation({ path });
  return render(
    <Router hook={location.hook}>
      <main>
        <Action run={run} fails={fails} />
      </main>
      <DeniedDialog />
    </Router>,
  );
}

beforeEach(() => {
  useApplicantContextStore.getState().reset();
  closeDenied();
});

describe("the 'Denied' popup and useApplicantGuard (platform.md §6)", () => {
  it('runs the action when the cycle allows it', async () => {
    useContext([registration()]);
    const run = vi.fn();
    renderAt('/applicant/OPH-2026/home', run);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows Denied, the heading and the reason instead of running; Ok closes it; axe-clean', async () => {
    useContext([
      registration({ status: 'Archived', name: 'Ophthalmology Match 2025', matchCycleCode: 'OPH-2024' }),
    ]);
    const run = vi.fn();
    renderAt('/applicant/OPH-2024/home', run);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.DeniedTitle });
    expect(dialog.textContent).toContain(messages.DeniedHeading);
    expect(dialog.textContent).toContain('Match cycle Ophthalmology Match 2025 is archived.');
    expect(run).not.toHaveBeenCalled();
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('blocks while the registration fee is unpaid when the action asks for it', async () => {
    useContext([registration({ isPaymentPending: true })]);
    const run = vi.fn();
    renderAt('/applicant/OPH-2026/home', run);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Application Ophthalmology Match 2027 awaiting payment.');
    expect(run).not.toHaveBeenCalled();
  });

  it('without a registration: Match cycle is not selected.', async () => {
    useContext([]);
    renderAt('/applicant/landing', vi.fn());
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
    renderAt('/applicant/OPH-2026/home', vi.fn(), refusal);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Match cycle Ophthalmology Match 2027 is locked for updates.',
    );
  });
});
