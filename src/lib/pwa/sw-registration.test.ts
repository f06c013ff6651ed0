import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwaStore } from './pwa-store.ts';
import { connectWorkbox, handleWorkerMessage, type WorkboxLike } from './sw-registration.ts';

type LifecycleEvent = { isUpdate?: boolean; isExternal?: boolean };
type Listener = (event: LifecycleEvent) => void;

/** Stands in for workbox-window's Workbox: the test fires its lifecycle events. */
function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  const wb = {
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting: vi.fn(),
  };
  const fire = (type: 'waiting' | 'activated' | 'controlling', event: LifecycleEvent = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return { wb: wb as WorkboxLike & { messageSkipWaiting: typeof wb.messageSkipWaiting }, fire };
}

const initial = pwaStore.getState();
afterEach(() => pwaStore.setState(initial, true));

describe('service worker lifecycle', () => {
  it('the first install marks the app ready offline and asks nothing', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    connectWorkbox(wb, { alreadyControlled: false, reload });
    expect(pwaStore.getState().offlineReady).toBe(false);

    fire('activated', {});
    fire('controlling', { isExternal: false, isUpdate: false });

    expect(pwaStore.getState()).toMatchObject({ offlineReady: true, needRefresh: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a first visit asks nothing even when workbox calls the first claim external', () => {
    // workbox-window misses the first install's updatefound when register() resolves after it; it
    // then reports the claim as 'controlling' with isExternal: true.
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    connectWorkbox(wb, { alreadyControlled: false, isControlled: () => false, reload });

    fire('controlling', { isExternal: true, isUpdate: false });

    expect(pwaStore.getState()).toMatchObject({ offlineReady: true, needRefresh: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a worker waiting while none controls the page is not an update', () => {
    const { wb, fire } = fakeWorkbox();
    connectWorkbox(wb, { alreadyControlled: false, isControlled: () => false, reload: vi.fn() });

    fire('waiting', { isExternal: true });

    expect(pwaStore.getState().needRefresh).toBe(false);
  });

  it('after the first install claimed the page, a new version asks', () => {
    const { wb, fire } = fakeWorkbox();
    let controller = false;
    connectWorkbox(wb, { alreadyControlled: false, isControlled: () => controller, reload: vi.fn() });
    controller = true;
    fire('controlling', { isExternal: false, isUpdate: false });
    expect(pwaStore.getState().needRefresh).toBe(false);

    fire('waiting', { isExternal: true });
    expect(pwaStore.getState().needRefresh).toBe(true);
  });

  it('a page that a worker already controls is ready offline at once', () => {
    connectWorkbox(fakeWorkbox().wb, { alreadyControlled: true, reload: vi.fn() });
    expect(pwaStore.getState().offlineReady).toBe(true);
  });

  it("a waiting version asks; 'Reload' switches to it and reloads once it controls the page", () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    connectWorkbox(wb, { alreadyControlled: true, reload });

    fire('waiting', { isUpdate: true });
    expect(pwaStore.getState().needRefresh).toBe(true);

    pwaStore.getState().update();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(pwaStore.getState().needRefresh).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it("'Later' keeps the current version", () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    connectWorkbox(wb, { alreadyControlled: true, reload });
    fire('waiting', { isExternal: true });

    pwaStore.getState().dismissUpdate();
    expect(pwaStore.getState().needRefresh).toBe(false);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a version switched in another tab asks for a reload, which then only reloads', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    connectWorkbox(wb, { alreadyControlled: true, reload });

    fire('controlling', { isExternal: true, isUpdate: true });
    expect(pwaStore.getState().needRefresh).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    pwaStore.getState().update();
    expect(reload).toHaveBeenCalledOnce();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });
});

describe('messages from the worker', () => {
  it('routes to the path of a notification click', () => {
    const navigate = vi.fn();
    handleWorkerMessage({ type: 'OPEN_URL', url: '/applicant/messages?id=3' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/applicant/messages?id=3');
  });

  it('ignores other messages and off-site targets', () => {
    const navigate = vi.fn();
    handleWorkerMessage({ type: 'OPEN_URL', url: '//evil.example/' }, navigate);
    handleWorkerMessage({ type: 'OPEN_URL', url: 'https://evil.example/' }, navigate);
    handleWorkerMessage({ type: 'CACHE_UPDATED', url: '/' }, navigate);
    handleWorkerMessage('OPEN_URL', navigate);
    expect(navigate).not.toHaveBeenCalled();
  });
});
