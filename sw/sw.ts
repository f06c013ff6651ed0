import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isSkipWaitingMessage } from '../core/domain/worker-messages.ts';
import { focusOrOpen, notificationTarget } from './notification-click.ts';
import { showPush } from './push-handler.ts';
import { isPublicReferenceRequest } from './reference-data-route.ts';

declare let self: ServiceWorkerGlobalScope;

// The app shell (built js, css, html, icons, manifest) for offline start; old revisions go.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation gets the shell; API and hub URLs never get HTML in place of their answer.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/hubs\//] }),
);

// Public reference data: fresh when online, the last copy offline or on a slow network.
registerRoute(
  ({ url, request }) => isPublicReferenceRequest(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: 'reference-data',
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the user says 'Reload' in the app (workbox-window messageSkipWaiting()).
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// The first visit is controlled at once, so the shell is served offline after a single visit.
clientsClaim();

self.addEventListener('push', (event) => {
  let body: string | null = null;
  try {
    body = event.data ? event.data.text() : null;
  } catch {
    body = null;
  }
  event.waitUntil(showPush(self.registration, body));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = self.location.origin;
  event.waitUntil(focusOrOpen(self.clients, notificationTarget(event.notification.data, origin), origin));
});
