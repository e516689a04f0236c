/**
 * Additive pattern databases for the sliding puzzle, built the standard
 * blank-aware way, but fast.
 *
 * The abstract problem: only the pattern tiles are told apart; the blank is
 * tracked; moving a pattern tile costs 1, moving any other tile costs 0; an
 * entry is the cheapest way home over all blank positions. Because the other
 * tiles are free, the blank roams its whole region of free cells at no cost
 * (pdb-regions.ts), so the search runs over (mask, region, tile order) and
 * every edge is a pattern-tile move: a plain layered breadth-first search.
 *
 * Each (mask, region) block keeps one bit per tile order (pdb-index.ts), so a
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
import { factorial, maskSpace, rankPermutation, slotRotations } from './pdb-index';
import { PDB_UNREACHED, toSparse } from './pdb-layout';
import { blockGraph, grid } from './pdb-regions';

export type PdbLayout = 'sparse' | 'ranked';

/** A finished database: plain data, cloneable and transferable to or from a Web Worker. */
export interface PatternDb {
  /** The pattern's tiles; tile i of this list is "slot i" of an index. */
  tiles: number[];
  size: number;
  /**
   * 'sparse': index = Σ cell(tiles[i]) << 4i, a shift-and-add per moved tile,
   * used up to 6 tiles (16^6 = 16.7M bytes). 'ranked': index = rank of the
   * occupancy mask × k! + rank of the tile order (pdb-index.ts), for larger
   * patterns where 16^k bytes would not fit.
   */
  layout: PdbLayout;
  values: Uint8Array;
  maxValue: number;
  /** (placement, region) states the construction visited. */
  states: number;
}

export type PdbProgress = (fraction: number, label: string) => void;

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

/**
 * The construction, one BFS layer per step: yields the finished layer's
 * distance and returns the distances in the ranked layout. Throws the
 * signal's reason (an AbortError) when `signal` is aborted.
 */
export function* patternDbLayers(
  pattern: number[],
  size: number,
  onProgress?: PdbProgress,
  signal?: AbortSignal,
): Generator<number, { values: Uint8Array; maxValue: number; states: number }> {
  validate(pattern, size);
  const k = pattern.length;
  const g = grid(size);
  const space = maskSpace(g.cells, k);
  const graph = blockGraph(g, space);
  const rotations = slotRotations(k, size);
  const perms = factorial(k);
  const words = Math.ceil(perms / 32);
  const { moveStart, moveTarget, moveFromSlot, moveToSlot, maskRank } = graph;

  const values = new Uint8Array(space.masks.length * perms).fill(PDB_UNREACHED);
  let visited = new Uint32Array(graph.count * words);
  let front = new Uint32Array(graph.count * words);
  let next = new Uint32Array(graph.count * words);
  // Bits per block: in the current layer, and already visited; a flag marks
  // blocks that received bits for the next layer.
  let frontCount = new Int32Array(graph.count);
  const visitedCount = new Int32Array(graph.count);
  const nextFlag = new Uint8Array(graph.count);
  const lastWordBits = perms % 32 === 0 ? -1 : (1 << (perms % 32)) - 1;
  // With every tile in the pattern only one parity class is reachable.
  const reachable = k === g.cells - 1 ? (space.masks.length * perms) / 2 : space.masks.length * perms;
  const label = `pattern {${pattern.join(',')}}`;

  // Layer 0: every tile home, the blank in the region of the last cell.
  let goalMask = 0;
  for (const t of pattern) goalMask |= 1 << (t - 1);
  const goalBlock = graph.blockOfCell[space.rankOf[goalMask] * g.cells + g.cells - 1];
  // At the goal a tile's slot is the number of pattern tiles with a smaller goal cell.
  const goalSlots = pattern.map((t) => pattern.filter((u) => u < t).length);
  const goalPerm = rankPermutation(goalSlots, k);
  front[goalBlock * words + (goalPerm >>> 5)] = 1 << (goalPerm & 31);
  visited[goalBlock * words + (goalPerm >>> 5)] = 1 << (goalPerm & 31);
  frontCount[goalBlock] = 1;
  visitedCount[goalBlock] = 1;
  values[space.rankOf[goalMask] * perms + goalPerm] = 0;
  let assigned = 1;
  let states = 1;
  let depth = 0;
  let maxValue = 0;
  onProgress?.(assigned / reachable, `${label}: distance 0`);

  for (;;) {
    signal?.throwIfAborted();
    for (let b = 0; b < graph.count; b++) {
      const inFront = frontCount[b];
      if (!inFront) continue;
      if ((b & 1023) === 0) signal?.throwIfAborted();
      const base = b * words;
      for (let m = moveStart[b]; m < moveStart[b + 1]; m++) {
        const t = moveTarget[m];
        const unvisited = perms - visitedCount[t];
        if (!unvisited) continue;
        const tb = t * words;
        const from = moveFromSlot[m];
        const to = moveToSlot[m];
        let any = 0;
        if (from === to) {
          // Horizontal move: same slots, so the same bit means the same tile order.
          for (let w = 0; w < words; w++) {
            const x = front[base + w] & ~visited[tb + w];
            if (x) {
              next[tb + w] |= x;
              any = 1;
            }
          }
        } else if (inFront <= unvisited) {
          // Vertical, few states to push: send each through the rotation.
          const rot = rotations[from * k + to]!;
          for (let w = 0; w < words; w++) {
            let word = front[base + w];
            while (word) {
              const bit = word & -word;
              word ^= bit;
              const r = rot[(w << 5) | (31 - Math.clz32(bit))];
              const tw = tb + (r >>> 5);
              const tbit = 1 << (r & 31);
              if (!(visited[tw] & tbit)) {
                next[tw] |= tbit;
                any = 1;
              }
            }
          }
        } else {
          // Vertical, few states left to find: ask each unvisited one whether
          // its predecessor (the inverse rotation) is in the current layer.
          const back = rotations[to * k + from]!;
          for (let w = 0; w < words; w++) {
            let word = ~(visited[tb + w] | next[tb + w]) & (w === words - 1 ? lastWordBits : -1);
            while (word) {
              const bit = word & -word;
              word ^= bit;
              const r = back[(w << 5) | (31 - Math.clz32(bit))];
              if ((front[base + (r >>> 5)] >>> (r & 31)) & 1) {
                next[tb + w] |= bit;
                any = 1;
              }
            }
          }
        }
        if (any) nextFlag[t] = 1;
      }
    }
    depth++;
    // Commit the new layer: mark visited, give unseen placements their distance.
    let grew = false;
    const nextCount = new Int32Array(graph.count);
    for (let b = 0; b < graph.count; b++) {
      if (!nextFlag[b]) continue;
      grew = true;
      const base = b * words;
      const first = maskRank[b] * perms;
      let added = 0;
      for (let w = 0; w < words; w++) {
        let word = next[base + w];
        if (!word) continue;
        visited[base + w] |= word;
        while (word) {
          const bit = word & -word;
          word ^= bit;
          added++;
          const idx = first + ((w << 5) | (31 - Math.clz32(bit)));
          if (values[idx] === PDB_UNREACHED) {
            values[idx] = depth;
            maxValue = depth;
            assigned++;
          }
        }
      }
      nextCount[b] = added;
      visitedCount[b] += added;
      states += added;
    }
    if (!grew) break;
    // The old front becomes the (cleared) next layer.
    for (let b = 0; b < graph.count; b++) {
      if (frontCount[b]) front.fill(0, b * words, (b + 1) * words);
    }
    [front, next] = [next, front];
    frontCount = nextCount;
    nextFlag.fill(0);
    onProgress?.(assigned / reachable, `${label}: distance ${depth}`);
    yield depth;
  }
  // Let the collector reclaim the bit sets before the caller converts layouts.
  visited = front = next = new Uint32Array(0);
  return { values, maxValue, states };
}

function finish(
  pattern: number[],
  size: number,
  layout: PdbLayout,
  built: { values: Uint8Array; maxValue: number; states: number },
): PatternDb {
  const values = layout === 'sparse' ? toSparse(built.values, pattern.length, size) : built.values;
  return { tiles: [...pattern], size, layout, values, maxValue: built.maxValue, states: built.states };
}

/** Builds one database in one go (blocks the thread: ~0.1–1 s for 6 tiles). */
export function buildPatternDb(
  pattern: number[],
  size = 4,
  onProgress?: PdbProgress,
  signal?: AbortSignal,
  layout: PdbLayout = defaultLayout(pattern.length),
): PatternDb {
  const layers = patternDbLayers(pattern, size, onProgress, signal);
  for (;;) {
    const step = layers.next();
    if (step.done) return finish(pattern, size, layout, step.value);
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
export async function buildPatternDbAsync(
  pattern: number[],
  size = 4,
  onProgress?: PdbProgress,
  signal?: AbortSignal,
  layout: PdbLayout = defaultLayout(pattern.length),
): Promise<PatternDb> {
  const layers = patternDbLayers(pattern, size, onProgress, signal);
  for (;;) {
    const step = layers.next();
    if (step.done) return finish(pattern, size, layout, step.value);
    await yieldToEventLoop();
  }
}
