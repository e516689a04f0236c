import { describe, expect, it } from 'vitest';
import { SpareArray } from '../../src/core/spare-array';

describe('SpareArray', () => {
  it('lends the storage given back, zeroed, to the next take that fits', () => {
    const spare = new SpareArray(Int32Array, 1000);
    const a = spare.take(100);
    a.fill(7);
    spare.give(a.subarray(10, 20));
    const b = spare.take(50);
    expect(b.buffer).toBe(a.buffer);
    expect(b.length).toBe(50);
    expect(Array.from(b).every((v) => v === 0)).toBe(true);
  });

  it('never lends one storage twice: a take while it is out gets its own', () => {
    const spare = new SpareArray(Uint16Array, 1000);
    spare.give(spare.take(100));
    const first = spare.take(100);
    const second = spare.take(100);
    expect(second.buffer).not.toBe(first.buffer);
  });

  it('allocates when the spare is too short, and keeps nothing longer than its cap', () => {
    const spare = new SpareArray(Int32Array, 1000);
    const small = spare.take(10);
    spare.give(small);
    expect(spare.take(20).buffer).not.toBe(small.buffer);
    const big = spare.take(2000);
    spare.give(big);
    expect(spare.take(2000).buffer).not.toBe(big.buffer);
  });
});
