/** Bit counting shared by every solver that keeps candidates or placements as bit masks. */

/** Number of set bits of a 32-bit integer (a few operations, no loop: it sits in the searches' inner loops). */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
