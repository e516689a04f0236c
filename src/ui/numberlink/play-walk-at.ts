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
import { walkReason } from './WalkStepper';
import { edgeAt } from './mate-words';
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
 * The hint's edge as the walk's step there sees it: why the other choice has no solution (the rule that cuts it,
 * or the later edge where all its ways on die and the rules that stop them), and whether that way can be drawn.
 */
export function hintWalkWhy(p: NumberlinkPuzzle, w: { steps: WalkStepEvent[]; order: string; plain: boolean; start: number }): { text: string; doomed: boolean } | null {
  const step = w.steps[w.start - 1];
  if (!step) return null;
  return {
    text: `In the walk, whose edges come ${walkOrderWords(w)}, this is edge ${w.start} of ${w.steps.length}. ${walkBoardWords(w.steps, w.start)} ${walkReason(step).text}`,
    doomed: doomedView(w.steps, w.start, p) !== null,
  };
}

/**
 * Whose board the walk's reason at edge `at` speaks of: the walk's, where the edges before it are decided (those
 * the reader left open, as the solution it follows has them) and every later one is open — not the reader's board
 * (a reader read "(1, 3) has only one undecided edge left" while their (1, 2)–(1, 3) was still open).
 */
export function walkBoardWords(steps: readonly WalkStepEvent[], at: number): string {
  const before = at - 1;
  if (before === 0) return 'Its reason speaks of the walk’s board at that step, where no edge is decided yet:';
  const set = steps.slice(0, before).filter((s) => !s.other?.fixed).map((s) => `${edgeAt(s.edge[0], s.edge[1])} ${s.choice === 1 ? 'a line' : 'no line'}`);
  const which = set.length === 0
    ? ', each as you decided it'
    : `; the walk set ${set.length > 1 ? `${set.slice(0, -1).join(', ')} and ${set[set.length - 1]}` : set[0]}, as the solution it follows has ${set.length === 1 ? 'it' : 'them'}, though ${set.length === 1 ? 'it is' : 'they are'} still open on your board`;
  return `Its reason speaks of the walk’s board at that step, not yours: there ${before === 1 ? 'edge 1 is' : `edges 1 to ${before} are`} decided and every later edge is open${which}. On that board:`;
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
