// The public home's first-load JavaScript as Chromium receives it (issue 12's second figure): a fresh
// profile (empty cache, no service worker) opens "/" and waits until the network is quiet; the bytes
// on the wire of every .js response are summed (Brotli when the server has it precompressed).
//
// Usage: npm start (or any running server), then
//   node bench/public-first-load-chromium.mjs [--url http://127.0.0.1:8080] [--runs 3]
import { chromium } from '@playwright/test';

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i], process.argv[i + 1]);
const baseURL = args.get('--url') ?? 'http://127.0.0.1:8080';
const runs = Number(args.get('--runs') ?? 3);

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

const results = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ name: entry.name, bytes: entry.transferSize, body: entry.encodedBodySize })),
  );
  results.push({
    files: scripts.length,
    wire: scripts.reduce((sum, s) => sum + s.bytes, 0),
    body: scripts.reduce((sum, s) => sum + s.body, 0),
  });
  await context.close();
}
await browser.close();
results.sort((a, b) => a.wire - b.wire);
const median = results[Math.floor(results.length / 2)];
console.log(
  `public home, first load as Chromium receives it: ${(median.body / 1024).toFixed(1)} kB of JavaScript bodies ` +
    `(${(median.wire / 1024).toFixed(1)} kB with headers) in ${median.files} files (median of ${runs})`,
);
