#!/usr/bin/env node
/**
 * `npm test`: every suite in order — typecheck, lint, unit + server tests (vitest: client in jsdom,
 * core and server in Node on PGlite and, with TEST_DATABASE_URL, on PostgreSQL), the production
 * build, and the end-to-end tests in Debian's Chromium. Ends with one line `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.tmp', 'test-results');
const CHROMIUM = '/usr/bin/chromium';

const totals = { passed: 0, failed: 0 };
const summary = [];
/** Named again just above the last line, so a CI log's tail says what failed. */
const failures = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${name}: ${passed} passed, ${failed} failed`);
}

/** A step without its own test count counts as one check. */
function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

function collectE2eFailures(suites, titles) {
  for (const suite of suites) {
    const inner = [...titles, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') continue;
        const error = test.results?.at(-1)?.error?.message ?? test.status;
        failures.push(
          `e2e ${[...inner, spec.title].join(' › ')}: ${String(error).split('\n')[0].slice(0, 300)}`,
        );
      }
    }
    collectE2eFailures(suite.suites ?? [], inner);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('Chromium is missing: installing Debian chromium with apt-get…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', 'chromium'], env))
      return;
  }
  console.error(
    `Chromium is required for the end-to-end tests: run \`sudo apt-get install chromium\` (not found at ${CHROMIUM}).`,
  );
  process.exit(1);
}

/** Whether something answers Redis's PING at `url`'s host and port. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  const result = spawnSync('redis-cli', ['-h', hostname, '-p', port || '6379', 'ping'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'PONG';
}

/**
 * The hubs' backplane test (two server nodes, one event) runs against a real Redis, at TEST_REDIS_URL
 * or the local one: started here when installed and not running, installed with apt-get as root.
 */
function ensureRedis() {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (redisAnswers(url)) return;
  const { hostname, port } = new URL(url);
  const local = hostname === '127.0.0.1' || hostname === 'localhost';
  const installed = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (local && !installed && isRoot) {
    console.log('Redis is missing: installing Debian redis-server with apt-get…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], env);
    run('apt-get', ['install', '-y', '-qq', 'redis-server'], env);
  }
  if (local && spawnSync('sh', ['-c', 'command -v redis-server']).status === 0) {
    run('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      port || '6379',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      os.tmpdir(),
    ]);
    for (let i = 0; i < 30 && !redisAnswers(url); i++) spawnSync('sleep', ['1']);
    if (redisAnswers(url)) return;
  }
  console.error(
    `Redis is required for the hubs' backplane test: install redis-server or set TEST_REDIS_URL (nothing answers at ${url}).`,
  );
  process.exit(1);
}

ensureChromium();
ensureRedis();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

check('typecheck', 'npx', ['tsc', '-b']);
check('lint', 'npx', ['biome', 'check', '.']);

console.log('\n▶ unit and server tests (vitest)');
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '  TEST_DATABASE_URL is not set: server tests run on PGlite only (CI also runs them on PostgreSQL).',
  );
}
const vitestJson = path.join(resultsDir, 'vitest.json');
const vitestOk = run('npx', [
  'vitest',
  'run',
  // Two workers on two cores: the server tests wait on PostgreSQL and sockets half the time, so a
  // second worker fills it (21 min with vitest's default of one on this machine, 11 with two).
  '--maxWorkers=2',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  // A file that fails to load has no tests but still fails the run.
  const brokenFiles = (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  // Skipped or todo tests count as failures: the suite must never go green by skipping.
  const failed =
    vitest.numFailedTests + brokenFiles + (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  record('vitest', vitest.numPassedTests, failed === 0 && !vitestOk ? 1 : failed);
  for (const file of vitest.testResults ?? []) {
    const relative = path.relative(root, file.name ?? '');
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      failures.push(`vitest ${relative}: ${String(file.message ?? 'failed to load').split('\n')[0]}`);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') continue;
      const why = String(test.failureMessages?.[0] ?? test.status).split('\n')[0];
      failures.push(`vitest ${relative} › ${test.fullName}: ${why.slice(0, 300)}`);
    }
  }
} else {
  record('vitest', 0, 1);
}

const built = check('build', 'npx', ['vite', 'build']);

console.log('\n▶ end-to-end tests (Playwright, Debian Chromium)');
const e2eJson = path.join(resultsDir, 'playwright.json');
if (built) {
  const e2eOk = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  const e2e = readJson(e2eJson);
  if (e2e?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = e2e.stats;
    // Skipped e2e tests count as failures: the suite must never go green by skipping.
    const failed = unexpected + flaky + skipped;
    record('e2e', expected, failed === 0 && !e2eOk ? 1 : failed);
    collectE2eFailures(e2e.suites ?? [], []);
  } else {
    record('e2e', 0, 1);
  }
} else {
  record('e2e', 0, 1);
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
