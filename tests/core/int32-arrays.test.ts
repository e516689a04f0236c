import { describe, expect, it } from 'vitest';
import { int32Arrays } from '../../src/core/int32-arrays';

describe('int32Arrays', () => {
  it('gives zeroed arrays of the asked lengths, side by side in one store', () => {
    const arrays = int32Arrays([3, 0, 5, 1]);
    expect(arrays.map((a) => a.length)).toEqual([3, 0, 5, 1]);
    expect(arrays.every((a) => a.every((x) => x === 0))).toBe(true);
    expect(new Set(arrays.map((a) => a.buffer)).size).toBe(1);
    expect(arrays.map((a) => a.byteOffset / 4)).toEqual([0, 3, 3, 8]);
  });

  it('keeps each array to its own numbers', () => {
    const [a, b, c] = int32Arrays([2, 3, 2]);
    a.fill(-1);
    c.fill(7);
    b.set([1, 2, 3]);
    expect([...a, ...b, ...c]).toEqual([-1, -1, 1, 2, 3, 7, 7]);
    // Writing past an array's end is lost, as with any typed array, and does not reach its neighbour.
    a[2] = 99;
    expect(b[0]).toBe(1);
  });
});
