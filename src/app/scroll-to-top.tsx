import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { recordTimeLog } from '../lib/log/time-log.ts';

/** Every route change starts at the top of the page (and is noted in the error time log). */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    globalThis.scrollTo?.({ top: 0, left: 0 });
    recordTimeLog(`navigate: ${location}`);
  }, [location]);
  return null;
}
