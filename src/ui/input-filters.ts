/** Input character filters of platform.md §5. */
export type InputFilter = 'off' | 'text' | 'phone' | 'name' | 'email' | 'integer';

const patterns: Record<Exclude<InputFilter, 'off'>, RegExp> = {
  // Letters, digits, whitespace and common punctuation.
  text: /^[\p{L}\p{M}\p{N}\s.,;:!?'"`’‘“”«»()[\]{}<>@#$%&*+\-=/\\_~^|№…–—]*$/u,
  phone: /^[\d ()+-]*$/,
  name: /^[\p{L}\p{M} ()'’-]*$/u,
  // The usual e-mail characters, optionally surrounded by spaces.
  email: /^\s*[A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]*\s*$/,
  // Digits; no leading zero unless the value is exactly 0.
  integer: /^(0|[1-9]\d*)?$/,
};

/** Whether a whole field value is allowed by the filter. */
export function isAllowedByFilter(filter: InputFilter, value: string): boolean {
  if (filter === 'off') return true;
  return patterns[filter].test(value);
}

/** How long a rejected keystroke shows the invalid-charset style. */
export const INVALID_FLASH_MS = 1000;
