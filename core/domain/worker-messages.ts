/** Messages between the app's windows and its service worker (postMessage), shared by src and sw. */

/** Sent by workbox-window's messageSkipWaiting() when the user accepts a new version. */
export type SkipWaitingMessage = { type: 'SKIP_WAITING' };

/** Sent to an open app window after a notification click: route there without a reload. */
export type OpenUrlMessage = { type: 'OPEN_URL'; url: string };

function typed(data: unknown): { type?: unknown; url?: unknown } | null {
  return data && typeof data === 'object' ? (data as { type?: unknown; url?: unknown }) : null;
}

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typed(data)?.type === 'SKIP_WAITING';
}

/** Only an in-app path ('/…'; never '//host' or '/\\host', which browsers read as another host). */
export function isOpenUrlMessage(data: unknown): data is OpenUrlMessage {
  const message = typed(data);
  return message?.type === 'OPEN_URL' && typeof message.url === 'string' && /^\/(?![/\\])/.test(message.url);
}
