import { expect, it } from 'vitest';
import { servicesOf } from '../app.ts';
import type { MailMessage } from '../services/mail/mail-transport.ts';
import {
  bearer,
  describeEachDatabase,
  LogCapture,
  refreshCookieOf,
  signInAs,
  solveCaptcha,
} from '../test-support/test-app.ts';

describeEachDatabase('log redaction', (ctx) => {
  it('keeps passwords, tokens, codes, captcha answers and cookies out of the logs', async () => {
    const logs = new LogCapture();
    // Everything the server can log, and mail bodies kept out (MAIL_LOG_BODY=false is the production
    // setting without SMTP; the demo default is covered by the mail tests).
    // Mail leaves through a transport that keeps it (the outbox shows no secret), as SMTP would.
    const delivered: MailMessage[] = [];
    const app = await ctx.buildApp({
      logStream: logs,
      env: { LOG_LEVEL: 'trace', MAIL_LOG_BODY: 'false' },
      mailer: { send: async (message) => void delivered.push(message), close: () => {} },
    });
    const user = await ctx.createUser({ password: 'Secret#Sign1n' });
    const secrets: string[] = [user.password];

    const session = await signInAs(app, user);
    secrets.push(session.idToken, session.refreshToken);
    await app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(session.idToken) });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ml_refresh: session.refreshToken },
    });
    secrets.push(refreshed.json().idToken, refreshCookieOf(refreshed)!);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: 'Wrong#Secret99' },
    });
    expect(wrong.statusCode).toBe(400);
    secrets.push('Wrong#Secret99');

    const captcha = await solveCaptcha(app);
    secrets.push(captcha, JSON.parse(captcha).challenge.signature);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email, captcha },
    });
    expect(requested.statusCode).toBe(200);
    await servicesOf(app).mail.idle();
    const mail = delivered.findLast((message) => message.to === user.email)!;
    const code = mail.text.match(/code is (\d{6})/)![1]!;
    secrets.push(code);

    const confirmCaptcha = await solveCaptcha(app);
    secrets.push(confirmCaptcha, JSON.parse(confirmCaptcha).challenge.signature);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/confirm',
      payload: {
        email: user.email,
        code,
        newPassword: 'Renewed#Secret1',
        confirmPassword: 'Renewed#Secret1',
        captcha: confirmCaptcha,
      },
    });
    expect(confirmed.statusCode).toBe(200);
    secrets.push('Renewed#Secret1', confirmed.json().idToken, refreshCookieOf(confirmed)!);

    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...bearer(confirmed.json().idToken), cookie: `ml_refresh=${refreshCookieOf(confirmed)}` },
    });

    const text = logs.text();
    // The capture works: requests were logged, with their headers redacted where they appear.
    expect(text).toContain('/api/auth/forgot-password/confirm');
    expect(logs.lines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(text, `log contains ${secret.slice(0, 12)}…`).not.toContain(secret);
  });

  it('redacts secrets a developer logs by mistake', async () => {
    const logs = new LogCapture();
    const app = await ctx.buildApp({ logStream: logs, env: { LOG_LEVEL: 'info' } });
    app.log.info(
      {
        password: 'Leak#Pass1',
        body: { newPassword: 'Leak#Pass2', captcha: 'leak-captcha' },
        req: { headers: { authorization: 'Bearer leak-token', cookie: 'ml_refresh=leak-cookie' } },
        nested: { deeper: { refreshToken: 'leak-refresh', verificationCode: '424242' } },
      },
      'careless',
    );
    const text = logs.text();
    expect(text).toContain('careless');
    for (const secret of [
      'Leak#Pass1',
      'Leak#Pass2',
      'leak-captcha',
      'leak-token',
      'leak-cookie',
      'leak-refresh',
      '424242',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
