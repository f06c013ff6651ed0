import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { serverErrorResponse } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { clearToasts, toastQueue } from '../../lib/notify/toast-service.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { ToastRegion } from '../../ui/toast-region.tsx';
import { useAuthDialogStore } from './auth-dialog-store.ts';
import { CompleteRegistrationModal } from './complete-registration-modal.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { saveReturnLocation } from './return-location.ts';

function renderDialogs() {
  render(
    <>
      <LoginDialog />
      <CompleteRegistrationModal />
      <ToastRegion />
    </>,
  );
}

function open(mode: 'login' | 'forgotPasswordRequest' | 'forgotPasswordConfirm' = 'login', email = '') {
  act(() => useAuthDialogStore.getState().openLogin(mode, email));
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true, selector: 'input' }), { target: { value } });
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

const dialog = () => screen.getByRole('dialog');
const title = () => within(dialog()).getByRole('heading').textContent;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  act(() => {
    useAuthDialogStore.setState({ loginOpen: false, mode: 'login', email: '', challenge: null });
    useSessionStore.getState().clearSession();
    clearToasts();
  });
});

describe('login mode', () => {
  it('shows the required messages of business.md §5', async () => {
    renderDialogs();
    open();
    expect(title()).toBe('Sign in to Matchline');
    press('Sign in');
    expect(await screen.findByText(messages.EmailIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.PasswordIsRequired)).toBeTruthy();
  });

  it("checks the email's format but not the password's", async () => {
    renderDialogs();
    open();
    type('Email', 'not-an-email');
    type('Password', 'short');
    press('Sign in');
    expect(await screen.findByText(messages.InvalidEmail)).toBeTruthy();
    expect(screen.queryByText(messages.InvalidPassword)).toBeNull();
  });

  it("tries a password that breaks the rule for new ones and shows the server's answer", async () => {
    const tried: unknown[] = [];
    server.use(
      http.post('*/api/auth/sign-in', async ({ request }) => {
        tried.push(await request.json());
        return serverErrorResponse(400, 'NotAuthorizedException', 'Incorrect username or password.');
      }),
    );
    renderDialogs();
    open();
    type('Email', 'admin@matchline.test');
    type('Password', 'short');
    press('Sign in');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Incorrect username or password.');
    expect(tried).toEqual([expect.objectContaining({ email: 'admin@matchline.test', password: 'short' })]);
    expect(screen.queryByText(messages.InvalidPassword)).toBeNull();
  });

  it("shows the provider's message for a wrong password inside the dialog", async () => {
    renderDialogs();
    open();
    type('Email', 'admin@matchline.test');
    type('Password', 'Wrong#Pass1');
    press('Sign in');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Incorrect username or password.');
  });

  it('answers an unknown email like a wrong password (ADR 0018)', async () => {
    renderDialogs();
    open();
    type('Email', 'nobody@matchline.test');
    type('Password', 'Matchline#2026');
    press('Sign in');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(messages.NotAuthorized);
  });

  it('an account under attack asks for the captcha, then signs in with it (issue 11)', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/auth/sign-in', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.captcha) return serverErrorResponse(400, 'CaptchaRequired', messages.CaptchaRequired);
        return HttpResponse.json(demoSession(demoUser('admin@matchline.test')!));
      }),
    );
    renderDialogs();
    open();
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull();
    type('Email', 'admin@matchline.test');
    type('Password', 'Matchline#2026');
    press('Sign in');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(messages.CaptchaRequired);
    const checkbox = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    // The captcha is now required by the form itself.
    press('Sign in');
    expect(await screen.findByText(messages.RecaptchaIsRequiredDot)).toBeTruthy();
    expect(bodies).toHaveLength(1);
    fireEvent.click(checkbox);
    await screen.findByText('Verified', {}, { timeout: 5000 });
    press('Sign in');
    await waitFor(() => expect(useSessionStore.getState().session?.user.email).toBe('admin@matchline.test'));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('captcha');
    expect(JSON.parse(bodies[1]!.captcha as string)).toHaveProperty('solution');
  });

  it.each([
    ['PasswordResetRequiredException', messages.PasswordResetRequired],
    ['NoRoleException', messages.NoRole],
  ])('maps %s to the spec text', async (code, text) => {
    server.use(http.post('*/api/auth/sign-in', () => serverErrorResponse(400, code, 'provider text')));
    renderDialogs();
    open();
    type('Email', 'admin@matchline.test');
    type('Password', 'Matchline#2026');
    press('Sign in');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(text);
  });

  it('an unconfirmed account moves on to the mailed code, which signs in (issue 11)', async () => {
    let confirmed: unknown = null;
    server.use(
      http.post('*/api/auth/sign-in', () =>
        serverErrorResponse(400, 'UserNotConfirmedException', messages.UserNotConfirmed),
      ),
      http.post('*/api/accounts/confirm-email', async ({ request }) => {
        confirmed = await request.json();
        return HttpResponse.json(demoSession(demoUser('applicant@matchline.test')!));
      }),
    );
    renderDialogs();
    open();
    type('Email', 'applicant@matchline.test');
    type('Password', 'Matchline#2026');
    press('Sign in');
    await waitFor(() => expect(title()).toBe('Confirm your email'));
    expect(
      toastQueue.visibleToasts.some(
        (toast) => toast.content.text === 'Confirm your email address to sign in.',
      ),
    ).toBe(true);
    type('Verification code', '000000');
    server.use(
      http.post('*/api/accounts/confirm-email', () =>
        serverErrorResponse(400, 'CodeMismatchException', 'provider text'),
      ),
    );
    press('Confirm');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(messages.CodeMismatch);
    server.resetHandlers();
    server.use(
      http.post('*/api/accounts/confirm-email', async ({ request }) => {
        confirmed = await request.json();
        return HttpResponse.json(demoSession(demoUser('applicant@matchline.test')!));
      }),
    );
    type('Verification code', '123456');
    press('Confirm');
    await waitFor(() => expect(confirmed).toEqual({ email: 'applicant@matchline.test', code: '123456' }));
    await waitFor(() =>
      expect(useSessionStore.getState().session?.user.email).toBe('applicant@matchline.test'),
    );
  });

  it('signs in, closes, and goes to the role home with the just-signed-in state', async () => {
    renderDialogs();
    open();
    type('Email', 'admin@matchline.test');
    type('Password', 'Matchline#2026');
    press('Sign in');
    await waitFor(() => expect(location.pathname).toBe('/admin/match-cycles'));
    expect(history.state).toEqual({ justSignedIn: true });
    expect(useSessionStore.getState().session?.user.email).toBe('admin@matchline.test');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes to the saved return location when the role may open it', async () => {
    saveReturnLocation('/admin/version');
    renderDialogs();
    open();
    type('Email', 'admin@matchline.test');
    type('Password', 'Matchline#2026');
    press('Sign in');
    await waitFor(() => expect(location.pathname).toBe('/admin/version'));
  });

  it("otherwise says 'Access denied. Please try to use another account.' and goes to the role home", async () => {
    saveReturnLocation('/admin/version');
    renderDialogs();
    open();
    type('Email', 'applicant@matchline.test');
    type('Password', 'Matchline#2026');
    press('Sign in');
    await waitFor(() => expect(location.pathname).toBe('/applicant/landing'));
    expect(toastQueue.visibleToasts.map((t) => t.content.text)).toContain(messages.AccessDeniedSignedIn);
  });
});

describe('Complete Registration (new password required)', () => {
  beforeEach(() => {
    server.use(
      http.post('*/api/auth/sign-in', () =>
        HttpResponse.json({
          status: 'NewPasswordRequired',
          email: 'new@matchline.test',
          challengeToken: 'challenge-1',
        }),
      ),
    );
  });

  async function reachModal() {
    renderDialogs();
    open();
    type('Email', 'new@matchline.test');
    type('Password', 'Temp#Pass2026');
    press('Sign in');
    await screen.findByRole('heading', { name: 'Complete Registration' });
  }

  it('opens after sign-in and validates both fields', async () => {
    await reachModal();
    type('Password', 'Matchline#2027');
    type('Confirm password', 'Matchline#2028');
    press('Set password');
    expect(await screen.findByText(messages.PasswordsDoNotMatch)).toBeTruthy();
  });

  it('shows a failure on both password fields', async () => {
    server.use(
      http.post('*/api/auth/complete-new-password', () =>
        serverErrorResponse(400, 'InvalidPasswordException', 'Password is too easy.'),
      ),
    );
    await reachModal();
    type('Password', 'Matchline#2027');
    type('Confirm password', 'Matchline#2027');
    press('Set password');
    await waitFor(() => expect(screen.getAllByText('Password is too easy.').length).toBe(2));
  });

  it('sends the challenge and signs in', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/auth/complete-new-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(demoSession(demoUser('applicant@matchline.test')!));
      }),
    );
    await reachModal();
    type('Password', 'Matchline#2027');
    type('Confirm password', 'Matchline#2027');
    press('Set password');
    await waitFor(() => expect(location.pathname).toBe('/applicant/landing'));
    expect(sent).toEqual({
      challengeToken: 'challenge-1',
      password: 'Matchline#2027',
      passwordConfirmation: 'Matchline#2027',
    });
  });

  it('closing it ends the sign-in', async () => {
    await reachModal();
    press('Cancel');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Complete Registration' })).toBeNull());
    expect(useSessionStore.getState().session).toBeNull();
    expect(useAuthDialogStore.getState().challenge).toBeNull();
  });
});

describe('forgot password', () => {
  async function solveCaptcha() {
    fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified', {}, { timeout: 5000 });
  }

  it('switches to the request mode keeping the email, and needs the captcha', async () => {
    renderDialogs();
    open();
    type('Email', 'applicant@matchline.test');
    press('Forgot your password?');
    expect(title()).toBe('Forgot Password');
    expect((screen.getByLabelText('Email', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'applicant@matchline.test',
    );
    press('Send code');
    expect(await screen.findByText(messages.RecaptchaIsRequiredDot)).toBeTruthy();
  });

  it('a sent code switches to the Change Password mode', async () => {
    let sent: { email: string; captcha: string } | null = null;
    server.use(
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        sent = (await request.json()) as { email: string; captcha: string };
        return HttpResponse.json({ isForcedToChangePassword: false, destination: 'a***@matchline.test' });
      }),
    );
    renderDialogs();
    open('forgotPasswordRequest', 'applicant@matchline.test');
    await solveCaptcha();
    press('Send code');
    await waitFor(() => expect(title()).toBe('Change Password'));
    expect(sent!.email).toBe('applicant@matchline.test');
    expect(JSON.parse(sent!.captcha)).toHaveProperty('solution.counter', 25);
    expect(toastQueue.visibleToasts.map((t) => t.content.text)).toContain(
      'A verification code has been sent to a***@matchline.test. It is valid for one hour.',
    );
  });

  it('a mailed temporary password returns to login with an info toast', async () => {
    server.use(
      http.post('*/api/auth/forgot-password', () =>
        HttpResponse.json({ isForcedToChangePassword: true, destination: 'n***@matchline.test' }),
      ),
    );
    renderDialogs();
    open('forgotPasswordRequest', 'new@matchline.test');
    await solveCaptcha();
    press('Send code');
    await waitFor(() => expect(title()).toBe('Sign in to Matchline'));
    const toast = toastQueue.visibleToasts.find((t) => t.content.type === 'info');
    expect(toast?.content.text).toContain('temporary password');
  });

  it.each([['LimitExceededException', messages.LimitExceeded]])(
    'request error %s shows the spec text',
    async (code, text) => {
      server.use(
        http.post('*/api/auth/forgot-password', () => serverErrorResponse(400, code, 'provider text')),
      );
      renderDialogs();
      open('forgotPasswordRequest', 'someone@matchline.test');
      await solveCaptcha();
      press('Send code');
      expect((await within(dialog()).findByRole('alert')).textContent).toBe(text);
    },
  );

  it('the confirm form checks code, password and confirmation', async () => {
    renderDialogs();
    open('forgotPasswordConfirm', 'applicant@matchline.test');
    expect(title()).toBe('Change Password');
    press('Change password');
    expect(await screen.findByText(messages.VerificationCode)).toBeTruthy();
    expect(screen.getByText(messages.PasswordIsRequired)).toBeTruthy();
    type('Verification code', '12 34');
    type('New password', 'Matchline#2027');
    type('Confirm new password', 'Matchline#2026');
    expect(await screen.findByText(messages.NoWhitespace)).toBeTruthy();
    expect(screen.getByText(messages.PasswordsDoNotMatch)).toBeTruthy();
  });

  it.each([
    ['ExpiredCodeException', 'whatever', messages.ExpiredCode],
    ['CodeMismatchException', 'whatever', messages.CodeMismatch],
    ['InvalidParameterException', '', messages.PasswordTooEasy],
    ['InvalidParameterException', 'Password must differ.', 'Password must differ.'],
  ])('confirm error %s (%s) shows %s', async (code, providerText, text) => {
    server.use(
      http.post('*/api/auth/forgot-password/confirm', () => serverErrorResponse(400, code, providerText)),
    );
    renderDialogs();
    open('forgotPasswordConfirm', 'applicant@matchline.test');
    type('Verification code', '123456');
    type('New password', 'Matchline#2027');
    type('Confirm new password', 'Matchline#2027');
    await solveCaptcha();
    press('Change password');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(text);
  });

  it('confirming needs the captcha (issue 11) and signs in at once', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/auth/forgot-password/confirm', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(demoSession(demoUser('program@matchline.test')!));
      }),
    );
    renderDialogs();
    open('forgotPasswordConfirm', 'program@matchline.test');
    type('Verification code', '123456');
    type('New password', 'Matchline#2027');
    type('Confirm new password', 'Matchline#2027');
    press('Change password');
    expect(await screen.findByText(messages.RecaptchaIsRequiredDot)).toBeTruthy();
    expect(sent).toBeNull();
    await solveCaptcha();
    press('Change password');
    await waitFor(() => expect(location.pathname).toBe('/program-user/landing'));
    expect(useSessionStore.getState().status).toBe('signedIn');
    expect(sent).toMatchObject({ email: 'program@matchline.test', code: '123456' });
    expect(JSON.parse(sent!.captcha as string)).toHaveProperty('solution');
  });

  it('Back to sign in returns to login mode', () => {
    renderDialogs();
    open('forgotPasswordConfirm', 'program@matchline.test');
    press('Back to sign in');
    expect(title()).toBe('Sign in to Matchline');
  });
});
