/**
 * The Shakashaka worked-example page: the board, the model it becomes
 * (families with their counts and examples in words and formulas), the run
 * as a student would print it (every sum, trial and search step with the
 * board after it; stretches of plain forcing condensed into counted lines,
 * ./condense-plan.ts), "why" trees of a few variables,
 * and the answer with its verdict. One self-contained HTML file rendered from
 * the lesson's own views; the island's Export button and the CLI both call
 * `renderShakashakaExport`, so it stays DOM-free (it runs under Node).
 *
 * Everything on the page comes from the recorded trace envelope and the
 * puzzle: the method and the model variant named are the ones that ran, the
 * steps are its events, and the why trees are read from them — nothing is
 * solved again.
 */
import type { SolveResult } from '../core/result';
import type { Trace } from '../core/trace';
import { pickWhyCells } from '../inequalities/why-pick';
import { countWhyNodes, TraceExplainer, type WhyNode } from '../inequalities/why';
import type { ShakashakaEvent } from '../puzzles/shakashaka/events';
import { FAMILIES, type Family } from '../puzzles/shakashaka/model/families';
import { printShakashaka } from '../puzzles/shakashaka/format';
import { buildShakashakaModel, type ShakashakaModel } from '../puzzles/shakashaka/model';
import { modelVariantOf } from '../puzzles/shakashaka/options';
import type { ShakashakaPuzzle, ShakashakaSolution } from '../puzzles/shakashaka/puzzle';
import { fillingValues, shakashakaReplay, type ShakashakaView } from '../puzzles/shakashaka/replay';
import { givenInequalities } from '../puzzles/shakashaka/model/system';
import { shakashakaModelWords, shakashakaWords } from '../puzzles/shakashaka/vocabulary';
import FormulaPanel from '../ui/FormulaPanel';
import { ENGINE_CSS } from '../ui/inequalities/engine-css';
import { WhyList } from '../ui/inequalities/WhyList';
import { WhyTreeView } from '../ui/inequalities/WhyTreeView';
import { BoardLegend } from '../ui/shakashaka/BoardLegend';
import { rowItem } from '../ui/shakashaka/model-index';
import { RunSummary, verdictOf } from '../ui/shakashaka/RunSummary';
import { resultFact } from '../ui/inequalities/engine-verdict';
import { SHAKASHAKA_CSS } from '../ui/shakashaka/shakashaka-css';
import { ShakashakaBoard } from '../ui/shakashaka/ShakashakaBoard';
import { chainDeductions } from '../ui/inequalities/chain-steps';
import { StepDetail } from '../ui/shakashaka/StepDetail';
import type { ExportInput, GenreViews } from './registry';
import ExportFrame from './ExportFrame';
import { engineStepNoun } from './engine-nouns';
import { methodInWords } from './method-words';
import { boardHash, exportFileName, renderExportPage, workedExampleData } from './page';
import { renderToStaticHtml } from './render-static';
import { STEP_CARDS_CSS, WhereYouStopped } from './StepCards';
import { traceSequence } from './trace-steps';
import { CHUNK, condensedPlan } from './condense-plan';
import { CondensedStepList } from './CondensedStepList';
import { listedRuns } from './step-plan';
import { stepStarts } from '../core/trace';

/**
 * Step boards up to this many columns carry row and column numbers, as the
 * steps' words name cells by them; a wider board's numbers (at the 11 px they
 * need) would push it past the step column of a printed page, and the
 * puzzle drawn at the top carries them instead.
 */
const AXES_MAX_WIDTH = 9;

export interface ShakashakaExportInput {
  puzzle: ShakashakaPuzzle;
  result: SolveResult<ShakashakaSolution>;
  /** The trace recorded while solving, with the method and options that ran (its events may be empty). */
  trace: Trace<ShakashakaEvent>;
  /** Footer line; pass it in so the same input always gives the same file. */
  footer?: string;
  /** The reader's step (0 … steps), or null (src/export/registry.ts). */
  currentStep?: number | null;
}

/** Example rows shown per family (the counts are always given). */
const EXAMPLES_PER_FAMILY = 3;
/** Nodes per why tree on the page; a tree with more than DRAWN nodes is given as a list only. */
const WHY_NODES = 30;
const DRAWN_TREE_LIMIT = 45;

export function shakashakaExportTitle(puzzle: ShakashakaPuzzle): string {
  return `Shakashaka ${puzzle.width}×${puzzle.height}`;
}

/** `shakashaka-6x6-steps-<hash>.html`: the hash tells boards of one size apart. */
export function shakashakaExportFileName(puzzle: ShakashakaPuzzle, method: string): string {
  return exportFileName(`shakashaka ${puzzle.width}x${puzzle.height} ${method} ${boardHash(printShakashaka(puzzle))}`);
}

/** Why trees of the variables a worked example explains (why-pick.ts), read from the trace. */
export function whyFromTrace(model: ShakashakaModel, events: readonly ShakashakaEvent[], maxNodes = WHY_NODES): { variable: number; tree: WhyNode }[] {
  const explainer = new TraceExplainer(givenInequalities(model), events);
  return pickWhyCells(events).flatMap((variable) => {
    const tree = explainer.why(variable, maxNodes);
    return tree ? [{ variable, tree }] : [];
  });
}

function ModelSection({ model }: { model: ShakashakaModel }) {
  const byFamily = new Map<Family, number[]>();
  model.rows.forEach((row, i) => byFamily.set(row.family, [...(byFamily.get(row.family) ?? []), i]));
  return (
    <>
      <p>
        Every white cell has five 0/1 variables: <em>empty</em> (no triangle: the cell stays all white) and one per triangle, named by the corner that
        holds its black right angle. Variable <span>x</span> with the cell’s row and column below and the state above is 1
        when the cell takes that state. The model has {model.variables.length.toLocaleString('en-US')} variables and{' '}
        {model.rows.length.toLocaleString('en-US')} rows in the families {model.families.join(', ')}. A row’s label gives its
        family and the numbers of its inequalities in the solver, in brackets (an equality is two inequalities, so it has two
        numbers): the steps below cite these numbers, as the lesson’s solver does.
      </p>
      <table class="sk-counts" data-testid="export-families">
        <thead>
          <tr>
            <th scope="col">Family</th>
            <th scope="col">What it says</th>
            <th scope="col">Rows</th>
          </tr>
        </thead>
        <tbody>
          {model.families.map((f) => (
            <tr key={f}>
              <th scope="row">{f}</th>
              <td>{FAMILIES[f].title}</td>
              <td class="num">{(byFamily.get(f)?.length ?? 0).toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {model.families.map((f) => {
        const rows = byFamily.get(f) ?? [];
        return (
          <div key={f}>
            <h3>
              {f}: {FAMILIES[f].title}
            </h3>
            <p class="sk-small">{FAMILIES[f].summary}</p>
            <FormulaPanel testId={`export-family-${f}`} emptyText="None on this board."
              items={rows.slice(0, EXAMPLES_PER_FAMILY).map((i) => rowItem(model, i))} />
            {rows.length > EXAMPLES_PER_FAMILY && (
              <p class="sk-small">… and {(rows.length - EXAMPLES_PER_FAMILY).toLocaleString('en-US')} more of this family.</p>
            )}
          </div>
        );
      })}
    </>
  );
}

function ShakashakaExportBody({ puzzle, result, trace, footer, currentStep = null }: ShakashakaExportInput) {
  const variant = modelVariantOf(trace.options);
  const built = buildShakashakaModel(puzzle, variant);
  const model = built.ok ? built.model : null;
  const words = model ? shakashakaModelWords(model) : shakashakaWords(puzzle);
  const events = trace.events;
  const method = methodInWords('shakashaka', trace.method, trace.options);
  const why = model ? whyFromTrace(model, events) : [];
  // The chain sums by name, as the page's stepper says them (../ui/inequalities/chain-steps.ts).
  const chains = chainDeductions(events);
  const focusOf = (view: ShakashakaView) => (view.focus ? view.focus.inequality.terms.map(([v]) => v) : []);
  const seq = model
    ? traceSequence({
        replay: shakashakaReplay, puzzle, events, current: currentStep, kindOf: (e) => engineStepNoun(e),
        words: (s) => <StepDetail model={model} event={s.event} sub={s.sub} chain={chains.get(s.event)} values={s.view.values} testId={`export-step-${s.number}`} />,
        board: (view, s, testId) => (
          <ShakashakaBoard puzzle={puzzle} values={view.values} changed={view.changed} highlight={focusOf(view)}
            compact axes={puzzle.width <= AXES_MAX_WIDTH} maxWidth={200} testId={testId}
            label={s ? `The board after step ${s.number}` : 'The board before the first step'} />
        ),
      })
    : null;
  const current = seq && currentStep !== null ? Math.max(0, Math.min(seq.count, currentStep)) : null;
  // Printed like a textbook: plain forcing from one of the model's inequalities is routine, condensed (condense-plan.ts).
  const starts = stepStarts(events);
  const stepEvent = (n: number) => events[starts[n - 1]];
  const routine = (n: number) => {
    const e = stepEvent(n);
    return e.kind === 'deduce' && e.source === 'given';
  };
  const places = (n: number) => {
    const e = stepEvent(n);
    return e.kind === 'deduce' && e.forced.some((f) => f.value === 1);
  };
  const plan = seq ? condensedPlan(seq.count, routine, places, current, listedRuns(seq.count, current)) : null;
  const familiesIn = (from: number, to: number): string | null => {
    if (!model) return null;
    const tally = new Map<string, number>();
    for (let n = from; n <= to; n++) {
      const e = stepEvent(n);
      if (e.kind === 'deduce' && e.source === 'given' && model.constraints[e.by]) tally.set(model.constraints[e.by].family, (tally.get(model.constraints[e.by].family) ?? 0) + 1);
    }
    if (tally.size === 0) return null;
    const parts = [...tally].sort((a, b) => a[0].localeCompare(b[0])).map(([f, k]) => `${f}: ${k}`);
    return `by inequalities of family ${parts.join(', ')}`;
  };
  const whites = model ? model.variables.length / 5 : 0;
  const facts: [string, string][] = [
    ['Board', `${puzzle.width} × ${puzzle.height}${model ? `, ${whites} white cells, ${model.variables.length} variables` : ''}`],
    ['Method', method],
    ['Result', resultFact(result, verdictOf(puzzle, result).ok)],
    ['Steps', String(seq?.count ?? 0) + (trace.truncated ? ` (the trace was cut: ${trace.dropped?.count.toLocaleString('en-US') ?? 'some'} events left out)` : '')],
  ];
  let section = 0;
  const next = () => `${++section}.`;
  return (
    <ExportFrame title={`${shakashakaExportTitle(puzzle)}, worked example`} facts={facts} footer={footer}>
      {seq && current !== null && seq.count > 0 && <WhereYouStopped seq={seq} current={current} of="the engine’s deduction" />}
      <section class="export-section">
        <h2>{next()} The board</h2>
        <p>
          Shade half of some white cells with a triangle so that every clue counts exactly its number of triangles on its
          four neighbours and every white area is a rectangle, upright or turned by 45°.
        </p>
        <ShakashakaBoard puzzle={puzzle} testId="export-board" label="The puzzle" maxWidth={420} cells />
        <BoardLegend />
      </section>
      <section class="export-section">
        <h2>{next()} The rules as 0/1 inequalities</h2>
        {model ? <ModelSection model={model} /> : <p>{!built.ok && built.message}</p>}
      </section>
      <section class="export-section">
        <h2>{next()} The run, step by step</h2>
        <p>
          {trace.method === 'highs'
            ? 'HiGHS solved the model as an integer program; its work inside is not recorded, only its answer.'
            : 'Forcing: with the known variables put in, an inequality Σ aᵢxᵢ ≥ b can lose at most its slack (the largest left side minus b); a variable whose coefficient is larger than the slack can take only one value. Sums of inequalities (each in ≥ form) can force what none does alone; a labelled trial assumes a value and keeps only what its failure proves.'}
        </p>
        {seq && plan && seq.count > 0 ? (
          <CondensedStepList seq={seq} plan={plan} current={current} chunk={CHUNK} gapDetail={familiesIn}
            routineWords="forcing steps from one of the model’s inequalities" />
        ) : (
          <p>No trace was recorded for this solve.</p>
        )}
      </section>
      {why.length > 0 && (
        <section class="export-section">
          <h2>
            {next()} Why? {why.length === 1 ? 'One variable' : `${why.length} variables`} explained
          </h2>
          {why.map((w) => (
            <div key={w.variable} class="eng-why-entry" data-testid="export-why" data-var={w.variable}>
              <h3>{words.name(w.variable)}</h3>
              {countWhyNodes(w.tree) <= DRAWN_TREE_LIMIT ? (
                <WhyTreeView words={words} tree={w.tree} isStatic testId={`export-why-${w.variable}`} />
              ) : (
                // A deep tree indents past a phone's width: the list scrolls sideways in its own box.
                <div class="scroll-x" tabIndex={0} role="region" aria-label={`Why: ${words.name(w.variable)}`}>
                  <WhyList words={words} tree={w.tree} testId={`export-why-${w.variable}-list`} />
                </div>
              )}
            </div>
          ))}
        </section>
      )}
      <section class="export-section">
        <h2>{next()} The answer</h2>
        {result.solution && (
          <ShakashakaBoard puzzle={puzzle} values={fillingValues(result.solution)} testId="export-solution" label="The answer" maxWidth={420} cells />
        )}
        <RunSummary puzzle={puzzle} result={result} method={method} showTime={false} testId="export-summary" />
      </section>
    </ExportFrame>
  );
}

/** The whole standalone HTML page for one board and its solve. */
export function renderShakashakaExport(input: ShakashakaExportInput): string {
  const bodyHtml = renderToStaticHtml(<ShakashakaExportBody {...input} />);
  return renderExportPage({
    title: `${shakashakaExportTitle(input.puzzle)} — worked example`,
    description: 'A worked Shakashaka example: the board as 0/1 inequalities, the forcing steps, sums and trials, and why each cell is what it is.',
    bodyHtml,
    css: `${ENGINE_CSS}\n${SHAKASHAKA_CSS}\n${STEP_CARDS_CSS}`,
    data: workedExampleData(printShakashaka(input.puzzle), input.result, input.trace),
  });
}

/** Shakashaka's entry in the export registry (src/export/registry.ts). */
export const shakashakaViews: GenreViews = {
  exportPage(input: ExportInput) {
    const puzzle = input.puzzle as ShakashakaPuzzle;
    const trace = input.trace as Trace<ShakashakaEvent>;
    const html = renderShakashakaExport({ puzzle, result: input.result as SolveResult<ShakashakaSolution>, trace, footer: input.footer, currentStep: input.currentStep });
    return { html, fileName: shakashakaExportFileName(puzzle, trace.method) };
  },
};
