import { useCallback, useEffect, useRef, useState } from 'react';
import { INVALID_FLASH_MS, type InputFilter, isAllowedByFilter } from './input-filters.ts';

/** A named filter of platform.md §5, or a check of the whole value (e.g. the money mask). */
export type ValueFilter = InputFilter | ((value: string) => boolean);

/**
 * Wraps an onChange with a character filter: a change that adds a rejected character is
 * ignored and the field flashes its invalid-charset style for 1000 ms.
 */
export function useFilteredChange(
  filter: ValueFilter,
  onChange: ((value: string) => void) | undefined,
): { handleChange: (value: string) => void; flashing: boolean } {
  const [flashing, setFlashing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const handleChange = useCallback(
    (value: string) => {
      if (typeof filter === 'function' ? filter(value) : isAllowedByFilter(filter, value)) {
        onChange?.(value);
        return;
      }
      setFlashing(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setFlashing(false), INVALID_FLASH_MS);
    },
    [filter, onChange],
  );

  return { handleChange, flashing };
}
