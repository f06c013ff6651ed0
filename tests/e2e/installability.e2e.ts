import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

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
      };
      expect(parsed).toMatchObject({ name: 'Matchline', short_name: 'Matchline', display: 'standalone' });
      expect(parsed.start_url).toBeTruthy();
      const sizes = (parsed.icons ?? []).map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));

      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});
