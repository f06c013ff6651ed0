import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts.ts';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { test as signedIn } from './support/fixtures.ts';

test.describe('installable PWA', () => {
  test('Chromium reports no installability errors and a valid manifest', async ({ baseURL }) => {
    // Installability is not judged in incognito-like contexts: use a real (temporary) profile.
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'matchline-e2e-profile-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: true,
      ...(baseURL ? { baseURL } : {}),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
      const cdp = await context.newCDPSession(page);

      const manifest = await cdp.send('Page.getAppManifest', {});
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data ?? '{}') as {
        name?: string;
        short_name?: string;
        display?: string;
        start_url?: string;
        icons?: { sizes?: string }[];
        screenshots?: { src: string; sizes: string; form_factor?: string }[];
        shortcuts?: { name: string; url: string }[];
      };
      expect(parsed).toMatchObject({ name: 'Matchline', short_name: 'Matchline', display: 'standalone' });
      expect(parsed.start_url).toBeTruthy();
      const sizes = (parsed.icons ?? []).map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
      // The install dialog's pictures, a phone's and a desktop's, are there at the sizes they claim.
      expect((parsed.screenshots ?? []).map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
      for (const shot of parsed.screenshots ?? []) {
        const response = await page.request.get(shot.src);
        expect(response.headers()['content-type'], shot.src).toBe('image/png');
        const png = await response.body();
        // A PNG's IHDR holds its width and height at bytes 16 and 20.
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes);
      }
      expect((parsed.shortcuts ?? []).map((s) => s.name)).toEqual([
        'Rank list',
        'Applications',
        'Programs',
        'Messages',
      ]);

      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });

  signedIn("the shortcuts open the current cycle's rank list and applications", async ({ page, signIn }) => {
    await signIn(demoAccounts.applicant);
    await page.goto('/applicant/go/rank-list');
    await expect(page).toHaveURL('/applicant/OPH-2026/rank-list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rank list');
    await page.goto('/applicant/go/applications');
    await expect(page).toHaveURL('/applicant/OPH-2026/applications');
  });
});
