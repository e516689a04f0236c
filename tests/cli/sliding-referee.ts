/**
 * An independent referee for small cases: plain breadth-first search over
 * board strings and a move replayer, sharing no code with the solvers, so the
 * CLI tests compare its answers against numbers computed here, not typed in.
 */

export function parseBoard(text: string): { size: number; tiles: number[] } {
  const tiles = text
    .split(/[\s/]+/)
    .filter((t) => t !== '')
    .map((t) => (t === '_' ? 0 : Number(t)));
  return { size: Math.round(Math.sqrt(tiles.length)), tiles };
}

/** The solved board: 1 … n²−1, then the blank (0). */
export function goalBoard(size: number): number[] {
  const n = size * size;
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? 0 : i + 1));
}

function goalKey(size: number): string {
  return goalBoard(size).join(',');
}

function neighbours(tiles: number[], size: number): number[][] {
  const hole = tiles.indexOf(0);
  const r = Math.floor(hole / size);
  const c = hole % size;
  const out: number[][] = [];
  for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
    const rr = r + dr;
    const cc = c + dc;
    if (rr < 0 || rr >= size || cc < 0 || cc >= size) continue;
    const next = tiles.slice();
    next[hole] = next[rr * size + cc];
    next[rr * size + cc] = 0;
    out.push(next);
  }
  return out;
}

/** Length of a shortest solution, or null if none within `maxStates` visited states. */
export function bfsDistance(tiles: number[], size: number, maxStates = 2_000_000): number | null {
  const goal = goalKey(size);
  const seen = new Set<string>([tiles.join(',')]);
  let frontier = [tiles];
  for (let depth = 0; frontier.length > 0; depth++) {
    const next: number[][] = [];
    for (const t of frontier) {
      if (t.join(',') === goal) return depth;
      for (const n of neighbours(t, size)) {
        const key = n.join(',');
        if (!seen.has(key)) {
          seen.add(key);
          next.push(n);
        }
      }
    }
    if (seen.size > maxStates) return null;
    frontier = next;
  }
  return null;
}

/** Replays tile moves; returns the final board, or null at the first illegal move. */
export function replay(tiles: number[], size: number, moves: number[]): number[] | null {
  const board = tiles.slice();
  for (const tile of moves) {
    const at = board.indexOf(tile);
    const hole = board.indexOf(0);
    if (tile <= 0 || at < 0) return null;
    const adjacent = Math.abs(Math.floor(at / size) - Math.floor(hole / size)) + Math.abs((at % size) - (hole % size)) === 1;
    if (!adjacent) return null;
    board[hole] = tile;
    board[at] = 0;
  }
  return board;
}

export function isSolved(tiles: number[] | null, size: number): boolean {
  return tiles !== null && tiles.join(',') === goalKey(size);
}
