/**
 * Why a step of a recorded Sudoku solve happened, in a sentence or two for
 * the step view (step-words.ts says what happened, short enough for the step
 * list; this says which rule made the method do it). Null for a step whose
 * words already say why.
 */
import { plural } from '../../core/numbers';
import type { SudokuEvent } from '../../puzzles/sudoku/events';
import type { SudokuView } from '../../puzzles/sudoku/replay';

/**
 * Which variable wins when every activity is 0, as src/sat/heap.ts and the
 * numbering in src/puzzles/sudoku/cnf-model.ts make it: the heap starts in
 * variable order, and taking out its top moves its last variable up there.
 */
const TIE_ORDER =
  'No conflict has happened yet, so every activity is 0 and the tie goes by the order the variables are numbered in: cell by cell in reading order, and by number within a cell. The solver’s heap gives the first of them, then runs from the last backwards (taking out the top moves the last one up), skipping any already set.';

export function stepWhy(e: SudokuEvent, view: SudokuView): string | null {
  switch (e.kind) {
    case 'bt-place':
      return 'Why: backtracking takes the empty cells in reading order and places the smallest number not yet tried there that no number in the cell’s row, column or box already holds.';
    case 'bt-back':
      return 'Why: every number has been tried in this cell and each clashed with its row, column or box, so an earlier placement must be wrong: empty this cell and move the previous one on to its next number.';
    case 'xc-try':
      return 'Why: some row must cover the chosen column, so Algorithm X tries its rows one after the other; choosing a row covers all four of its columns and removes every row that would cover one of them twice.';
    case 'xc-undo':
      return 'Why: the rows chosen after this one ran into a column with no row left, so this row is taken back and the column’s next row is tried.';
    case 'sat-decide':
      return `Why this variable: when propagation has nothing left to force, the solver decides the open value variable with the highest activity — a score a variable earns each time it takes part in a conflict’s analysis (recent conflicts count more), so the search stays where the trouble is. ${
        view.counters.conflicts === 0 ? TIE_ORDER : `${plural(view.counters.conflicts, 'conflict')} so far ${view.counters.conflicts === 1 ? 'has' : 'have'} set the activities.`
      } ${
        e.literal > 0
          ? 'It sets the variable true: it guesses a number into a cell.'
          : 'It sets the variable false, the value it had when it was last set (phase saving): it rules a number out of a cell.'
      }`;
    case 'sat-conflict':
      return 'Why: unit propagation has made every literal of this clause false, so the current decisions cannot all be right. The analysis below finds which of them to blame and learns a clause that rules the combination out. Names like s2[row 4 #3] are helper variables of a sequential counter (the encoding of “at most one” for larger groups): true when one of the group’s first 2 candidates is true.';
    case 'sat-restart':
      return 'Why: the solver restarts now and then (more often while its recent learned clauses are worse than usual), so that an unlucky early decision does not trap the search; what it learned is kept.';
    case 'sat-reduce':
      return 'Why: every learned clause must be watched and costs time; the solver keeps those with few decision levels (a low LBD) or recent use, and forgets the rest.';
    default:
      return null;
  }
}
