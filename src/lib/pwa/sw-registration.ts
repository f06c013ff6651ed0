import { Workbox } from 'workbox-window';
import { isOpenUrlMessage } from '../../../core/domain/worker-messages.ts';
import { navigateTo } from '../navigation/navigate.ts';
import { pwaStore, watchConnectivity } from './pwa-store.ts';

/** Long-lived tabs (an interview day) look for a new version this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

type LifecycleEvent = { isUpdate?: boolean; isExternal?: boolean };

/** The part of workbox-window's Workbox the app uses (tests pass a fake). */
export type WorkboxLike = {
  addEventListener(
    type: 'waiting' | 'activated' | 'controlling',
    listener: (event: LifecycleEvent) => void,
  ): void;
  messageSkipWaiting(): void;
};

type ConnectOptions = {
  /** A service worker already controlled the page at start: the shell is cached. */
  alreadyControlled: boolean;
  /** Whether a service worker controls the page now (navigator.serviceWorker.controller). */
  isControlled?: () => boolean;
  reload?: () => void;
};

function pageIsControlled(): boolean {
  return Boolean(globalThis.navigator?.serviceWorker?.controller);
}

/**
 * Maps the worker's lifecycle onto the PWA store. A new version waits (registerType 'prompt')
 * until the user presses 'Reload'; the page reloads once that version controls it. When another
 * tab switched versions first, this page still runs the old code against the new worker, so it
 * asks for a reload too. The first install (clientsClaim) only marks the app ready offline.
 *
 * An update is a new worker while an older one controls the page. On a first visit nothing controls
 * it, so neither a waiting worker nor the first worker claiming the page is an update. (workbox-window
 * may call that claim 'external': it registers its updatefound listener only after register()
 * resolves, and can miss the first install's.)
 */
export function connectWorkbox(
  wb: WorkboxLike,
  {
    alreadyControlled,
    isControlled = pageIsControlled,
    reload = () => globalThis.location.reload(),
  }: ConnectOptions,
): void {
  let reloadWhenControlled = false;
  let switchedElsewhere = false;
  // Whether a worker controlled the page before the latest 'controlling' event.
  let controlled = alreadyControlled;

  wb.addEventListener('waiting', () => {
    if (controlled || isControlled()) pwaStore.setState({ needRefresh: true });
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) pwaStore.setState({ offlineReady: true });
  });
  wb.addEventListener('controlling', (event) => {
    const wasControlled = controlled;
    controlled = true;
    if (reloadWhenControlled) {
      reload();
      return;
    }
    if (!wasControlled) {
      // The first worker claimed the page: this page's code came from the network, nothing to switch.
      pwaStore.setState({ offlineReady: true });
      return;
    }
    if (event.isUpdate || event.isExternal) {
      switchedElsewhere = true;
      pwaStore.setState({ needRefresh: true });
    }
  });

  pwaStore.setState({
    offlineReady: alreadyControlled,
    update: () => {
      pwaStore.setState({ needRefresh: false });
      if (switchedElsewhere) {
        reload();
        return;
      }
      reloadWhenControlled = true;
      wb.messageSkipWaiting();
    },
  });
}

/** A notification click routes an open window (sw/notification-click.ts); only same-origin paths. */
export function handleWorkerMessage(data: unknown, navigate: (path: string) => void = navigateTo): void {
  if (isOpenUrlMessage(data)) navigate(data.url);
}

/**
 * App start: follow the network state, and in production builds register our service worker
 * (sw/sw.ts, built to /sw.js). Development and tests run without one: the dev server's modules
 * must never be served from a cache.
 */
export function startPwa(): void {
  watchConnectivity();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const wb = new Workbox('/sw.js');
  connectWorkbox(wb, { alreadyControlled: Boolean(container.controller) });
  container.addEventListener('message', (event) => handleWorkerMessage(event.data));
  wb.register().catch((error: unknown) => console.warn('The service worker could not be registered.', error));
  setInterval(() => {
    if (navigator.onLine) void wb.update().catch(() => {});
  }, UPDATE_CHECK_MS);
}
