/**
 * The frontier walk opened where a hint needs it: when no short look-ahead
 * explains what the diagram settled (play/lookahead.ts), the hint offers the
 * walk from a position (the reader's, or theirs without the edge that killed
 * it), opened at the step that decides the hint's edge, where the stepper
 * says why the other way dies and at which later edge.
 */
import { explainWalk, PLAIN_WALK_NODES } from '../../puzzles/numberlink/play/diagram';
import { edgeIndex, type EdgeMark } from '../../puzzles/numberlink/play/position';
import type { WalkStepEvent } from '../../puzzles/numberlink/events';
import type { NumberlinkPuzzle, NumberlinkRule } from '../../puzzles/numberlink/puzzle';
import { orientationWordsInBrackets } from '../../puzzles/numberlink/orientation-words';
import { edgeName } from '../../puzzles/numberlink/play/lookahead-words';
import { doomedView } from './doomed-branch';

export function walkAtHint(p: NumberlinkPuzzle, rule: NumberlinkRule, walk: { position: EdgeMark[]; edge: number; note?: string }):
  { steps: WalkStepEvent[]; extending: bigint; order: string; plain: boolean; start: number; from: string } {
  const run = explainWalk(p, rule, walk.position);
  const at = run.steps.findIndex((s) => edgeIndex(p, s.edge[0][0] * p.width + s.edge[0][1], s.edge[1][0] * p.width + s.edge[1][1]) === walk.edge);
  return {
    ...run,
    start: at + 1,
    from: `${walk.note ? `${walk.note} ` : ''}It opens at edge ${at + 1}, ${edgeName(p, walk.edge)}, the edge of the hint: read there why the other choice leads to no solution, and where its last ways on are cut.`,
  };
}

/**
 * The hint's edge as the walk's step there sees it, in one short line: the walk (its button) reaches this edge
 * on a fuller board and shows where the other way dies. The walk's own long reason stays in the walk, beside the
 * board it speaks of (a reader found that reason, printed under the hint, spoke of a board they could not see).
 */
export function hintWalkWhy(p: NumberlinkPuzzle, w: { steps: WalkStepEvent[]; order: string; plain: boolean; start: number }): { text: string; doomed: boolean } | null {
  const step = w.steps[w.start - 1];
  if (!step) return null;
  const doomed = doomedView(w.steps, w.start, p) !== null;
  return {
    text: `The button below opens the walk at this edge (its edge ${w.start} of ${w.steps.length}), on the board the walk has there, and ${doomed ? 'draws the other way until it gets stuck' : 'says where the other way dies'}.`,
    doomed,
  };
}

/**
 * Which order Play's walk takes the edges in, in words: the lesson's plain sweep, or, on a board whose plain
 * build passes PLAIN_WALK_NODES nodes, the solver's order (the lesson's promise of one order names this exception).
 */
export function walkOrderWords(w: { order: string; plain: boolean }): string {
  return w.plain
    ? `in the lesson’s plain sweep (${orientationWordsInBrackets(w.order)})`
    : `in the solver’s order for this board (${orientationWordsInBrackets(w.order)}), since its plain sweep’s build passes ${PLAIN_WALK_NODES.toLocaleString('en-US')} nodes`;
}
