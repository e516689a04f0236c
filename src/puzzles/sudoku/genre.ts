/**
 * The Sudoku genre object (ARCHITECTURE.md §3): formats, the three methods, the
 * rules check and the replay, behind the one interface the CLI, the worker
 * and the export page use. Boards of any order n ≥ 2 take the same path.
 */
import { writeDimacs } from '../../sat/dimacs';
import type { Genre } from '../types';
import { openCandidates } from './candidates';
import { OPEN_PAIRWISE_UP_TO, openSudokuCnf } from './cnf-model';
import type { SudokuEvent } from './events';
import { parseSudokuEach, parseSudokuLine, parseSudokuMany, printSudoku, sudokuLinesAlone } from './format';
import type { SudokuPuzzle, SudokuSolution } from './puzzle';
import { sudokuReplay, type SudokuView } from './replay';
import { checkSudoku, sudokuRules } from './rules';
import { countOption } from './run';
import { solveBacktrack } from './solve-backtrack';
import { dlxRefusal, solveDlx } from './solve-dlx';
import { encodingOption, satRefusal, solveSat } from './solve-sat';
import { encodeSolo, encodeSudokuPuzzlink } from './web-forms';
import { gradeSudoku } from './grade';
import { sudokuMaker } from './make';

/**
 * The formula the SAT method solves by default, as DIMACS (for MiniSat,
 * CaDiCaL …): over what the givens leave open; the full formula with the
 * givens as unit clauses is what the lesson shows (sudokuCnfWithGivens).
 */
function dimacsOf(p: SudokuPuzzle): string {
  const note = `Sudoku ${p.size}x${p.size}: v(r,c,k) exactly-one per cell, row, column and box (at-most-one pairwise in groups of up to ${OPEN_PAIRWISE_UP_TO} literals, Sinz sequential counter above)`;
  const open = openCandidates(p)!;
  const model = openSudokuCnf(p, open)!;
  return writeDimacs(model.cnf, [note, 'only the cells and values the givens leave open; the givens themselves are not in it']);
}

export const sudokuGenre: Genre<SudokuPuzzle, SudokuSolution, SudokuEvent, SudokuView> = {
  name: 'sudoku',
  title: 'Sudoku (any order)',
  defaultLimitMs: 60_000,
  parseMany: parseSudokuMany,
  parseEach: parseSudokuEach,
  linesAlone: sudokuLinesAlone,
  parseLine: parseSudokuLine,
  print: printSudoku,
  forms: {
    puzzlink: { summary: 'a puzz.link URL', write: encodeSudokuPuzzlink },
    tatham: { summary: "a game ID of Simon Tatham's Solo (3x3:c5b3…)", write: encodeSolo },
  },
  methods: {
    sat: {
      name: 'sat',
      summary: 'CNF (exactly one per cell, row, column and box; "at most one" pairwise in small groups, Sinz counters in larger ones) solved by our CDCL solver',
      options: { count: countOption, encoding: encodingOption },
      refusal: satRefusal,
      solve: solveSat,
    },
    dlx: {
      name: 'dlx',
      summary: 'exact cover solved by Algorithm X with dancing links, branching on the condition with fewest candidates',
      options: { count: countOption },
      refusal: (p) => dlxRefusal(p),
      solve: (p, o) => solveDlx(p, o),
    },
    backtrack: {
      name: 'backtrack',
      summary: 'empty cells in order, values in order, check, go back (the simplest method)',
      options: { count: countOption },
      solve: (p, o) => solveBacktrack(p, o),
    },
  },
  defaultMethod: 'sat',
  grade: gradeSudoku,
  make: sudokuMaker,
  check: checkSudoku,
  ruleCodes: sudokuRules.map((r) => r.code),
  solutionJson: (s) => s.map((row) => [...row]),
  replay: sudokuReplay,
  writers: {
    dimacs: { summary: 'the formula the sat method solves, as DIMACS CNF', write: dimacsOf },
  },
};
