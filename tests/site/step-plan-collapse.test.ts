/**
 * Folding long stretches of one kind (src/export/step-plan.ts): a stretch
 * longer than the limit keeps its ends, shorter ones stay whole, and the
 * reader's step with its neighbours is never folded away.
 */
import { describe, expect, it } from 'vitest';
import { collapseSameKind, listedRuns } from '../../src/export/step-plan';

// Steps 1–3 'a', 4–15 'b', 16–17 'a'.
const kind = (n: number) => (n >= 4 && n <= 15 ? 'b' : 'a');
const C = { longerThan: 5, keepHead: 2, keepTail: 1 };

describe('collapseSameKind', () => {
  it('keeps the first two and the last of a long stretch, and short stretches whole', () => {
    expect(collapseSameKind([[1, 17]], kind, null, C)).toEqual([[1, 5], [15, 17]]);
  });

  it('keeps the reader’s step and its neighbours listed inside a folded stretch', () => {
    expect(collapseSameKind([[1, 17]], kind, 10, C)).toEqual([[1, 5], [9, 11], [15, 17]]);
    expect(collapseSameKind([[1, 17]], kind, 7, C)).toEqual([[1, 8], [15, 17]]);
  });

  it('leaves a stretch of the limit or shorter alone', () => {
    expect(collapseSameKind([[1, 8]], kind, null, C)).toEqual([[1, 8]]);
  });

  it('smaller listing limits give smaller runs', () => {
    expect(listedRuns(100, null, { all: 40, head: 14, around: 3, tail: 6 })).toEqual([[1, 14], [95, 100]]);
    expect(listedRuns(100, 50, { all: 40, head: 14, around: 3, tail: 6 })).toEqual([[1, 14], [47, 53], [95, 100]]);
  });
});
