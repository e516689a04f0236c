/**
 * How many solutions still lie below the by-hand tool's state: the diagram's
 * count with the decided edges fixed as the reader decided them. The rules
 * only look one step ahead, so a reader can walk into a state no rule faults
 * and no solution passes; this count tells at once (0), as the drawn
 * diagram's number beside a node does. The play board's diagram serves: it
 * counts by edge, so its own edge order does not matter.
 */
import type { HandState } from '../../puzzles/numberlink/by-hand';
import { boardDiagram, diagramVerdict } from '../../puzzles/numberlink/play/diagram';
import { edgeIndex, emptyPosition, LINE, NO_LINE } from '../../puzzles/numberlink/play/position';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from '../../puzzles/numberlink/puzzle';

export function solutionsBelow(p: NumberlinkPuzzle, rule: NumberlinkRule, edges: readonly [Cell, Cell][], state: HandState): bigint {
  const taken = new Set(state.taken);
  const pos = emptyPosition(p);
  for (let i = 0; i < state.level; i++) {
    const [a, b] = edges[i];
    pos[edgeIndex(p, a[0] * p.width + a[1], b[0] * p.width + b[1])] = taken.has(i) ? LINE : NO_LINE;
  }
  return diagramVerdict(p, rule, pos, boardDiagram(p, rule)).extending;
}
