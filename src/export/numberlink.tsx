/**
 * Numberlink's worked-example page: the board, the edge order and why, the
 * width of every level of the diagram, the build step by step, the walk along
 * one solution with the frontier's mate values after every edge (both as step
 * cards, ./numberlink-steps.tsx; the walk is what the reader's stepper
 * walks, so it carries the "Where you stopped" card), the exact count with the
 * uniqueness verdict, and the solution. One self-contained HTML file made
 * from the trace envelope alone, by the same function for the lesson's
 * Export button and the CLI's `export` (so it stays DOM-free).
 */
import type { SolveResult } from '../core/result';
import type { Trace } from '../core/trace';
import type { CountEvent, EndEvent, GraphEvent, NodeEvent, NumberlinkEvent, SatVerdictEvent, WalkStepEvent } from '../puzzles/numberlink/events';
import { printNumberlink } from '../puzzles/numberlink/format';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../puzzles/numberlink/puzzle';
import { NL_CSS } from '../ui/numberlink/nl-css';
import { NumberlinkBoard } from '../ui/numberlink/NumberlinkBoard';
import { BoardLegend } from '../ui/numberlink/board-marks';
import { WidthChart } from '../ui/numberlink/WidthChart';
import { ZddDrawing } from '../ui/numberlink/ZddDrawing';
import type { ExportInput, GenreViews } from './registry';
import ExportFrame from './ExportFrame';
import { boardHash, exportFileName, renderExportPage, workedExampleData } from './page';
import { renderToStaticHtml } from './render-static';
import { methodInWords } from './method-words';
import { buildSequence, walkSequence } from './numberlink-steps';
import { StepCardList, STEP_CARDS_CSS, WhereYouStopped } from './StepCards';

export interface NumberlinkExportInput {
  puzzle: NumberlinkPuzzle;
  result: SolveResult<NumberlinkSolution>;
  trace: Trace<NumberlinkEvent>;
  footer?: string;
  /** The reader's edge on the walk (0 … edges), or null (src/export/registry.ts). */
  currentStep?: number | null;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

function facts({ puzzle, result, trace }: NumberlinkExportInput, graph: GraphEvent | undefined, count: CountEvent | undefined): [string, string][] {
  const out: [string, string][] = [
    ['Board', `${puzzle.width}×${puzzle.height}, ${puzzle.labels.length} labels`],
    ['Method', methodInWords('numberlink', trace.method, trace.options)],
    ['Result', result.status],
  ];
  if (count) {
    out.push(['Solutions', BigInt(count.count).toLocaleString('en-US')]);
    // The lesson's words: "unique" or "not unique".
    out.push(['Verdict', count.verdict === 'unique' ? 'unique' : count.verdict === 'none' ? 'no solution' : 'not unique (several solutions)']);
    out.push(['Diagram', `${fmt(count.nodes)} nodes built, ${count.reducedNodes >= 0 ? fmt(count.reducedNodes) : '?'} after reduction`]);
  }
  const sat = trace.events.find((e): e is SatVerdictEvent => e.kind === 'sat-verdict');
  if (sat) out.push(['Verdict', sat.verdict === 'unique' ? 'unique' : sat.verdict === 'several' ? 'not unique (several solutions)' : 'not decided within the limit']);
  if (graph) out.push(['Edges (levels)', `${graph.edges.length}, widest frontier ${graph.maxFrontier} cells`]);
  return out;
}

function NumberlinkExportBody(input: NumberlinkExportInput) {
  const { puzzle, result, trace, footer } = input;
  const events = trace.events;
  const graph = events.find((e): e is GraphEvent => e.kind === 'graph');
  const count = events.find((e): e is CountEvent => e.kind === 'count');
  const end = events.find((e): e is EndEvent => e.kind === 'end');
  const nodes = events.filter((e): e is NodeEvent => e.kind === 'node');
  const walk = events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
  const widths = count?.widths ?? events.flatMap((e) => (e.kind === 'level' ? [e.width] : []));
  const build = buildSequence(puzzle, events);
  const walkSeq = walkSequence(puzzle, walk);
  const current = input.currentStep === null || input.currentStep === undefined ? null : Math.max(0, Math.min(walk.length, input.currentStep));
  const solution = result.solution;
  return (
    <ExportFrame title="Numberlink, worked example" facts={facts(input, graph, count)} footer={footer}>
      {current !== null && walkSeq.count > 0 && <WhereYouStopped seq={walkSeq} current={current} of="the walk along one solution" />}
      <section class="export-section">
        <h2>1. The board</h2>
        <p>
          Join equal labels by paths of neighbouring cells; paths never share a cell
          {graph?.rule === 'nikoli' || graph?.rule === 'nikoli-canonical' ? ', and cells may stay empty' : ', every cell lies on a path'}
          {graph?.rule === 'fill-notouch' ? ', and no path runs alongside itself' : ''}
          {graph?.rule === 'fill-canonical' || graph?.rule === 'nikoli-canonical'
            ? '; solutions with a redundant pattern (three sides of a 2×2 block, a corner beside an empty cell, a bend round empty cells) are not counted'
            : ''}.
        </p>
        <NumberlinkBoard puzzle={puzzle} title="The board" testId="export-board" />
      </section>
      {graph && (
        <section class="export-section">
          <h2>2. The edges in order</h2>
          <p>
            An edge is a pair of neighbouring cells, one possible step of a path; the diagram decides the {graph.edges.length} edges
            one after the other, one level per edge. {graph.why.charAt(0).toUpperCase() + graph.why.slice(1)}. The widest frontier here has {graph.maxFrontier} cells.
          </p>
        </section>
      )}
      {widths.length > 0 && (
        <section class="export-section">
          <h2>3. The diagram, level by level</h2>
          <p>
            Each node is a distinct partial state: the frontier's mate array. Two choices that leave the same mate array
            are one node. The chart shows how many nodes each level holds.
          </p>
          <WidthChart widths={widths} title="Nodes per level" testId="export-widths" />
          {nodes.length > 0 && graph && <ZddDrawing nodes={nodes} edges={graph.edges} title="The whole diagram" testId="export-zdd" />}
        </section>
      )}
      {build.count > 0 && (
        <section class="export-section">
          <h2>4. The build, step by step</h2>
          <p>
            Every step of the recorded trace: the edge order, then one step per level (its edge in thick dashes on the board), the count,
            the walk and the answer.
          </p>
          <BoardLegend items={['taken', 'decided']} />
          <StepCardList seq={build} current={null} />
        </section>
      )}
      {walkSeq.count > 0 && (
        <section class="export-section">
          <h2>5. One path through the diagram</h2>
          <p>
            The first solution, followed edge by edge: the links taken so far, the edge just decided (a wide band under its line or ×),
            the edge decided next (thick dashes), the cells of the frontier with their mate values, and why the walk chose as it did.
          </p>
          <BoardLegend items={['taken', 'off', 'stepped', 'decided', 'frontier', 'ruled']} />
          <StepCardList seq={walkSeq} current={current} testId="export-walk" />
        </section>
      )}
      <section class="export-section">
        <h2>6. The answer</h2>
        {count && (
          <p data-testid="export-count">
            Counting the ways from the root to ⊤ gives {count.count} solution{count.count === '1' ? '' : 's'}
            {count.verdict === 'unique' ? ': the puzzle is unique.' : count.verdict === 'none' ? '.' : ': the puzzle is not unique.'}
          </p>
        )}
        {solution && <NumberlinkBoard puzzle={puzzle} paths={solution.paths} title="The solution" testId="export-solution" />}
        {!solution && (end?.reason ?? result.reason) && <p>{end?.reason ?? result.reason}</p>}
      </section>
    </ExportFrame>
  );
}

/** `numberlink-8x8-<hash>.html`: the hash tells boards of one size apart (listing the labels made names like "…-1-2-3-…-13"). */
export function numberlinkExportFileName(puzzle: NumberlinkPuzzle): string {
  return exportFileName(`numberlink ${puzzle.width}x${puzzle.height} ${boardHash(printNumberlink(puzzle))}`);
}

export function renderNumberlinkExport(input: NumberlinkExportInput): string {
  const bodyHtml = renderToStaticHtml(<NumberlinkExportBody {...input} />);
  return renderExportPage({
    title: `Numberlink — ${input.puzzle.width}×${input.puzzle.height}`,
    description: 'A worked example: the edge order, the diagram level by level, one path through it, the exact count and the solution.',
    bodyHtml,
    css: `${NL_CSS}\n${STEP_CARDS_CSS}`,
    data: workedExampleData(printNumberlink(input.puzzle), input.result, input.trace),
  });
}

/** Numberlink's entry in the export registry (src/export/registry.ts). */
export const numberlinkViews: GenreViews = {
  exportPage({ puzzle, result, trace, footer, currentStep }: ExportInput) {
    const board = puzzle as NumberlinkPuzzle;
    const html = renderNumberlinkExport({ puzzle: board, result: result as SolveResult<NumberlinkSolution>, trace: trace as Trace<NumberlinkEvent>, footer, currentStep });
    return { html, fileName: numberlinkExportFileName(board) };
  },
};
