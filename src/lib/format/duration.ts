export type DurationVariant = 'short' | 'long';

/**
 * Durations in English: short uses d, h, m ('1d 2h 5m'); long adds seconds ('1d 2h 5m 7s').
 * Zero parts are left out; nothing left shows '0m' or '0s'.
 */
export function formatDuration(totalSeconds: number, variant: DurationVariant = 'short'): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'm'],
  ];
  if (variant === 'long') parts.push([seconds % 60, 's']);
  const text = parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n}${unit}`)
    .join(' ');
  return text || (variant === 'long' ? '0s' : '0m');
}
