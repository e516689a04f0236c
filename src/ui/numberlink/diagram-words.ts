/**
 * The solver panel's counts of the diagram in words: "1 node built", "12 nodes
 * built", "1 edge, widest frontier 1 cell". A board as small as `12` builds a
 * single node, so every count takes its noun through `plural`.
 */
import { fmt, plural } from '../../core/numbers';

/** "N nodes built, M after reduction" (M is negative when the reduction was not measured). */
export function builtWords(nodes: number, reducedNodes: number, canonical: boolean): string {
  const after = reducedNodes >= 0 ? fmt(reducedNodes) : 'not measured';
  return `${plural(nodes, 'node')} built${canonical ? ' under the canonical conventions' : ''}, ${after} after reduction`;
}

/** The levels line: one level per edge of the board, and the widest frontier in cells. */
export function levelWords(edges: number, widestFrontier: number): string {
  return `${plural(edges, 'edge')}, widest frontier ${plural(widestFrontier, 'cell')}`;
}
