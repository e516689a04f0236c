/**
 * The keyboard on a grid board, for every grid genre: the arrow keys move to
 * the next white cell in their direction (black cells are skipped), Home and
 * End go to the first and last white cell, Enter and Space pick the cell.
 * Each board keeps its own index of white cells; this decides what a key does.
 */

/** Row and column steps of the arrow keys. */
export const ARROW_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The nearest white cell from (r, c) going (dr, dc), or null at the edge. */
export function nextWhiteCell(
  height: number,
  width: number,
  isWhite: (r: number, c: number) => boolean,
  r: number,
  c: number,
  dr: number,
  dc: number,
): [number, number] | null {
  for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < height && cc >= 0 && cc < width; rr += dr, cc += dc) {
    if (isWhite(rr, cc)) return [rr, cc];
  }
  return null;
}

export type GridKeyAction = { kind: 'move'; to: number } | { kind: 'select' } | null;

/**
 * What `key` does on white cell `from` (its index among `count` white cells):
 * `step(dr, dc)` gives the index of the next white cell that way (or null,
 * or −1, when there is none). Null: the key is not the board's.
 */
export function gridKeyAction(key: string, from: number, count: number, step: (dr: number, dc: number) => number | null): GridKeyAction {
  if (key in ARROW_STEPS) {
    const to = step(...(ARROW_STEPS[key] as [number, number]));
    return to === null || to < 0 ? { kind: 'move', to: from } : { kind: 'move', to };
  }
  if (key === 'Home') return { kind: 'move', to: 0 };
  if (key === 'End') return { kind: 'move', to: count - 1 };
  if (key === 'Enter' || key === ' ') return { kind: 'select' };
  return null;
}

/**
 * Handles a key on a grid board: `select` on Enter and Space, `move` to the
 * cell an arrow, Home or End goes to; any other key is left to the page.
 */
export function onGridKey(
  e: KeyboardEvent,
  from: number,
  count: number,
  step: (dr: number, dc: number) => number | null,
  act: { select: () => void; move: (to: number) => void },
): void {
  const action = gridKeyAction(e.key, from, count, step);
  if (!action) return;
  e.preventDefault();
  if (action.kind === 'select') act.select();
  else act.move(action.to);
}

/**
 * The step `onGridKey` takes from (r, c), for a board that indexes its white
 * cells by `indexOf(r, c)` (negative for a black cell).
 */
export function whiteStep(height: number, width: number, indexOf: (r: number, c: number) => number, r: number, c: number) {
  return (dr: number, dc: number): number | null => {
    const to = nextWhiteCell(height, width, (rr, cc) => indexOf(rr, cc) >= 0, r, c, dr, dc);
    return to ? indexOf(to[0], to[1]) : null;
  };
}
