/**
 * The lesson's worked example of the sweep's edge order: the first few steps
 * of the running example's walk (in the plain sweep), each with its edge, whether it runs along the row or down, and
 * which cells join and leave the frontier — a cell joins with its first
 * decided edge and leaves once it has no undecided edge left — so the reader
 * sees why a row-by-row order keeps the frontier to about one row — and, when
 * the solver kept another corner than the plain sweep's, what that order
 * saved. Read from the walk's own steps (their frontier after each edge) and
 * the probes' node counts, nothing typed in.
 */
import type { WalkStepEvent } from '../../puzzles/numberlink/events';
import type { Orientation } from '../../puzzles/numberlink/graph';
import type { Cell } from '../../puzzles/numberlink/puzzle';

export interface SweepStep {
  edge: [Cell, Cell];
  /** Along the row (the two cells share a row) or down (they share a column). */
  along: 'sideways' | 'down';
  /** Which way the edge leaves its first cell, in words: the plain sweep's are "to the right" and "down". */
  toward: 'to the right' | 'to the left' | 'down' | 'up';
  /** Cells that joined and left the frontier at this edge, and its size after it. */
  joined: Cell[];
  left: Cell[];
  size: number;
}

const same = (a: Cell, b: Cell): boolean => a[0] === b[0] && a[1] === b[1];

function towardWords([a, b]: [Cell, Cell]): SweepStep['toward'] {
  if (a[0] === b[0]) return b[1] > a[1] ? 'to the right' : 'to the left';
  return b[0] > a[0] ? 'down' : 'up';
}

type Decided = Pick<WalkStepEvent, 'edge' | 'frontier'>;

export function sweepSteps(walk: readonly Decided[], count: number): SweepStep[] {
  return walk.slice(0, count).map((w, i) => {
    const before = i > 0 ? walk[i - 1].frontier : [];
    return {
      edge: w.edge,
      along: w.edge[0][0] === w.edge[1][0] ? 'sideways' : 'down',
      toward: towardWords(w.edge),
      joined: w.frontier.filter((c) => !before.some((b) => same(b, c))),
      left: before.filter((b) => !w.frontier.some((c) => same(b, c))),
      size: w.frontier.length,
    };
  });
}

/** The most cells the frontier holds at any step of the walk. */
export const widestFrontier = (walk: readonly Decided[]): number => Math.max(0, ...walk.map((w) => w.frontier.length));

/**
 * Why the solver's sweep for the running example is not the plain one the lesson walks (top-left corner, rows
 * left to right): the order the solver kept and the plain order with the nodes each one's build stored, or null when the
 * kept order is the plain one (or the plain one was not tried, on a board swept along its columns).
 */
export function keptAgainstPlain<P extends Orientation & { nodes: number; chosen: boolean }>(probes: readonly P[]): { kept: P; plain: P } | null {
  const kept = probes.find((p) => p.chosen);
  const plain = probes.find((p) => p.sweep === 'rows' && !p.reverse && !p.mirror);
  return kept && plain && kept !== plain ? { kept, plain } : null;
}
