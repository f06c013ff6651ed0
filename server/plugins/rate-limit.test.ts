import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase, solveCaptcha } from '../test-support/test-app.ts';

const randomIp = () => `${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describeEachDatabase('rate limits', (ctx) => {
  it('limits sign-in per client IP; a forged X-Forwarded-For does not reset the count', async () => {
    const app = await ctx.buildApp({ env: { RATE_LIMIT_SIGN_IN: '3/5m' } });
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'x-forwarded-for': randomIp(), 'x-real-ip': randomIp() },
        payload: { email: 'nobody@fixture.test', password: 'Whatever#1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) {
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(300);
      expect(limited.json()).toEqual({
        error: {
          ErrorCode: 'TooManyRequests',
          Message: `Too many requests. Please try again in ${retryAfter} seconds.`,
        },
      });
    }
  });

  it('keys by the socket address: another client is not limited', async () => {
    const app = await ctx.buildApp({ env: { RATE_LIMIT_SIGN_IN: '1/5m' } });
    const from = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress,
        payload: { email: 'nobody@fixture.test', password: 'Whatever#1' },
      });
    expect((await from('203.0.113.1')).statusCode).toBe(400);
    expect((await from('203.0.113.1')).statusCode).toBe(429);
    expect((await from('203.0.113.2')).statusCode).toBe(400);
  });

  it('trusts X-Forwarded-For only from the proxies named in TRUST_PROXY', async () => {
    const app = await ctx.buildApp({ env: { RATE_LIMIT_SIGN_IN: '1/5m', TRUST_PROXY: '10.0.0.1' } });
    const via = (remoteAddress: string, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress,
        headers: { 'x-forwarded-for': client },
        payload: { email: 'nobody@fixture.test', password: 'Whatever#1' },
      });
    // Through the trusted proxy each real client has its own budget...
    expect((await via('10.0.0.1', '198.51.100.1')).statusCode).toBe(400);
    expect((await via('10.0.0.1', '198.51.100.2')).statusCode).toBe(400);
    expect((await via('10.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    // ...while anyone else claiming a forwarded address is keyed by their own socket.
    expect((await via('192.0.2.50', '198.51.100.3')).statusCode).toBe(400);
    expect((await via('192.0.2.50', '198.51.100.4')).statusCode).toBe(429);
  });

  it('limits password recovery requests and confirmations', async () => {
    const app = await ctx.buildApp({ env: { RATE_LIMIT_PASSWORD_RESET: '2/15m' } });
    const user = await ctx.createUser();
    const request = async () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'x-forwarded-for': randomIp() },
        payload: { email: user.email, captcha: 'unsolved' },
      });
    expect((await request()).statusCode).toBe(400);
    expect((await request()).statusCode).toBe(400);
    expect((await request()).statusCode).toBe(429);

    const confirm = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/confirm',
        payload: {
          email: user.email,
          code: '123456',
          newPassword: 'Brand#New1',
          confirmPassword: 'Brand#New1',
        },
      });
    expect((await confirm()).statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(400);
    const limited = await confirm();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits Contact Us and the captcha challenge', async () => {
    const app = await ctx.buildApp({ env: { RATE_LIMIT_CONTACT: '1/10m', RATE_LIMIT_CAPTCHA: '2/1m' } });
    const contact = async () =>
      app.inject({
        method: 'POST',
        url: '/api/ContactUs/Post',
        payload: {
          name: 'Pat',
          email: 'pat@fixture.test',
          subject: 'Other',
          text: 'Hello',
          captcha: await solveCaptcha(ctx.app),
        },
      });
    expect((await contact()).statusCode).toBe(200);
    expect((await contact()).statusCode).toBe(429);

    expect((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(429);
  });
});
