import { expect, it, vi } from 'vitest';
import { solveAltchaChallenge } from '../../../core/domain/captcha.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { CAPTCHA_TTL_MS, createAltchaCaptcha } from './altcha-captcha.ts';
import { createRecaptchaCaptcha, RECAPTCHA_VERIFY_URL } from './recaptcha-captcha.ts';

const quietLog = { info() {}, warn() {}, error() {} };

describeEachDatabase('ALTCHA captcha', (ctx) => {
  const captcha = () =>
    createAltchaCaptcha({
      db: ctx.database.db,
      clock: ctx.clock,
      hmacKey: 'altcha-test-key-altcha-test-key-0123',
      maxNumber: 20,
    });

  const solved = async (service = captcha()) => {
    const issued = await service.challenge();
    if (issued.provider !== 'altcha') throw new Error('expected ALTCHA');
    return { issued: issued.challenge, answer: (await solveAltchaChallenge(issued.challenge))! };
  };

  it('issues a signed SHA-256 challenge that expires in 10 minutes', async () => {
    const { issued } = await solved();
    expect(issued.parameters.algorithm).toBe('SHA-256');
    expect(issued.parameters.data).toEqual({ maxNumber: 20 });
    expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.parameters.expiresAt).toBe(Math.floor((ctx.clock.now().getTime() + CAPTCHA_TTL_MS) / 1000));
  });

  it('accepts a solution once: a replay is refused', async () => {
    const service = captcha();
    const { answer } = await solved(service);
    expect(await service.verify(answer, '127.0.0.1')).toBe(true);
    expect(await service.verify(answer, '127.0.0.1')).toBe(false);
  });

  it('accepts the base64 payload of the official widget', async () => {
    const service = captcha();
    const { answer } = await solved(service);
    expect(await service.verify(Buffer.from(answer).toString('base64'), '127.0.0.1')).toBe(true);
  });

  it('refuses a wrong derived key, a tampered challenge, another key and garbage', async () => {
    const service = captcha();
    const { answer } = await solved(service);
    const payload = JSON.parse(answer);

    const key: string = payload.solution.derivedKey;
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const guessed = { ...payload, solution: { ...payload.solution, derivedKey: wrongKey } };
    expect(await service.verify(JSON.stringify(guessed), '127.0.0.1')).toBe(false);

    const easier = structuredClone(payload);
    easier.challenge.parameters.expiresAt += 3600;
    expect(await service.verify(JSON.stringify(easier), '127.0.0.1')).toBe(false);

    const otherKey = createAltchaCaptcha({
      db: ctx.database.db,
      clock: ctx.clock,
      hmacKey: 'a-completely-different-key-0123456789',
      maxNumber: 20,
    });
    expect(await otherKey.verify(answer, '127.0.0.1')).toBe(false);

    for (const garbage of [
      '',
      'x',
      '{}',
      '{"challenge":1}',
      'bnVsbA==',
      JSON.stringify({ ...payload, solution: null }),
    ]) {
      expect(await service.verify(garbage, '127.0.0.1'), garbage).toBe(false);
    }
    // Still unspent after all that: the genuine answer works.
    expect(await service.verify(answer, '127.0.0.1')).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const service = captcha();
    ctx.clock.advance(-(CAPTCHA_TTL_MS + 60_000));
    const { answer } = await solved(service);
    ctx.clock.advance(CAPTCHA_TTL_MS + 60_000);
    expect(await service.verify(answer, '127.0.0.1')).toBe(false);
  });
});

describeEachDatabase('reCAPTCHA mode', (ctx) => {
  it('hands out the site key, allows Google in the CSP, and asks siteverify', async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ success: true }),
    );
    const app = await ctx.buildApp({
      env: { RECAPTCHA_SITE_KEY: 'site-key-1', RECAPTCHA_SECRET_KEY: 'secret-key-1' },
      fetch: fetchMock as unknown as typeof fetch,
    });
    const challenge = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(challenge.json()).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
    const csp = String(challenge.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain('frame-src https://www.google.com/recaptcha/');

    const response = await app.inject({
      method: 'POST',
      url: '/api/ContactUs/Post',
      remoteAddress: '198.51.100.7',
      payload: {
        name: 'Pat',
        email: 'pat@fixture.test',
        subject: 'Login',
        text: 'Hi',
        captcha: 'google-token',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: 'secret-key-1',
      response: 'google-token',
      remoteip: '198.51.100.7',
    });
  });
});

it('reCAPTCHA: a refusal, an HTTP error or a network failure all mean "not verified"', async () => {
  const answers: (() => Promise<Response>)[] = [
    async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }),
    async () => new Response('busy', { status: 503 }),
    async () => Response.json({ unexpected: true }),
    async () => {
      throw new TypeError('fetch failed');
    },
  ];
  for (const answer of answers) {
    const service = createRecaptchaCaptcha({
      siteKey: 's',
      secretKey: 'k',
      log: quietLog,
      fetch: answer as unknown as typeof fetch,
    });
    expect(await service.verify('token', '127.0.0.1')).toBe(false);
  }
});
