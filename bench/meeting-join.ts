/**
 * Join to the first remote video frame on loopback (issue 17): the real server with the demo seed
 * (its video day on the load day, server/db/seed/meetings.ts) and the built client, Debian's
 * Chromium with fake cameras. A program user waits in Faculty room A; an applicant on a phone is
 * invited, opens the room and presses 'Join the room'; we time until a remote video shows frames on
 * the applicant's side and on the program's side. The applicant then leaves and the round repeats.
 *
 *   npx vite build && npx tsx bench/meeting-join.ts [--rounds 10]
 *
 * A benchmark, not a test: nothing fails on time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { currentSeason } from '../tests/e2e/support/season.ts';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 10;
const port = 8593;
const baseURL = `http://127.0.0.1:${port}`;
const password = 'Matchline#2026';
const program = { email: 'program@matchline.test', password };
const applicant = { email: 'isabella.costa@applicants.matchline.test', password };
const cycle = `OPH-${currentSeason()}`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN: '1000/5m',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start.');
}

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}${url}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Resolves when a remote video of the page shows frames (checked every 10 ms); answers the instant. */
async function firstRemoteFrame(page: Page): Promise<number> {
  const videos = page.locator('video[data-testid="remote-video"]');
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const playing = await videos.evaluateAll((all) =>
      (all as unknown as { videoWidth: number; readyState: number }[]).some(
        (v) => v.videoWidth > 0 && v.readyState >= 2,
      ),
    );
    if (playing) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('No remote frame within 30 s.');
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'matchline-meeting-bench-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
    ],
  });
  try {
    const session = await api<{ idToken: string }>('POST', '/api/auth/sign-in', null, program);
    const meetings = await api<{ items: { id: number; isLive: boolean; programCode: string }[] }>(
      'GET',
      '/api/meetings',
      session.idToken,
    );
    const range = meetings.items.find((m) => m.isLive);
    if (!range) throw new Error('No video range today in the demo data.');
    const { id: roomId } = await api<{ id: number }>(
      'POST',
      `/api/meetings/${range.id}/rooms`,
      session.idToken,
      {
        name: `Bench room ${Date.now().toString(36)}`,
      },
    );

    const programContext = await browser.newContext({
      baseURL,
      viewport: { width: 820, height: 1180 },
      permissions: ['camera', 'microphone'],
    });
    const applicantContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      permissions: ['camera', 'microphone'],
    });
    for (const context of [programContext, applicantContext]) {
      await context.addInitScript(() =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('matchline.webPushPrompt', '0'),
      );
    }
    const programPage = await programContext.newPage();
    const applicantPage = await applicantContext.newPage();
    await signIn(programPage, program);
    await signIn(applicantPage, applicant);
    const applicantSession = await api<{ user: { id: string } }>(
      'POST',
      '/api/auth/sign-in',
      null,
      applicant,
    );
    const userId = applicantSession.user.id;

    await programPage.goto(
      `/program-user/${cycle}/${range.programCode}/meetings/dashboard/${range.id}/meeting/${roomId}`,
    );
    await programPage.getByRole('button', { name: 'Join the room' }).click();
    await programPage.getByRole('button', { name: 'Leave the room' }).waitFor();

    const applicantSide: number[] = [];
    const programSide: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await api('POST', `/api/meetings/${range.id}/moves`, session.idToken, { userId, roomId });
      await applicantPage.goto(`/applicant/${cycle}/meetings/dashboard/${range.id}/meeting/${roomId}`);
      const join = applicantPage.getByRole('button', { name: 'Join the room' });
      await join.waitFor();
      // The preview camera has started; the clock starts at the tap.
      const started = performance.now();
      const programFrame = firstRemoteFrame(programPage);
      await join.click();
      const applicantFrame = await firstRemoteFrame(applicantPage);
      applicantSide.push(applicantFrame - started);
      programSide.push((await programFrame) - started);
      await applicantPage.getByRole('button', { name: 'Leave the room' }).click();
      await programPage.locator('video[data-testid="remote-video"]').first().waitFor({ state: 'detached' });
    }
    const line = (name: string, values: number[]) =>
      `${name.padEnd(34)} median ${quantile(values, 0.5).toFixed(0).padStart(5)} ms   p90 ${quantile(
        values,
        0.9,
      )
        .toFixed(0)
        .padStart(
          5,
        )} ms   min ${Math.min(...values).toFixed(0)} ms   max ${Math.max(...values).toFixed(0)} ms`;
    console.log(
      `Join → first remote frame, ${rounds} rounds (loopback, fake devices, ${os.cpus().length} cores)`,
    );
    console.log(line('applicant sees the program', applicantSide));
    console.log(line('program sees the applicant', programSide));
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
