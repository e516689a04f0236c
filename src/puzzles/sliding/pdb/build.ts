/**
 * Additive pattern databases for the sliding puzzle, built the standard
 * blank-aware way, but fast.
 *
 * The abstract problem: only the pattern tiles are told apart; the blank is
 * tracked; moving a pattern tile costs 1, moving any other tile costs 0; an
 * entry is the cheapest way home over all blank positions. Because the other
 * tiles are free, the blank roams its whole region of free cells at no cost
 * (regions.ts), so the search runs over (mask, region, tile order) and
 * every edge is a pattern-tile move: a plain layered breadth-first search.
 *
 * Each (mask, region) block keeps one bit per tile order (index-arithmetic.ts), so a
 * layer is swept block by block. A horizontal move carries a block's bits
 * over word by word (32 states per instruction); a vertical move sends each
 * bit through a small rank-rotation table — forwards from the layer, or,
 * when the target block has fewer unvisited states than the source has new
 * ones, backwards from each unvisited state. The entry of a placement is the
 * first layer in which any of its regions is reached.
 *
 * Cost is linear in the number of (placement, region) states. Memory: three
 * bit sets (layer, next layer, visited) of one bit per state — 4.5 MB for 6
 * tiles, 530 MB for 8 — plus one byte per placement for the result.
 */
import { factorial, maskSpace, rankPermutation, slotRotations } from './index-arithmetic';
import { PDB_UNREACHED, toSparse } from './layout';
import { blockGraph, grid, type BlockGraph } from './regions';

export type PdbLayout = 'sparse' | 'ranked';

/** A finished database: plain data, cloneable and transferable to or from a Web Worker. */
export interface PatternDb {
  /** The pattern's tiles; tile i of this list is "slot i" of an index. */
  tiles: number[];
  size: number;
  /**
   * 'sparse': index = Σ cell(tiles[i]) << 4i, a shift-and-add per moved tile,
   * used up to 6 tiles (16^6 = 16.7M bytes). 'ranked': index = rank of the
   * occupancy mask × k! + rank of the tile order (index-arithmetic.ts), for larger
   * patterns where 16^k bytes would not fit.
   */
  layout: PdbLayout;
  values: Uint8Array;
  maxValue: number;
  /** (placement, region) states the construction visited. */
  states: number;
}

export type PdbProgress = (fraction: number, label: string) => void;

/** Thrown when a build reaches its `deadline`. */
export class PdbDeadlineError extends Error {
  constructor() {
    super('the pattern database build reached its deadline');
    this.name = 'PdbDeadlineError';
  }
}

export { PDB_UNREACHED };

/** The layout `buildPatternDb` picks: sparse while 16^k bytes stay ≤ 16.7 MB. */
export function defaultLayout(tileCount: number): PdbLayout {
  return tileCount <= 6 ? 'sparse' : 'ranked';
}

function validate(pattern: number[], size: number): void {
  const n = size * size;
  if (size < 2 || size > 4) throw new RangeError(`board size ${size} is not supported (2 to 4)`);
  if (pattern.length < 1 || pattern.length > Math.min(8, n - 1)) {
    throw new RangeError(`a pattern needs 1 to ${Math.min(8, n - 1)} tiles`);
  }
  if (new Set(pattern).size !== pattern.length || pattern.some((t) => !Number.isInteger(t) || t < 1 || t >= n)) {
    throw new RangeError(`pattern tiles must be distinct numbers 1..${n - 1}`);
  }
}

/** How to build a database; every field has a default. */
export interface PdbBuildOptions {
  /** Board width (default 4). */
  size?: number;
  onProgress?: PdbProgress;
  /** Aborting it stops the build with the signal's reason (an AbortError). */
  signal?: AbortSignal;
  /**
   * `Date.now()` by which the build must stop (a user's time limit): it
   * throws a PdbDeadlineError there. Checked in the same places as `signal`,
   * because a timer that would abort the signal cannot fire while a layer
   * is being built.
   */
  deadline?: number;
  /** Index layout of the result (default: `defaultLayout` of the pattern's size). */
  layout?: PdbLayout;
  /**
   * Where to write the values (exactly as many bytes as the layout has
   * entries), so that several databases can share one buffer; by default a
   * fresh array.
   */
  into?: Uint8Array;
}

/** Distances in the ranked layout, as the layered search leaves them. */
interface RankedDistances {
  values: Uint8Array;
  maxValue: number;
  states: number;
}

/**
 * Everything one construction works on. A block is a (mask, region) pair
 * (regions.ts) and holds one bit per tile order: `words` 32-bit words.
 */
interface Construction {
  k: number;
  perms: number;
  words: number;
  graph: BlockGraph;
  rotations: (Uint16Array | null)[];
  /** Distance of each placement, ranked layout. */
  values: Uint8Array;
  /** Bits: states reached so far, in the current layer, and in the next one. */
  visited: Uint32Array;
  front: Uint32Array;
  next: Uint32Array;
  /** Per block: bits in the current layer, and bits reached so far. */
  frontCount: Int32Array;
  visitedCount: Int32Array;
  /** Per block: received bits for the next layer. */
  nextFlag: Uint8Array;
  /** The valid bits of a block's last word. */
  lastWordBits: number;
  /** Placements that have a distance, and (placement, region) states reached. */
  assigned: number;
  states: number;
  maxValue: number;
}

/** Sets up the search with layer 0: every tile home, the blank in the region of the last cell. */
function startConstruction(pattern: number[], size: number): Construction {
  validate(pattern, size);
  const k = pattern.length;
  const g = grid(size);
  const space = maskSpace(g.cells, k);
  const graph = blockGraph(g, space);
  const perms = factorial(k);
  const words = Math.ceil(perms / 32);
  const c: Construction = {
    k,
    perms,
    words,
    graph,
    rotations: slotRotations(k, size),
    values: new Uint8Array(space.masks.length * perms).fill(PDB_UNREACHED),
    visited: new Uint32Array(graph.count * words),
    front: new Uint32Array(graph.count * words),
    next: new Uint32Array(graph.count * words),
    frontCount: new Int32Array(graph.count),
    visitedCount: new Int32Array(graph.count),
    nextFlag: new Uint8Array(graph.count),
    lastWordBits: perms % 32 === 0 ? -1 : (1 << (perms % 32)) - 1,
    assigned: 1,
    states: 1,
    maxValue: 0,
  };
  let goalMask = 0;
  for (const t of pattern) goalMask |= 1 << (t - 1);
  const goalBlock = graph.blockOfCell[space.rankOf[goalMask] * g.cells + g.cells - 1];
  // At the goal a tile's slot is the number of pattern tiles with a smaller goal cell.
  const goalPerm = rankPermutation(
    pattern.map((t) => pattern.filter((u) => u < t).length),
    k,
  );
  const word = goalBlock * words + (goalPerm >>> 5);
  c.front[word] = c.visited[word] = 1 << (goalPerm & 31);
  c.frontCount[goalBlock] = c.visitedCount[goalBlock] = 1;
  c.values[space.rankOf[goalMask] * perms + goalPerm] = 0;
  return c;
}

/**
 * A horizontal move keeps every slot, so the same bit is the same tile
 * order: carry the block's new states over word by word. Returns 1 when
 * anything arrived.
 */
function pushSameOrder(front: Uint32Array, visited: Uint32Array, next: Uint32Array, words: number, from: number, to: number): number {
  let any = 0;
  for (let w = 0; w < words; w++) {
    const x = front[from + w] & ~visited[to + w];
    if (x) {
      next[to + w] |= x;
      any = 1;
    }
  }
  return any;
}

/** A vertical move, few states to push: send each through the rotation table. */
function pushRotated(
  front: Uint32Array,
  visited: Uint32Array,
  next: Uint32Array,
  words: number,
  from: number,
  to: number,
  rotation: Uint16Array,
): number {
  let any = 0;
  for (let w = 0; w < words; w++) {
    let word = front[from + w];
    while (word) {
      const bit = word & -word;
      word ^= bit;
      const r = rotation[(w << 5) | (31 - Math.clz32(bit))];
      const tw = to + (r >>> 5);
      const tbit = 1 << (r & 31);
      if (!(visited[tw] & tbit)) {
        next[tw] |= tbit;
        any = 1;
      }
    }
  }
  return any;
}

/**
 * A vertical move, few states left to find: ask each unvisited state of the
 * target whether its predecessor (the inverse rotation) is in the layer.
 */
function pullRotated(
  front: Uint32Array,
  visited: Uint32Array,
  next: Uint32Array,
  words: number,
  lastWordBits: number,
  from: number,
  to: number,
  inverse: Uint16Array,
): number {
  let any = 0;
  for (let w = 0; w < words; w++) {
    let word = ~(visited[to + w] | next[to + w]) & (w === words - 1 ? lastWordBits : -1);
    while (word) {
      const bit = word & -word;
      word ^= bit;
      const r = inverse[(w << 5) | (31 - Math.clz32(bit))];
      if ((front[from + (r >>> 5)] >>> (r & 31)) & 1) {
        next[to + w] |= bit;
        any = 1;
      }
    }
  }
  return any;
}

/** Sends block `b`'s states of the current layer along each of its moves. */
function expandBlock(c: Construction, b: number): void {
  const { perms, words, k, rotations, visitedCount, nextFlag, front, visited, next, lastWordBits } = c;
  const { moveStart, moveTarget, moveFromSlot, moveToSlot } = c.graph;
  const inFront = c.frontCount[b];
  for (let m = moveStart[b]; m < moveStart[b + 1]; m++) {
    const t = moveTarget[m];
    const unvisited = perms - visitedCount[t];
    if (!unvisited) continue;
    const from = moveFromSlot[m];
    const to = moveToSlot[m];
    const any =
      from === to
        ? pushSameOrder(front, visited, next, words, b * words, t * words)
        : inFront <= unvisited
          ? pushRotated(front, visited, next, words, b * words, t * words, rotations[from * k + to]!)
          : pullRotated(front, visited, next, words, lastWordBits, b * words, t * words, rotations[to * k + from]!);
    if (any) nextFlag[t] = 1;
  }
}

/**
 * Commits the next layer: marks its states visited and gives the placements
 * seen for the first time their distance. Returns the layer's bit counts per
 * block, or null when the layer is empty (the search is over).
 */
function commitLayer(c: Construction, depth: number): Int32Array | null {
  const { graph, perms, words, next, visited, values, nextFlag, visitedCount } = c;
  // A local copy: where modules are compiled to CommonJS (tsx, which runs
  // the CLI and the benchmark), reading an imported binding calls a getter;
  // once per state that was a third of the whole build.
  const unreached = PDB_UNREACHED;
  const nextCount = new Int32Array(graph.count);
  let grew = false;
  let assigned = 0;
  let states = 0;
  for (let b = 0; b < graph.count; b++) {
    if (!nextFlag[b]) continue;
    grew = true;
    const first = graph.maskRank[b] * perms;
    let added = 0;
    for (let w = 0; w < words; w++) {
      let word = next[b * words + w];
      if (!word) continue;
      visited[b * words + w] |= word;
      while (word) {
        const bit = word & -word;
        word ^= bit;
        added++;
        const idx = first + ((w << 5) | (31 - Math.clz32(bit)));
        if (values[idx] === unreached) {
          values[idx] = depth;
          assigned++;
        }
      }
    }
    nextCount[b] = added;
    visitedCount[b] += added;
    states += added;
  }
  if (assigned > 0) c.maxValue = depth;
  c.assigned += assigned;
  c.states += states;
  return grew ? nextCount : null;
}

/** The next layer becomes the current one; the old one, cleared, receives the layer after. */
function advance(c: Construction, nextCount: Int32Array): void {
  for (let b = 0; b < c.graph.count; b++) {
    if (c.frontCount[b]) c.front.fill(0, b * c.words, (b + 1) * c.words);
  }
  [c.front, c.next] = [c.next, c.front];
  c.frontCount = nextCount;
  c.nextFlag.fill(0);
}

/**
 * The construction, one BFS layer per step: yields the finished layer's
 * distance and returns the distances in the ranked layout. Throws the
 * signal's reason (an AbortError) when `signal` is aborted.
 */
export function* patternDbLayers(
  pattern: number[],
  options: Pick<PdbBuildOptions, 'size' | 'onProgress' | 'signal' | 'deadline'> = {},
): Generator<number, RankedDistances> {
  const { size = 4, onProgress, signal, deadline = Infinity } = options;
  const stopIfDue = () => {
    signal?.throwIfAborted();
    if (Date.now() >= deadline) throw new PdbDeadlineError();
  };
  const c = startConstruction(pattern, size);
  stopIfDue(); // setting up can take a good share of a short limit
  // With every tile in the pattern only one parity class is reachable.
  const placements = c.values.length;
  const reachable = pattern.length === size * size - 1 ? placements / 2 : placements;
  const label = `pattern {${pattern.join(',')}}`;
  onProgress?.(c.assigned / reachable, `${label}: positions 0 moves from home`);
  for (let depth = 1; ; depth++) {
    stopIfDue();
    for (let b = 0; b < c.graph.count; b++) {
      if ((b & 255) === 0) stopIfDue();
      if (!c.frontCount[b]) continue;
      expandBlock(c, b);
    }
    const nextCount = commitLayer(c, depth);
    if (!nextCount) break;
    advance(c, nextCount);
    // The build goes outward from the goal, one move at a time (breadth-first).
    onProgress?.(c.assigned / reachable, `${label}: positions up to ${depth} moves from home`);
    yield depth;
  }
  return { values: c.values, maxValue: c.maxValue, states: c.states };
}

function finish(pattern: number[], options: PdbBuildOptions, built: RankedDistances): PatternDb {
  const size = options.size ?? 4;
  const layout = options.layout ?? defaultLayout(pattern.length);
  let values: Uint8Array;
  if (layout === 'sparse') values = toSparse(built.values, pattern.length, size, options.into);
  else if (options.into) {
    if (options.into.length !== built.values.length) throw new RangeError(`the database needs ${built.values.length} bytes`);
    values = options.into;
    values.set(built.values);
  } else values = built.values;
  return { tiles: [...pattern], size, layout, values, maxValue: built.maxValue, states: built.states };
}

/** Builds one database in one go (blocks the thread: ~0.1–1 s for 6 tiles). */
export function buildPatternDb(pattern: number[], options: PdbBuildOptions = {}): PatternDb {
  const layers = patternDbLayers(pattern, options);
  for (;;) {
    const step = layers.next();
    if (step.done) return finish(pattern, options, step.value);
  }
}

/**
 * Lets queued messages (a cancel) run. A MessageChannel round trip, because
 * browsers clamp nested setTimeout(0) to 4 ms, which over ~60 layers would
 * add a quarter of a second to the build.
 */
function yieldToEventLoop(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The same build, yielding to the event loop after every layer so that a
 * worker can receive a cancel message while it builds.
 */
export async function buildPatternDbAsync(pattern: number[], options: PdbBuildOptions = {}): Promise<PatternDb> {
  const layers = patternDbLayers(pattern, options);
  for (;;) {
    const step = layers.next();
    if (step.done) return finish(pattern, options, step.value);
    await yieldToEventLoop();
  }
}
