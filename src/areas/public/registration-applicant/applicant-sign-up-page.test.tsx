import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmEmail } from '../../../../core/contracts/auth/email-confirmation.contract.ts';
import {
  listOpenMatchCycles,
  signUpApplicant,
} from '../../../../core/contracts/match-cycles/applicant-registration.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { readReturnLocation } from '../../../features/auth/return-location.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { ApplicantSignUpPage } from './applicant-sign-up-page.tsx';

const DRAFT = 'draft:applicant-sign-up';

let cyclesLoaded = false;

beforeEach(() => {
  sessionStorage.clear();
  cyclesLoaded = false;
  server.use(
    handleContract(listOpenMatchCycles, () => {
      cyclesLoaded = true;
      return {
        items: [
          {
            id: 3,
            matchCycleCode: 'OPH-2026',
            name: 'Ophthalmology Match 2027',
            specialtyName: 'Ophthalmology',
            registrationFeeCents: 7_500,
          },
        ],
      };
    }),
  );
});
afterEach(() => act(() => clearToasts()));

const input = (label: string) =>
  screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

function fill() {
  type('Email', 'noor.haddad@example.org');
  type('Password', 'Secret#Pass1');
  type('Confirm password', 'Secret#Pass1');
  type('First name', 'Noor');
  type('Last name', 'Haddad');
  type('Cell phone', '415-555-0142');
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

async function solveCaptcha() {
  fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified', {}, { timeout: 5000 });
}

describe('applicant registration (/registration/applicant)', () => {
  it('is labelled and axe-clean (WCAG A/AA, contrast aside)', async () => {
    const { container } = render(
      <main>
        <ApplicantSignUpPage />
      </main>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Applicant registration' });
    await expectNoAxeViolations(container);
  });

  it("shows the contract's messages (phone, password rule, consent) and sends nothing", async () => {
    let sent = 0;
    server.use(
      handleContract(signUpApplicant, () => {
        sent += 1;
        return serverErrorResponse(500, 'InternalServerError', '');
      }),
    );
    render(<ApplicantSignUpPage />);
    type('Cell phone', '12');
    fireEvent.blur(input('Cell phone'));
    expect(screen.getByText(messages.InvalidPhone)).toBeTruthy();
    type('Password', 'short');
    type('Confirm password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(messages.FirstNameIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.InvalidPassword)).toBeTruthy();
    expect(screen.getByText(messages.PasswordsDoNotMatch)).toBeTruthy();
    expect(screen.getByText(messages.AcceptPrivacyTerms)).toBeTruthy();
    expect(screen.getByText(messages.RecaptchaIsRequiredDot)).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('keeps a half-filled form across a reload, but never the password', () => {
    render(<ApplicantSignUpPage />);
    type('First name', 'Noor');
    type('Password', 'Secret#Pass1');
    cleanup();
    const draft = sessionStorage.getItem(DRAFT) ?? '';
    expect(JSON.parse(draft)).toMatchObject({ firstName: 'Noor' });
    expect(draft).not.toContain('Secret#Pass1');
    render(<ApplicantSignUpPage />);
    expect(input('First name').value).toBe('Noor');
  });

  it('signs up with the chosen cycle, confirms the mailed code (which signs in) and goes on to verify the phone', async () => {
    let body: Record<string, unknown> | null = null;
    let confirmedWith: unknown = null;
    server.use(
      handleContract(signUpApplicant, ({ body: sent }) => {
        body = sent as Record<string, unknown>;
        return {
          amount: 7_500,
          invoiceIds: [9],
          applicantId: 12,
          phoneNumber: { id: 31, number: '415-555-0142', isVerified: false },
        };
      }),
      handleContract(confirmEmail, ({ body: sent }) => {
        confirmedWith = sent;
        return demoSession(demoUser('applicant@matchline.test')!);
      }),
    );
    render(<ApplicantSignUpPage />);
    fill();
    await waitFor(() => expect(cyclesLoaded).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /Register for a match cycle/ }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', {
        name: 'Ophthalmology Match 2027 (fee $75.00)',
      }),
    );
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('The registration fee of $75.00 is due before you can send applications.'),
    ).toBeTruthy();
    expect(body).toMatchObject({
      email: 'noor.haddad@example.org',
      password: 'Secret#Pass1',
      firstName: 'Noor',
      lastName: 'Haddad',
      middleName: null,
      phoneNumber: '415-555-0142',
      acceptsPrivacyTerms: true,
      matchCycleId: 3,
    });
    // Nothing is signed in before the address is confirmed.
    expect(window.location.pathname).not.toBe('/applicant/landing/verify-phone/31');
    expect(screen.getByText(/We sent a confirmation code to noor\.haddad@example\.org/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code', { exact: false, selector: 'input' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmedWith).toEqual({ email: 'noor.haddad@example.org', code: '123456' }));
    // Sign-in went on to the phone step (the stored return location is used, then cleared).
    await waitFor(() => expect(window.location.pathname).toBe('/applicant/landing/verify-phone/31'));
    expect(readReturnLocation()).toBeNull();
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('a used email shows the server message and keeps the typing', async () => {
    server.use(
      handleContract(signUpApplicant, () => serverErrorResponse(409, 'Conflict', messages.EmailTaken)),
    );
    render(<ApplicantSignUpPage />);
    fill();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(messages.EmailTaken)).toBeTruthy();
    expect(input('First name').value).toBe('Noor');
  });
});
