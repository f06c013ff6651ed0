import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwaStore, watchConnectivity } from './pwa-store.ts';

function setOnLine(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
  pwaStore.setState({ offline: false });
});

describe('connectivity', () => {
  it('starts offline when the browser has no network', () => {
    setOnLine(false);
    stop = watchConnectivity();
    expect(pwaStore.getState().offline).toBe(true);
  });

  it('starts online otherwise', () => {
    setOnLine(true);
    pwaStore.setState({ offline: true });
    stop = watchConnectivity();
    expect(pwaStore.getState().offline).toBe(false);
  });

  it('follows the offline and online events', () => {
    setOnLine(true);
    stop = watchConnectivity();

    setOnLine(false);
    window.dispatchEvent(new Event('offline'));
    expect(pwaStore.getState().offline).toBe(true);

    setOnLine(true);
    window.dispatchEvent(new Event('online'));
    expect(pwaStore.getState().offline).toBe(false);
  });

  it('stops following once unsubscribed', () => {
    setOnLine(true);
    watchConnectivity()();

    setOnLine(false);
    window.dispatchEvent(new Event('offline'));
    expect(pwaStore.getState().offline).toBe(false);
  });
});

describe('update prompt', () => {
  it("'Later' hides the prompt", () => {
    pwaStore.setState({ needRefresh: true });
    pwaStore.getState().dismissUpdate();
    expect(pwaStore.getState().needRefresh).toBe(false);
  });
});
