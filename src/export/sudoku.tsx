/**
 * The Sudoku worked-example page: the board, the method that ran and its
 * model (the exact-cover matrix's size, or the CNF's clause families with
 * their counts), the first steps of the trace in words (a CDCL conflict with
 * its analysis, learned clause and backjump nested under it), backtracking's
 * work per depth, and the answer. One self-contained HTML file (formulas as
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
import { SudokuBoard } from '../ui/sudoku/SudokuBoard';
import type { ExportInput, GenreViews } from './registry';
import ExportFrame from './ExportFrame';
import { exportFileName, renderExportPage, workedExampleData } from './page';
import { renderToStaticHtml } from './render-static';

export interface SudokuExportInput {
  puzzle: SudokuPuzzle;
  result: SolveResult<SudokuSolution>;
  trace: Trace<SudokuEvent>;
  footer?: string;
}

/** Steps written out in full; the rest are counted. */
const STEPS_SHOWN = 120;

const METHOD_TEXT: Record<string, string> = {
  backtrack:
    'Backtracking visits the empty cells in reading order and tries the values 1, 2, 3 … in each; a value that repeats one already in the cell’s row, column or box is rejected. When no value fits a cell, the search empties it and returns to the cell before, which moves on to its next value.',
  dlx:
    'Exact cover: every (cell, value) pair the givens allow is a row of a 0/1 matrix, with a 1 in four columns — the cell has a value, its row has this value, its column has it, its box has it. A filled board is a set of rows that puts exactly one 1 in every column. Algorithm X picks the column with the fewest rows left, tries each of its rows, and removes every row that clashes with it; dancing links make removing and restoring a row a few pointer changes.',
  sat:
    'SAT: a true/false variable v(r,c,k) says “cell (r,c) holds k”. Clauses say that every cell, row, column and box holds every value exactly once (at least once: one long clause; at most once: Sinz’s sequential counter). The CDCL solver decides a literal, propagates what unit clauses force, and at a conflict learns a clause that rules the mistake out and jumps back to the level where it first applies.',
};

/** The depth-0 steps with their sub-steps (a conflict's analysis, learned clause and backjump). */
export function groupSteps(events: readonly SudokuEvent[], size: number, limit: number): { steps: { text: string; subs: string[] }[]; total: number } {
  const steps: { text: string; subs: string[] }[] = [];
  let total = 0;
  let open = false;
  for (const e of events) {
    if (e.kind === 'search-node' || e.kind === 'xc-cover') continue;
    if (e.depth === 0) {
      total++;
      open = steps.length < limit;
      if (open) steps.push({ text: stepWords(e, size), subs: [] });
    } else if (open) {
      steps[steps.length - 1].subs.push(stepWords(e, size));
    }
  }
  return { steps, total };
}

function StepList({ events, size }: { events: readonly SudokuEvent[]; size: number }): JSX.Element {
  const { steps, total } = groupSteps(events, size, STEPS_SHOWN);
  return (
    <>
      <ol class="sd-steps" data-testid="export-steps">
        {steps.map((s, i) => (
          <li key={i}>
            {s.text}
            {s.subs.length > 0 && <ul class="sd-sub">{s.subs.map((t, k) => <li key={k}>{t}</li>)}</ul>}
          </li>
        ))}
      </ol>
      {total > steps.length && <p class="sd-small">… and {fmt((total - steps.length))} more steps, not listed (the whole trace is embedded in this file as JSON).</p>}
    </>
  );
}

function SudokuExportBody({ puzzle, result, trace, footer }: SudokuExportInput): JSX.Element {
  const events = trace.events;
  const start = events.find((e) => e.kind === 'start');
  const counts = events.find((e) => e.kind === 'bt-counts');
  const givens = givenCount(puzzle);
  const stats = Object.entries(result.stats).filter(([k]) => !/ms$/i.test(k));
  const facts: [string, string][] = [
    ['Board', `${puzzle.size}×${puzzle.size} (order ${puzzle.order}), ${givens} givens`],
    ['Method', trace.method],
    ['Result', result.status],
    ...stats.slice(0, 6).map(([k, v]): [string, string] => [k, fmt(v)]),
  ];
  const given = Uint8Array.from(puzzle.cells, (v) => (v === 0 ? 0 : 1));
  const answer = result.solution ? result.solution.flat() : null;
  return (
    <ExportFrame title={`Sudoku ${puzzle.size}×${puzzle.size}, worked example`} facts={facts} footer={footer}>
      <section class="export-section">
        <h2>1. The board</h2>
        <p>
          {puzzle.size} rows, {puzzle.size} columns and {puzzle.size} boxes of {puzzle.order}×{puzzle.order} cells; each must hold
          every value 1 to {puzzle.size} exactly once. The givens are bold on a grey ground.
        </p>
        <SudokuBoard order={puzzle.order} cells={puzzle.cells} given={given} label="The puzzle" testId="export-board" />
      </section>
      <section class="export-section">
        <h2>2. The method: {trace.method}</h2>
        <p>{METHOD_TEXT[trace.method] ?? ''}</p>
        {start && start.kind === 'start' && (
          <p>
            What it worked on: {Object.entries(start.model).map(([k, v]) => `${fmt(v)} ${keyWords(k)}`).join(', ')}.
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
          Each line is one step of the recorded trace{trace.truncated ? ' (the trace was capped while recording: its middle was left out)' : ''}.
        </p>
        <StepList events={events} size={puzzle.size} />
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
          <SudokuBoard order={puzzle.order} cells={answer} given={given} label="The answer" testId="export-solution" />
        ) : (
          <p>{result.reason ?? `No answer (${result.status}).`}</p>
        )}
      </section>
    </ExportFrame>
  );
}

export function sudokuExportFileName(puzzle: SudokuPuzzle, method: string): string {
  let h = 2166136261;
  for (const ch of printSudoku(puzzle)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return exportFileName(`sudoku ${puzzle.size}x${puzzle.size} ${method} ${h.toString(16).padStart(8, '0')}`);
}

export function renderSudokuExport(input: SudokuExportInput): string {
  const bodyHtml = renderToStaticHtml(<SudokuExportBody {...input} />);
  return renderExportPage({
    title: `Sudoku ${input.puzzle.size}×${input.puzzle.size} — worked example`,
    description: 'A worked Sudoku example: the board, the model the method solves, its steps in words and the answer.',
    bodyHtml,
    css: SUDOKU_CSS,
    data: workedExampleData(printSudoku(input.puzzle), input.result, input.trace),
  });
}

/** Sudoku's entry in the export registry (src/export/registry.ts). */
export const sudokuViews: GenreViews = {
  exportPage(input: ExportInput) {
    const puzzle = input.puzzle as SudokuPuzzle;
    const trace = input.trace as Trace<SudokuEvent>;
    const html = renderSudokuExport({ puzzle, result: input.result as SolveResult<SudokuSolution>, trace, footer: input.footer });
    return { html, fileName: sudokuExportFileName(puzzle, trace.method) };
  },
};
