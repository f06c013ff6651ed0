/**
 * The US as a tile grid (a "cartogram": one equal square per state, roughly where the state lies),
 * bundled with the app so the map needs no network and no geography library (ADR 0010). Columns
 * 0–11 west to east, rows 0–7 north to south; the 50 states, DC and Puerto Rico.
 */
export type StateTile = { code: string; col: number; row: number };

const rows: readonly (readonly [code: string, col: number][])[] = [
  [
    ['AK', 0],
    ['ME', 11],
  ],
  [
    ['VT', 10],
    ['NH', 11],
  ],
  [
    ['WA', 1],
    ['ID', 2],
    ['MT', 3],
    ['ND', 4],
    ['MN', 5],
    ['IL', 6],
    ['WI', 7],
    ['MI', 8],
    ['NY', 9],
    ['RI', 10],
    ['MA', 11],
  ],
  [
    ['OR', 1],
    ['NV', 2],
    ['WY', 3],
    ['SD', 4],
    ['IA', 5],
    ['IN', 6],
    ['OH', 7],
    ['PA', 8],
    ['NJ', 9],
    ['CT', 10],
  ],
  [
    ['CA', 1],
    ['UT', 2],
    ['CO', 3],
    ['NE', 4],
    ['MO', 5],
    ['KY', 6],
    ['WV', 7],
    ['VA', 8],
    ['MD', 9],
    ['DE', 10],
  ],
  [
    ['AZ', 2],
    ['NM', 3],
    ['KS', 4],
    ['AR', 5],
    ['TN', 6],
    ['NC', 7],
    ['SC', 8],
    ['DC', 9],
  ],
  [
    ['OK', 4],
    ['LA', 5],
    ['MS', 6],
    ['AL', 7],
    ['GA', 8],
  ],
  [
    ['HI', 0],
    ['TX', 4],
    ['FL', 9],
    ['PR', 11],
  ],
];

/** Reading order: north to south, west to east (the order Tab and screen readers follow). */
export const stateTiles: readonly StateTile[] = rows.flatMap((tiles, row) =>
  tiles.map(([code, col]) => ({ code, col, row })),
);

export const GRID_COLUMNS = 12;
export const GRID_ROWS = rows.length;

const tileCodes = new Set(stateTiles.map((tile) => tile.code));

/** Whether a state (by its two-letter code) has a tile on the map. */
export function isOnMap(code: string): boolean {
  return tileCodes.has(code);
}

export type MapKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * The tile an arrow key moves to: the nearest tile that way, rows weighing twice as much as columns
 * off to the side, so Down from Washington is Oregon and Right skips the gaps in a row. Undefined at
 * the edge (focus stays).
 */
export function nextTile(tiles: readonly StateTile[], fromCode: string, key: MapKey): StateTile | undefined {
  if (key === 'Home') return tiles[0];
  if (key === 'End') return tiles.at(-1);
  const from = tiles.find((tile) => tile.code === fromCode);
  if (!from) return tiles[0];
  const vertical = key === 'ArrowUp' || key === 'ArrowDown';
  const sign = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1;
  let best: StateTile | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const tile of tiles) {
    const along = vertical ? (tile.row - from.row) * sign : (tile.col - from.col) * sign;
    const across = vertical ? Math.abs(tile.col - from.col) : Math.abs(tile.row - from.row);
    if (along <= 0) continue;
    // Left and right stay in the row; up and down may drift sideways to the nearest tile.
    if (!vertical && across !== 0) continue;
    const score = vertical ? along * 2 + across : along;
    if (score < bestScore) {
      best = tile;
      bestScore = score;
    }
  }
  return best;
}
