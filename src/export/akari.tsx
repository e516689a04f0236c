/**
 * The Akari worked-example page: the board with its variables, the model's
 * inequalities, every step of the deduction with its formula and the board
 * after it, "why" trees of a few cells, the verdict and the counters. One
 * self-contained HTML file (the export shell inlines the CSS and forbids
 * every request; formulas are MathML), rendered from the lesson's own views.
 * The island's Export button and the CLI both call `renderAkariExport`, so
 * it stays DOM-free (it runs under Node).
 *
 * Everything on the page comes from the recorded trace envelope and the
 * puzzle: the method named is the one that ran (the envelope's method and
 * options), the steps are its events, and the why trees are read from them
 * (src/inequalities/why.ts) — nothing is solved again.
 */
import type { SolveResult } from '../core/result';
import type { Trace } from '../core/trace';
import { countWhyNodes, TraceExplainer, type WhyNode } from '../inequalities/why';
import type { AkariEvent } from '../puzzles/akari/events';
import { printAkari } from '../puzzles/akari/format';
import { buildAkariModel, givenInequalities, type AkariModel } from '../puzzles/akari/model';
import type { AkariPuzzle, AkariSolution } from '../puzzles/akari/puzzle';
import { ENGINE_CSS } from '../ui/inequalities/engine-css';
import { AkariBoard } from '../ui/akari/AkariBoard';
import { CELL, PAD } from '../ui/akari/BoardCell';
import { READ_CELL_PX } from '../ui/akari/board-size';
import { plainName, valueInWords } from '../ui/akari/board-geometry';
import { constraintGroups } from '../ui/akari/constraint-groups';
import { RunSummary, verdictOf } from '../ui/akari/RunSummary';
import { resultFact } from '../ui/inequalities/engine-verdict';
import { WhyTreeView } from '../ui/inequalities/WhyTreeView';
import { WhyList } from '../ui/inequalities/WhyList';
import { AKARI_WORDS } from '../puzzles/akari/vocabulary';
import FormulaPanel from '../ui/FormulaPanel';
import { pickWhyCells } from '../inequalities/why-pick';
import { akariSequence } from './akari-steps';
import ExportFrame from './ExportFrame';
import { methodInWords } from './method-words';
import { embeddedTrace } from './embedded-trace';
import { boardHash, exportFileName, renderExportPage } from './page';
import { renderToStaticHtml } from './render-static';
import { StepCardList, STEP_CARDS_CSS, WhereYouStopped } from './StepCards';

export interface AkariExportInput {
  puzzle: AkariPuzzle;
  result: SolveResult<AkariSolution>;
  /** The trace recorded while solving, with the method and options that ran (its events may be empty). */
  trace: Trace<AkariEvent>;
  /** Footer line; pass it in so the same input always gives the same file. */
  footer?: string;
  /** The reader's step (0 … steps), or null (src/export/registry.ts). */
  currentStep?: number | null;
}

/** "Why" tree of one cell, for the page. */
export interface WhyEntry {
  variable: number;
  /** The value the trace settled it to: the entry's heading asks why it is that. */
  value: 0 | 1;
  tree: WhyNode;
}

/** Nodes per why tree on the page. */
const WHY_NODES = 30;


/** Why trees of the cells a worked example explains (why-pick.ts), read from the trace. */
export function whyFromTrace(model: AkariModel, events: readonly AkariEvent[], maxNodes = WHY_NODES): WhyEntry[] {
  const explainer = new TraceExplainer(givenInequalities(model), events);
  return pickWhyCells(events).flatMap((variable) => {
    const tree = explainer.why(variable, maxNodes);
    return tree && tree.kind === 'value' ? [{ variable, value: tree.value, tree }] : [];
  });
}

/** Past this many inequalities only the clue group is typeset in full. */
const FULL_LIST_LIMIT = 600;
/** A why tree with more nodes is given as a list only (the drawing would not fit a page). */
const DRAWN_TREE_LIMIT = 45;

export function akariExportTitle(puzzle: AkariPuzzle): string {
  return `Akari ${puzzle.width}×${puzzle.height}`;
}

/** `akari-7x7-selective-<hash>.html`: the hash tells boards of one size apart. */
export function akariExportFileName(puzzle: AkariPuzzle, method: string): string {
  return exportFileName(`akari ${puzzle.width}x${puzzle.height} ${method} ${boardHash(printAkari(puzzle))}`);
}

function Constraints({ model }: { model: AkariModel }) {
  const groups = constraintGroups(model);
  const full = model.constraints.length <= FULL_LIST_LIMIT;
  return (
    <>
      {groups.map((g) =>
        full || g.key === 'clues' ? (
          <div key={g.key} class={g.key === 'lit' ? undefined : 'eng-dense'}>
            <h3>{g.title} ({g.items.length})</h3>
            <p class="eng-small">{g.explanation}</p>
            <FormulaPanel items={g.items} testId={`export-constraints-${g.key}`} emptyText="None on this board." />
          </div>
        ) : (
          <p key={g.key} data-testid={`export-constraints-${g.key}-omitted`}>
            <strong>{g.title}:</strong> {g.items.length} inequalities, one per {g.key === 'lit' ? 'white cell' : 'row or column run'},
            not listed here (the board has {model.constraints.length} in all).
          </p>
        ),
      )}
    </>
  );
}

function AkariExportBody({ puzzle, result, trace, footer, currentStep = null }: AkariExportInput) {
  const model = buildAkariModel(puzzle);
  const events = trace.events;
  const method = methodInWords('akari', trace.method, trace.options);
  const seq = akariSequence(model, events, currentStep);
  const current = currentStep === null ? null : Math.max(0, Math.min(seq.count, currentStep));
  const why = whyFromTrace(model, events);
  const solutionValues = result.solution
    ? model.variables.map((v) => (result.solution![v.row][v.col] === '*' ? 1 : 0))
    : undefined;
  const facts: [string, string][] = [
    ['Board', `${puzzle.width} × ${puzzle.height}, ${model.variables.length} white cells`],
    ['Method', method],
    ['Result', resultFact(result, verdictOf(puzzle, result).ok)],
    ['Steps', String(seq.count) + (trace.truncated ? ` (the trace was cut: ${trace.dropped?.count.toLocaleString('en-US') ?? 'some'} events left out)` : '')],
  ];
  return (
    <ExportFrame title={`${akariExportTitle(puzzle)}, worked example`} facts={facts} footer={footer}>
      {current !== null && seq.count > 0 && <WhereYouStopped seq={seq} current={current} of="the deduction" />}
      <section class="export-section">
        <h2>1. The board and its variables</h2>
        <p>
          Each white cell is a 0/1 variable: 1 means a lamp on that cell. The variables are numbered in reading order,
          x₁ to x{model.variables.length > 0 ? subscript(model.variables.length) : '₀'}.
        </p>
        <AkariBoard puzzle={puzzle} testId="export-board" label="The puzzle" maxWidth={boardWidth(puzzle)} />
      </section>
      <section class="export-section">
        <h2>2. The rules as inequalities</h2>
        <Constraints model={model} />
      </section>
      <section class="export-section">
        <h2>3. The deduction, step by step</h2>
        <p>
          Forcing: with the known cells put in, an inequality Σ aᵢxᵢ ≥ b can lose at most its slack (the largest left side
          minus b); a cell whose coefficient is larger than the slack can take only one value. Sums of two inequalities
          (each in ≥ form) can force what neither does alone.
        </p>
        {seq.count > 0 ? <StepCardList seq={seq} current={current} /> : <p>No trace was recorded for this solve.</p>}
      </section>
      {why.length > 0 && (
        <section class="export-section">
          {/* Crosses are explained here too, so the heading asks about each cell's own value, never "a lamp" for all. */}
          <h2>4. Why each cell has its value: {why.length === 1 ? 'one cell' : `${why.length} cells`} explained</h2>
          {why.map((w) => (
            <div key={w.variable} class="eng-why-entry" data-testid="export-why" data-var={w.variable}>
              <h3 data-testid="export-why-heading">
                Why is {plainName(w.variable)} (row {model.variables[w.variable].row + 1}, column {model.variables[w.variable].col + 1}){' '}
                {valueInWords(w.value)}?
              </h3>
              {countWhyNodes(w.tree) <= DRAWN_TREE_LIMIT ? (
                <WhyTreeView words={AKARI_WORDS} tree={w.tree} isStatic testId={`export-why-${w.variable}`} />
              ) : (
                <WhyList words={AKARI_WORDS} tree={w.tree} testId={`export-why-${w.variable}-list`} />
              )}
            </div>
          ))}
        </section>
      )}
      <section class="export-section">
        <div class="export-answer-keep">
          <h2>{why.length > 0 ? '5.' : '4.'} The answer</h2>
          {solutionValues && (
            <div class="export-answer-board">
              <AkariBoard puzzle={puzzle} values={solutionValues} names={false} testId="export-solution" label="The answer" maxWidth={boardWidth(puzzle)} />
              <p class="export-answer-caption">
                The answer: {solutionValues.filter((x) => x === 1).length.toLocaleString('en-US')} lamps light all{' '}
                {model.variables.length.toLocaleString('en-US')} white cells.
              </p>
            </div>
          )}
        </div>
        <RunSummary puzzle={puzzle} result={result} method={method} showTime={false} testId="export-summary" />
      </section>
    </ExportFrame>
  );
}

/**
 * How wide the page draws a board: wide enough for its names to be read
 * (board-size.ts) but no wider, so a small board does not fill a printed page;
 * a board too large for that is drawn across the page, without names.
 */
function boardWidth(puzzle: AkariPuzzle): number {
  const readable = Math.ceil(((PAD * 2 + puzzle.width * CELL) * READ_CELL_PX) / CELL);
  return Math.max(342, Math.min(660, readable + 20));
}

function subscript(n: number): string {
  return String(n).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]);
}

/**
 * On paper the answer board (drawn without names) is at most 110 mm tall, so
 * its heading and board fit in half of the 265 mm printable height. A board
 * drawn across the page (175 mm for a 29×29) cannot be split, so it jumped to
 * a new page whenever the why trees before it ended in the upper half of one,
 * and left that page half empty; where they end moves with every change of
 * words or spacing above.
 */
const ANSWER_PRINT_CSS = `@media print {
  .export-answer-board svg { max-width: min(100%, 110mm) !important; margin-inline: auto; }
  /* The heading goes with its board. Chromium honours neither the heading's break-after: avoid nor this
     block's break-inside: avoid here (the board moved on and left the heading at the foot of a page); an
     inline-block is laid out whole, so it moves as one. */
  .export-answer-keep { display: inline-block; width: 100%; }
}
.export-answer-caption { text-align: center; margin: 0.25rem 0 0; }`;

/** The whole standalone HTML page for one board and its solve. */
export function renderAkariExport(input: AkariExportInput): string {
  const bodyHtml = renderToStaticHtml(<AkariExportBody {...input} />);
  const { ms: _ms, methodMs: _methodMs, ...stats } = input.result.stats;
  return renderExportPage({
    title: `${akariExportTitle(input.puzzle)} — worked example`,
    description: 'A worked Akari example: the board as 0/1 inequalities, every forcing step, sums and trials, and why each cell is what it is.',
    bodyHtml,
    css: `${ENGINE_CSS}\n${STEP_CARDS_CSS}\n${ANSWER_PRINT_CSS}`,
    data: {
      genre: 'akari',
      puzzle: printAkari(input.puzzle),
      method: input.trace.method,
      status: input.result.status,
      solution: input.result.solution ?? null,
      // Times are left out so the same input always gives the same file.
      stats,
      trace: embeddedTrace(input.trace),
    },
  });
}
