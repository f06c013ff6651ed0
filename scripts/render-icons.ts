/**
 * Draws the Matchline mark (two interlocking rings on a blue tile) and renders the PWA icons from it
 * with Debian's headless Chromium. Run after changing the mark: `npx tsx scripts/render-icons.ts`.
 * The PNGs are committed assets; nothing renders them at build time.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = join(import.meta.dirname, '..', 'public');
const iconsDir = join(publicDir, 'icons');

export const brandColors = { tileFrom: '#2563b8', tileTo: '#123f7a', ringA: '#ffffff', ringB: '#8fd3ff' };

type Variant = {
  /** Rounded tile with transparent corners, or a full-bleed square that the platform masks itself. */
  fullBleed: boolean;
  /** Size of the rings relative to the tile; maskable icons keep them inside the central 80 % circle. */
  markScale: number;
};

// At the top crossing the left ring is redrawn over the right one (-92° to -25°), above a tile-coloured
// gap (-84° to -35°) that is shorter than the arc so its ends leave no seam on the white ring.
const gapArc = 'M 210.87 152.57 A 104 104 0 0 1 285.19 196.35';
// At the bottom crossing the right ring lies over the left one, above the same kind of gap (96° to 145°).
const bottomGapArc = 'M 301.13 359.43 A 104 104 0 0 1 226.81 315.65';
const overArc = 'M 196.37 152.06 A 104 104 0 0 1 294.26 212.05';

/** Left ring over the right one at the top crossing, under it at the bottom: the two "interlock". */
export function markSvg({ fullBleed, markScale }: Variant): string {
  const corner = fullBleed ? 0 : 112;
  const offset = 256 * (1 - markScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <title>Matchline</title>
  <defs>
    <linearGradient id="tile" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="512" y2="512">
      <stop offset="0" stop-color="${brandColors.tileFrom}"/>
      <stop offset="1" stop-color="${brandColors.tileTo}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="url(#tile)"/>
  <g transform="translate(${offset} ${offset}) scale(${markScale})" fill="none" stroke-width="40">
    <circle cx="200" cy="256" r="104" stroke="${brandColors.ringA}"/>
    <path d="${bottomGapArc}" stroke="url(#tile)" stroke-width="60"/>
    <circle cx="312" cy="256" r="104" stroke="${brandColors.ringB}"/>
    <path d="${gapArc}" stroke="url(#tile)" stroke-width="60"/>
    <path d="${overArc}" stroke="${brandColors.ringA}"/>
  </g>
</svg>
`;
}

type Output = { file: string; size: number; variant: Variant };

const standard: Variant = { fullBleed: false, markScale: 0.9 };
const maskable: Variant = { fullBleed: true, markScale: 0.72 };
// iOS paints transparent pixels black and rounds the corners itself, so it gets a full-bleed tile.
const apple: Variant = { fullBleed: true, markScale: 0.82 };

const outputs: Output[] = [
  { file: 'icons/icon-192.png', size: 192, variant: standard },
  { file: 'icons/icon-512.png', size: 512, variant: standard },
  { file: 'icons/icon-maskable-192.png', size: 192, variant: maskable },
  { file: 'icons/icon-maskable-512.png', size: 512, variant: maskable },
  { file: 'apple-touch-icon.png', size: 180, variant: apple },
  { file: 'favicon-32.png', size: 32, variant: standard },
];

async function main(): Promise<void> {
  await mkdir(iconsDir, { recursive: true });
  await writeFile(join(publicDir, 'favicon.svg'), markSvg(standard));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    for (const { file, size, variant } of outputs) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      const svg = markSvg(variant).replace('width="512" height="512"', `width="${size}" height="${size}"`);
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
      );
      await page.screenshot({ path: join(publicDir, file), omitBackground: true });
      await page.close();
      console.log(`public/${file} (${size}×${size})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
