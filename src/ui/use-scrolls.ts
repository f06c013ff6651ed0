import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a box's content is larger than the box (it scrolls): a box that scrolls must take focus so
 * the keyboard can scroll it (axe: scrollable-region-focusable). Measured after every render (the
 * content changed) and whenever the box resizes (the window did). Answers a callback ref for the box.
 */
export function useScrolls<T extends HTMLElement>(): [(box: T | null) => void, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const box = useRef<T | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback(() => {
    const el = box.current;
    if (el) setScrolls(el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
  }, []);
  const ref = useCallback(
    (el: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      box.current = el;
      if (!el || typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(measure);
      observer.current.observe(el);
    },
    [measure],
  );
  // After every render: rows arrived, a column's text changed.
  useLayoutEffect(measure);
  return [ref, scrolls];
}
