/**
 * The steps of Algorithm X, pinned: on fixed matrices (Knuth's example and
 * seeded random ones with primary and secondary columns, counting up to
 * 300 solutions) the trace and the counts — nodes, link updates, columns scanned,
 * deepest level — must stay exactly what they were when pinned. The search
 * may get faster; the steps it takes, which the lessons show, may not change.
 * (If the search is meant to change, re-pin from a run of the new code and say
 * why in the commit.)
 */
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { solveExactCover } from '../../src/exact-cover/dlx';
import type { ExactCoverEvent } from '../../src/exact-cover/events';
import { exactCoverFromRows } from '../../src/exact-cover/problem';
import { KNUTH_ROWS } from './knuth-example';
import { traceDigest } from './trace-digest';

const knuth = KNUTH_ROWS;

/** A seeded random matrix: `rows` rows of `shortest` … `shortest` + 3 distinct columns out of primary + secondary. */
function randomRows(seed: number, rows: number, primary: number, secondary: number, shortest = 1): number[][] {
  let s = seed >>> 0;
  const next = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
  const out: number[][] = [];
  for (let r = 0; r < rows; r++) {
    const want = shortest + next(4);
    const row: number[] = [];
    while (row.length < want) {
      const c = next(primary + secondary);
      if (!row.includes(c)) row.push(c);
    }
    out.push(row);
  }
  return out;
}

const CASES: { name: string; rows: number[][]; primary: number; secondary: number }[] = [
  { name: "Knuth's example", rows: knuth, primary: 7, secondary: 0 },
  { name: 'random 1 (40 rows, 10 + 0 columns)', rows: randomRows(1, 40, 10, 0), primary: 10, secondary: 0 },
  { name: 'random 2 (60 rows, 12 + 3 columns)', rows: randomRows(2, 60, 12, 3), primary: 12, secondary: 3 },
  { name: 'random 3 (90 rows of 2–5, 16 + 4 columns)', rows: randomRows(3, 90, 16, 4, 2), primary: 16, secondary: 4 },
  { name: 'random 4 (200 rows of 2–5, 24 + 2 columns)', rows: randomRows(4, 200, 24, 2, 2), primary: 24, secondary: 2 },
  { name: 'random 5 (300 rows of 3–6, 30 + 0 columns)', rows: randomRows(5, 300, 30, 0, 3), primary: 30, secondary: 0 },
];

// Enough solutions for thousands of steps, few enough for a quick test.
const MAX_SOLUTIONS = 300;

/** What a run did: counts untraced, and the traced run's fingerprint and length. */
function steps(rows: number[][], primary: number, secondary: number) {
  const problem = exactCoverFromRows(rows, primary, secondary);
  const plain = solveExactCover(problem, { maxSolutions: MAX_SOLUTIONS });
  const rec = recorder<ExactCoverEvent>(1_000_000);
  const traced = solveExactCover(problem, { maxSolutions: MAX_SOLUTIONS, sink: rec.sink, treeCap: 60 });
  // Tracing must change nothing but the trace.
  expect(traced.stats).toEqual(plain.stats);
  expect(traced.solutions).toEqual(plain.solutions);
  const { nodes, updates, scans, maxLevel } = plain.stats;
  return { solutions: plain.solutions.length, nodes, updates, scans, maxLevel, events: rec.events.length, digest: traceDigest(rec.events) };
}

// Pinned from the search as it was before the typed-array loop was tuned for speed.
// `scans` re-pinned when the column scan began to stop at the first column with 2 rows (the same
// column is chosen, so every other count and the traces stayed as pinned).
const PINNED: Record<string, ReturnType<typeof steps>> = {
  "Knuth's example": { solutions: 1, nodes: 5, updates: 17, scans: 1, maxLevel: 3, events: 40, digest: '60f88564' },
  'random 1 (40 rows, 10 + 0 columns)': { solutions: 164, nodes: 323, updates: 891, scans: 202, maxLevel: 8, events: 1538, digest: '03af3288' },
  'random 2 (60 rows, 12 + 3 columns)': { solutions: 300, nodes: 492, updates: 718, scans: 361, maxLevel: 8, events: 2158, digest: 'bd94d3e3' },
  'random 3 (90 rows of 2–5, 16 + 4 columns)': { solutions: 214, nodes: 770, updates: 8467, scans: 818, maxLevel: 8, events: 4795, digest: '1b5213a6' },
  'random 4 (200 rows of 2–5, 24 + 2 columns)': { solutions: 300, nodes: 2118, updates: 21252, scans: 2775, maxLevel: 11, events: 13717, digest: '628a255a' },
  'random 5 (300 rows of 3–6, 30 + 0 columns)': { solutions: 258, nodes: 38496, updates: 1619938, scans: 94159, maxLevel: 9, events: 306485, digest: '96e5dff7' },
};

describe('Algorithm X takes the same steps', () => {
  it.each(CASES)('$name', ({ name, rows, primary, secondary }) => {
    expect(steps(rows, primary, secondary)).toEqual(PINNED[name]);
  });
});
