/** Specialties: their types (business.md §3.8), colours and display names (platform.md §9). */

export const specialtyTypes = ['Residency', 'Fellowship'] as const;
export type SpecialtyType = (typeof specialtyTypes)[number];

/** The colour a new specialty gets (platform.md §9). */
export const defaultSpecialtyColor = '#A4CEF8';

/** The colour picker's palette: 18 colours, light enough for dark text on the calendar and cards. */
export const specialtyColorPalette = [
  '#A4CEF8',
  '#9AD9E0',
  '#A8E0C2',
  '#C5E3A1',
  '#E8E59A',
  '#F8D99A',
  '#F8BE9A',
  '#F4A6A6',
  '#F2A8C8',
  '#DDB0E8',
  '#BFB5F0',
  '#B3C4F5',
  '#CFD8DC',
  '#D7C4B0',
  '#7FB8E6',
  '#79C7A4',
  '#E8B86D',
  '#E58F8F',
] as const;

/** '#RRGGBB' (the colour field holds at most 7 characters). */
export function isSpecialtyColor(value: string): boolean {
  return /^#[0-9A-Fa-f]{6}$/.test(value);
}

/**
 * The URL prefix names the specialty in public addresses (/specialty/:name): a URL segment of
 * platform.md §5 without '%' (which would need decoding), starting and ending with a letter or digit.
 */
export function isSpecialtyUrlPrefix(value: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,58}[A-Za-z0-9])?$/.test(value);
}

/** Specialty display parts of platform.md §3. */
export type SpecialtyDisplayParts = {
  programSpecialtyName: string;
  specialtyType?: SpecialtyType | string | null;
  subspecialtyName?: string | null;
};

/** The formats of platform.md §9: 'spec tp sub', 'spec - sub', 'spec tp - sub'. */
export type SpecialtyNameFormat = 'spec tp sub' | 'spec - sub' | 'spec tp - sub';

export function formatSpecialtyName(parts: SpecialtyDisplayParts, format: SpecialtyNameFormat): string {
  const withType = format !== 'spec - sub' && parts.specialtyType;
  const head = withType ? `${parts.programSpecialtyName} ${parts.specialtyType}` : parts.programSpecialtyName;
  if (!parts.subspecialtyName) return head;
  return format === 'spec tp sub'
    ? `${head} ${parts.subspecialtyName}`
    : `${head} - ${parts.subspecialtyName}`;
}
