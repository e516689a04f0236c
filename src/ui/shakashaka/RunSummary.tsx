/**
 * What a Shakashaka solve came to: the engine genres' run summary
 * (src/ui/inequalities/EngineRunSummary.tsx) configured with Shakashaka's
 * counters, in its words, and its rules check. The island and the export
 * (which imports `RunSummary` and `verdictOf` from here) share it.
 */
import type { ShakashakaPuzzle, ShakashakaSolution } from '../../puzzles/shakashaka/puzzle';
import { checkShakashaka } from '../../puzzles/shakashaka/rules';
import { engineRunSummary } from '../inequalities/EngineRunSummary';

// Alike by intent: akari/RunSummary.tsx has the same shape (each genre's table for the shared run summary).
/** The counters worth a row, in words, in the order a reader asks about them. */
const ROWS: readonly [string, string][] = [
  ['variables', 'Variables (5 per white cell)'],
  ['constraints', 'Lines of the model (an equality is one line)'],
  ['inequalities', 'Inequalities the engine works on (an equality is two)'],
  ['deductions', 'Inequalities that forced something'],
  ['rounds', 'Passes of sums (each time forcing stalled, the engine went through the open variables looking for a sum)'],
  ['sumsBuilt', 'Sums built and kept, useful or not (the grade counts only the steps where one forced something)'],
  ['chainSums', 'Chain sums (found by looking ahead)'],
  ['undecidedAfterMethod', 'Variables deduction left open'],
  ['trials', 'Trial conclusions'],
  ['searchNodes', 'Positions the last-resort search tried'],
  ['searchRejected', 'Fillings the last-resort search reached that the rules rejected, each counted a dead end (only the published model A–E lets one through)'],
  ['rejected', 'Answers HiGHS gave that the rules rejected, each then cut off (only the published model A–E can give one)'],
  ['nodes', 'Smaller problems HiGHS split the model into (branch-and-bound nodes)'],
  ['buildMs', 'Time to build the model, ms (noisy)'],
  ['highsMs', 'Time in HiGHS, ms (noisy)'],
  ['ms', 'Time in all, ms (noisy)'],
];

/** What the rules check looked at, said after the verdict. */
const JUDGED_BY =
  'Judged by the rules themselves, by geometry and not by the model: every clue counts its triangles, and every white area is a rectangle, upright or at 45°.';

export const { verdictOf, RunSummary } = engineRunSummary<ShakashakaPuzzle, ShakashakaSolution>({ rows: ROWS, check: checkShakashaka, judgedBy: JUDGED_BY });
