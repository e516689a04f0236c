/**
 * Typed arrays that grow with the number of inequalities (per-inequality
 * counters in the weighing and the watched forcing): a copy into a larger
 * array, the old contents kept.
 */
export function grownInt32(a: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(size);
  b.set(a.subarray(0, Math.min(a.length, size)));
  return b;
}

export function grownUint8(a: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(size);
  b.set(a.subarray(0, Math.min(a.length, size)));
  return b;
}
