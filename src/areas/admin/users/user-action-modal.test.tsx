import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../core/domain/messages.ts';
import { DRAFT_SAVE_DELAY_MS } from '../../../features/forms/use-draft.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { UserActionModal } from './user-action-modal.tsx';
import { type PasswordValues, validatePasswordChange } from './user-forms-validation.ts';

afterEach(() => {
  act(() => clearToasts());
  sessionStorage.clear();
});

const field = (label: string) =>
  screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;

function open(submit: (values: PasswordValues) => Promise<void>, onClose = () => undefined) {
  render(
    <UserActionModal<PasswordValues>
      isOpen
      onClose={onClose}
      title="Change password"
      fields={[
        { name: 'password', label: 'UsersNewPassword', type: 'password' },
        { name: 'passwordConfirmation', label: 'UsersPasswordConfirmation', type: 'password' },
      ]}
      initial={{ password: '', passwordConfirmation: '' }}
      draftKey={null}
      validate={validatePasswordChange}
      context="test change password"
      submit={submit}
    />,
  );
}

describe('user action modal', () => {
  it('shows the messages on save only, sends nothing meanwhile, and keeps no draft of a password', async () => {
    let sent = 0;
    open(async () => {
      sent += 1;
    });
    fireEvent.change(field('New password'), { target: { value: 'short' } });
    expect(screen.queryByText(messages.InvalidPassword)).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    expect(sessionStorage.length).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.InvalidPassword)).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('saves valid values and closes', async () => {
    let sent: PasswordValues | null = null;
    let closed = false;
    open(
      async (values) => {
        sent = values;
      },
      () => {
        closed = true;
      },
    );
    fireEvent.change(field('New password'), { target: { value: 'Secret-Passw0rd!' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'Secret-Passw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(sent).toEqual({ password: 'Secret-Passw0rd!', passwordConfirmation: 'Secret-Passw0rd!' });
  });
});
