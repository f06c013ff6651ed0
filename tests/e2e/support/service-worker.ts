import type { Page } from '@playwright/test';

/** The part of the browser's navigator these checks read (the test build has no DOM types). */
type WorkerNavigator = {
  serviceWorker: { ready: Promise<unknown>; controller: object | null };
};

/**
 * Waits until our service worker is active and controls the page: from then on the app shell is in
 * its precache and a reload without network is served from it.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const { serviceWorker } = (globalThis as unknown as { navigator: WorkerNavigator }).navigator;
    await serviceWorker.ready;
    return serviceWorker.controller !== null;
  });
}
