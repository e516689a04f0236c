/**
 * The crossing test (src/puzzles/numberlink/crossing.ts) on hand-made frontier
 * states: two closed labels alternating along the frontier are cut, unless a
 * bridge (an unlabelled piece with both loose ends on the frontier) has
 * exactly one end between one label's two ends. That the cut never loses a
 * solution is checked where it matters, by the counts against brute force
 * (brute.test.ts) and the public data (data.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { CrossingTest } from '../../src/puzzles/numberlink/crossing';

const LABEL = 2;
const K = 4;
const PTR = LABEL + K;

/** A state from tokens: '.' done, '_' free, 'A'… a label's loose end, 'p3' an unlabelled end whose other end is at slot 3. */
function state(tokens: string[]): { wm: Int32Array; slotOf: Int32Array } {
  const wm = new Int32Array(tokens.length);
  // Vertices are the slots themselves here, so slotOf is the identity.
  const slotOf = Int32Array.from(tokens, (_, j) => j);
  tokens.forEach((t, j) => {
    wm[j] = t === '.' ? 0 : t === '_' ? 1 : t.startsWith('p') ? PTR + Number(t.slice(1)) : LABEL + t.charCodeAt(0) - 65;
  });
  return { wm, slotOf };
}

const dead = (tokens: string[]): boolean => {
  const { wm, slotOf } = state(tokens);
  return new CrossingTest(K, tokens.length).dead(wm, tokens.length, LABEL, PTR, slotOf);
};

describe('the crossing test', () => {
  it('cuts two closed labels that alternate along the frontier', () => {
    expect(dead(['A', '_', 'B', '.', 'A', 'B'])).toBe(true);
    expect(dead(['B', 'A', 'B', 'A'])).toBe(true);
  });
  it('keeps nested or separate labels, and labels with one end on the frontier', () => {
    expect(dead(['A', 'B', 'B', 'A'])).toBe(false);
    expect(dead(['A', 'A', 'B', 'B'])).toBe(false);
    expect(dead(['A', 'B', 'C', 'A', 'D'])).toBe(false);
  });
  it('keeps them when a bridge can lead one path round the other', () => {
    // A p B p' A B: the bridge (slots 1, 3) has exactly one end between B's ends.
    expect(dead(['A', 'p3', 'B', 'p1', 'A', 'B'])).toBe(false);
    // A bridge outside both pairs' spans, or spanning all four ends, separates nothing.
    expect(dead(['p1', 'p0', 'A', 'B', 'A', 'B'])).toBe(true);
    expect(dead(['p5', 'A', 'B', 'A', 'B', 'p0'])).toBe(true);
  });
});
