/**
 * The sliding puzzle's worked-example page: the parity argument, the
 * heuristic on the start board, the IDA* bounds table and chart, the run's
 * steps, and the answer move by move beside its boards (step cards,
 * ./sliding-steps.tsx; the moves are what the reader's stepper walks). One self-contained HTML file (the export shell
 * inlines the CSS and forbids every request), rendered from the same views
 * as the lesson. The page's Export button and the CLI both call
 * `renderSlidingExport`, so it must stay DOM-free (it runs under Node).
 */
import type { SolveResult } from '../core/result';
import type { Trace } from '../core/trace';
import type { ExportInput, GenreViews } from './registry';
import type { SlidingPuzzle } from '../puzzles/sliding/board';
import type { IterationEvent, SlidingEvent } from '../puzzles/sliding/events';
import { printSliding } from '../puzzles/sliding/format';
import type { HeuristicBreakdown } from '../puzzles/sliding/heuristics/heuristic';
import { explainManhattanLc } from '../puzzles/sliding/heuristics/manhattan';
import { explainPdb, type Pdb663Tables } from '../puzzles/sliding/heuristics/pdb';
import { parity } from '../puzzles/sliding/parity';
import type { SlidingSolution } from '../puzzles/sliding/solve-idastar';
import { BoundChart } from '../ui/sliding/BoundChart';
import { HeuristicView } from '../ui/sliding/HeuristicView';
import { IterationTable } from '../ui/sliding/IterationTable';
import { MoveList } from '../ui/sliding/MoveList';
import { ParityView } from '../ui/sliding/ParityView';
import { SLIDING_CSS } from '../ui/sliding/sliding-css';
import ExportFrame from './ExportFrame';
import { methodInWords } from './method-words';
import { exportFileName, renderExportPage, workedExampleData } from './page';
import { renderToStaticHtml } from './render-static';
import { moveSequence, searchSequence } from './sliding-steps';
import { StepCardList, STEP_CARDS_CSS, WhereYouStopped } from './StepCards';
import { fmt } from '../core/numbers';

export interface SlidingExportInput {
  puzzle: SlidingPuzzle;
  result: SolveResult<SlidingSolution>;
  /** The trace recorded while solving, with its envelope. */
  trace: Trace<SlidingEvent>;
  /** Pattern-database breakdown of the start board, when the databases were at hand. */
  pdb?: HeuristicBreakdown | null;
  /** Footer line; pass it in so the same input always gives the same file. */
  footer?: string;
  /** The reader's move on the answer (0 … moves), or null (src/export/registry.ts). */
  currentStep?: number | null;
}


export function slidingExportTitle(puzzle: SlidingPuzzle): string {
  return `${puzzle.size === 3 ? '8-puzzle' : '15-puzzle'}: ${printSliding(puzzle)}`;
}

/** The board in the name with 0 for the blank: the title's `_` is not a letter of a file name, and dropping it would lose where the blank is. */
export function slidingExportFileName(puzzle: SlidingPuzzle): string {
  return exportFileName(`sliding ${puzzle.size === 3 ? '8-puzzle' : '15-puzzle'} ${puzzle.tiles.join(' ')}`);
}

function facts(input: SlidingExportInput, heuristicName: string | null): [string, string][] {
  const { puzzle, result, trace } = input;
  const out: [string, string][] = [
    ['Board', printSliding(puzzle)],
    ['Method', methodInWords('sliding', trace.method, trace.options)],
    ['Goal', trace.options?.goal === 'blank-first' ? `the blank first, then 1 to ${puzzle.size * puzzle.size - 1} in reading order` : `1 to ${puzzle.size * puzzle.size - 1} in reading order, blank last`],
    ['Result', result.status],
  ];
  if (result.solution) {
    out.push(['Length', `${result.solution.length} moves`]);
    out.push(['Shortest?', result.solution.optimal ? 'proven shortest' : 'not proven shortest']);
  }
  if (heuristicName) out.push(['Heuristic', heuristicName]);
  if (result.stats.nodes !== undefined) out.push(['Nodes generated', fmt(result.stats.nodes)]);
  if (result.stats.iterations !== undefined) out.push(['IDA* iterations', String(result.stats.iterations)]);
  return out;
}

function SlidingExportBody({ puzzle, result, trace, pdb, footer, currentStep = null }: SlidingExportInput) {
  const events = trace.events;
  const report = parity(puzzle);
  const mdlc = explainManhattanLc(puzzle.tiles, puzzle.size);
  const iterations = events.filter((e): e is IterationEvent => e.kind === 'iteration');
  const root = events.find((e) => e.kind === 'root');
  const fallback = events.filter((e) => e.kind === 'fallback');
  const stop = events.find((e) => e.kind === 'stop');
  const solution = result.solution;
  const heuristicName = root && root.kind === 'root' ? root.heuristic : null;
  const search = searchSequence(puzzle, events);
  const answer = solution ? moveSequence(puzzle, solution.moves) : null;
  let section = 0;
  const next = () => `${++section}.`;
  const current = answer && currentStep !== null ? Math.max(0, Math.min(answer.count, currentStep)) : null;
  return (
    <ExportFrame title={`Sliding puzzle, worked example`} facts={facts({ puzzle, result, trace }, heuristicName)} footer={footer}>
      {answer && current !== null && answer.count > 0 && <WhereYouStopped seq={answer} current={current} of="the answer, move by move. This is the move the solver’s answer showed when you made this page (tiles you slid yourself are not recorded)" />}
      <section class="export-section">
        <h2>{next()} Can this board be solved?</h2>
        <p>
          Before any search, an invariant decides. Count the inversions: read the tiles row by row, skipping the blank,
          and count the pairs in which a bigger tile comes before a smaller one. A sideways slide leaves the reading order
          unchanged. An up or down slide moves one tile past the {puzzle.size - 1} tiles between its old and new cell, so the
          count changes by {puzzle.size % 2 === 1 ? 'an even amount' : 'an odd amount, while the blank changes row'}.
        </p>
        <ParityView puzzle={puzzle} facts={report} picked={null} isStatic />
      </section>
      {report.solvable && (
        <section class="export-section">
          <h2>{next()} How far from the goal, at least?</h2>
          <p>
            IDA* is guided by an estimate h of the moves still needed that never exceeds the true number (an admissible
            heuristic). Each tile needs at least as many moves as its Manhattan distance, rows plus columns to its home
            cell, and one move shifts one tile by one cell, so the distances may be added. Two tiles that stand in their
            home row (or column) in the wrong order must let one of them step out and back: two more moves each time,
            counted as linear conflicts.
          </p>
          <HeuristicView puzzle={puzzle} mdlc={mdlc} pdb={pdb ?? null} caption="The start board" testId="export-heuristic" />
          {pdb && (
            <p>
              The pattern databases store, for every placement of their tiles, the exact number of moves of those tiles
              needed to bring them home. The blank is tracked, since a tile can only slide into it; its trips through the
              cells the group leaves free cost nothing, and each entry is the least over every cell the blank may start
              on. The databases share no tile and count only
              their own tiles’ moves, so their values add up; the same lookup on the board mirrored along the main
              diagonal gives a second admissible sum, and the larger one is used.
            </p>
          )}
        </section>
      )}
      {iterations.length > 0 && (
        <section class="export-section">
          <h2>{next()} The search, bound by bound</h2>
          <p>
            Each IDA* iteration explores every path whose f = g + h (moves made plus estimate) stays within the bound, and
            the next bound is the smallest f that went over it. Because h never overestimates, no solution shorter than the
            bound exists when an iteration starts, so the first solution found is a shortest one.
          </p>
          <IterationTable rows={iterations} foundLast={iterations[iterations.length - 1]?.found ?? false} showTime={false}
            cut={stop && stop.kind === 'stop' ? { bound: stop.lowerBound, nodes: stop.nodes, totalNodes: stop.totalNodes, reason: stop.reason } : null} />
          <figure>
            <BoundChart bounds={iterations.map((r) => r.bound)} h0={root && root.kind === 'root' ? root.h : undefined}
              answer={solution?.optimal ? solution.length : null} />
            <figcaption class="sl-small">The bound of each iteration; the table above lists the same numbers.</figcaption>
          </figure>
          {stop && stop.kind === 'stop' && (
            <p>
              The search stopped ({stop.reason === 'timeout' ? 'time limit' : 'cancelled'}) while working on bound {stop.lowerBound},
              so no solution shorter than {stop.lowerBound} moves exists.
            </p>
          )}
        </section>
      )}
      {search.count > 0 && (
        <section class="export-section">
          <h2>{next()} The run, step by step</h2>
          <p>Every step of the recorded trace, beside the board it is about.</p>
          <StepCardList seq={search} current={null} />
        </section>
      )}
      {fallback.length > 0 && (
        <section class="export-section">
          <h2>{next()} The fast method</h2>
          <ul>
            {fallback.map((e, i) =>
              e.kind === 'fallback' ? <li key={i}>{e.phase}: {e.moves.length} moves ({e.moves.join(', ') || 'none'})</li> : null,
            )}
          </ul>
        </section>
      )}
      {solution && (
        <section class="export-section">
          <h2>{next()} The answer, move by move</h2>
          <MoveList moves={solution.moves} optimal={solution.optimal} />
          {answer && answer.count > 0 && <StepCardList seq={answer} current={current} testId="export-moves" />}
        </section>
      )}
      {!solution && result.reason && (
        <section class="export-section">
          <h2>{next()} Result</h2>
          <p>{result.reason}</p>
        </section>
      )}
    </ExportFrame>
  );
}

/** The whole standalone HTML page for one board and its solve. */
export function renderSlidingExport(input: SlidingExportInput): string {
  const bodyHtml = renderToStaticHtml(<SlidingExportBody {...input} />);
  return renderExportPage({
    title: `Sliding puzzle — ${slidingExportTitle(input.puzzle)}`,
    description: 'A worked example: the parity test, the heuristic, the IDA* bounds and every step of the answer.',
    bodyHtml,
    css: `${SLIDING_CSS}\n${STEP_CARDS_CSS}`,
    data: workedExampleData(printSliding(input.puzzle), input.result, input.trace),
  });
}

/** Sliding's entry in the export registry (src/export/registry.ts). */
export const slidingViews: GenreViews = {
  exportPage({ puzzle, result, trace, resources, footer, currentStep }: ExportInput) {
    const board = puzzle as SlidingPuzzle;
    // The databases' share of the start estimate, when this run had them (a 4×4 board, the default method).
    const tables = resources as Pdb663Tables | null | undefined;
    const pdb = tables && board.size === 4 && result.status !== 'unsolvable' ? explainPdb(board.tiles, tables) : null;
    const html = renderSlidingExport({
      puzzle: board,
      result: result as SolveResult<SlidingSolution>,
      trace: trace as Trace<SlidingEvent>,
      pdb,
      footer,
      currentStep,
    });
    return { html, fileName: slidingExportFileName(board) };
  },
};
