import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { updateSocietyProfile } from '../../../core/contracts/societies/society.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import {
  handleContract,
  serverErrorResponse,
  validationErrorResponse,
} from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { DRAFT_SAVE_DELAY_MS } from '../../features/forms/use-draft.ts';
import { clearToasts } from '../../lib/notify/toast-service.ts';
import { ProfileForm, validateName } from './society-profile-page.tsx';

afterEach(() => act(() => clearToasts()));

const profile = { email: 'society@matchline.test', firstName: 'Sofia', lastName: 'Society' };

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('society profile form', () => {
  it('checks the names with the messages the server uses', () => {
    expect(validateName({ firstName: ' ', lastName: '' })).toEqual({
      firstName: 'FirstNameIsRequired',
      lastName: 'LastNameIsRequired',
    });
    expect(validateName({ firstName: 'x'.repeat(101), lastName: 'Ok' })).toEqual({
      firstName: 'ExceededNumberOfCharacters',
    });
  });

  it('shows the messages on submit and sends nothing while a name is missing', async () => {
    let sent = 0;
    server.use(
      handleContract(updateSocietyProfile, () => {
        sent += 1;
        return profile;
      }),
    );
    render(<ProfileForm profile={profile} onSaved={() => undefined} />);
    type('First name', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.FirstNameIsRequired)).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('keeps what was typed when the save fails, with the server’s field message', async () => {
    server.use(
      handleContract(updateSocietyProfile, () =>
        validationErrorResponse({ lastName: [messages.ExceededNumberOfCharacters] }),
      ),
    );
    render(<ProfileForm profile={profile} onSaved={() => undefined} />);
    type('Last name', 'Societas');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.ExceededNumberOfCharacters)).toBeTruthy();
    expect(field('Last name').value).toBe('Societas');

    server.use(handleContract(updateSocietyProfile, () => serverErrorResponse(500, 'Error', 'Boom')));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Last name').value).toBe('Societas'));
  });

  it('restores a half-typed name after a reload, and forgets it once saved', async () => {
    const first = render(<ProfileForm profile={profile} onSaved={() => undefined} />);
    type('First name', 'Sofie');
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    first.unmount();

    let saved: unknown = null;
    server.use(
      handleContract(updateSocietyProfile, ({ body }) => {
        saved = body;
        return { ...profile, firstName: 'Sofie' };
      }),
    );
    let done = false;
    render(
      <ProfileForm
        profile={profile}
        onSaved={() => {
          done = true;
        }}
      />,
    );
    expect(field('First name').value).toBe('Sofie');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toBe(true));
    expect(saved).toEqual({ firstName: 'Sofie', lastName: 'Society' });
    expect(sessionStorage.getItem('draft:society-profile')).toBeNull();
  });
});
