/**
 * Small facts about cells that the views need: row/column of a cell, the
 * cells next to a cell, and a sentence describing a board for screen readers.
 * (The solver has its own, faster versions; views keep theirs so a view never
 * depends on the search's internals.)
 */

export function cellOf(cell: number, size: number): [number, number] {
  return [Math.floor(cell / size), cell % size];
}

/** Orthogonal neighbours of a cell, in the order up, down, left, right. */
export function neighbours(cell: number, size: number): number[] {
  if (cell < 0) return [];
  const [r, c] = cellOf(cell, size);
  const out: number[] = [];
  if (r > 0) out.push(cell - size);
  if (r < size - 1) out.push(cell + size);
  if (c > 0) out.push(cell - 1);
  if (c < size - 1) out.push(cell + 1);
  return out;
}

/** "Row 1: 5 1 2 4. Row 2: … The blank is in row 4, column 1." */
export function boardDescription(tiles: readonly number[], size: number): string {
  const rows: string[] = [];
  for (let r = 0; r < size; r++) {
    const row = tiles.slice(r * size, r * size + size).map((t) => (t === 0 ? 'blank' : String(t)));
    rows.push(`Row ${r + 1}: ${row.join(' ')}`);
  }
  const blank = tiles.indexOf(0);
  const [br, bc] = cellOf(blank, size);
  return `${rows.join('. ')}. The blank is in row ${br + 1}, column ${bc + 1}.`;
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The tile an arrow key slides. Convention: the arrow says which way the TILE
 * moves, so ArrowUp slides the tile just below the blank up into it. Returns
 * null when there is no such tile (the blank is on that edge).
 */
export function tileForArrow(tiles: readonly number[], size: number, key: ArrowKey): number | null {
  const blank = tiles.indexOf(0);
  const [r, c] = cellOf(blank, size);
  let from = -1;
  if (key === 'ArrowUp' && r < size - 1) from = blank + size;
  if (key === 'ArrowDown' && r > 0) from = blank - size;
  if (key === 'ArrowLeft' && c < size - 1) from = blank + 1;
  if (key === 'ArrowRight' && c > 0) from = blank - 1;
  return from < 0 ? null : tiles[from];
}

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}

/**
 * A keydown handler for a board that plays with the arrow keys: the arrow
 * says which way a tile moves into the blank, and `play` slides that tile.
 * Keys that are not arrows pass through untouched.
 */
export function arrowKeyPlayer(tiles: readonly number[], size: number, play: (tile: number) => void,
  stuck?: (key: ArrowKey) => void) {
  return (e: KeyboardEvent): void => {
    if (!isArrowKey(e.key)) return;
    e.preventDefault();
    const tile = tileForArrow(tiles, size, e.key);
    if (tile !== null) play(tile);
    else stuck?.(e.key);
  };
}

/** Why a click on `tile` or an arrow key (`key`) moved nothing: only a tile next to the blank can slide. */
export function stuckWords(what: { tile: number } | { key: ArrowKey }): string {
  const rule = 'only a tile next to the blank can slide (those have a bar under them).';
  if ('tile' in what) return `Tile ${what.tile} cannot move: ${rule[0].toUpperCase()}${rule.slice(1)}`;
  // Named by the edge the blank is on and the side the tile would come from: "the blank is at the edge" left the
  // reader to work out which edge, and why that arrow then has nothing to slide.
  const [way, edge, side] = {
    ArrowUp: ['up', 'bottom row', 'below'],
    ArrowDown: ['down', 'top row', 'above'],
    ArrowLeft: ['left', 'right column', 'to the right of'],
    ArrowRight: ['right', 'left column', 'to the left of'],
  }[what.key];
  return `No tile can move ${way}: the blank is in the ${edge}, so there is no tile ${side} it to slide ${way} into it.`;
}

/**
 * The label of the arrow a board draws for its last move: the tile and the way it went. The arrow runs from the
 * cell the tile left (the blank now) to where the tile stands; without words it read as pointing the wrong way.
 */
export function lastMoveWords(tiles: readonly number[], size: number, tile: number): string {
  const [tr, tc] = cellOf(tiles.indexOf(tile), size);
  const [br, bc] = cellOf(tiles.indexOf(0), size);
  const way = tr > br ? 'down' : tr < br ? 'up' : tc > bc ? 'right' : 'left';
  return `last move: ${tile} ${way} (the solid arrow runs from the cell it left, now the blank, to where it stands)`;
}
