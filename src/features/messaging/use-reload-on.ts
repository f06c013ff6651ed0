import { useEffect, useRef } from 'react';

/** Calls `reload` whenever `key` changes after the first render (a list beside a thread that was read). */
export function useReloadOn(key: number, reload: () => void): void {
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) reload();
  }, [key, reload]);
}
