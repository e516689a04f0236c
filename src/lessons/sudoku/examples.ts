/**
 * The Sudoku boards of the lesson: the one-click examples of the solver
 * island and the boards of the two by-hand views. Each is a file in
 * content/examples/sudoku/ (see the README there for where it comes from),
 * imported as text (Vite's `?raw`), so the page, the build-time facts and the
 * tests read the very same boards and none is written twice.
 */
import article from '../../../content/examples/sudoku/article-4x4.txt?raw';
import backtrack from '../../../content/examples/sudoku/backtrack-4x4.txt?raw';
import backjump from '../../../content/examples/sudoku/backjump-4x4.txt?raw';
import cdcl from '../../../content/examples/sudoku/cdcl-4x4.txt?raw';
import easy from '../../../content/examples/sudoku/easy-9x9.txt?raw';
import forumHardest from '../../../content/examples/sudoku/forum-hardest-1.txt?raw';
import janko from '../../../content/examples/sudoku/janko-16x16-1.txt?raw';
import open from '../../../content/examples/sudoku/open-4x4.txt?raw';
import royle from '../../../content/examples/sudoku/royle-17-1.txt?raw';
import top1465 from '../../../content/examples/sudoku/top1465-1.txt?raw';

export interface SudokuExample {
  /** Stable key, used in data-testid="example-<id>". */
  id: string;
  label: string;
  text: string;
  /** What the label's source name stands for, in words (the solver says it under the buttons). */
  source?: string;
}

/** A board file as one line: a small board's file writes it row by row, the input box takes it whole. */
const oneLine = (raw: string): string => raw.replace(/\s+/g, '');

export const SUDOKU_EXAMPLES: readonly SudokuExample[] = [
  { id: 'small', label: '4×4 (Jeremias)', text: oneLine(article) },
  { id: 'top', label: '9×9 (top1465 #1)', text: oneLine(top1465), source: 'top1465: hard 9×9 puzzles listed by the site magictour' },
  { id: 'hard', label: '9×9 hard (forum #1)', text: oneLine(forumHardest), source: 'forum: the hardest puzzles listed by the Enjoy Sudoku players’ forum' },
  { id: 'clue17', label: '9×9, 17 givens: Royle #1', text: oneLine(royle), source: 'Royle: Gordon Royle’s puzzles with only 17 givens' },
  { id: 'big', label: '16×16 (Janko #1)', text: oneLine(janko), source: 'Janko: Angela and Otto Janko’s puzzle site' },
  { id: 'easy', label: '9×9 easy (singles only)', text: oneLine(easy) },
];

export const DEFAULT_SUDOKU_EXAMPLE = SUDOKU_EXAMPLES[2];

/** The board the race opens with (src/ui/sudoku/SudokuRace.tsx): the lesson's example, which all three methods solve. */
export const RACE_EXAMPLE = DEFAULT_SUDOKU_EXAMPLE;

/** The board the lesson suggests next in the race, one of its example buttons: 17 givens, where backtracking runs a long time. */
export const RACE_CHALLENGE = SUDOKU_EXAMPLES.find((e) => e.id === 'clue17')!;

/** The board the play island opens with (src/ui/sudoku/SudokuPlay.tsx): an easy first try, which singles alone solve. */
export const DEFAULT_PLAY_EXAMPLE = SUDOKU_EXAMPLES.find((e) => e.id === 'easy')!;

/** Section 1's worked example (src/puzzles/sudoku/backtrack-walk.ts): backtracking meets a dead end at its third step. */
export const BACKTRACK_WALK_BOARD = oneLine(backtrack);

/**
 * The boards of Algorithm X by hand (src/ui/sudoku/ExactCoverByHand.tsx): first the walk board, the one section 2's
 * worked example solves (readers were lost when the tool opened on another board), then one with real choices.
 */
export const BY_HAND_BOARDS: readonly SudokuExample[] = [
  { id: 'walk', label: 'The walk board', text: BACKTRACK_WALK_BOARD },
  { id: 'open', label: 'A 4×4 with choices', text: oneLine(open) },
];

/** The board of CDCL by hand (src/ui/sudoku/SatByHand.tsx): the decision r1c2#3 runs into a conflict at once. */
export const SAT_HAND_BOARD = oneLine(cdcl);

/**
 * CDCL by hand's second board: three givens leave room for three decisions
 * before a conflict whose learned clause sends the solver back over a level
 * (the decisions are found by src/puzzles/sudoku/sat-hand-walk.ts).
 */
export const SAT_HAND_BACKJUMP_BOARD = oneLine(backjump);
