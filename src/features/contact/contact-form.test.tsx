import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { validationErrorResponse } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { clearToasts, toastQueue } from '../../lib/notify/toast-service.ts';
import { ContactForm } from './contact-form.tsx';
import { validateContact } from './contact-validation.ts';

afterEach(() => act(() => clearToasts()));

function type(label: string, value: string, selector = 'input') {
  fireEvent.change(screen.getByLabelText(label, { exact: true, selector }), { target: { value } });
}

function chooseSubject(name: string) {
  fireEvent.click(screen.getByRole('button', { name: /Subject/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

async function solveCaptcha() {
  fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified', {}, { timeout: 5000 });
}

function fillValid() {
  type('Name', 'Priya Raman');
  type('Email', 'priya@example.com');
  type('Matchline ID', 'ML-1042');
  chooseSubject('Billing');
  type('Message', 'My invoice shows the fee twice.', 'textarea');
}

describe('contact form rules (business.md §5)', () => {
  it('validates each field with the catalogue messages', () => {
    const empty = { name: '', email: '', matchlineId: '', subject: '', text: '', captcha: '' };
    expect(validateContact(empty)).toEqual({
      name: 'NameIsRequired',
      email: 'EmailIsRequired',
      subject: 'SubjectIsRequired',
      text: 'TextIsRequired',
      captcha: 'RecaptchaIsRequired',
    });
    const tooLong = {
      ...empty,
      name: 'A',
      email: 'a@b',
      subject: 'Other',
      text: 'x'.repeat(2001),
      captcha: 'y',
    };
    expect(validateContact(tooLong)).toEqual({
      name: undefined,
      email: 'InvalidEmail',
      subject: undefined,
      text: 'ExceededNumberOfCharacters',
      captcha: undefined,
    });
    expect(validateContact({ ...tooLong, email: 'a@b.co', text: 'x'.repeat(2000) }).text).toBeUndefined();
  });
});

describe('Contact Us', () => {
  it('shows the messages and sends nothing without a captcha', async () => {
    let sent = 0;
    server.use(
      http.post('*/api/ContactUs/Post', () => {
        sent += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.NameIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.EmailIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.SubjectIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.TextIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.RecaptchaIsRequired)).toBeTruthy();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(messages.RecaptchaIsRequired)).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('has the Matchline ID placeholder, 7 message rows and the subject options', () => {
    render(<ContactForm />);
    expect(screen.getByPlaceholderText('Matchline ID (if available)')).toBeTruthy();
    expect(screen.getByLabelText('Message', { selector: 'textarea' }).getAttribute('rows')).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: /Subject/ }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Login', 'Registration', 'Billing', 'About CAS', 'Other']);
  });

  it('sends the message and says thank you', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/ContactUs/Post', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ok: true });
      }),
    );
    render(<ContactForm />);
    fillValid();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.ContactThankYou)).toBeTruthy();
    expect(body).toMatchObject({
      name: 'Priya Raman',
      email: 'priya@example.com',
      matchlineId: 'ML-1042',
      subject: 'Billing',
      text: 'My invoice shows the fee twice.',
    });
    expect(typeof body!.captcha).toBe('string');
  });

  it('a failed send goes to the error handler and keeps what was typed', async () => {
    server.use(http.post('*/api/ContactUs/Post', () => HttpResponse.error()));
    render(<ContactForm />);
    fillValid();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => t.content.text)).toContain(messages.ConnectionError),
    );
    expect((screen.getByLabelText('Message', { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe(
      'My invoice shows the fee twice.',
    );
    expect((screen.getByLabelText('Name', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Priya Raman',
    );
    // The captcha answer was spent: it starts over.
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  });

  it('server field messages show on their fields', async () => {
    server.use(
      http.post('*/api/ContactUs/Post', () => validationErrorResponse({ Email: ['Invalid email address.'] })),
    );
    render(<ContactForm />);
    fillValid();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email address.')).toBeTruthy();
  });
});
