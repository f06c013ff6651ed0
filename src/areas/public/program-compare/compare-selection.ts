/** The programs chosen for comparison, as the `ids` search parameter holds them ('3,8,12'). */
export const MAX_COMPARED = 4;

export function readCompareIds(search: string): number[] {
  const text = new URLSearchParams(search).get('ids') ?? '';
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

export function writeCompareIds(search: string, ids: readonly number[]): string {
  const params = new URLSearchParams(search);
  if (ids.length === 0) params.delete('ids');
  else params.set('ids', ids.join(','));
  return params.toString();
}

/** Adds or removes a program; adding a fifth is refused (null). */
export function toggleCompareId(ids: readonly number[], id: number): number[] | null {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  if (ids.length >= MAX_COMPARED) return null;
  return [...ids, id];
}
