/**
 * The answer of a level-1 Numberlink board (forced lines only, ../grade.ts):
 * a path system that the Play hint's forced-line rule rebuilds from the empty
 * board. Why a different drawing: random paths almost never give one (the
 * pieces of ./pieces.ts need no-line marks even with every pair shown; of the
 * 51,836 one-solution 4×4 instances, 830 are level 1).
 *
 * The forced-line rule (../play/hint.ts): a cell that still needs k lines (an
 * endpoint one, a plain cell two under a fill rule, a started line one more)
 * and has exactly k open edges — undecided, to a neighbour with room for a
 * line — gets those lines. `forcedLines` runs it from the empty board to a
 * standstill. Every line it draws is in every solution, so when it draws all
 * of a path system's lines, that path system is the board's only solution and
 * the board is level 1.
 *
 * The search: short paths covering the board (./pieces.ts) are changed one
 * edge at a time — a path split, two paths joined at neighbouring ends, or a
 * path end bent onto a neighbour's path (the neighbour's path is cut there) —
 * and a change is kept when the forced-line rule leaves no more of the lines
 * undrawn than before (and now and then when it leaves more), until it
 * leaves none.
 *
 * Under `nikoli` no board is level 1: on the empty board every cell has room,
 * so each has at least two open edges, an endpoint needs one and a plain cell
 * none, and no line is ever forced (../make.ts refuses).
 */
import { randomInt, type Random } from '../../../core/random';
import { neighbourCells } from '../puzzle';
import { boardOf, type MadePaths } from './board';
import { randomPieces } from './pieces';

/** Changes tried per drawn answer before it is given up. */
export const FORCED_MAX_CHANGES = 20_000;

/**
 * How often a change that leaves more lines undrawn is kept anyway: without
 * it the search sticks where no single change helps. Measured on 20 answers
 * of seed 1: at 10×10, keeping only changes no worse reached level 1 in 4 of
 * 20 answers (1.1 s each); keeping 1 % of the worse ones in 18, 3 % in 20
 * (0.5 s each), 10 % in 1.
 */
const WORSE_KEPT = 0.03;

/**
 * How many lines the forced-line rule draws from the empty board whose
 * endpoints are `isEnd`, under a fill rule; -1 when it meets a contradiction
 * (a loop, or a cell with fewer open edges than it needs), which no board
 * with a solution does.
 */
export function forcedLines(width: number, height: number, isEnd: Uint8Array, near: number[][]): number {
  const n = width * height;
  const degree = new Uint8Array(n);
  // Line flags by edge: 2c for the edge from c to c + 1, 2c + 1 for the edge from c to c + width.
  const line = new Uint8Array(2 * n);
  const edge = (a: number, b: number): number => (a < b ? 2 * a + (b - a === 1 ? 0 : 1) : 2 * b + (a - b === 1 ? 0 : 1));
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  const room = (c: number): boolean => degree[c] < (isEnd[c] ? 1 : 2);
  // Cells to look at: all at first, then those next to a new line (their needs or open edges changed).
  const queued = new Uint8Array(n).fill(1);
  const queue = Array.from({ length: n }, (_, i) => i);
  const push = (c: number) => {
    if (!queued[c]) (queued[c] = 1), queue.push(c);
  };
  const ways: number[] = [];
  let drawn = 0;
  while (queue.length) {
    const c = queue.pop()!;
    queued[c] = 0;
    const need = (isEnd[c] ? 1 : 2) - degree[c];
    if (need === 0) continue;
    ways.length = 0;
    for (const d of near[c]) {
      if (!line[edge(c, d)] && room(d)) ways.push(d);
    }
    if (ways.length < need) return -1;
    if (ways.length > need) continue;
    for (const d of ways) {
      const rc = find(c);
      const rd = find(d);
      if (rc === rd) return -1;
      parent[rc] = rd;
      line[edge(c, d)] = 1;
      degree[c]++;
      degree[d]++;
      drawn++;
      push(c);
      push(d);
      for (const y of near[c]) push(y);
      for (const y of near[d]) push(y);
    }
  }
  return drawn;
}

/** Lines of a path system as each cell's path neighbours. */
type Links = number[][];

/** Whether the links are paths covering the board: every cell one or two links, no loop. */
function arePaths(links: Links): boolean {
  const n = links.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (let a = 0; a < n; a++) {
    if (links[a].length < 1 || links[a].length > 2) return false;
    for (const b of links[a]) {
      if (b < a) continue;
      const [ra, rb] = [find(a), find(b)];
      if (ra === rb) return false;
      parent[ra] = rb;
    }
  }
  return true;
}

/** Whether some path runs alongside itself: two neighbouring cells of one path that are not linked. */
function touchesItself(links: Links, near: number[][]): boolean {
  const n = links.length;
  const path = new Int32Array(n).fill(-1);
  let k = 0;
  for (let s = 0; s < n; s++) {
    if (path[s] >= 0) continue;
    const stack = [s];
    path[s] = k;
    while (stack.length) for (const d of links[stack.pop()!]) if (path[d] < 0) (path[d] = k), stack.push(d);
    k++;
  }
  return near.some((ds, a) => ds.some((b) => b > a && path[a] === path[b] && !links[a].includes(b)));
}

/** The level-1 answer of one attempt and its clues, or null when the changes ran out first. */
export function drawForcedBoard(random: Random, width: number, height: number, noTouch: boolean): MadePaths | null {
  const n = width * height;
  const near = Array.from({ length: n }, (_, i) => neighbourCells({ width, height }, i));
  const start = randomPieces(random, width, height, noTouch ? 'fill-notouch' : 'fill');
  if (!start) return null;
  const links: Links = Array.from({ length: n }, () => []);
  for (const piece of start.pieces) for (let i = 1; i < piece.length; i++) links[piece[i - 1]].push(piece[i]), links[piece[i]].push(piece[i - 1]);
  const undrawn = (l: Links): number => {
    const isEnd = Uint8Array.from(l, (ds) => (ds.length === 1 ? 1 : 0));
    const lines = l.reduce((s, ds) => s + ds.length, 0) / 2;
    const drawn = forcedLines(width, height, isEnd, near);
    return drawn < 0 ? Infinity : lines - drawn;
  };
  let left = undrawn(links);
  const link = (x: number, y: number) => {
    links[x].push(y);
    links[y].push(x);
  };
  const unlink = (x: number, y: number) => {
    links[x].splice(links[x].indexOf(y), 1);
    links[y].splice(links[y].indexOf(x), 1);
  };
  for (let t = 0; t < FORCED_MAX_CHANGES && left > 0; t++) {
    const a = randomInt(random, n);
    const b = near[a][randomInt(random, near[a].length)];
    // The change as links made and cut, so it can be undone.
    const made: [number, number][] = [];
    const cut: [number, number][] = [];
    if (links[a].includes(b)) cut.push([a, b]); // split (valid only when both keep a line)
    else {
      made.push([a, b]);
      // Bend: a cell given a third link loses one of its others, at random.
      for (const x of [a, b]) if (links[x].length === 2) cut.push([x, links[x][randomInt(random, 2)]]);
    }
    for (const [x, y] of made) link(x, y);
    for (const [x, y] of cut) unlink(x, y);
    const score = arePaths(links) && !(noTouch && touchesItself(links, near)) ? undrawn(links) : Infinity;
    if (score <= left || (score < Infinity && random() < WORSE_KEPT)) left = score;
    else {
      for (const [x, y] of cut) link(x, y);
      for (const [x, y] of made) unlink(x, y);
    }
  }
  if (left > 0) return null;
  const pieces: number[][] = [];
  const used = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    if (links[c].length !== 1 || used[c]) continue;
    const path = [c];
    used[c] = 1;
    for (let at = c; ; ) {
      const next = links[at].find((d) => !used[d]);
      if (next === undefined) break;
      path.push(next);
      used[next] = 1;
      at = next;
    }
    pieces.push(path);
  }
  return boardOf({ width, height, pieces, joins: [] }, []);
}
