/**
 * Where a pattern-database entry's extra moves come from, found the way the
 * database itself was built: a search over the group's tiles and the blank,
 * in which sliding one of the group's tiles costs 1 and sliding any other
 * tile costs 0. It finds one cheapest way to bring the group home from the
 * board, the blank ending free to reach its home cell as in the database's
 * goal (a 0-1 breadth-first search, cut by f = g + Manhattan ≤ the entry,
 * so it stays small), and then names the tiles of that way that make more
 * moves than their Manhattan distance — the moves the entry counts and
 * Manhattan distance does not. Pure and budgeted: past `maxStates` it gives
 * up (null), and the caller says only how many extra moves there are.
 */

export interface ExtraMover {
  tile: number;
  /** Moves this tile makes in the way found, and its Manhattan distance. */
  moves: number;
  distance: number;
}

export interface ExtraMoves {
  /** The cost of the way found: equal to the entry when the tables and this search agree. */
  cost: number;
  /** The group's tiles that make more moves than their distance, in number order. */
  movers: ExtraMover[];
  /** The blank's cell (0-based, reading order) where the way found starts. */
  blank: number;
  /** False when no way from the blank's real cell costs the entry (the entry is the minimum over all blank cells). */
  fromRealBlank: boolean;
}

/** Searches `tiles` (a `size`-wide board) for a cheapest way to bring `group` home; null past the budget or above `entry`. */
export function extraMovesOf(tiles: readonly number[], size: number, group: readonly number[], entry: number, maxStates = 200_000): ExtraMoves | null {
  const n = size * size;
  const home = (t: number) => t - 1;
  const members = [...group];
  const dist = (t: number, c: number) => Math.abs(Math.floor(c / size) - Math.floor(home(t) / size)) + Math.abs((c % size) - (home(t) % size));
  // A state: the cells of the group's tiles (in `members` order) and the blank's cell, packed in base n.
  const pack = (cells: number[], blank: number) => cells.reduce((a, c) => a * n + c, blank);
  const unpack = (key: number): [number[], number] => {
    const cells: number[] = new Array(members.length);
    for (let i = members.length - 1; i >= 0; i--) {
      cells[i] = key % n;
      key = Math.floor(key / n);
    }
    return [cells, key];
  };
  const reaches = (cells: number[], from: number, to: number) => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length > 0) {
      const c = todo.pop()!;
      if (c === to) return true;
      for (const d of [c - size, c + size, c % size > 0 ? c - 1 : -1, c % size < size - 1 ? c + 1 : -1]) {
        if (d >= 0 && d < n && !seen.has(d) && !cells.includes(d)) {
          seen.add(d);
          todo.push(d);
        }
      }
    }
    return false;
  };
  const h = (cells: number[]) => cells.reduce((a, c, i) => a + dist(members[i], c), 0);
  const startCells = members.map((t) => tiles.indexOf(t));
  const realBlank = tiles.indexOf(0);
  if (h(startCells) > entry) return null;
  const free = Array.from({ length: n }, (_, c) => c).filter((c) => !startCells.includes(c));
  // First from the blank's real cell; the entry is the minimum over every blank cell, so if that way costs more,
  // from every free cell at once.
  for (const blanks of [[realBlank], free]) {
    const found = search(blanks);
    if (found === 'budget') return null;
    if (found) return { ...found, fromRealBlank: blanks.length === 1 };
  }
  return null;

  function search(blanks: number[]): Omit<ExtraMoves, 'fromRealBlank'> | null | 'budget' {
    const cost = new Map<number, number>(blanks.map((b) => [pack(startCells, b), 0]));
    const parent = new Map<number, number>();
    // 0-1 BFS: the cost-0 moves go on the front stack, the cost-1 moves wait on the back until the front is empty.
    let front: number[] = blanks.map((b) => pack(startCells, b));
    let back: number[] = [];
    let goal: number | null = null;
    while (front.length > 0 || back.length > 0) {
      if (front.length === 0) [front, back] = [back, []];
      const key = front.pop()!;
      const [cells, b] = unpack(key);
      const g = cost.get(key)!;
      // The database's goal: every tile home, and the blank free to reach the last cell (its home) through
      // cells the group does not occupy (the other tiles' slides cost nothing).
      if (h(cells) === 0 && reaches(cells, b, n - 1)) {
        goal = key;
        break;
      }
      const br = Math.floor(b / size);
      const bc = b % size;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const r = br + dr;
        const c = bc + dc;
        if (r < 0 || r >= size || c < 0 || c >= size) continue;
        const cell = r * size + c;
        const i = cells.indexOf(cell);
        const next = cells.slice();
        if (i >= 0) next[i] = b;
        const step = i >= 0 ? 1 : 0;
        // Past the entry, no cheapest way goes on from here (Manhattan distance never overshoots).
        if (g + step + h(next) > entry) continue;
        const nk = pack(next, cell);
        const old = cost.get(nk);
        if (old !== undefined && old <= g + step) continue;
        cost.set(nk, g + step);
        parent.set(nk, key);
        if (cost.size > maxStates) return 'budget';
        if (step === 0) front.push(nk);
        else back.push(nk);
      }
    }
    if (goal === null) return null;
    let first = goal;
    while (parent.has(first)) first = parent.get(first)!;
    // Count each group tile's moves along the way found.
    const moves = new Map<number, number>(members.map((t) => [t, 0]));
    for (let k = goal; parent.has(k); k = parent.get(k)!) {
      const [a] = unpack(k);
      const [p] = unpack(parent.get(k)!);
      a.forEach((c, i) => {
        if (c !== p[i]) moves.set(members[i], moves.get(members[i])! + 1);
      });
    }
    const movers = members
      .map((t) => ({ tile: t, moves: moves.get(t)!, distance: dist(t, tiles.indexOf(t)) }))
      .filter((m) => m.moves > m.distance)
      .sort((x, y) => x.tile - y.tile);
    return { cost: cost.get(goal)!, movers, blank: unpack(first)[1] };
  }
}

/** The key of one entry read in a lookup: the board it is read on and the database's tiles. */
export const extraKey = (board: 'original' | 'mirrored', group: readonly number[]) => `${board}:${group.join(',')}`;

/**
 * The extra moves of every entry of a 6-6-3 lookup that says more than its tiles' Manhattan distances, on the
 * board and on its mirror: computed when the page is built (a search per entry takes a moment, too long for a
 * page to do on every step), handed to the lookup stepper as a prop.
 */
export function lookupExtras(
  tiles: readonly number[],
  mirrored: readonly number[],
  groups: readonly (readonly number[])[],
  values: { original: readonly number[]; mirrored: readonly number[] },
  manhattanOf: (board: readonly number[], group: readonly number[]) => number,
): Record<string, ExtraMoves | null> {
  const out: Record<string, ExtraMoves | null> = {};
  for (const [kind, board] of [['original', tiles], ['mirrored', mirrored]] as const) {
    groups.forEach((g, i) => {
      const value = values[kind][i];
      if (value > manhattanOf(board, g)) out[extraKey(kind, g)] = extraMovesOf(board, 4, g, value);
    });
  }
  return out;
}
