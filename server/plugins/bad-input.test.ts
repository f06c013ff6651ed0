import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { messages } from '../../core/domain/messages.ts';
import { BODY_LIMIT } from '../app.ts';
import { registeredRoutes } from '../routes/define-route.ts';
import { bearer, describeEachDatabase, LogCapture, signInAs } from '../test-support/test-app.ts';
import { isUnstorableText } from '../validation-errors.ts';

const validation = (description: Record<string, string[]>) => ({
  message: messages.ValidationError,
  description,
});

describeEachDatabase('bad input never yields a 5xx', (ctx) => {
  const post = (
    url: string,
    payload: string,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...headers } });

  it('refuses NUL bytes in values, keys, query strings and path parameters', async () => {
    const inValue = await post(
      '/api/auth/sign-in',
      JSON.stringify({ email: 'nul\u0000@fixture.test', password: 'Pass\u0000word#1' }),
    );
    expect(inValue.statusCode).toBe(400);
    expect(inValue.json()).toEqual(
      validation({ email: [messages.InvalidValue], password: [messages.InvalidValue] }),
    );

    const inKey = await post('/api/auth/sign-in', JSON.stringify({ 'em\u0000ail': 'a@b.co', password: 'x' }));
    expect(inKey.statusCode).toBe(400);

    const inQuery = await ctx.app.inject({ method: 'POST', url: '/api/log/info?info=a%00b' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual(validation({ info: [messages.InvalidValue] }));

    const inParam = await ctx.app.inject({ method: 'GET', url: '/api/countries/GetByIsoCode/U%00' });
    expect(inParam.statusCode).toBe(400);

    const nested = await post(
      '/api/log/error',
      JSON.stringify({ stackFrames: [{ fileName: 'a\u0000.js' }] }),
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json().description['stackFrames.0.fileName']).toEqual([messages.InvalidValue]);
  });

  it('refuses lone surrogates (invalid Unicode that jsonb cannot store)', async () => {
    const response = await post(
      '/api/log/error',
      '{"loggerSessionId":"s","message":"bad \\ud800 text","url":"u","userAgent":"ua","errorDate":"d","errorType":"t"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validation({ message: [messages.InvalidValue] }));
    const paired = await post(
      '/api/log/error',
      '{"loggerSessionId":"s","message":"fine \\ud83d\\ude00","url":"u","userAgent":"ua","errorDate":"d","errorType":"t"}',
    );
    expect(paired.statusCode).toBe(200);
  });

  it('refuses a 1 MB string with 400 and a body over 1 MiB with 413', async () => {
    const megabyte = 'x'.repeat(1_000_000);
    const long = await post('/api/bug-reports', JSON.stringify({ description: megabyte }));
    expect(long.statusCode).toBe(400);
    expect(long.json().description.description).toEqual([messages.ExceededNumberOfCharacters]);

    const huge = await post('/api/bug-reports', JSON.stringify({ description: 'x'.repeat(BODY_LIMIT) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: { ErrorCode: 'PayloadTooLarge', Message: 'The request is too large.' },
    });
  });

  it('refuses wrong types and names the fields lower-camel-cased, nested paths joined with dots', async () => {
    const response = await post(
      '/api/log/error',
      JSON.stringify({
        loggerSessionId: 1,
        message: 'm',
        url: 'u',
        userAgent: 'ua',
        errorDate: 'd',
        errorType: 't',
        stackFrames: [{ lineNumber: 'ten' }],
        cookieEnabled: 'yes',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().description).sort()).toEqual(
      ['cookieEnabled', 'loggerSessionId', 'stackFrames.0.lineNumber'].sort(),
    );
  });

  it('refuses unknown fields, naming each one', async () => {
    const response = await post(
      '/api/auth/sign-in',
      JSON.stringify({ email: 'a@b.co', password: 'x', IsAdmin: true, roles: ['Admin'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      validation({ isAdmin: [messages.UnknownField], roles: [messages.UnknownField] }),
    );
    const query = await ctx.app.inject({ method: 'GET', url: '/api/SfmTimeZones?debug=1' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(validation({ debug: [messages.UnknownField] }));
    const body = await post('/api/auth/refresh', JSON.stringify({ token: 'x' }));
    expect(body.json()).toEqual(validation({ token: [messages.UnknownField] }));
    // Field names that are also Object.prototype members (found by the fuzz test below).
    const prototypeNames = await post(
      '/api/auth/sign-in',
      '{"constructor":{},"toString":1,"hasOwnProperty":2}',
    );
    expect(prototypeNames.statusCode).toBe(400);
    expect(prototypeNames.json().description).toMatchObject({
      constructor: [messages.UnknownField],
      toString: [messages.UnknownField],
      hasOwnProperty: [messages.UnknownField],
    });
  });

  it('refuses __proto__ and constructor.prototype keys', async () => {
    for (const payload of [
      '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.co","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
      '{"nested":{"__proto__":{"polluted":1}}}',
    ]) {
      const response = await post('/api/auth/sign-in', payload);
      expect(response.statusCode, payload).toBe(400);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses malformed and empty JSON', async () => {
    for (const payload of ['{"email":', '{email: "a"}', "{'a':1}", 'null null', ' ']) {
      const response = await post('/api/auth/sign-in', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: { ErrorCode: 'ValidationError', Message: 'The request body is not valid JSON.' },
      });
    }
  });

  it('accepts JSON with a charset parameter', async () => {
    const response = await post(
      '/api/auth/sign-in',
      JSON.stringify({ email: 'nobody@fixture.test', password: 'x' }),
      'application/json; charset=utf-8',
    );
    expect(response.json().error.ErrorCode).toBe('NotAuthorizedException');
  });

  it('takes an empty body labelled JSON as no body', async () => {
    const refresh = await post('/api/auth/refresh', '');
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().error.ErrorCode).toBe('Unauthorized');
    const signIn = await post('/api/auth/sign-in', '');
    expect(signIn.json()).toEqual(
      validation({ email: [messages.EmailIsRequired], password: [messages.PasswordIsRequired] }),
    );
  });

  it('refuses JSON of the wrong shape (array, string, number, null)', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      const response = await post('/api/auth/sign-in', payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toBe(messages.ValidationError);
    }
  });

  it('refuses other content types with 415', async () => {
    for (const [contentType, payload] of [
      ['text/plain', '{"email":"a@b.co"}'],
      ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
      ['application/xml', '<a/>'],
    ] as const) {
      const response = await post('/api/auth/sign-in', payload, contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().error.ErrorCode).toBe('UnsupportedMediaType');
    }
  });

  it('survives deeply nested JSON', async () => {
    const depth = 50_000;
    const response = await post('/api/bug-reports', `${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(response.statusCode).toBeLessThan(500);
    const objects = await post('/api/log/error', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);
    expect(objects.statusCode).toBeLessThan(500);
  });

  it('answers malformed URLs and over-long path parameters in the error shape', async () => {
    const badEncoding = await ctx.app.inject({ method: 'GET', url: '/api/countries/Get/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({
      error: { ErrorCode: 'ValidationError', Message: 'The request is not valid.' },
    });
    const longParam = await ctx.app.inject({ method: 'GET', url: `/api/countries/Get/${'9'.repeat(5000)}` });
    expect(longParam.statusCode).toBeGreaterThanOrEqual(400);
    expect(longParam.statusCode).toBeLessThan(500);
    expect(longParam.json().error.Message).toBe('The request is not valid.');
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/does-not-exist'],
      ['DELETE', '/api/auth/sign-in'],
      ['GET', '/hubs/NoSuchHub'],
      ['POST', '/hubs/NoSuchHub/negotiate'],
      ['GET', '/api'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: { ErrorCode: 'NotFound', Message: 'Data not found.' } });
    }
  });

  it('answers a real hub without a token with a JSON 401 (server/realtime)', async () => {
    for (const [method, url] of [
      ['GET', '/hubs/MessageCenterHub'],
      ['POST', '/hubs/MessageCenterHub/negotiate?negotiateVersion=1'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.ErrorCode).toBe('Unauthorized');
    }
  });

  it('answers an unexpected failure with a bare 500 and logs it with the request id', async () => {
    const logs = new LogCapture();
    const app = await ctx.buildApp({ logStream: logs, env: { LOG_LEVEL: 'error' } });
    app.get('/api/test/explode', async () => {
      throw new Error('relation "secret_table" does not exist: select password_hash from users');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { ErrorCode: 'InternalServerError', Message: 'Request failed. Server error occurred.' },
    });
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('at ');
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = logs.lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(logged).toMatchObject({ requestId, err: { message: expect.stringContaining('secret_table') } });
  });

  it('sends security headers, no-store on the API and no X-Powered-By', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/SfmTimeZones' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('google');
  });

  it('fuzz: random bodies and queries on every route, signed in or not, never give a 5xx', async () => {
    const admin = await ctx.createUser({ roles: ['Admin'] });
    const { idToken } = await signInAs(ctx.app, admin);
    const routes = registeredRoutes(ctx.app).map(({ contract }) => contract);
    const jsonValue = fc.jsonValue({ maxDepth: 3 });
    const field = fc.oneof(
      fc.constantFrom(
        'email',
        'password',
        'captcha',
        'code',
        'clientId',
        'description',
        '__proto__',
        'constructor',
      ),
      fc.string({ maxLength: 12 }),
    );
    const body = fc.oneof(fc.dictionary(field, jsonValue, { maxKeys: 6 }), jsonValue);
    // Well-formed text (URLs cannot carry lone surrogates) including control characters and NUL.
    const text = (maxLength: number) =>
      fc.oneof(fc.string({ maxLength, unit: 'binary-ascii' }), fc.string({ maxLength, unit: 'grapheme' }));
    const queryValue = text(20);

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        fc.dictionary(fc.constantFrom('to', 'page', 'pageSize', 'states', 'info', 'x'), queryValue, {
          maxKeys: 3,
        }),
        fc.boolean(),
        text(30),
        async (contract, payload, query, signedIn, param) => {
          const url = contract.path.replace(/:(\w+)\??/g, () => encodeURIComponent(param) || 'x');
          const options: InjectOptions = {
            method: contract.method,
            url,
            query,
            ...(signedIn ? { headers: bearer(idToken) } : {}),
            ...(contract.method === 'GET'
              ? {}
              : {
                  payload: JSON.stringify(payload),
                  headers: {
                    'content-type': 'application/json',
                    ...(signedIn ? bearer(idToken) : {}),
                  },
                }),
          };
          const response = await ctx.app.inject(options);
          expect(response.statusCode, `${contract.method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });

  it('fuzz: reports and client logs with any text are stored, or refused (NUL, lone surrogates), never a 5xx', async () => {
    const anyText = (maxLength: number) => fc.string({ maxLength, unit: 'binary' });
    await fc.assert(
      fc.asyncProperty(
        fc.uuid({ version: 4 }),
        anyText(200).filter((t) => t.trim().length > 0),
        anyText(50),
        fc.constantFrom('Toast', 'ErrorPage', 'Undefined'),
        async (clientId, description, userAgent, source) => {
          const storable = !isUnstorableText(description) && !isUnstorableText(userAgent);
          const report = await ctx.app.inject({
            method: 'POST',
            url: '/api/bug-reports',
            payload: { clientId, description, userAgent, url: 'https://matchline.test/x', source },
          });
          expect(report.statusCode, JSON.stringify(description)).toBe(storable ? 200 : 400);
          // Client logs keep their payload as jsonb, which is stricter than text.
          const log = await ctx.app.inject({
            method: 'POST',
            url: '/api/log/error',
            payload: {
              loggerSessionId: 's',
              message: description,
              url: 'u',
              userAgent,
              errorDate: 'd',
              errorType: 't',
              timeLog: { [userAgent || 'k']: description },
            },
          });
          // A "__proto__" key is refused as prototype poisoning, whatever its value.
          const logAccepted = storable && userAgent !== '__proto__';
          expect(log.statusCode, JSON.stringify({ userAgent, description })).toBe(logAccepted ? 200 : 400);
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 100),
        // Found by this property: a time-log key "__proto__" must be refused, not stored.
        examples: [['00000000-0000-4000-8000-000000000000', '\u0001', '__proto__', 'Toast']],
      },
    );
  });
});
