import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, GRID_ROWS, isOnMap, nextTile, stateTiles } from './us-state-tiles.ts';

const move = (from: string, key: Parameters<typeof nextTile>[2]) => nextTile(stateTiles, from, key)?.code;

describe('US tile grid', () => {
  it('has the 50 states, DC and Puerto Rico, each on its own square inside the grid', () => {
    expect(stateTiles).toHaveLength(52);
    expect(new Set(stateTiles.map((t) => t.code)).size).toBe(52);
    expect(new Set(stateTiles.map((t) => `${t.col},${t.row}`)).size).toBe(52);
    for (const tile of stateTiles) {
      expect(tile.col).toBeGreaterThanOrEqual(0);
      expect(tile.col).toBeLessThan(GRID_COLUMNS);
      expect(tile.row).toBeLessThan(GRID_ROWS);
    }
    expect(isOnMap('CA')).toBe(true);
    expect(isOnMap('ON')).toBe(false);
  });

  it('moves with the arrow keys to the nearest state that way, stays at an edge', () => {
    expect(move('WA', 'ArrowDown')).toBe('OR');
    expect(move('OR', 'ArrowDown')).toBe('CA');
    expect(move('CA', 'ArrowRight')).toBe('UT');
    expect(move('UT', 'ArrowLeft')).toBe('CA');
    expect(move('CA', 'ArrowLeft')).toBeUndefined();
    expect(move('ME', 'ArrowUp')).toBeUndefined();
    expect(move('ME', 'ArrowDown')).toBe('NH');
    // Right skips the gap in the last row.
    expect(move('TX', 'ArrowRight')).toBe('FL');
    expect(move('TX', 'ArrowUp')).toBe('OK');
    expect(move('CA', 'Home')).toBe('AK');
    expect(move('CA', 'End')).toBe('PR');
  });
});
