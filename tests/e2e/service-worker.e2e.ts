import type { CDPSession, Page, Worker } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

/** What these checks read from the worker and the page (the test build has no DOM or WebWorker types). */
type ShownNotification = { title: string; body: string; tag: string; data: unknown };
type WorkerScope = { registration: { getNotifications(): Promise<ShownNotification[]> } };
type Fetched = { status: number; contentType: string | null; body: string };

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

function pageFetch(page: Page, url: string): Promise<Fetched> {
  return page.evaluate(async (target) => {
    const response = await fetch(target);
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    };
  }, url);
}

test.describe('service worker', () => {
  test('a push message shows a Matchline notification with its link', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    await context.grantPermissions(['notifications'], { origin });
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = await registrationIdOf(cdp, `${origin}/`);

    // A trusted push event without a push service (headless Chromium cannot subscribe). Chromium can
    // drop a message delivered through DevTools while the worker is busy starting up (seen once in a
    // full run on two cores), so an unanswered delivery is repeated; what is shown is checked exactly.
    const push = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify({
          kind: 'webpush',
          title: 'New message',
          body: 'Program director: interview day moved to 9:00 PT',
          url: '/applicant/messages',
          tag: 'conversation-42',
        }),
      });
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
    await expect.poll(shownNotifications).toEqual([
      {
        title: 'New message',
        body: 'Program director: interview day moved to 9:00 PT',
        tag: 'conversation-42',
        data: { url: '/applicant/messages' },
      },
    ]);
  });

  test('offline, public reference data comes from its cache and API URLs never get the app shell', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const online = await pageFetch(page, '/api/SfmTimeZones');
    expect(online.status).toBe(200);
    expect((JSON.parse(online.body) as unknown[]).length).toBeGreaterThan(0);
    // The API answers no-store, so only the worker's own cache can serve it offline.
    expect(online.contentType).toContain('application/json');
    const cached = await page.evaluate(async () => {
      const { caches } = globalThis as unknown as { caches: { has(name: string): Promise<boolean> } };
      return caches.has('reference-data');
    });
    expect(cached).toBe(true);

    await context.setOffline(true);
    const offline = await pageFetch(page, '/api/SfmTimeZones');
    expect(offline.status).toBe(200);
    expect(offline.contentType).toContain('application/json');
    expect(offline.body).toBe(online.body);

    // Not reference data: no cached copy, and the fetch fails rather than answering with HTML.
    await expect(pageFetch(page, '/api/health')).rejects.toThrow(/Failed to fetch/);
    // An API address opened as a page is not an in-app route: no shell in place of the answer.
    await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });
});
