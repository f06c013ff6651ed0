/**
 * The connection status of platform.md §4: online only if the browser is online and every hub the
 * app relies on is connected or not tracked. Its own small store (not pwaStore), so that the hubs'
 * part never rides in the public home's first load.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { pwaStore } from '../pwa/pwa-store.ts';

export const hubStatusStore = createStore<{ hubsConnected: boolean }>()(() => ({ hubsConnected: true }));

export function isConnectionOnline(browserOffline: boolean, hubsConnected: boolean): boolean {
  return !browserOffline && hubsConnected;
}

/** The connection status now (services). */
export function connectionOnline(): boolean {
  return isConnectionOnline(pwaStore.getState().offline, hubStatusStore.getState().hubsConnected);
}

/** The connection status, kept current (components). */
export function useConnectionOnline(): boolean {
  const offline = useStore(pwaStore, (s) => s.offline);
  const hubsConnected = useStore(hubStatusStore, (s) => s.hubsConnected);
  return isConnectionOnline(offline, hubsConnected);
}
