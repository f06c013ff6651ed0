import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search-field.tsx';

/**
 * A combo box's suggestions from the server: asked for after the input rests for the search
 * debounce, the request before aborted. A failed lookup keeps the previous suggestions (saving or
 * sending reports real problems).
 */
export function useSuggestions<T>(
  input: string,
  load: (search: string, signal: AbortSignal) => Promise<readonly T[]>,
): readonly T[] {
  const [items, setItems] = useState<readonly T[]>([]);
  // The latest loader without restarting the lookup when only its identity changed.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loader.current(input.trim(), controller.signal).then(setItems, () => {});
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);
  return items;
}
