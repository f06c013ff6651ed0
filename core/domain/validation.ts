/** Value checks of platform.md §5. Empty values pass unless a check says otherwise. */

const PASSWORD_SPECIALS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`';

/** At least 8 characters, upper, lower, digit and a special character (not + - =), no whitespace. */
export function isValidPassword(value: string): boolean {
  if (value.length < 8 || /\s/.test(value)) return false;
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/\d/.test(value)) return false;
  return [...value].some((ch) => PASSWORD_SPECIALS.includes(ch));
}

/** Local part, an @ and a dotted domain; an empty value is invalid. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** 7 to 20 characters: optional plus, a digit, digits/spaces/parentheses/hyphens, ending in a digit. */
export function isValidPhone(value: string): boolean {
  return value === '' || /^\+?\d[\d\s()-]{5,18}\d$/.test(value);
}

/** Like a phone, but only a hyphen separates groups. */
export function isValidFax(value: string): boolean {
  return value === '' || /^\+?\d[\d-]{5,18}\d$/.test(value);
}

export function isValidZip(value: string): boolean {
  return value === '' || /^[A-Za-z0-9:\s/-]{1,20}$/.test(value);
}

export function isValidUrl(value: string): boolean {
  return value === '' || /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i.test(value);
}

export function isValidUrlSegment(value: string): boolean {
  return value === '' || /^[A-Za-z0-9_%-]+$/.test(value);
}

export function hasWhitespace(value: string): boolean {
  return /\s/.test(value);
}

export function isGuid(value: string): boolean {
  return value === '' || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Exactly N digits. */
export function isMultiDigitNumber(value: string, digits: number): boolean {
  return value === '' || new RegExp(`^\\d{${digits}}$`).test(value);
}

export function isInteger(value: string): boolean {
  return value === '' || /^-?\d+$/.test(value);
}

/** Money: no thousands separator, up to 2 decimals, no negatives, no leading zeros. */
export function isValidMoney(value: string): boolean {
  return value === '' || /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value);
}
