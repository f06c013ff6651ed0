import { useSyncExternalStore } from 'react';

/** Phones: the bottom bar and the menu drawer replace the side bar (docs/design-language.md). */
export const PHONE_QUERY = '(max-width: 767px)';

/** Whether a media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
