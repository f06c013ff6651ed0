/** Name parts of platform.md §3 ("User name parts"). */
export type NameParts = {
  salutation?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  middleInitial?: string | null;
  lastName?: string | null;
  credentials?: readonly (string | { value: string; label?: string })[] | string | null;
  title?: string | null;
};

/** default 'salutation first middle last, credentials'; full adds the title; short 'first last'; lexical 'last, first'. */
export type NamePreset = 'default' | 'full' | 'short' | 'lexical';

export const UNKNOWN_NAME = 'Unknown Name';

function clean(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

function middleOf(parts: NameParts): string {
  const middle = clean(parts.middleName);
  if (middle) return middle;
  const initial = clean(parts.middleInitial);
  if (!initial) return '';
  return initial.length === 1 ? `${initial.toUpperCase()}.` : initial;
}

function credentialsOf(parts: NameParts): string {
  const { credentials } = parts;
  if (!credentials) return '';
  if (typeof credentials === 'string') return clean(credentials);
  return credentials
    .map((c) => clean(typeof c === 'string' ? c : c.value))
    .filter(Boolean)
    .join(', ');
}

function joinWords(...words: string[]): string {
  return words.filter(Boolean).join(' ');
}

function joinComma(...parts: string[]): string {
  return parts.filter(Boolean).join(', ');
}

export function formatName(parts: NameParts | null | undefined, preset: NamePreset = 'default'): string {
  if (!parts) return UNKNOWN_NAME;
  const first = clean(parts.firstName);
  const last = clean(parts.lastName);
  let result: string;
  switch (preset) {
    case 'short':
      result = joinWords(first, last);
      break;
    case 'lexical':
      result = joinComma(last, first);
      break;
    case 'full':
      result = joinComma(
        joinWords(clean(parts.salutation), first, middleOf(parts), last),
        credentialsOf(parts),
        clean(parts.title),
      );
      break;
    default:
      result = joinComma(
        joinWords(clean(parts.salutation), first, middleOf(parts), last),
        credentialsOf(parts),
      );
  }
  return result || UNKNOWN_NAME;
}
