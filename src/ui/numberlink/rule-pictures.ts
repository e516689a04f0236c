/**
 * Pictures for the rules a reader cannot see from their one-line description
 * ("no crossed labels", "no way out"): a state of the 5×5 example's own build
 * where that rule cuts a choice, taken from the walk's doomed branches (the
 * way on from a non-forced step's other choice that lasts longest, up to the
 * edge where both its choices are cut). Chosen by what it shows, not by a
 * typed-in step: the first doomed branch whose end is cut by the rule.
 */
import type { WalkStepEvent } from '../../puzzles/numberlink/events';
import type { CutName } from '../../puzzles/numberlink/mate';
import type { Cell, NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';
import { doomedView } from './doomed-branch';
import type { MateEntry } from './mate-words';

export interface RulePicture {
  rule: CutName;
  links: [Cell, Cell][];
  off: [Cell, Cell][];
  /** The edge whose choice the rule cuts (drawn in thick dashes), its number (1-based) and the choice cut. */
  edge: [Cell, Cell];
  level: number;
  choice: 0 | 1;
  /** The frontier before that edge with its tags, and the cells the rule is about. */
  entries: MateEntry[];
  cells: Cell[];
  /** The rule's own reason, with the cells. */
  why: string;
}

export function rulePicture(walk: readonly WalkStepEvent[], puzzle: NumberlinkPuzzle, rule: CutName): RulePicture | null {
  for (let k = 1; k <= walk.length; k++) {
    const view = doomedView(walk, k, puzzle);
    const cut = walk[k - 1].other?.dies?.branch?.cuts.find((c) => c.rule === rule);
    if (!view || !cut) continue;
    return { rule, links: view.links, off: view.off, edge: view.current, level: view.dies, choice: cut.choice, entries: view.entries, cells: cut.cells, why: cut.why };
  }
  return null;
}
