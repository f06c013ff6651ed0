/**
 * The production entry as a real process: configuration errors stop it with the variable's name;
 * a fresh data directory gets migrations, reference data and the demo seed; SIGTERM lets requests
 * in flight finish and exits cleanly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess as Run,
  startServerProcess as start,
  waitFor,
} from './test-support/server-process.ts';

describe('server/main.ts', () => {
  const dirs: string[] = [];
  const runs: Run[] = [];
  afterAll(() => {
    for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('stops at start with a message naming a bad variable', async () => {
    const run = start({ PORT: 'eighty' });
    runs.push(run);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration: PORT must be an integer between 1 and 65535');
  });

  it('starts on a fresh data directory with the demo seed, then shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'matchline-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const run = start({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'info',
    });
    runs.push(run);
    const base = `http://127.0.0.1:${port}`;

    const health = await waitFor(async () => {
      const response = await fetch(`${base}/api/health`);
      return response.ok ? ((await response.json()) as { database: { driver: string } }) : undefined;
    }, 90_000);
    expect(health.database.driver).toBe('pglite');
    expect(run.output()).toContain(`Matchline is listening on http://localhost:${port}`);

    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@matchline.test', password: 'Matchline#2026' }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { user: { role: string } }).user.role).toBe('Admin');
    const countries = (await (await fetch(`${base}/api/countries/GetAll?states=false`)).json()) as unknown[];
    expect(countries.length).toBeGreaterThan(200);

    // A request in flight (argon2 takes a while) still gets its answer after SIGTERM.
    const inFlight = fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@matchline.test', password: 'Matchline#2026' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    run.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await run.exited, run.output().slice(-3000)).toBe(0);
    expect(run.output()).toContain('"msg":"stopped"');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 120_000);
});
