import { describe, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import { listPasswordChangeLog } from '../../db/repositories/password-change-log.repository.ts';
import { findSignInThrottle } from '../../db/repositories/sign-in-throttles.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import {
  ACCOUNT_CAPTCHA_AFTER_FAILURES,
  ACCOUNT_FAILURE_WINDOW_MS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_MS,
  SIGN_IN_THROTTLE_RETENTION_MS,
} from '../../services/auth/sign-in-throttle.ts';
import { CHALLENGE_TOKEN_TTL_MS } from '../../services/auth/tokens.ts';
import { bearer, describeEachDatabase, refreshCookieOf, solveCaptcha } from '../../test-support/test-app.ts';

const identityError = (code: string, message: string) => ({ error: { ErrorCode: code, Message: message } });

describeEachDatabase('sign-in', (ctx) => {
  const signIn = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

  it('signs in: a session in the body, the refresh token only in an HttpOnly cookie', async () => {
    const user = await ctx.createUser({ roles: ['ProgramUser'], firstName: 'Ada', lastName: 'Lovelace' });
    const response = await signIn(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      status: 'Success',
      impersonatedByEmail: null,
      user: {
        id: user.id,
        email: user.email,
        role: 'ProgramUser',
        roles: ['ProgramUser'],
        fullName: 'Ada Lovelace',
      },
    });
    expect(session.expiresAt).toBe(ctx.clock.now().getTime() + 15 * 60_000);
    expect(JSON.stringify(session)).not.toContain(refreshCookieOf(response));

    const cookie = response.cookies.find((c) => c.name === 'ml_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
    expect(cookie.secure).toBeFalsy();

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: bearer(session.idToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'ProgramUser',
      status: 'Active',
    });
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const user = await ctx.createUser();
    const app = await ctx.buildApp({ env: { PUBLIC_URL: 'https://matchline.example' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(response.cookies.find((c) => c.name === 'ml_refresh')?.secure).toBe(true);
  });

  it('refuses a wrong password with the provider text', async () => {
    const user = await ctx.createUser();
    const response = await signIn(user.email, 'Wrong#Pass1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(identityError('NotAuthorizedException', messages.NotAuthorized));
    expect(response.cookies).toHaveLength(0);
  });

  it('answers an unknown email exactly like a wrong password (ADR 0018)', async () => {
    const user = await ctx.createUser();
    const wrong = await signIn(user.email, 'Whatever#1');
    const unknown = await signIn('nobody-at-all@fixture.test', 'Whatever#1');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual(identityError('NotAuthorizedException', messages.NotAuthorized));
  });

  it('refuses an unconfirmed email', async () => {
    const user = await ctx.createUser({ status: 'ConfirmationRequired' });
    const response = await signIn(user.email, user.password);
    expect(response.json()).toEqual(
      identityError(
        'UserNotConfirmedException',
        "Email isn't confirmed. Please, confirm your email to continue.",
      ),
    );
  });

  it('refuses a deactivated user, but only after the password is right', async () => {
    const user = await ctx.createUser({ isActive: false });
    expect((await signIn(user.email, 'Wrong#Pass1')).json()).toEqual(
      identityError('NotAuthorizedException', 'Incorrect username or password.'),
    );
    expect((await signIn(user.email, user.password)).json()).toEqual(
      identityError('NotAuthorizedException', 'User is disabled.'),
    );
  });

  it('refuses a user without any role with the no-role message', async () => {
    const user = await ctx.createUser({ roles: [] });
    const response = await signIn(user.email, user.password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      identityError('NoRoleException', 'Unable to login. Please contact the site administrator.'),
    );
  });

  it('resolves the primary role by precedence', async () => {
    const user = await ctx.createUser({ roles: ['SocietyUser', 'ProgramUser'] });
    const response = await signIn(user.email, user.password);
    expect(response.json().user).toMatchObject({
      role: 'ProgramUser',
      roles: ['SocietyUser', 'ProgramUser'],
    });
  });

  describe('throttling wrong passwords (per account and IP, never a lock the owner cannot pass)', () => {
    const from = (remoteAddress: string, email: string, password: string, captcha?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress,
        payload: { email, password, ...(captcha ? { captcha } : {}) },
      });
    const limited = identityError('LimitExceededException', messages.LimitExceeded);
    const captchaRequired = identityError('CaptchaRequired', messages.CaptchaRequired);

    it("a stranger's 30 wrong passwords from one IP do not keep the owner out from another", async () => {
      const owner = await ctx.createUser({ roles: ['Admin'] });
      for (let i = 0; i < 30; i++) {
        // The stranger waits out every delay and solves the captcha once one is asked for.
        ctx.clock.advance(SIGN_IN_MAX_DELAY_MS);
        const captcha = i >= ACCOUNT_CAPTCHA_AFTER_FAILURES ? await solveCaptcha(ctx.app) : undefined;
        expect((await from('203.0.113.10', owner.email, `Wrong#Pass${i}`, captcha)).json()).toEqual(
          identityError('NotAuthorizedException', messages.NotAuthorized),
        );
      }
      const owners = await from('198.51.100.20', owner.email, owner.password, await solveCaptcha(ctx.app));
      expect(owners.statusCode).toBe(200);
      expect(owners.json()).toMatchObject({ status: 'Success', user: { id: owner.id } });
    });

    it('makes one IP wait a doubling delay after a few free failures, without checking the password', async () => {
      const user = await ctx.createUser();
      const ip = '203.0.113.11';
      for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) {
        expect((await from(ip, user.email, 'Wrong#Pass1')).json().error.ErrorCode).toBe(
          'NotAuthorizedException',
        );
      }
      // No delay yet: the sixth failure is still checked, then the IP waits 1 s, 2 s, 4 s.
      expect((await from(ip, user.email, 'Wrong#Pass1')).json().error.ErrorCode).toBe(
        'NotAuthorizedException',
      );
      for (const delayMs of [1000, 2000, 4000]) {
        // During the wait even the right password is refused unchecked.
        expect((await from(ip, user.email, user.password)).json()).toEqual(limited);
        ctx.clock.advance(delayMs - 100);
        expect((await from(ip, user.email, user.password)).json()).toEqual(limited);
        ctx.clock.advance(100);
        expect((await from(ip, user.email, 'Wrong#Pass1')).json().error.ErrorCode).toBe(
          'NotAuthorizedException',
        );
      }
      // Another IP is not slowed down.
      expect((await from('203.0.113.12', user.email, user.password)).statusCode).toBe(200);
      // After the wait the right password gets in and clears the pair's delay.
      ctx.clock.advance(8000);
      expect((await from(ip, user.email, user.password)).statusCode).toBe(200);
      expect((await from(ip, user.email, 'Wrong#Pass1')).json().error.ErrorCode).toBe(
        'NotAuthorizedException',
      );
      expect((await from(ip, user.email, user.password)).statusCode).toBe(200);
    });

    it('caps the delay', async () => {
      const user = await ctx.createUser();
      const ip = '203.0.113.13';
      for (let i = 0; i < SIGN_IN_FREE_FAILURES + 30; i++) {
        ctx.clock.advance(SIGN_IN_MAX_DELAY_MS);
        await from(ip, user.email, 'Wrong#Pass1', await solveCaptcha(ctx.app));
      }
      ctx.clock.advance(SIGN_IN_MAX_DELAY_MS - 1000);
      expect((await from(ip, user.email, user.password, await solveCaptcha(ctx.app))).json()).toEqual(
        limited,
      );
      ctx.clock.advance(1000);
      expect((await from(ip, user.email, user.password, await solveCaptcha(ctx.app))).statusCode).toBe(200);
    });

    it('asks every sign-in for a captcha once the account has many recent failures; the right password with one gets in', async () => {
      const user = await ctx.createUser();
      for (let i = 0; i < ACCOUNT_CAPTCHA_AFTER_FAILURES; i++) {
        // Each failure from its own address: no IP is slowed, only the account is under attack.
        await from(`192.0.2.${i + 1}`, user.email, 'Wrong#Pass1');
      }
      const withoutCaptcha = await from('198.51.100.30', user.email, user.password);
      expect(withoutCaptcha.statusCode).toBe(400);
      expect(withoutCaptcha.json()).toEqual(captchaRequired);
      expect(withoutCaptcha.cookies).toHaveLength(0);
      // A captcha that does not verify is no better than none.
      expect((await from('198.51.100.30', user.email, user.password, 'forged')).json()).toEqual(
        captchaRequired,
      );

      const withCaptcha = await from('198.51.100.30', user.email, user.password, await solveCaptcha(ctx.app));
      expect(withCaptcha.statusCode).toBe(200);

      // An hour without failures later, no captcha is asked for.
      ctx.clock.advance(ACCOUNT_FAILURE_WINDOW_MS + 1000);
      expect((await from('198.51.100.30', user.email, user.password)).statusCode).toBe(200);
    });

    it('no longer uses the hard lock of users.locked_until', async () => {
      const user = await ctx.createUser();
      for (let i = 0; i < 10; i++) await from(`192.0.2.${100 + i}`, user.email, 'Wrong#Pass1');
      expect((await findUserById(ctx.database.db, user.id))?.lockedUntil).toBeNull();
    });

    it('prunes old throttles on the job schedule', async () => {
      const user = await ctx.createUser();
      const ip = '203.0.113.14';
      for (let i = 0; i < SIGN_IN_FREE_FAILURES + 3; i++) await from(ip, user.email, 'Wrong#Pass1');
      expect(await findSignInThrottle(ctx.database.db, user.id, ip)).toBeDefined();
      ctx.clock.advance(SIGN_IN_THROTTLE_RETENTION_MS + 1000);
      await servicesOf(ctx.app).signIn.pruneThrottles();
      expect(await findSignInThrottle(ctx.database.db, user.id, ip)).toBeUndefined();
    });
  });

  it('validates the form with the catalogue messages', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'One or more form fields have invalid values.',
      description: { email: [messages.InvalidEmail], password: [messages.PasswordIsRequired] },
    });
  });

  it('asks a user created by an admin for a new password, then signs them in once it is set', async () => {
    const user = await ctx.createUser({ mustChangePassword: true, password: 'Temporary#1' });
    const first = await signIn(user.email, 'Temporary#1');
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toEqual({
      status: 'NewPasswordRequired',
      email: user.email,
      challengeToken: expect.any(String),
    });
    expect(first.cookies).toHaveLength(0);

    const complete = (password: string, passwordConfirmation = password) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/complete-new-password',
        payload: { challengeToken: challenge.challengeToken, password, passwordConfirmation },
      });

    const weak = await complete('password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().description).toEqual({ password: [messages.InvalidPassword] });

    const mismatch = await complete('Chosen#Pass1', 'Chosen#Pass2');
    expect(mismatch.json().description).toEqual({ passwordConfirmation: [messages.PasswordsDoNotMatch] });

    const done = await complete('Chosen#Pass1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Success', user: { email: user.email } });
    expect(refreshCookieOf(done)).toBeTruthy();

    // The challenge works once.
    const again = await complete('Another#Pass1');
    expect(again.json()).toEqual(identityError('NotAuthorizedException', messages.ChallengeExpired));

    expect((await signIn(user.email, 'Temporary#1')).statusCode).toBe(400);
    expect((await signIn(user.email, 'Chosen#Pass1')).json().status).toBe('Success');

    const log = await listPasswordChangeLog(ctx.database.db, user.email);
    expect(log.map((entry) => [entry.kind, entry.isSucceeded])).toEqual(
      expect.arrayContaining([
        ['CompleteNewPassword', true],
        ['CompleteNewPassword', false],
      ]),
    );
  });

  it('refuses an expired or forged challenge', async () => {
    const user = await ctx.createUser({ mustChangePassword: true });
    const { challengeToken } = (await signIn(user.email, user.password)).json();
    ctx.clock.advance(CHALLENGE_TOKEN_TTL_MS + 1000);
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { challengeToken, password: 'Chosen#Pass1', passwordConfirmation: 'Chosen#Pass1' },
    });
    expect(expired.json()).toEqual(identityError('NotAuthorizedException', messages.ChallengeExpired));
    const log = await listPasswordChangeLog(ctx.database.db, user.email);
    expect(log).toEqual([expect.objectContaining({ isSucceeded: false, error: messages.ChallengeExpired })]);

    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: {
        challengeToken: `${challengeToken}x`,
        password: 'Chosen#Pass1',
        passwordConfirmation: 'Chosen#Pass1',
      },
    });
    expect(forged.json().error.ErrorCode).toBe('NotAuthorizedException');
  });
});
