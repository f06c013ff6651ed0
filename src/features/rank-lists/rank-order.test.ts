import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveToPosition, placeRelative } from './rank-order.ts';

describe('rank order', () => {
  it('moves an entry to a typed position, clamped to the list', () => {
    expect(moveToPosition(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveToPosition(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveToPosition(['a', 'b', 'c'], 0, 99)).toEqual(['b', 'c', 'a']);
    expect(moveToPosition(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('drops entries before or after another, keeping their order', () => {
    expect(placeRelative(['a', 'b', 'c', 'd'], ['d'], 'b', 'before')).toEqual(['a', 'd', 'b', 'c']);
    expect(placeRelative(['a', 'b', 'c', 'd'], ['a', 'c'], 'd', 'after')).toEqual(['b', 'd', 'a', 'c']);
    expect(placeRelative(['a', 'b'], ['a'], 'a', 'after')).toEqual(['a', 'b']);
  });

  it('never loses or doubles an entry (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: -5, max: 40 }),
        (list, from, position) => {
          const moved = moveToPosition(list, from % list.length, position);
          expect([...moved].sort()).toEqual([...list].sort());
        },
      ),
    );
  });
});
