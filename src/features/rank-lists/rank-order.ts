/** Moving entries of a rank list (pure: the screens of applicants and programs share it). */

/** The list with the entry at `from` moved to 1-based `position` (clamped to the list). */
export function moveToPosition<T>(list: readonly T[], from: number, position: number): T[] {
  if (from < 0 || from >= list.length || !Number.isFinite(position)) return [...list];
  const to = Math.min(Math.max(Math.round(position), 1), list.length) - 1;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The list with `moved` (in their current order) placed before or after `target` (a drop). */
export function placeRelative<T>(
  list: readonly T[],
  moved: readonly T[],
  target: T,
  side: 'before' | 'after',
): T[] {
  const movedSet = new Set(moved);
  if (movedSet.has(target)) return [...list];
  const kept = list.filter((item) => !movedSet.has(item));
  const inOrder = list.filter((item) => movedSet.has(item));
  const at = kept.indexOf(target) + (side === 'after' ? 1 : 0);
  return [...kept.slice(0, at), ...inOrder, ...kept.slice(at)];
}
