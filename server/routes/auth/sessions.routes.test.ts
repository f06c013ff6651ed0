import { describe, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { listPasswordChangeLog } from '../../db/repositories/password-change-log.repository.ts';
import { setUserActive } from '../../db/repositories/users.repository.ts';
import {
  REFRESH_IDLE_TTL_MS,
  REFRESH_REUSE_GRACE_MS,
  SESSION_ABSOLUTE_TTL_MS,
} from '../../services/auth/session.service.ts';
import { ACCESS_TOKEN_TTL_MS } from '../../services/auth/tokens.ts';
import { bearer, describeEachDatabase, refreshCookieOf, signInAs } from '../../test-support/test-app.ts';

const sessionExpired = { error: { ErrorCode: 'Unauthorized', Message: messages.SessionExpired } };
const unauthorized = { error: { ErrorCode: 'Unauthorized', Message: 'Unauthorized access denied' } };

describeEachDatabase('sessions', (ctx) => {
  const refresh = (refreshToken?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...(refreshToken ? { cookies: { ml_refresh: refreshToken } } : {}),
    });
  const me = (idToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(idToken) });

  it('rotates the refresh token on every refresh and keeps the session alive', async () => {
    const user = await ctx.createUser();
    const first = await signInAs(ctx.app, user);

    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ status: 'Success', user: { id: user.id } });
    const secondToken = refreshCookieOf(second)!;
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(first.refreshToken);

    const third = await refresh(secondToken);
    expect(third.statusCode).toBe(200);
    expect((await me(third.json().idToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back after the grace window', async () => {
    const user = await ctx.createUser();
    const first = await signInAs(ctx.app, user);
    const rotated = await refresh(first.refreshToken);
    const current = { idToken: rotated.json().idToken as string, refreshToken: refreshCookieOf(rotated)! };

    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(sessionExpired);
    // The dead cookie is cleared.
    expect(replay.cookies.find((c) => c.name === 'ml_refresh')?.value).toBe('');

    // Every token of that session is now dead: the newest refresh token and the bearer tokens.
    expect((await refresh(current.refreshToken)).statusCode).toBe(401);
    expect((await me(current.idToken)).statusCode).toBe(401);
    expect((await me(first.idToken)).json()).toEqual(unauthorized);

    // Other sessions of the same user are not affected.
    const other = await signInAs(ctx.app, user);
    expect((await me(other.idToken)).statusCode).toBe(200);
  });

  describe('a refresh retried after a lost answer (issue 11)', () => {
    it('within the grace window answers the same new cookie and a fresh id token; the session lives', async () => {
      const user = await ctx.createUser();
      const first = await signInAs(ctx.app, user);
      const rotated = await refresh(first.refreshToken);
      const successor = refreshCookieOf(rotated)!;

      ctx.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
      const retried = await refresh(first.refreshToken);
      expect(retried.statusCode).toBe(200);
      expect(refreshCookieOf(retried)).toBe(successor);
      expect(retried.json()).toMatchObject({ status: 'Success', user: { id: user.id } });
      expect((await me(retried.json().idToken)).statusCode).toBe(200);
      expect((await me(rotated.json().idToken)).statusCode).toBe(200);

      // The successor still works once, and the chain goes on.
      const next = await refresh(successor);
      expect(next.statusCode).toBe(200);
      expect(refreshCookieOf(next)).not.toBe(successor);
      expect((await me(next.json().idToken)).statusCode).toBe(200);
    });

    it(`a retry ${REFRESH_REUSE_GRACE_MS / 1000 + 1} s later revokes the session`, async () => {
      const user = await ctx.createUser();
      const first = await signInAs(ctx.app, user);
      const rotated = await refresh(first.refreshToken);
      ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
      expect((await refresh(first.refreshToken)).json()).toEqual(sessionExpired);
      expect((await refresh(refreshCookieOf(rotated)!)).statusCode).toBe(401);
      expect((await me(rotated.json().idToken)).statusCode).toBe(401);
    });

    it('reuse after the successor itself was used revokes the session, even within the window', async () => {
      const user = await ctx.createUser();
      const first = await signInAs(ctx.app, user);
      const rotated = await refresh(first.refreshToken);
      const next = await refresh(refreshCookieOf(rotated)!);
      expect(next.statusCode).toBe(200);
      expect((await refresh(first.refreshToken)).json()).toEqual(sessionExpired);
      expect((await refresh(refreshCookieOf(next)!)).statusCode).toBe(401);
      expect((await me(next.json().idToken)).statusCode).toBe(401);
    });

    it('a token of a signed-out session gets nothing within the window', async () => {
      const user = await ctx.createUser();
      const first = await signInAs(ctx.app, user);
      const rotated = await refresh(first.refreshToken);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        cookies: { ml_refresh: refreshCookieOf(rotated)! },
      });
      expect((await refresh(first.refreshToken)).json()).toEqual(sessionExpired);
    });
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh()).json()).toEqual(sessionExpired);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('expires the bearer token after 15 minutes; a refresh gives a new one', async () => {
    const user = await ctx.createUser();
    const session = await signInAs(ctx.app, user);
    ctx.clock.advance(ACCESS_TOKEN_TTL_MS - 1000);
    expect((await me(session.idToken)).statusCode).toBe(200);
    ctx.clock.advance(2000);
    expect((await me(session.idToken)).statusCode).toBe(401);
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().idToken)).statusCode).toBe(200);
  });

  it('ends an idle session: a refresh token dies after 12 hours without use', async () => {
    const user = await ctx.createUser();
    const session = await signInAs(ctx.app, user);
    ctx.clock.advance(REFRESH_IDLE_TTL_MS + 1000);
    expect((await refresh(session.refreshToken)).json()).toEqual(sessionExpired);
  });

  it('ends any session after 7 days, however active', async () => {
    const user = await ctx.createUser();
    let { refreshToken } = await signInAs(ctx.app, user);
    const step = REFRESH_IDLE_TTL_MS - 60_000;
    for (let elapsed = 0; elapsed + step < SESSION_ABSOLUTE_TTL_MS; elapsed += step) {
      ctx.clock.advance(step);
      const response = await refresh(refreshToken);
      expect(response.statusCode).toBe(200);
      refreshToken = refreshCookieOf(response)!;
    }
    ctx.clock.advance(step);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('stops refreshing the session of a user who was deactivated', async () => {
    const user = await ctx.createUser();
    const session = await signInAs(ctx.app, user);
    await setUserActive(ctx.database.db, user.id, false, ctx.clock.now());
    expect((await me(session.idToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('signs out: the session is revoked and the cookie cleared', async () => {
    const user = await ctx.createUser();
    const session = await signInAs(ctx.app, user);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(session.idToken),
      cookies: { ml_refresh: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const cleared = out.cookies.find((c) => c.name === 'ml_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((await me(session.idToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('signs out with only the cookie (an expired bearer token)', async () => {
    const user = await ctx.createUser();
    const session = await signInAs(ctx.app, user);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { ml_refresh: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a tampered or foreign bearer token', async () => {
    const user = await ctx.createUser();
    const { idToken } = await signInAs(ctx.app, user);
    const [header, payload, signature] = idToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), roles: ['Admin'] }),
    ).toString('base64url');
    expect((await me(`${header}.${forgedPayload}.${signature}`)).statusCode).toBe(401);

    const otherSecret = await ctx.buildApp({
      env: { JWT_SECRET: 'another-secret-another-secret-another-secret' },
    });
    const foreign = await otherSecret.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: bearer(idToken),
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('changes the password: the old one must be right, other sessions end, this one stays', async () => {
    const user = await ctx.createUser();
    const current = await signInAs(ctx.app, user);
    const other = await signInAs(ctx.app, user);
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(current.idToken),
        payload: { oldPassword, newPassword, confirmPassword },
      });

    const wrongOld = await change('Not#MyPass1', 'Brand#New1');
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({
      error: { ErrorCode: 'NotAuthorizedException', Message: 'Incorrect old password.' },
    });

    const mismatch = await change(user.password, 'Brand#New1', 'Brand#New2');
    expect(mismatch.json().description).toEqual({ confirmPassword: [messages.PasswordsDoNotMatch] });

    const done = await change(user.password, 'Brand#New1');
    expect(done.statusCode).toBe(200);
    expect((await me(current.idToken)).statusCode).toBe(200);
    expect((await me(other.idToken)).statusCode).toBe(401);
    await expect(signInAs(ctx.app, user)).rejects.toThrow();
    await signInAs(ctx.app, { email: user.email, password: 'Brand#New1' });

    const log = await listPasswordChangeLog(ctx.database.db, user.email);
    expect(log.map((entry) => [entry.kind, entry.isSucceeded, entry.error]).sort()).toEqual([
      ['ChangePassword', false, 'Incorrect old password.'],
      ['ChangePassword', false, `confirmPassword: ${messages.PasswordsDoNotMatch}`],
      ['ChangePassword', true, null],
    ]);
  });

  it('refuses a password change without a sign-in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { oldPassword: 'a', newPassword: 'Brand#New1', confirmPassword: 'Brand#New1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
