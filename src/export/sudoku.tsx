/**
 * The Sudoku worked-example page: the board, the method that ran and its
 * model (the exact-cover matrix's size, or the CNF's clause families with
 * their counts), the trace's steps in words beside the board after each (the
 * shared step-card frame, ./StepCards.tsx; a CDCL conflict with its analysis
 * and learned clause under it, the backjump the next step), backtracking's work per depth, and
 * the answer. One self-contained HTML file (formulas as
 * MathML, CSS inlined, every request forbidden), made from the puzzle and the
 * recorded trace envelope alone — nothing is solved again. The lesson's
 * Export button and the CLI both reach it through src/export/registry.ts, so it
 * stays DOM-free.
 */
import { fmt } from '../core/numbers';
import type { JSX } from 'preact';
import type { SolveResult } from '../core/result';
import type { Trace } from '../core/trace';
import { sudokuClauseFamilies } from '../puzzles/sudoku/clause-families';
import type { SudokuEvent } from '../puzzles/sudoku/events';
import { printSudoku } from '../puzzles/sudoku/format';
import { givenCount, type SudokuPuzzle, type SudokuSolution } from '../puzzles/sudoku/puzzle';
import { ClauseFamilies } from '../ui/sudoku/ClauseFamilies';
import { DepthTable } from '../ui/sudoku/DepthTable';
import { SUDOKU_CSS } from '../ui/sudoku/sudoku-css';
import { keyWords, stepWords } from '../ui/sudoku/step-words';
import { stepWhy } from '../ui/sudoku/step-why';
import { SudokuBoard } from '../ui/sudoku/SudokuBoard';
import { BoardKey, traceKeyEntries } from '../ui/sudoku/BoardKey';
import { sudokuReplay } from '../puzzles/sudoku/replay';
import type { ExportInput, GenreViews } from './registry';
import ExportFrame from './ExportFrame';
import { methodInWords } from './method-words';
import { boardHash, exportFileName, renderExportPage, workedExampleData } from './page';
import { renderToStaticHtml } from './render-static';
import { StepCardList, STEP_CARDS_CSS, WhereYouStopped, type Noun, type StepSequence } from './StepCards';
import type { Collapse, ListLimits } from './step-plan';
import { traceSequence } from './trace-steps';

export interface SudokuExportInput {
  puzzle: SudokuPuzzle;
  result: SolveResult<SudokuSolution>;
  trace: Trace<SudokuEvent>;
  footer?: string;
  /** The reader's step (0 … steps), or null (src/export/registry.ts). */
  currentStep?: number | null;
}

const METHOD_TEXT: Record<string, string> = {
  backtrack:
    'Backtracking visits the empty cells in reading order and tries the values 1, 2, 3 … in each; a value that repeats one already in the cell’s row, column or box is rejected. When no value fits a cell, the search empties it and returns to the cell before, which moves on to its next value.',
  dlx:
    'Exact cover: every (cell, value) pair the givens allow is a row of a 0/1 matrix, with a 1 in four columns — the cell has a value, its row has this value, its column has it, its box has it. A filled board is a set of rows that puts exactly one 1 in every column. Algorithm X picks the column with the fewest rows left, tries each of its rows, and removes every row that clashes with it; dancing links make removing and restoring a row a few pointer changes.',
  sat:
    'SAT: a true/false variable v(r,c,k) says “cell (r,c) holds k”. Clauses say that every cell, row, column and box holds every value exactly once (at least once: one long clause; at most once: a “not both” clause for every pair, or for a large group Sinz’s sequential counter). The CDCL solver decides a literal, propagates what unit clauses force, and at a conflict learns a clause that rules the mistake out and jumps back to the level where it first applies.',
};

/** Each kind of step as a noun, for the page's count of the steps it leaves out. */
const KIND_NOUNS: Record<string, Noun> = {
  start: { one: 'start', many: 'starts' },
  'bt-place': { one: 'placement', many: 'placements' },
  'bt-back': { one: 'step back', many: 'steps back' },
  'bt-counts': { one: 'table of counts', many: 'tables of counts' },
  'xc-choose': { one: 'column chosen', many: 'columns chosen' },
  'xc-try': { one: 'row tried', many: 'rows tried' },
  'xc-undo': { one: 'row taken back', many: 'rows taken back' },
  'xc-exhausted': { one: 'dead end', many: 'dead ends' },
  'xc-solution': { one: 'cover found', many: 'covers found' },
  'sat-assume': { one: 'propagation of the givens', many: 'propagations of the givens' },
  'sat-decide': { one: 'decision', many: 'decisions' },
  'sat-conflict': { one: 'conflict', many: 'conflicts' },
  'sat-backjump': { one: 'jump back', many: 'jumps back' },
  'sat-restart': { one: 'restart', many: 'restarts' },
  'sat-reduce': { one: 'clean-up of learned clauses', many: 'clean-ups of learned clauses' },
  'sat-model': { one: 'model found', many: 'models found' },
  'sat-block': { one: 'blocking clause', many: 'blocking clauses' },
  'sat-unsat': { one: 'proof of no model', many: 'proofs of no model' },
  solution: { one: 'answer', many: 'answers' },
  end: { one: 'end', many: 'ends' },
};

/** The counters a page names, per method, in words (the result's own keys are identifiers). */
const STAT_WORDS: Record<string, readonly (readonly [string, string])[]> = {
  sat: [['variables', 'Variables'], ['clauses', 'Clauses'], ['decisions', 'Decisions'], ['conflicts', 'Conflicts'], ['learnt', 'Clauses learned'], ['restarts', 'Restarts']],
  dlx: [['rows', 'Rows of the matrix'], ['columns', 'Columns of the matrix'], ['nodes', 'Rows tried'], ['updates', 'Link updates'], ['maxLevel', 'Greatest depth']],
  backtrack: [['placements', 'Placements'], ['backtracks', 'Steps back'], ['checks', 'Clash checks'], ['maxDepth', 'Greatest depth']],
};

/**
 * What a printed Sudoku worked example lists (see ./step-plan.ts): every step
 * of a short run; past SUDOKU_LISTING.all the first steps (how the method
 * starts), those around the reader's step and the last ones (how it ends);
 * a stretch of more than five steps of one kind (placements in a row, say)
 * keeps its first two and its last and counts the rest; boards only to a
 * small byte budget, and none drawn twice. The lesson's default export (the
 * hard 9×9 by SAT) prints on about ten A4 pages this way, where listing all
 * its steps took over forty (tests/sudoku/export-size.test.ts holds it).
 */
export const SUDOKU_LISTING: ListLimits = { all: 40, head: 14, around: 3, tail: 6 };
const SUDOKU_COLLAPSE: Collapse = { longerThan: 5, keepHead: 2, keepTail: 1 };
/** About ten 9×9 boards (a 9×9 board is about 10 KB of SVG). */
export const SUDOKU_BOARD_BYTES = 100_000;

/** The trace's whole steps as cards: the step in words, its sub-steps, the board after it with the cells it changed marked. */
export function sudokuSequence(puzzle: SudokuPuzzle, events: readonly SudokuEvent[], current: number | null): StepSequence {
  return traceSequence({
    replay: sudokuReplay,
    puzzle,
    events,
    current,
    kindOf: (e) => KIND_NOUNS[e.kind] ?? { one: 'other step', many: 'other steps' },
    words: (s) => {
      // The same "why" the lesson's stepper gives under the step, so the printed step says why it happened too.
      const why = stepWhy(s.event, s.view);
      return (
        <>
          <p>{stepWords(s.event, puzzle.size)}</p>
          {why && <p class="sd-small">{why}</p>}
        </>
      );
    },
    sub: (s) => {
      // Search-tree nodes are the tree's drawing data, not steps a reader follows.
      const sub = s.sub.filter((e) => e.kind !== 'search-node');
      return sub.length === 0 ? null : { count: sub.length, body: <ul class="sd-sub">{sub.map((e, k) => <li key={k}>{stepWords(e, puzzle.size)}</li>)}</ul> };
    },
    unchanged: (s) => s.view.changed.length === 0,
    listing: SUDOKU_LISTING,
    collapse: SUDOKU_COLLAPSE,
    boardBudget: SUDOKU_BOARD_BYTES,
    gapNote: 'The lesson’s solver steps through each of them.',
    boardsOnce: true,
    board: (view, s, testId) => (
      <SudokuBoard order={puzzle.order} cells={view.cells} given={view.given} changed={view.changed} markEmptied placedBy={view.placedBy} guessedOut={view.guessedOut}
        label={s ? `The board after step ${s.number}` : 'The board before the first step'}
        testId={testId} />
    ),
  });
}

function SudokuExportBody({ puzzle, result, trace, footer, currentStep = null }: SudokuExportInput): JSX.Element {
  const events = trace.events;
  const seq = sudokuSequence(puzzle, events, currentStep);
  const current = currentStep === null ? null : Math.max(0, Math.min(seq.count, currentStep));
  const method = methodInWords('sudoku', trace.method, trace.options);
  const start = events.find((e) => e.kind === 'start');
  const counts = events.find((e) => e.kind === 'bt-counts');
  const givens = givenCount(puzzle);
  const stats = (STAT_WORDS[trace.method] ?? []).flatMap(([k, label]): [string, string][] =>
    result.stats[k] === undefined ? [] : [[label, fmt(result.stats[k])]]);
  const facts: [string, string][] = [
    ['Board', `${puzzle.size}×${puzzle.size} (order ${puzzle.order}), ${givens} givens`],
    ['Method', method],
    ['Result', result.status],
    ['Steps', fmt(seq.count) + (trace.truncated ? ` recorded (the recorder’s cap left ${fmt(trace.dropped?.count ?? 0)} events out of the middle)` : '')],
    ...stats,
  ];
  const given = Uint8Array.from(puzzle.cells, (v) => (v === 0 ? 0 : 1));
  const answer = result.solution ? result.solution.flat() : null;
  const puzzleBoard = <SudokuBoard order={puzzle.order} cells={puzzle.cells} given={given} label="The puzzle" testId="export-board" />;
  const answerBoard = answer && <SudokuBoard order={puzzle.order} cells={answer} given={given} label="The answer" testId="export-solution" />;
  // A step whose board is the puzzle or the answer points to that drawing instead of repeating it.
  const drawnElsewhere = [
    { html: renderToStaticHtml(puzzleBoard), where: 'the puzzle as drawn in section 1' },
    ...(answerBoard ? [{ html: renderToStaticHtml(answerBoard), where: 'the answer, drawn in section 4' }] : []),
  ];
  return (
    <ExportFrame title={`Sudoku ${puzzle.size}×${puzzle.size}, worked example`} facts={facts} footer={footer}>
      {current !== null && seq.count > 0 && <WhereYouStopped seq={seq} current={current} of="the solve" />}
      <section class="export-section">
        <h2>1. The board</h2>
        <p>
          {puzzle.size} rows, {puzzle.size} columns and {puzzle.size} boxes of {puzzle.order}×{puzzle.order} cells; each must hold
          every value 1 to {puzzle.size} exactly once. The givens are bold on a grey ground.
        </p>
        {puzzleBoard}
      </section>
      <section class="export-section">
        <h2>2. The method</h2>
        <p>{method}.</p>
        <p>{METHOD_TEXT[trace.method] ?? ''}</p>
        {start && start.kind === 'start' && (
          <p>
            What it worked on: {Object.entries(start.model).map(([k, v]) => `${fmt(v)} ${keyWords(k)}`).join(', ')}.
          </p>
        )}
        {trace.method !== 'backtrack' && (
          <p>
            The steps name a cell by its row and column, r3c5 for row 3, column 5, and
            a {trace.method === 'sat' ? 'variable' : 'row of the matrix'} as r3c5#7: “the cell r3c5 holds 7”
            {trace.method === 'sat' ? '; ¬ in front of a variable says the cell does not hold that value' : ''}.
          </p>
        )}
        {trace.method === 'sat' && (
          <>
            <p>The clause families of the full formula for this order, with the givens as unit clauses:</p>
            <ClauseFamilies families={sudokuClauseFamilies(puzzle.order, givens)} testId="export-families" />
          </>
        )}
      </section>
      <section class="export-section">
        <h2>3. The steps</h2>
        <p>
          Each entry is one step of the recorded trace, with the board after it (a step that changed no cell points to where that board is drawn). The boards’ marks:
        </p>
        <BoardKey entries={traceKeyEntries(trace.method)} testId="export-board-key" />
        {trace.truncated && <p>The trace was capped while recording: its middle was left out, the start and the end are kept.</p>}
        {seq.count > 0 ? <StepCardList seq={seq} current={current} boardInCard={current !== null} drawnElsewhere={drawnElsewhere} /> : <p>No trace was recorded for this solve.</p>}
        {counts && counts.kind === 'bt-counts' && (
          <>
            <h3>Work per depth</h3>
            <DepthTable counts={counts} testId="export-depths" />
          </>
        )}
      </section>
      <section class="export-section">
        <h2>4. The answer</h2>
        {answer ? (
          answerBoard
        ) : (
          <p>{result.reason ?? `No answer (${result.status}).`}</p>
        )}
      </section>
    </ExportFrame>
  );
}

/** On paper the clause-family table must fit the width (it cannot scroll): smaller type, and its cells may wrap. */
const PRINT_TABLES_CSS = `
@media print {
  .export-section .sd-table { font-size: 8.5pt; width: 100%; }
  .export-section .sd-table th, .export-section .sd-table td { padding: 0.5mm 1mm; overflow-wrap: anywhere; }
  .export-section .sd-table th[scope='row'] { white-space: normal; }
}
`;

export function sudokuExportFileName(puzzle: SudokuPuzzle, method: string): string {
  return exportFileName(`sudoku ${puzzle.size}x${puzzle.size} ${method} ${boardHash(printSudoku(puzzle))}`);
}

export function renderSudokuExport(input: SudokuExportInput): string {
  const bodyHtml = renderToStaticHtml(<SudokuExportBody {...input} />);
  return renderExportPage({
    title: `Sudoku ${input.puzzle.size}×${input.puzzle.size} — worked example`,
    description: 'A worked Sudoku example: the board, the model the method solves, its steps in words and the answer.',
    bodyHtml,
    css: `${SUDOKU_CSS}\n${STEP_CARDS_CSS}\n${PRINT_TABLES_CSS}`,
    // The page prints no implication graph, so the conflicts' cones (drawn only in the lesson's stepper) stay out of its data.
    data: workedExampleData(printSudoku(input.puzzle), input.result, { ...input.trace, events: input.trace.events.map(withoutCone) }),
  });
}

/** Sudoku's entry in the export registry (src/export/registry.ts). */
export const sudokuViews: GenreViews = {
  exportPage(input: ExportInput) {
    const puzzle = input.puzzle as SudokuPuzzle;
    const trace = input.trace as Trace<SudokuEvent>;
    const html = renderSudokuExport({ puzzle, result: input.result as SolveResult<SudokuSolution>, trace, footer: input.footer, currentStep: input.currentStep });
    return { html, fileName: sudokuExportFileName(puzzle, trace.method) };
  },
};

/** An analysis event without its implication-graph cone (and the names only the cone used). */
function withoutCone(e: SudokuEvent): SudokuEvent {
  if (e.kind !== 'sat-analyse' || e.cone === undefined) return e;
  const { cone: _cone, ...rest } = e;
  const used = new Set([e.uip, ...e.reasonSide, ...e.minimisedAway, ...e.shrunk.map((b) => b.uip), ...e.resolved.flatMap((r) => r.reason)].map(Math.abs));
  return { ...rest, names: Object.fromEntries(Object.entries(e.names).filter(([v]) => used.has(Number(v)))) };
}
