/**
 * The instance-finding idea of Yoshinaka et al. ("Finding all solutions and
 * instances of Numberlink and Slitherlink by ZDDs", 2012), on a board small
 * enough to list: every **path system** of the empty board (paths of at
 * least two cells, no two sharing a cell, every cell on one of them, as the
 * fill rule asks) is listed, and each is sorted by its **instance**: the
 * puzzle it answers, its paths' end pairs. An instance has exactly one
 * solution when exactly one path system has its end pairs. The paper does
 * the same for boards far too large to list, with one diagram of every path
 * system and set operations on it; here the boards are listed one by one,
 * which is enough for the lesson's small example and for testing the maker's
 * count against.
 */
import { EMPTY, type NumberlinkPuzzle } from '../puzzle';

export interface InstanceCensus {
  width: number;
  height: number;
  /** Path systems covering the board. */
  systems: number;
  /** Different puzzles they answer (sets of end pairs). */
  instances: number;
  /** Of those, the puzzles exactly one path system answers. */
  unique: number;
  /** The most path systems one puzzle has. */
  most: number;
  /** The puzzle with one path system and the fewest labels, with its paths (cell lists, in reading order of their first ends), and one with `most`. */
  uniqueExample: { puzzle: NumberlinkPuzzle; paths: number[][] } | null;
  mostExample: NumberlinkPuzzle | null;
  /** Every instance with its number of path systems (for tests against the solver's count). */
  all: { puzzle: NumberlinkPuzzle; systems: number }[];
}

/** Lists every path system of a width × height board under fill (keep it small: 3×4 has 3,113, 4×4 about 100,000 and seconds). */
export function instanceCensus(width: number, height: number): InstanceCensus {
  const n = width * height;
  const edges: [number, number][] = [];
  for (let v = 0; v < n; v++) {
    if ((v % width) + 1 < width) edges.push([v, v + 1]);
    if (v + width < n) edges.push([v, v + width]);
  }
  // After edge e is decided, these cells have no edge left to decide: each must have a line by then.
  const closes: number[][] = edges.map(() => []);
  const last = new Int32Array(n).fill(-1);
  edges.forEach(([a, b], e) => {
    last[a] = e;
    last[b] = e;
  });
  last.forEach((e, v) => closes[e].push(v));
  const degree = new Uint8Array(n);
  // mate[v]: for a cell with at most one line, the other end of its path (itself when it has none).
  const mate = Int32Array.from({ length: n }, (_, v) => v);
  const byInstance = new Map<string, { pairs: [number, number][]; systems: number; taken: number[] }>();
  let systems = 0;
  const taken: number[] = [];

  const record = () => {
    systems++;
    const pairs: [number, number][] = [];
    for (let v = 0; v < n; v++) if (degree[v] === 1 && mate[v] > v) pairs.push([v, mate[v]]);
    const key = pairs.map((p) => p.join('-')).join(' ');
    const seen = byInstance.get(key);
    if (seen) seen.systems++;
    else byInstance.set(key, { pairs, systems: 1, taken: taken.slice() });
  };

  const decide = (e: number): void => {
    if (e === edges.length) return record();
    const [a, b] = edges[e];
    const closed = closes[e];
    // Leave edge e out.
    if (closed.every((v) => degree[v] > 0)) decide(e + 1);
    // Take it, unless a cell would get a third line or the path would close on itself.
    if (degree[a] < 2 && degree[b] < 2 && mate[a] !== b) {
      const ma = mate[a];
      const mb = mate[b];
      degree[a]++;
      degree[b]++;
      mate[ma] = mb;
      mate[mb] = ma;
      taken.push(e);
      decide(e + 1);
      taken.pop();
      // Restore exactly: the two outer ends pointed at a and b before.
      mate[ma] = a;
      mate[mb] = b;
      mate[a] = ma;
      mate[b] = mb;
      degree[a]--;
      degree[b]--;
    }
  };
  decide(0);

  const all = [...byInstance.values()].map((x) => ({ puzzle: puzzleOf(width, height, x.pairs), systems: x.systems, pairs: x.pairs, taken: x.taken }));
  // The one-solution puzzle with the fewest labels: the least obvious of them.
  const once = all.filter((x) => x.systems === 1).reduce<(typeof all)[number] | null>((best, x) => (!best || x.pairs.length < best.pairs.length ? x : best), null);
  const most = all.reduce((m, x) => Math.max(m, x.systems), 0);
  return {
    width,
    height,
    systems,
    instances: all.length,
    unique: all.filter((x) => x.systems === 1).length,
    most,
    uniqueExample: once ? { puzzle: once.puzzle, paths: pathsOf(n, edges, once.taken, once.pairs) } : null,
    mostExample: all.find((x) => x.systems === most)?.puzzle ?? null,
    all: all.map(({ puzzle, systems }) => ({ puzzle, systems })),
  };
}

/** The puzzle whose labels are the end pairs, numbered in reading order of their first end. */
function puzzleOf(width: number, height: number, pairs: [number, number][]): NumberlinkPuzzle {
  const cells = new Array<number>(width * height).fill(EMPTY);
  pairs.forEach(([a, b], k) => {
    cells[a] = k;
    cells[b] = k;
  });
  return { width, height, cells, labels: pairs.map((_, k) => String(k + 1)) };
}

/** The taken edges as paths, one per end pair, each from its first end. */
function pathsOf(n: number, edges: [number, number][], taken: number[], pairs: [number, number][]): number[][] {
  const next: number[][] = Array.from({ length: n }, () => []);
  for (const e of taken) {
    next[edges[e][0]].push(edges[e][1]);
    next[edges[e][1]].push(edges[e][0]);
  }
  return pairs.map(([start]) => {
    const path = [start];
    for (let prev = -1, at = start; ; ) {
      const onward = next[at].find((c) => c !== prev);
      if (onward === undefined) break;
      path.push(onward);
      prev = at;
      at = onward;
    }
    return path;
  });
}
