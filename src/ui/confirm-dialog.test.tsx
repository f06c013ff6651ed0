import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmHost, confirm } from './confirm-dialog.tsx';

async function ask(options: Parameters<typeof confirm>[0]) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  await screen.findByRole('alertdialog');
  return answer;
}

describe('confirm() (platform.md §2 confirmation popup)', () => {
  it("has the default title 'Confirmation' and resolves true on Confirm", async () => {
    render(<ConfirmHost />);
    const answer = ask({ message: 'Are you sure want to deactivate the user?' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('Are you sure want to deactivate the user?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false on Cancel', async () => {
    render(<ConfirmHost />);
    const answer = ask({ message: 'Delete?' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    render(<ConfirmHost />);
    const answer = ask({ message: 'Delete?' });
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('takes a title and button labels', async () => {
    render(<ConfirmHost />);
    const answer = ask({
      title: 'Delete page',
      message: 'Delete?',
      confirmLabel: 'Delete',
      cancelLabel: 'Keep',
    });
    await screen.findByRole('alertdialog', { name: 'Delete page' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toBe(false);
  });

  it('a second question answers the first with false', async () => {
    render(<ConfirmHost />);
    const first = ask({ message: 'First?' });
    const second = ask({ message: 'Second?' });
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('alertdialog').textContent).toContain('Second?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
  });
});
