import { useCallback, useEffect, useRef, useState } from 'react';
import { INVALID_FLASH_MS, type InputFilter, isAllowedByFilter } from './input-filters.ts';

/**
 * Wraps an onChange with a character filter: a change that adds a rejected character is
 * ignored and the field flashes its invalid-charset style for 1000 ms.
 */
export function useFilteredChange(
  filter: InputFilter,
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
      if (isAllowedByFilter(filter, value)) {
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
