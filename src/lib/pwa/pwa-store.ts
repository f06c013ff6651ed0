import { createStore } from 'zustand/vanilla';

/**
 * The app's view of the network and of its service worker. Plain zustand (no React) so services
 * can read it too; components subscribe with zustand's useStore.
 */
export type PwaState = {
  /** The browser says it has no network (navigator.onLine and the online/offline events). */
  offline: boolean;
  /** A new version is installed and waits for the user's 'Reload'. */
  needRefresh: boolean;
  /** The app shell is cached: the next start works without a network. */
  offlineReady: boolean;
  /** Switches to the waiting version and reloads the page. */
  update: () => void;
  /** 'Later': hides the prompt; it comes back at the next start while the version still waits. */
  dismissUpdate: () => void;
};

export const pwaStore = createStore<PwaState>()((set) => ({
  offline: false,
  needRefresh: false,
  offlineReady: false,
  // Replaced by the service worker registration; without a worker there is nothing to switch to.
  update: () => globalThis.location.reload(),
  dismissUpdate: () => set({ needRefresh: false }),
}));

/**
 * Keeps `offline` in step with the browser from now on. Returns the unsubscribe function.
 * navigator.onLine is only a hint (a captive portal reads "online"), which is all a banner needs.
 */
export function watchConnectivity(target: Window = globalThis.window): () => void {
  const sync = () => pwaStore.setState({ offline: target.navigator.onLine === false });
  sync();
  target.addEventListener('online', sync);
  target.addEventListener('offline', sync);
  return () => {
    target.removeEventListener('online', sync);
    target.removeEventListener('offline', sync);
  };
}
