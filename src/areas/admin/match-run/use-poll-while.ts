import { useEffect } from 'react';

/** Calls `reload` every `everyMs` while `active` (a background job's progress, for instance). */
export function usePollWhile(active: boolean, reload: () => void, everyMs = 800): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, everyMs);
    return () => clearInterval(timer);
  }, [active, reload, everyMs]);
}
