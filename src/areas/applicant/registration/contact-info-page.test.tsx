import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ContactInfo,
  getContactInfo,
  saveContactInfo,
} from '../../../../core/contracts/applicants/contact-info.contract.ts';
import {
  addPhone,
  listPhones,
  type Phone,
  sendPhoneVerificationCode,
  verifyPhone,
} from '../../../../core/contracts/applicants/phones.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { registrationRoutes } from './registration-routes.tsx';

let stored: ContactInfo;
let phones: Phone[];
let savedBody: unknown;

beforeEach(() => {
  stored = { current: null, permanent: null, version: 1 };
  phones = [{ id: 4, number: '415-555-0142', extension: null, type: 1, isVerified: false }];
  savedBody = null;
  server.use(
    handleContract(getContactInfo, () => stored),
    handleContract(saveContactInfo, ({ body }) => {
      savedBody = body;
      const b = body as { current: ContactInfo['current']; permanent: ContactInfo['permanent'] };
      stored = { current: b.current, permanent: b.permanent, version: stored.version + 1 };
      return stored;
    }),
    handleContract(listPhones, () => ({ items: phones })),
    handleContract(addPhone, ({ body }) => {
      const phone = {
        id: 5,
        isVerified: false,
        ...(body as Omit<Phone, 'id' | 'isVerified'>),
      };
      phones = [...phones, phone];
      return phone;
    }),
    handleContract(sendPhoneVerificationCode, () => ({ expiresAt: '2026-07-01T17:00:00.000Z' })),
    handleContract(verifyPhone, ({ body }) => {
      const { code } = body as { code: string };
      if (code !== '123456')
        return new Response(
          JSON.stringify({ error: { ErrorCode: 'CodeMismatchException', Message: messages.CodeMismatch } }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      phones = phones.map((p) => ({ ...p, isVerified: true }));
      return phones[0]!;
    }),
  );
});
afterEach(() => act(() => clearToasts()));

function open(path: string) {
  renderAt(path, registrationRoutes, { main: true });
}

const input = (label: string) =>
  screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;

describe('contact info (/applicant/profile/contact-info)', () => {
  it('is axe-clean', async () => {
    open('/applicant/profile/contact-info');
    await screen.findByText('415-555-0142');
    await expectNoAxeViolations(document.body);
  });

  it("shows the contract's address messages, then saves the current address with the version", async () => {
    open('/applicant/75-2026/personal-info/contact-info');
    await screen.findByRole('heading', { level: 2, name: 'Addresses' });
    const form = screen.getByRole('form', { name: 'Addresses' });
    fireEvent.change(within(form).getByLabelText('Zip', { selector: 'input' }), {
      target: { value: '94103 ä' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(messages.AddressIsRequired)).toBeTruthy();
    expect(within(form).getByText(messages.CityIsRequired)).toBeTruthy();
    expect(within(form).getByText(messages.SelectCountry)).toBeTruthy();
    expect(savedBody).toBeNull();

    fireEvent.change(within(form).getByLabelText('Zip', { selector: 'input' }), {
      target: { value: '94103' },
    });
    fireEvent.change(within(form).getByLabelText('Address', { selector: 'input' }), {
      target: { value: '1450 Mission Street' },
    });
    fireEvent.change(within(form).getByLabelText('City', { selector: 'input' }), {
      target: { value: 'San Francisco' },
    });
    fireEvent.click(within(form).getByRole('button', { name: /Country/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'United States' }));
    const stateButton = within(form)
      .getAllByRole('button', { name: /State/ })
      .find((button) => !button.textContent?.includes('United States'));
    fireEvent.click(stateButton!);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'California' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(savedBody).toEqual({
        current: {
          addressLine: '1450 Mission Street',
          addressLine2: null,
          city: 'San Francisco',
          countryId: 1,
          stateId: 5,
          zip: '94103',
        },
        permanent: null,
        version: 1,
      }),
    );
    await waitFor(() => expect(input('Address').value).toBe('1450 Mission Street'));
  });

  it('verifies a phone by the code sent, and adds a phone with its type', async () => {
    open('/applicant/profile/contact-info');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify 415-555-0142' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a verification code to your email address/)).toBeTruthy();
    fireEvent.change(input('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.CodeMismatch)).toBeTruthy();
    fireEvent.change(input('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeTruthy();

    const add = screen.getByRole('form', { name: 'Add phone' });
    fireEvent.change(within(add).getByLabelText('Phone number', { selector: 'input' }), {
      target: { value: '12' },
    });
    fireEvent.click(within(add).getByRole('button', { name: 'Add phone' }));
    expect(await within(add).findByText(messages.InvalidPhone)).toBeTruthy();
    fireEvent.change(within(add).getByLabelText('Phone number', { selector: 'input' }), {
      target: { value: '212-555-0100' },
    });
    fireEvent.click(within(add).getByRole('button', { name: /Type/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Office' }));
    fireEvent.click(within(add).getByRole('button', { name: 'Add phone' }));
    expect(await screen.findByText('212-555-0100')).toBeTruthy();
    expect(phones.at(-1)).toMatchObject({ number: '212-555-0100', type: 2 });
  });
});
