/**
 * The solver panel's counts of the diagram in words: "1 node built", "12 nodes
 * built", "1 edge, widest frontier 1 cell". A board as small as `12` builds a
 * single node, so every count takes its noun through `plural`.
 */
import { fmt, plural } from '../../core/numbers';
import type { GraphEvent } from '../../puzzles/numberlink/events';
import type { Orientation } from '../../puzzles/numberlink/graph';
import { isPlainSweep, orientationWords } from '../../puzzles/numberlink/orientation-words';
import { PROBE_NODES } from '../../puzzles/numberlink/solve-zdd';

/**
 * "N nodes built, M after reduction" (M is negative when the reduction was not measured). Built in an order other
 * than the lesson's plain sweep (`plain` false), it says so: the lesson quotes plain-sweep counts, and a reader saw
 * the tiny board's 18 nodes there against 15 here.
 */
export function builtWords(nodes: number, reducedNodes: number, canonical: boolean, plain = true): string {
  const after = reducedNodes >= 0 ? fmt(reducedNodes) : 'not measured';
  return `${plural(nodes, 'node')} built${canonical ? ' under the canonical conventions' : ''}${plain ? '' : ' in the edge order below'}, ${after} after reduction`;
}


/** The levels line: one level per edge of the board, and the widest frontier in cells. */
export function levelWords(edges: number, widestFrontier: number): string {
  return `${plural(edges, 'edge')}, widest frontier ${plural(widestFrontier, 'cell')}`;
}

/**
 * The edge order this build took, and, when it is not the lesson's plain sweep (rows from the top-left corner),
 * both node counts: this build's and the plain sweep's from its probe. The lesson promises the plain sweep
 * everywhere but here, so the solver says where its counts differ from the lesson's.
 */
export function orderWords(o: Orientation, probes: GraphEvent['probes'], nodes: number): string {
  if (isPlainSweep(o)) return `the lesson’s plain sweep: ${orientationWords(o)}`;
  const plain = probes?.find((p) => p.sweep === 'rows' && !p.reverse && !p.mirror);
  const there = !plain
    ? 'the plain sweep, whose frontier is wider on this board, was not tried'
    : plain.finished
      ? `${plural(plain.nodes, 'node')} in the plain sweep (its probe)`
      : `over ${fmt(PROBE_NODES)} in the plain sweep (its probe stopped there)`;
  return `${orientationWords(o)}, not the lesson’s plain sweep: ${plural(nodes, 'node')} built in this order, ${there}`;
}
