import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearReloadCount,
  incrementReloadCount,
  isChunkLoadError,
  RELOAD_COUNTER_RESET_MS,
  reloadCount,
  scheduleReloadCountReset,
} from './reload-counter.ts';

afterEach(() => {
  vi.useRealTimers();
  clearReloadCount();
});

describe('reload counter (platform.md §4 "Component crash")', () => {
  it('counts reloads and is cleared after 3000 ms without an error', () => {
    vi.useFakeTimers();
    incrementReloadCount();
    incrementReloadCount();
    expect(reloadCount()).toBe(2);
    scheduleReloadCountReset();
    vi.advanceTimersByTime(RELOAD_COUNTER_RESET_MS - 1);
    expect(reloadCount()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(reloadCount()).toBe(0);
  });

  it('an error before the 3000 ms keeps the count', () => {
    vi.useFakeTimers();
    incrementReloadCount();
    const errorHappened = scheduleReloadCountReset();
    vi.advanceTimersByTime(1000);
    errorHappened();
    vi.advanceTimersByTime(5000);
    expect(reloadCount()).toBe(1);
  });

  it('recognises a failed chunk load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});
