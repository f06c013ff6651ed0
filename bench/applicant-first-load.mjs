// First load of the applicant home on a phone (issue 5's figure): JavaScript transferred (bytes on
// the wire, gzip as served) and the time to interactive under Chromium's "Fast 3G" network preset and
// 4x CPU slowdown, in Debian's Chromium with a fresh profile (empty HTTP cache, no service worker).
//
// Usage: npm start (or any running server with the demo data), then
//   node bench/applicant-first-load.mjs [--url http://127.0.0.1:8080] [--runs 3] [--encoding gzip]
//
// Time to interactive, Lighthouse style: from navigation start, the later of (a) the home page's h1
// being visible and (b) the end of the last long task (>50 ms) before a 5-s window with no long task
// and at most 2 requests in flight.
import { chromium } from '@playwright/test';

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i], process.argv[i + 1]);
const baseURL = args.get('--url') ?? 'http://127.0.0.1:8080';
const runs = Number(args.get('--runs') ?? 3);
// As served to Chromium (brotli when precompressed), or `--encoding gzip` to count gzip bytes.
const encoding = args.get('--encoding') ?? null;
const email = 'applicant@matchline.test';
const password = 'Matchline#2026';

// DevTools' "Fast 3G": 562.5 ms latency, 180 kB/s down, 84.4 kB/s up.
const fast3g = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});

async function homePath(context) {
  const signIn = await context.request.post(`${baseURL}/api/auth/sign-in`, {
    data: { email, password },
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  const { idToken } = await signIn.json();
  const answer = await context.request.get(`${baseURL}/api/applicant/context`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  const registrations = answer.ok() ? ((await answer.json()).registrations ?? []) : [];
  const code =
    registrations.find((r) => r.status === 'Active')?.matchCycleCode ?? registrations[0]?.matchCycleCode;
  return code ? `/applicant/${code}/home` : '/applicant/landing';
}

async function measure() {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const path = await homePath(context);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (encoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encoding } });
  await cdp.send('Network.emulateNetworkConditions', fast3g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map();
  let jsBytes = 0;
  let inFlight = 0;
  let lastNetworkChange = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    lastNetworkChange = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  const done = (e) => {
    inFlight = Math.max(0, inFlight - 1);
    lastNetworkChange = Date.now();
    if (types.get(e.requestId) === 'Script' && e.encodedDataLength) jsBytes += e.encodedDataLength;
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', (e) => done({ requestId: e.requestId, encodedDataLength: 0 }));

  await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 120_000 });
  const visibleAt = await page.evaluate(() => performance.now());
  // Quiet window: 5 s of no long task and at most 2 requests in flight.
  for (;;) {
    const quiet = await page.evaluate(() => {
      const last = window.__longTasks.at(-1) ?? 0;
      return performance.now() - last;
    });
    if (quiet >= 5_000 && inFlight <= 2 && Date.now() - lastNetworkChange >= 1_000) break;
    await page.waitForTimeout(250);
  }
  const lastLongTask = await page.evaluate(() => window.__longTasks.at(-1) ?? 0);
  const heading = await page.locator('h1').first().textContent();
  await context.close();
  return { path, heading, jsBytes, tti: Math.max(visibleAt, lastLongTask), visibleAt };
}

const results = [];
for (let i = 0; i < runs; i += 1) {
  const r = await measure();
  results.push(r);
  console.log(
    `run ${i + 1}: ${r.path} "${r.heading}" — JS transferred ${(r.jsBytes / 1024).toFixed(1)} kB, ` +
      `h1 visible ${(r.visibleAt / 1000).toFixed(2)} s, TTI ${(r.tti / 1000).toFixed(2)} s`,
  );
}
await browser.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `median of ${runs}: JS ${(median(results.map((r) => r.jsBytes)) / 1024).toFixed(1)} kB, ` +
    `TTI ${(median(results.map((r) => r.tti)) / 1000).toFixed(2)} s (Fast 3G, 4x CPU)`,
);
