import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../mocks/node-server.ts';
import { loadAllTexts } from './lib/i18n/i18n.ts';
import { fakeMediaQueryList } from './test-support/viewport.ts';

// jsdom lacks these browser APIs; the app only reads them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => fakeMediaQueryList(query, false),
  });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// react-aria reads <meta> tags with CSS.escape, which jsdom does not provide.
if (!globalThis.CSS?.escape) {
  const cssEscape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`);
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { ...(globalThis.CSS ?? {}), escape: cssEscape },
  });
}

// No client test opens a real socket: the hubs' client is the fake of test-support (connects at once,
// driven by the tests that care: connectionOf(...).emit, drop, reconnect).
vi.mock('@microsoft/signalr', async () => (await import('./test-support/fake-signalr.ts')).fakeSignalR);

// findBy/waitFor wait up to 1 s by default; CI shares two cores between jsdom and the server tests.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app loads an area's texts with the area's chunk; tests render pages without it.
  await loadAllTexts();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
