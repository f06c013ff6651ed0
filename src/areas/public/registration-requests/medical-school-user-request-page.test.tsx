import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../core/domain/messages.ts';
import { validationErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { MedicalSchoolUserRequestPage } from './medical-school-user-request-page.tsx';

const DRAFT = 'draft:medical-school-user-request:code';

beforeEach(() => sessionStorage.clear());
afterEach(() => act(() => clearToasts()));

const input = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

function fill() {
  type('School code', 'PNWU-SOM');
  type('First name', 'Noah');
  type('Last name', 'Fischer');
  type('Email', 'noah@school.example');
}

async function solveCaptcha() {
  fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified', {}, { timeout: 5000 });
}

describe('medical school user request (/registration/medical-school-user-request)', () => {
  it("shows the contract's messages and sends nothing while fields or the captcha are missing", async () => {
    let sent = 0;
    server.use(
      http.post('*/api/registration/medical-school-user-request', () => {
        sent += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    render(<MedicalSchoolUserRequestPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.FirstNameIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.LastNameIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.EmailIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.SelectMedicalSchool)).toBeTruthy();
    expect(screen.getByText(messages.RecaptchaIsRequiredDot)).toBeTruthy();
    type('Email', 'not-an-email');
    expect(screen.getByText(messages.InvalidEmail)).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('keeps a half-filled form across a reload', () => {
    render(<MedicalSchoolUserRequestPage />);
    type('First name', 'Noah');
    cleanup(); // unmounting writes the pending draft, as a reload does (pagehide)
    expect(JSON.parse(sessionStorage.getItem(DRAFT) ?? '{}')).toMatchObject({ firstName: 'Noah' });
    render(<MedicalSchoolUserRequestPage />);
    expect(input('First name').value).toBe('Noah');
    expect(screen.getByText('We restored what you typed before the page was reloaded.')).toBeTruthy();
  });

  it("a refused send shows the server's field message and keeps the typing", async () => {
    server.use(
      http.post('*/api/registration/medical-school-user-request', () =>
        validationErrorResponse({ medicalSchoolCode: [messages.MedicalSchoolNotFound] }),
      ),
    );
    render(<MedicalSchoolUserRequestPage />);
    fill();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.MedicalSchoolNotFound)).toBeTruthy();
    expect(input('Last name').value).toBe('Fischer');
    // The draft is written a moment after the typing stops (debounced).
    await waitFor(() => expect(sessionStorage.getItem(DRAFT)).not.toBeNull());
  });

  it('sends the request, says what happens next and drops the draft', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/registration/medical-school-user-request', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ok: true });
      }),
    );
    render(<MedicalSchoolUserRequestPage />);
    fill();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.RegistrationRequestSent)).toBeTruthy();
    expect(body).toMatchObject({
      medicalSchoolId: null,
      medicalSchoolCode: 'PNWU-SOM',
      firstName: 'Noah',
      lastName: 'Fischer',
      email: 'noah@school.example',
    });
    expect(typeof body!.captcha).toBe('string');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT)).toBeNull());
  });
});
