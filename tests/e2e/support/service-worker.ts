import { type CDPSession, expect, type Page, type Worker } from '@playwright/test';

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

/** A notification our worker shows, as these checks read it (the test build has no WebWorker types). */
export type ShownNotification = { title: string; body: string; tag: string; data: unknown };
type WorkerScope = { registration: { getNotifications(): Promise<ShownNotification[]> } };

/** The registration id CDP needs to address our worker (Chromium numbers them from '0'). */
async function registrationIdOf(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function ourWorker(page: Page): Promise<Worker> {
  const [worker] = page.context().serviceWorkers();
  return worker ?? page.context().waitForEvent('serviceworker');
}

/**
 * Delivers a push message's plaintext to our worker as the browser does after decrypting it (a
 * trusted push event; headless Chromium cannot subscribe to a push service: design.md), and answers
 * the notifications the worker then shows. The page must be one of ours.
 */
export async function deliverPush(page: Page, data: string): Promise<ShownNotification[]> {
  const origin = new URL(page.url()).origin;
  await page.context().grantPermissions(['notifications'], { origin });
  await waitForServiceWorkerControl(page);
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, `${origin}/`);
  // Chromium can drop a message delivered through DevTools while the worker is busy starting up (seen
  // once in a full run on two cores), so an unanswered delivery is repeated.
  const push = () => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  const worker = await ourWorker(page);
  const shownNotifications = () =>
    worker.evaluate(async () => {
      const scope = globalThis as unknown as WorkerScope;
      const shown = await scope.registration.getNotifications();
      return shown.map(({ title, body, tag, data }) => ({ title, body, tag, data }));
    });
  await push();
  for (let attempt = 1; attempt < 3; attempt++) {
    const shown = await expect
      .poll(shownNotifications, { timeout: 5_000 })
      .not.toEqual([])
      .then(() => true)
      .catch(() => false);
    if (shown) break;
    await push();
  }
  return shownNotifications();
}
