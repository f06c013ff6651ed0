import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { makeCertificate } from './server/test-support/fake-push-service.ts';
import { chromiumArgs, chromiumPath } from './tests/e2e/support/chromium.ts';

/**
 * End-to-end tests: Debian's Chromium against the real server (`server/main.ts`) serving the built
 * client from ./dist, on a fresh embedded database with the demo seed. Build first (`npx vite build`);
 * `npm test` does.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const port = Number(process.env.E2E_PORT ?? 8191);
const baseURL = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  throw new Error('dist/index.html is missing: build the client first with `npx vite build`.');
}

// Playwright loads this file in the runner and again in each worker: only the runner makes the
// data directory, the workers inherit its path through the environment.
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(path.join(os.tmpdir(), 'matchline-e2e-'));
  process.env.E2E_DATA_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
/**
 * The certificate of the fake push service the push specs start (tests/e2e/push.e2e.ts): made once by
 * the runner; the server trusts it (NODE_EXTRA_CA_CERTS) and may post to 127.0.0.1.
 */
export const pushCertificateDir = path.join(dataDir, 'push-service');
if (!existsSync(path.join(pushCertificateDir, 'cert.pem'))) makeCertificate(pushCertificateDir);
/**
 * The server's log (pino JSON lines): the outbox hides codes and links (issue 11), so the tests read
 * mailed secrets where a demo user does, in the log (MAIL_LOG_BODY). See tests/e2e/support/mailbox.ts.
 */
export const serverLogFile = path.join(dataDir, 'server.log');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Two cores shared with the server: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The accessibility walks open ten to twenty pages each: with Debian's Chromium 156 on a 2-core
  // machine a page with its axe check takes 2-7 s, so 30 s no longer covers a walk.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /match-season\.e2e\.ts$/ },
    // Closing the season moves the demo cycle's deadlines into the past and releases its results:
    // it runs after every other spec, which still see the season open.
    {
      name: 'season-close',
      use: { browserName: 'chromium' },
      testMatch: /match-season\.e2e\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // stdout (the log) goes to a file the Mailbox reads; stderr stays with Playwright.
    command: `npx tsx server/main.ts > '${serverLogFile}'`,
    url: `${baseURL}/api/health`,
    // E2E_REUSE_SERVER=1 runs against a server already listening on E2E_PORT (while developing a spec).
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    // A cold start migrates and seeds the embedded database.
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // Mail bodies are logged at info.
      LOG_LEVEL: 'info',
      MAIL_LOG_BODY: 'true',
      RATE_LIMIT_SIGN_IN: '1000/5m',
      RATE_LIMIT_PASSWORD_RESET: '100/15m',
      RATE_LIMIT_CONTACT: '100/10m',
      RATE_LIMIT_CAPTCHA: '1000/1m',
      // Short impersonated sessions: the 'Session Expiration' warning (at 5 minutes or less) shows at
      // the first 10-second check instead of after an hour.
      IMPERSONATION_SESSION_MINUTES: '5',
      // Web pushes go to the specs' fake push service only.
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: path.join(pushCertificateDir, 'cert.pem'),
    },
  },
});
