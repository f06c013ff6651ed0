import { expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { listPasswordChangeLog } from '../../db/repositories/password-change-log.repository.ts';
import {
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
} from '../../services/auth/password-reset.service.ts';
import {
  bearer,
  describeEachDatabase,
  refreshCookieOf,
  signInAs,
  solveCaptcha,
} from '../../test-support/test-app.ts';
import type { TestUser } from '../../test-support/users.fixture.ts';

const identityError = (code: string, message: string) => ({ error: { ErrorCode: code, Message: message } });

describeEachDatabase('forgot password', (ctx) => {
  let admin: TestUser | undefined;

  const request = async (email: string, captcha?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email, captcha: captcha ?? (await solveCaptcha(ctx.app)) },
    });

  const confirm = (email: string, code: string, newPassword = 'Recovered#1', confirmPassword = newPassword) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/confirm',
      payload: { email, code, newPassword, confirmPassword },
    });

  /** The newest mail to `email`, read the way the e2e tests do: the admin outbox API. */
  const latestMail = async (email: string) => {
    // Signed in per call: tests move the clock past the 15-minute bearer lifetime.
    admin ??= await ctx.createUser({ roles: ['Admin'] });
    const adminToken = (await signInAs(ctx.app, admin)).idToken;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/mail-outbox?to=${encodeURIComponent(email)}&pageSize=1`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json().items[0] as { subject: string; text: string; status: string } | undefined;
  };

  const codeFor = async (user: TestUser) => {
    const mail = await latestMail(user.email);
    const code = mail?.text.match(/verification code is (\d{6})\./)?.[1];
    if (!code) throw new Error(`no code mailed to ${user.email}`);
    return code;
  };

  it('mails a 6-digit code valid one hour and answers the masked destination', async () => {
    const user = await ctx.createUser({ email: 'recover.me@fixture.test' });
    const response = await request(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isForcedToChangePassword: false, destination: 'r***@f***.test' });
    const mail = await latestMail(user.email);
    expect(mail).toMatchObject({ subject: 'Your Matchline verification code', status: 'logged' });
    expect(mail?.text).toMatch(/^Your Matchline verification code is \d{6}\. It is valid for one hour\./);
  });

  it('needs a solved captcha, spent once', async () => {
    const user = await ctx.createUser();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: messages.ValidationError,
      description: { captcha: ['Recaptcha is required.'] },
    });

    const garbage = await request(user.email, 'not-a-solution');
    expect(garbage.json().description).toEqual({ captcha: ['Recaptcha is required.'] });

    const captcha = await solveCaptcha(ctx.app);
    expect((await request(user.email, captcha)).statusCode).toBe(200);
    const replay = await request(user.email, captcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().description).toEqual({ captcha: ['Recaptcha is required.'] });
  });

  it('answers the spec errors for unknown, unverified and disabled users', async () => {
    expect((await request('ghost@fixture.test')).json()).toEqual(
      identityError('UserNotFoundException', 'User not found.'),
    );
    const unverified = await ctx.createUser({ emailVerified: false });
    expect((await request(unverified.email)).json()).toEqual(
      identityError(
        'InvalidParameterException',
        "Cannot reset password for the user as the email hasn't been verified.",
      ),
    );
    const disabled = await ctx.createUser({ isActive: false });
    expect((await request(disabled.email)).json()).toEqual(
      identityError('NotAuthorizedException', 'User not found.'),
    );
  });

  it('confirms with the code: the password changes, other sessions end, the user is signed in at once', async () => {
    const user = await ctx.createUser();
    const before = await signInAs(ctx.app, user);
    await request(user.email);
    const code = await codeFor(user);

    const mismatch = await confirm(user.email, code, 'Recovered#1', 'Recovered#2');
    expect(mismatch.json().description).toEqual({ confirmPassword: [messages.PasswordsDoNotMatch] });
    const weak = await confirm(user.email, code, 'weak', 'weak');
    expect(weak.json().description).toEqual({ newPassword: [messages.InvalidPassword] });

    const done = await confirm(user.email, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Success', user: { id: user.id } });
    expect(refreshCookieOf(done)).toBeTruthy();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: bearer(done.json().idToken),
    });
    expect(me.statusCode).toBe(200);

    const oldSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: bearer(before.idToken),
    });
    expect(oldSession.statusCode).toBe(401);
    await expect(signInAs(ctx.app, user)).rejects.toThrow();
    await signInAs(ctx.app, { email: user.email, password: 'Recovered#1' });

    // A used code is spent.
    expect((await confirm(user.email, code, 'Another#Pass1')).json()).toEqual(
      identityError('ExpiredCodeException', 'Verification code expired.'),
    );
    const log = await listPasswordChangeLog(ctx.database.db, user.email);
    expect(log.filter((e) => e.isSucceeded).map((e) => e.kind)).toEqual(['ForgotPasswordConfirm']);
    // The refused forms count as attempts too.
    expect(
      log
        .filter((e) => !e.isSucceeded)
        .map((e) => e.error)
        .sort(),
    ).toEqual(
      [
        'Verification code expired.',
        `confirmPassword: ${messages.PasswordsDoNotMatch}`,
        `newPassword: ${messages.InvalidPassword}`,
      ].sort(),
    );
  });

  it('refuses a wrong code, and kills the code after five wrong tries', async () => {
    const user = await ctx.createUser();
    await request(user.email);
    const code = await codeFor(user);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      expect((await confirm(user.email, wrong)).json()).toEqual(
        identityError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
      );
    }
    const limit = identityError(
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
    );
    expect((await confirm(user.email, wrong)).json()).toEqual(limit);
    expect((await confirm(user.email, code)).json()).toEqual(limit);
    await signInAs(ctx.app, user);
    const log = await listPasswordChangeLog(ctx.database.db, user.email);
    expect(log).toHaveLength(MAX_CODE_ATTEMPTS + 1);
    expect(log.every((entry) => !entry.isSucceeded && entry.kind === 'ForgotPasswordConfirm')).toBe(true);
  });

  it('expires a code after one hour', async () => {
    const user = await ctx.createUser();
    await request(user.email);
    const code = await codeFor(user);
    ctx.clock.advance(CODE_TTL_MS + 1000);
    expect((await confirm(user.email, code)).json()).toEqual(
      identityError('ExpiredCodeException', 'Verification code expired.'),
    );
  });

  it('accepts a code just before the hour is over', async () => {
    const user = await ctx.createUser();
    await request(user.email);
    const code = await codeFor(user);
    ctx.clock.advance(CODE_TTL_MS - 1000);
    expect((await confirm(user.email, code)).statusCode).toBe(200);
  });

  it('voids the previous code when a new one is sent', async () => {
    const user = await ctx.createUser();
    await request(user.email);
    const first = await codeFor(user);
    ctx.clock.advance(1000);
    await request(user.email);
    const second = await codeFor(user);
    if (first !== second) {
      expect((await confirm(user.email, first)).json().error.ErrorCode).toBe('CodeMismatchException');
    }
    expect((await confirm(user.email, second)).statusCode).toBe(200);
  });

  it('refuses a code for an account that never asked for one, and an unknown account', async () => {
    const user = await ctx.createUser();
    expect((await confirm(user.email, '123456')).json().error.ErrorCode).toBe('CodeMismatchException');
    expect((await confirm('ghost@fixture.test', '123456')).json()).toEqual(
      identityError('UserNotFoundException', 'User not found.'),
    );
  });

  it(`sends at most ${MAX_CODES_PER_HOUR} codes to one address per hour`, async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < MAX_CODES_PER_HOUR; i++) expect((await request(user.email)).statusCode).toBe(200);
    expect((await request(user.email)).json().error.ErrorCode).toBe('LimitExceededException');
    ctx.clock.advance(CODE_TTL_MS + 1000);
    expect((await request(user.email)).statusCode).toBe(200);
  });

  it('mails a new temporary password to a user who never signed in', async () => {
    const user = await ctx.createUser({ mustChangePassword: true });
    const response = await request(user.email);
    expect(response.json()).toMatchObject({ isForcedToChangePassword: true });
    const mail = await latestMail(user.email);
    const temporary = mail?.text.match(/temporary Matchline password is (\S+)/)?.[1];
    expect(temporary).toBeTruthy();
    // The old temporary password is gone; the mailed one leads to the new-password step.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: user.email, password: user.password },
        })
      ).json().error.ErrorCode,
    ).toBe('NotAuthorizedException');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: temporary },
    });
    expect(signIn.json().status).toBe('NewPasswordRequired');
  });
});
