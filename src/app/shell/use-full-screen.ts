import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** platform.md §4 Layout: full screen on or off follows the browser's event (Esc, the browser's own UI). */
export function useFullScreen(): { isAvailable: boolean; isOn: boolean; toggle: () => void } {
  const isOn = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement != null,
    () => false,
  );
  const toggle = useCallback(() => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // Refused (no user gesture, a policy): the page stays as it is.
    request.catch(() => {});
  }, []);
  return { isAvailable: Boolean(document.fullscreenEnabled), isOn, toggle };
}
