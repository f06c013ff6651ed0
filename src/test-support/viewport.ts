import { vi } from 'vitest';

/**
 * Pretends the window is `width` pixels wide for the code that asks matchMedia (jsdom applies no
 * CSS): min-width and max-width queries are answered from this width, everything else does not match.
 */
export function mockViewportWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches =
      (min !== null || max !== null) &&
      (min === null || width >= Number(min[1])) &&
      (max === null || width <= Number(max[1]));
    return fakeMediaQueryList(query, matches);
  });
}

/** A MediaQueryList that answers `matches` and never changes (jsdom has none). */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}
