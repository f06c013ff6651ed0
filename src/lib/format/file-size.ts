import { message } from '../../../core/domain/messages.ts';

/** Decimal multipliers of platform.md §5. */
const units = [
  ['GB', 1_000_000_000],
  ['MB', 1_000_000],
  ['kB', 1_000],
] as const;

function trim(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Bytes as kB, MB or GB (decimal), at most two decimals: 1500 → '1.5 kB'. */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, bytes);
  for (const [unit, factor] of units) {
    if (size >= factor) return `${trim(size / factor)} ${unit}`;
  }
  return `${trim(size / 1000)} kB`;
}

export class WrongFileSizeFormatError extends Error {
  constructor() {
    super(message('WrongFileSizeFormat'));
    this.name = 'WrongFileSizeFormatError';
  }
}

/**
 * A plain number, a digit string in bytes, or digits followed by kB, MB or GB.
 * Empty or null gives null; anything else raises 'Wrong file size format.'.
 */
export function parseFileSize(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new WrongFileSizeFormatError();
    return value;
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^(\d+(?:\.\d+)?)\s*(kB|MB|GB)$/.exec(text);
  if (!match) throw new WrongFileSizeFormatError();
  const factor = units.find(([unit]) => unit === match[2])![1];
  return Math.round(Number(match[1]) * factor);
}
