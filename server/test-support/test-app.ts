/**
 * The server test harness. `describeEachDatabase` runs the same tests on an in-memory PGlite and,
 * when TEST_DATABASE_URL is set, on a fresh PostgreSQL database created and dropped for the file.
 * Each gets a migrated database with reference data, a FakeClock and an app for `app.inject`.
 */

import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import type { CaptchaChallengeResponse } from '../../core/contracts/platform/contact.contract.ts';
import { solveAltchaChallenge } from '../../core/domain/captcha.ts';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, type Env, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { syncReferenceData } from '../db/reference/sync.ts';
import { testDatabaseTargets } from '../db/reference/test-databases.ts';
import { REFRESH_COOKIE } from '../routes/auth/refresh-cookie.ts';
import { FakeClock } from './fake-clock.ts';
import { createTestUser, type TestUser, type TestUserOptions } from './users.fixture.ts';

/** Limits high enough never to trip unless a test lowers them; an easy captcha; no log output. */
export const testEnv: Env = {
  JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
  ALTCHA_HMAC_KEY: 'test-altcha-key-that-is-long-enough-0123456789',
  ALTCHA_MAX_NUMBER: '10',
  DATA_DIR: '/nonexistent/matchline-test-data',
  STATIC_DIR: '/nonexistent/matchline-test-dist',
  // Uploaded bytes need a writable place (as a non-root user too); one folder per test process.
  UPLOADS_DIR: path.join(os.tmpdir(), `matchline-test-uploads-${process.pid}`),
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:8080',
  RATE_LIMIT_SIGN_IN: '100000/1m',
  RATE_LIMIT_PASSWORD_RESET: '100000/1m',
  RATE_LIMIT_CONTACT: '100000/1m',
  RATE_LIMIT_WRITER: '100000/1m',
  RATE_LIMIT_CAPTCHA: '100000/1m',
  RATE_LIMIT_CLIENT_LOG: '100000/1m',
};

export function testConfig(env: Env = {}): Config {
  return loadConfig({ ...testEnv, ...env });
}

export type AppOverrides = Partial<BuildAppOptions> & { env?: Env };

export type TestContext = {
  readonly name: string;
  readonly database: Database;
  readonly clock: FakeClock;
  /** The file's shared app (default config, the shared clock). */
  readonly app: FastifyInstance;
  /** Another app (same database unless given), e.g. with lower rate limits; closed after the file. */
  buildApp(overrides?: AppOverrides): Promise<FastifyInstance>;
  createUser(options?: TestUserOptions): Promise<TestUser>;
};

export function describeEachDatabase(name: string, tests: (ctx: TestContext) => void): void {
  for (const target of testDatabaseTargets()) {
    describe(`${name} [${target.name}]`, () => {
      let database: Database | undefined;
      let dispose: (() => Promise<void>) | undefined;
      let app: FastifyInstance | undefined;
      const apps: FastifyInstance[] = [];
      const clock = new FakeClock();

      const ctx: TestContext = {
        name: target.name,
        clock,
        get database() {
          if (!database) throw new Error('database not ready: use ctx inside tests or hooks');
          return database;
        },
        get app() {
          if (!app) throw new Error('app not ready: use ctx inside tests or hooks');
          return app;
        },
        async buildApp(overrides = {}) {
          const { env, ...options } = overrides;
          const built = await buildApp({
            config: testConfig(env),
            database: ctx.database,
            clock,
            mailer: null,
            ...options,
          });
          apps.push(built);
          return built;
        },
        createUser: (options) => createTestUser(ctx.database.db, options),
      };

      beforeAll(async () => {
        const opened = await target.open();
        database = opened.database;
        dispose = opened.dispose;
        await syncReferenceData(database.db);
        app = await ctx.buildApp();
      }, 120_000);

      afterAll(async () => {
        for (const built of apps) await built.close();
        await dispose?.();
      });

      tests(ctx);
    });
  }
}

/** The refresh cookie an answer set, if any. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
  return cookie?.value || undefined;
}

export function bearer(idToken: string): { authorization: string } {
  return { authorization: `Bearer ${idToken}` };
}

/** Signs in through the API and returns the bearer token and refresh cookie. */
export async function signInAs(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<{ idToken: string; refreshToken: string; body: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { idToken: string };
  const refreshToken = refreshCookieOf(response);
  if (!refreshToken) throw new Error('sign-in set no refresh cookie');
  return { idToken: body.idToken, refreshToken, body };
}

/** Gets a challenge from the app and solves it the way the browser does. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = response.json() as CaptchaChallengeResponse;
  if (challenge.provider !== 'altcha') throw new Error('the test app is expected to use ALTCHA');
  const payload = await solveAltchaChallenge(challenge.challenge);
  if (!payload) throw new Error('captcha not solved');
  return payload;
}

/** Collects the app's log lines (pino JSON) for assertions. */
export class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  text(): string {
    return this.lines.join('');
  }
}
