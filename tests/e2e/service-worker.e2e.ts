import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { deliverPush, waitForServiceWorkerControl } from './support/service-worker.ts';

type Fetched = { status: number; contentType: string | null; body: string };

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
  test('a push message shows a Matchline notification with its link', async ({ page }) => {
    await page.goto('/');
    const shown = await deliverPush(
      page,
      JSON.stringify({
        kind: 'webpush',
        title: 'New message',
        body: 'Program director: interview day moved to 9:00 PT',
        url: '/applicant/messages',
        tag: 'conversation-42',
      }),
    );
    expect(shown).toEqual([
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
