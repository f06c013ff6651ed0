import type { Page } from '@playwright/test';

/** The browser globals the in-page code uses (this project's types have no DOM). */
type InPage = {
  history: { pushState(state: null, title: string, url: string): void };
  dispatchEvent(event: unknown): boolean;
  PopStateEvent: new (type: string) => unknown;
};

/** Opens an address inside the running app, without a reload: the router follows history changes. */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    const w = globalThis as unknown as InPage;
    w.history.pushState(null, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, address);
}
