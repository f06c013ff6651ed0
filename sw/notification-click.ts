import type { OpenUrlMessage } from '../core/domain/worker-messages.ts';

/**
 * Where a notification click leads, and bringing Matchline to the front there. Plain functions so
 * unit tests can call them: a synthetic notificationclick in a browser is untrusted and cannot
 * focus or open windows.
 */

/**
 * The same-origin path (with query and hash) a click on a notification with this data opens.
 * Anything else — other origins, protocol-relative or javascript: links, missing or malformed
 * URLs — opens the home page, so a push payload can never send the user off-site.
 */
export function notificationTarget(data: unknown, origin: string): string {
  const raw = data && typeof data === 'object' && 'url' in data ? (data as { url: unknown }).url : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

type WindowLike = Pick<WindowClient, 'url' | 'focused' | 'focus' | 'postMessage'>;
export type ClientsLike = {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
};

/**
 * Brings the app to `path`: a window already there is focused; otherwise an open app window is
 * focused and told to route there (no reload, so work in progress and live connections stay);
 * otherwise a new window opens (a notification click counts as user activation).
 * Returns how the click was handled, for tests and logs.
 */
export async function focusOrOpen(
  clients: ClientsLike,
  path: string,
  origin: string,
): Promise<'focused' | 'routed' | 'opened'> {
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((w) => w.url === target);
  if (same) {
    await same.focus();
    return 'focused';
  }
  const app = windows.find((w) => w.focused) ?? windows[0];
  if (app) {
    const message: OpenUrlMessage = { type: 'OPEN_URL', url: path };
    app.postMessage(message);
    await app.focus();
    return 'routed';
  }
  await clients.openWindow(target);
  return 'opened';
}
