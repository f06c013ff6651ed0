import { expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { listPasswordChangeLog } from '../../db/repositories/password-change-log.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { LOCK_AFTER_FAILURES, LOCK_DURATION_MS } from '../../services/auth/sign-in.service.ts';
import { CHALLENGE_TOKEN_TTL_MS } from '../../services/auth/tokens.ts';
import { bearer, describeEachDatabase, refreshCookieOf } from '../../test-support/test-app.ts';

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

  it('answers an unknown user with UserNotFoundException', async () => {
    const response = await signIn('nobody-at-all@fixture.test', 'Whatever#1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(identityError('UserNotFoundException', 'User not found.'));
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

  it('locks the account for 15 minutes after 10 consecutive failures, then lets the right password in', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      expect((await signIn(user.email, `Wrong#Pass${i}`)).json().error.ErrorCode).toBe(
        'NotAuthorizedException',
      );
    }
    const locked = await signIn(user.email, user.password);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual(
      identityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );

    ctx.clock.advance(LOCK_DURATION_MS + 1000);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await findUserById(ctx.database.db, user.id))?.failedSignInCount).toBe(0);
  });

  it('resets the failure count on success', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) await signIn(user.email, 'Wrong#Pass1');
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) await signIn(user.email, 'Wrong#Pass1');
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
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
