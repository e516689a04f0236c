/**
 * Regions of free cells, the key to a fast blank-aware pattern database.
 *
 * In the abstract puzzle only pattern tiles cost a move; every other tile is
 * interchangeable and free to move, so the blank can reach — at no cost — any
 * free cell connected to it through free cells. What matters about the blank
 * is therefore only WHICH region of free cells it is in. A search state is
 * (occupancy mask, region, tile order) instead of (placement, blank cell),
 * and all zero-cost blank moves disappear inside a region.
 *
 * A "block" is one (mask, region) pair; the builder keeps one bit per tile
 * order for each block.
 */
import type { MaskSpace } from './index-arithmetic';
import { slotOf } from './index-arithmetic';

/** Bit masks of the grid's cells for bit-parallel flood fill. */
export interface Grid {
  size: number;
  cells: number;
  full: number;
  /** All cells except the first / last column (targets of a right / left shift). */
  notFirstCol: number;
  notLastCol: number;
  /** neighbours[c] = mask of the cells next to cell c. */
  neighbours: Uint32Array;
}

export function grid(size: number): Grid {
  const cells = size * size;
  let firstCol = 0;
  let lastCol = 0;
  for (let r = 0; r < size; r++) {
    firstCol |= 1 << (r * size);
    lastCol |= 1 << (r * size + size - 1);
  }
  const full = cells === 32 ? -1 >>> 0 : (1 << cells) - 1;
  const neighbours = new Uint32Array(cells);
  for (let c = 0; c < cells; c++) {
    const r = Math.floor(c / size);
    const col = c % size;
    let m = 0;
    if (r > 0) m |= 1 << (c - size);
    if (r < size - 1) m |= 1 << (c + size);
    if (col > 0) m |= 1 << (c - 1);
    if (col < size - 1) m |= 1 << (c + 1);
    neighbours[c] = m;
  }
  return { size, cells, full, notFirstCol: full & ~firstCol, notLastCol: full & ~lastCol, neighbours };
}

/** The connected part of `free` containing the cells of `seed`: shift-and-mask until nothing grows. */
export function floodFill(g: Grid, free: number, seed: number): number {
  let region = seed & free;
  for (;;) {
    const grown =
      (region |
        ((region << 1) & g.notFirstCol) |
        ((region >>> 1) & g.notLastCol) |
        (region << g.size) |
        (region >>> g.size)) &
      free;
    if (grown === region) return region;
    region = grown;
  }
}

/**
 * All blocks of a mask space, and the moves between them.
 *
 * A move out of block (M, R): a pattern tile on cell c next to a cell b of R
 * slides into b. The new mask is M - c + b, the blank now stands on c, and
 * its new region is the region of c. The tile's slot changes from slotOf(M,c)
 * to slotOf(M',b) — equal for horizontal moves.
 */
export interface BlockGraph {
  count: number;
  /** Mask rank of each block. */
  maskRank: Int32Array;
  /** blockOfCell[maskRank * cells + c] = block holding free cell c, -1 if c is occupied. */
  blockOfCell: Int32Array;
  /** Moves of block b are moveStart[b] .. moveStart[b+1]-1. */
  moveStart: Int32Array;
  moveTarget: Int32Array;
  /** Slot before and after the move; equal for horizontal moves. */
  moveFromSlot: Uint8Array;
  moveToSlot: Uint8Array;
}

export function blockGraph(g: Grid, space: MaskSpace): BlockGraph {
  const nMasks = space.masks.length;
  const blockOfCell = new Int32Array(nMasks * g.cells).fill(-1);
  const blockMask: number[] = [];
  const blockRegion: number[] = [];
  for (let r = 0; r < nMasks; r++) {
    const free = g.full & ~space.masks[r];
    let left = free;
    while (left) {
      const low = left & -left;
      const region = floodFill(g, free, low);
      left &= ~region;
      const id = blockMask.length;
      blockMask.push(r);
      blockRegion.push(region);
      for (let c = 0; c < g.cells; c++) if (region & (1 << c)) blockOfCell[r * g.cells + c] = id;
    }
  }
  const count = blockMask.length;
  const moveStart = new Int32Array(count + 1);
  const target: number[] = [];
  const fromSlot: number[] = [];
  const toSlot: number[] = [];
  for (let b = 0; b < count; b++) {
    moveStart[b] = target.length;
    const mask = space.masks[blockMask[b]];
    const region = blockRegion[b];
    for (let c = 0; c < g.cells; c++) {
      if (!(mask & (1 << c))) continue;
      let into = g.neighbours[c] & region;
      while (into) {
        const bit = into & -into;
        into ^= bit;
        const to = 31 - Math.clz32(bit);
        const next = (mask & ~(1 << c)) | bit;
        target.push(blockOfCell[space.rankOf[next] * g.cells + c]);
        fromSlot.push(slotOf(mask, c));
        toSlot.push(slotOf(next, to));
      }
    }
  }
  moveStart[count] = target.length;
  return {
    count,
    maskRank: Int32Array.from(blockMask),
    blockOfCell,
    moveStart,
    moveTarget: Int32Array.from(target),
    moveFromSlot: Uint8Array.from(fromSlot),
    moveToSlot: Uint8Array.from(toSlot),
  };
}
