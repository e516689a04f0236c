/**
 * Why a step of a recorded Sudoku solve happened, in a sentence or two for
 * the step view (step-words.ts says what happened, short enough for the step
 * list; this says which rule made the method do it). Null for a step whose
 * words already say why.
 */
import { plural } from '../../core/numbers';
import { blockerOf } from '../../puzzles/sudoku/blocker';
import type { SudokuEvent } from '../../puzzles/sudoku/events';
import { cellName, geometry, orderOfSize } from '../../puzzles/sudoku/puzzle';
import type { SudokuView } from '../../puzzles/sudoku/replay';
import { helperWords } from '../../puzzles/sudoku/implication-graph';

/** Reasons listed one by one; a 25×25 cell's two dozen are summed up after these. */
const LISTED_REASONS = 9;

/**
 * Why each of the values from…to is out for `cell` on the view's board (the
 * board after the step differs from the one checked only in `cell` itself):
 * "4 is out: row 1 already has 4 at r1c7 (a given)."
 */
function clashWords(view: SudokuView, cell: number, from: number, to: number): string {
  const order = orderOfSize(view.size) ?? 3;
  const parts: string[] = [];
  for (let v = from; v <= to && parts.length < LISTED_REASONS; v++) {
    const b = blockerOf(order, view.cells, cell, v);
    const whose = b && (view.given[b.at] ? 'a given' : 'placed at an earlier step');
    parts.push(b ? `${v} is out for ${cellName(view.size, cell)}: ${b.unit} ${b.number} already has ${v} at ${cellName(view.size, b.at)} (${whose}).` : `${v} is out for ${cellName(view.size, cell)}.`);
  }
  const more = to - from + 1 - parts.length;
  return parts.join(' ') + (more > 0 ? ` ${plural(more, 'more number')} ${more === 1 ? 'is' : 'are'} out the same way, each held by a cell of the row, column or box.` : '');
}

/** The search came back to this cell: the number it held (from − 1) failed in a later cell. */
function cameBack(from: number, size: number): string {
  if (from <= 1) return '';
  const old = from - 1;
  return old === size
    ? `The search came back to this cell: its number ${old}, the last one, led to a dead end in a later cell. `
    : `The search came back to this cell: its number ${old} led to a dead end in a later cell, so the numbers from ${from} on are tried. `;
}

function backtrackWhy(e: Extract<SudokuEvent, { kind: 'bt-place' | 'bt-back' }>, view: SudokuView): string {
  const name = cellName(view.size, e.cell);
  if (e.kind === 'bt-place') {
    const g = geometry(orderOfSize(view.size) ?? 3);
    const from = e.value - e.rejected;
    const clashes = e.rejected > 0 ? `${clashWords(view, e.cell, from, e.value - 1)} ` : '';
    return `Why: backtracking takes the empty cells in reading order and tries the numbers in order, keeping the first that no other cell of the same row, column or box holds. ${cameBack(from, view.size)}${clashes}${e.value} fits ${name}: row ${g.rowOf[e.cell] + 1}, column ${g.colOf[e.cell] + 1} and box ${g.boxOf[e.cell] + 1} hold no ${e.value} yet.`;
  }
  const from = view.size - e.rejected + 1;
  const clashes = e.rejected > 0 ? `${clashWords(view, e.cell, from, view.size)} ` : '';
  return `Why: ${cameBack(from, view.size)}${clashes}No number is left for ${name}, so a placement before it must be wrong: empty ${name} and move the previous cell on to its next number.`;
}

/**
 * Why the solver decided this variable, in plain words: it has the highest
 * activity of the open variables, and the activity is the record of the
 * conflicts it took part in (src/sat/branching.ts counts them for the trace).
 * When nothing has been bumped yet every score is 0, a tie the solver's
 * priority queue (a binary heap) breaks by its own order; the words say so
 * without the heap's mechanics, which mean nothing for the puzzle — in full
 * at level 1, and in one line at the later decisions before the first conflict.
 */
export function decideWhy(e: Extract<SudokuEvent, { kind: 'sat-decide' }>): string {
  const name = e.names[Math.abs(e.literal)] ?? `variable ${Math.abs(e.literal)}`;
  const score = '(its activity: a score raised each time a variable takes part in the analysis of a conflict, recent conflicts more)';
  const a = e.activity;
  let which: string;
  if (!a) which = `Why this variable: it has the highest score of the open variables ${score}.`;
  // Said in full at the first decision; the later ones before any conflict get one line, not the same paragraph again.
  else if (a.conflicts === 0 && e.level > 1) which = 'Why this variable: again a tie, every score still 0 with no conflict yet, so the solver takes the next open variable in its queue.';
  else if (a.conflicts === 0) which = `Why this variable: the solver decides the open variable with the highest score ${score}. No conflict has happened yet, so every score is 0: a tie. The solver breaks it by taking whichever open variable sits first in its queue, an order that means nothing for the puzzle (which is why the early decisions may jump across the board); any open variable would do as well until conflicts give them scores.`;
  else if (a.bumps === 0) which = `Why this variable: the solver decides the open variable with the highest score ${score}. No open variable took part in any of the ${plural(a.conflicts, 'conflict')} so far, so every open variable scores 0: a tie, which the solver breaks by taking whichever sits first in its queue, with no reason to prefer one.`;
  else {
    const part = a.conflicts === 1 ? 'the only conflict so far' : a.bumps === a.conflicts ? `all ${a.conflicts} conflicts so far` : `${a.bumps} of the ${a.conflicts} conflicts so far`;
    const latest = a.bumps === a.conflicts ? '' : a.lastConflict === a.conflicts ? ', the latest being the most recent conflict' : `, the latest conflict ${a.lastConflict}`;
    which = `Why this variable: ${name} has the highest score of the open variables ${score}. It took part in the analysis of ${part}${latest}.`;
  }
  const way = e.literal > 0
    ? 'It sets the variable true: it guesses a number into a cell.'
    : 'It sets the variable false, as it was when last set (phase saving): it rules a number out of a cell.';
  return `${which} ${way}`;
}

export function stepWhy(e: SudokuEvent, view: SudokuView): string | null {
  switch (e.kind) {
    case 'bt-place':
    case 'bt-back':
      return backtrackWhy(e, view);
    case 'xc-try': {
      // The chosen column was covered at the step that chose it, so this step lists three Cover lines, not four.
      const covers = 'Taking the row covers its other three columns (the Cover lines above; the chosen column was covered at the step that chose it) and removes every row that would cover one of them twice.';
      if (e.of === 1) return `Why: the chosen column has one row left, so Algorithm X must take it: no guess. ${covers}`;
      return `Why: some row must cover the chosen column, so Algorithm X tries its rows one after the other; this is a guess. ${covers}`;
    }
    case 'xc-undo':
      return 'Why: the rows chosen after this one ran into a column with no row left, so this row is taken back and the column’s next row is tried.';
    case 'sat-decide':
      return decideWhy(e);
    case 'sat-conflict':
      return `Why: unit propagation has made every literal of this clause false, so the current decisions cannot all be right. The analysis listed with this step (resolve, learn) finds which of them to blame and learns a clause that rules the combination out; the next step jumps back.${conflictHelpers(e)}`;
    case 'sat-backjump':
      return backjumpWhy(e);
    case 'sat-restart':
      return 'Why: the solver restarts now and then (more often while its recent learned clauses are worse than usual), so that an unlucky early decision does not trap the search; what it learned is kept.';
    case 'sat-reduce':
      return 'Why: every learned clause must be watched and costs time; the solver keeps those with few decision levels (a low LBD) or recent use, and forgets the rest.';
    default:
      return null;
  }
}

/**
 * The counter helpers in a conflict clause, each said in words (a sequential
 * counter is how the formula says "at most one" for a larger group); nothing
 * when the clause has none, as on a model whose groups are all pairwise.
 */
function conflictHelpers(e: Extract<SudokuEvent, { kind: 'sat-conflict' }>): string {
  const words = e.clause.map((l) => helperWords(e.names[Math.abs(l)] ?? '')).filter((w): w is string => w !== null);
  return words.length === 0 ? '' : ` Helper variables of a sequential counter (the formula's way of saying “at most one” for a larger group) in it: ${[...new Set(words)].join('; ')}.`;
}

/**
 * Why the solver jumps back to exactly this level: the second-highest level
 * among the learned clause's literals (the highest is the conflict's own,
 * where only the first UIP's literal lies). There every other literal of the
 * clause is already false, so the clause is unit and forces its first literal.
 */
export function backjumpWhy(e: Extract<SudokuEvent, { kind: 'sat-backjump' }>): string {
  const forced = e.names[Math.abs(e.asserted)] ?? `variable ${Math.abs(e.asserted)}`;
  const lit = e.asserted < 0 ? `¬${forced}` : forced;
  const target = e.to === 0
    ? 'Why level 0: the learned clause has no literal set by a decision other than the one of the conflict level (it is a single literal, or its other literals follow from the givens), so it holds from the start.'
    : `Why level ${e.to}: it is the second-highest decision level among the learned clause’s literals. The highest, ${e.from}, is the conflict’s level, where only the first UIP’s literal lies; at level ${e.to} every other literal of the clause is already false.`;
  const skipped = e.from - e.to - 1;
  const over = skipped > 0
    ? ` The ${skipped === 1 ? 'decision of the level' : `decisions of the ${skipped} levels`} in between ${skipped === 1 ? 'is' : 'are'} taken back too: no literal of the clause comes from ${skipped === 1 ? 'it' : 'them'}, so ${skipped === 1 ? 'it' : 'they'} played no part in the conflict.`
    : '';
  return `${target}${over} So at level ${e.to} the clause is unit and forces ${lit} at once; the board loses every number placed above that level.`;
}
