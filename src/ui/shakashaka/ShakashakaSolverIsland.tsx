/**
 * The lesson's Shakashaka solver, one island: enter a board (grid text or a
 * puzz.link URL), see it as the model's rows cell by cell, pick the model's
 * families, and solve it two ways side by side, each in a worker of its own:
 * HiGHS on the model as a 0/1 integer program, as the paper did, and the
 * inequality engine, whose deduction the reader then steps through with the
 * rule behind every step. Then ask why a cell is what it is, and export the
 * worked example.
 *
 * The board text is the one piece of state everything derives from. A link
 * keeps the board, the model, the time limit and the step
 * (src/ui/shakashaka/solver-link.ts); opening a link that names a step solves
 * again so that step can be shown. Starting, the link's problems, the board
 * in the URL and the solve on load are the hooks every solver island shares
 * (src/ui/Starting.tsx, src/ui/solver-link.ts).
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { replayTo } from '../../core/player';
import { FAMILIES, MODEL_VARIANTS, variantTitle, type ModelVariant } from '../../puzzles/shakashaka/model/families';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import { parseShakashaka, printShakashaka } from '../../puzzles/shakashaka/format';
import type { ShakashakaPuzzle, ShakashakaSolution } from '../../puzzles/shakashaka/puzzle';
import { shakashakaGenre } from '../../puzzles/shakashaka/genre';
import { looksLikeUrl } from '../../puzzles/shakashaka/puzzlink';
import { shakashakaReplay } from '../../puzzles/shakashaka/replay';
import { GenreExportButton } from '../ExportButton';
import { ENGINE_LEVELS } from '../../inequalities/grade';
import { GradeLine } from '../GradeLine';
import { SolveButtons } from '../SolveButtons';
import { FormulaOutput } from '../formula-output';
import StyleSheet from '../StyleSheet';
import { ENGINE_CSS } from '../inequalities/engine-css';
import { OptionFields } from '../MethodPicker';
import { PuzzleInput } from '../grid/PuzzleInput';
import { LinkProblems } from '../LinkProblems';
import { defaultOptionValues, optionsOf } from '../method-link';
import { useIslandLink } from '../use-island-link';
import { LINK_KEY, useSolveOnLoad } from '../solver-link';
import { StartingNote, useStarted } from '../Starting';
import { useSettledText } from '../use-settled-text';
import { isBusy, useSolverRun, type SolverPhase } from '../use-solver-run';
import { writeUrlParam } from '../url-state';
import { DEFAULT_SHAKASHAKA_EXAMPLE, SHAKASHAKA_EXAMPLES } from '../../lessons/shakashaka/examples';
import { Lane } from './Lane';
import { ModelExplorer } from './ModelExplorer';
import { SHAKASHAKA_CSS } from './shakashaka-css';
import { boardToLink, DEFAULT_LIMIT_SEC, LIMIT_CHOICES, OLD_KEYS, readShakashakaLink } from './solver-link';
import { TracePanel } from './TracePanel';
import { WhyPanel } from './WhyPanel';
import { ModelStatus } from '../ModelStatus';
import { useShakashakaModel } from './use-model';
import { useStepsGrade } from './use-steps-grade';

export interface ShakashakaSolverIslandProps {
  /** Board text shown first (the puzz.link test board by default). */
  initial?: string;
}

/** The options both methods take (the model's families), with the fields the picker draws for them. */
const OPTIONS = optionsOf(shakashakaGenre);

type Run = ReturnType<typeof useSolverRun<ShakashakaPuzzle, ShakashakaSolution, ShakashakaEvent>>;

/** One phase for the island: busy while either lane is, done when both are, else what went wrong. */
function islandPhase(a: SolverPhase, b: SolverPhase): SolverPhase {
  if (isBusy(a) || isBusy(b)) return a === 'solving' || b === 'solving' ? 'solving' : 'preparing';
  if (a === 'idle' && b === 'idle') return 'idle';
  if (a === 'failed' || b === 'failed') return 'failed';
  if (a === 'cancelled' || b === 'cancelled') return 'cancelled';
  return 'done';
}

export default function ShakashakaSolverIsland({ initial = DEFAULT_SHAKASHAKA_EXAMPLE.text }: ShakashakaSolverIslandProps): JSX.Element {
  const started = useStarted();
  const [text, setText] = useState(initial);
  // A long text is read once typing pauses (../use-settled-text.ts).
  const settled = useSettledText(text);
  const parsed = useMemo(() => parseShakashaka(settled), [settled]);
  const puzzle = parsed.ok ? parsed.puzzle : null;
  const key = puzzle ? printShakashaka(puzzle) : '';
  const firstBoard = useMemo(() => boardToLink(initial), [initial]);
  // A puzz.link URL stays a URL in the page's link; a grid goes as its rows.
  const linkBoard = puzzle ? boardToLink(looksLikeUrl(settled.trim()) ? settled : key) : null;
  const [options, setOptions] = useState(() => defaultOptionValues(shakashakaGenre));
  const variant = options.model as ModelVariant;
  const [limitSec, setLimitSec] = useState(DEFAULT_LIMIT_SEC);
  const [selected, setSelected] = useState<number | null>(null);
  const runKey = `${key}\n${variant}`;
  const highs: Run = useSolverRun('shakashaka', runKey, 'highs');
  const steps: Run = useSolverRun('shakashaka', runKey, 'steps');
  const built = useShakashakaModel(puzzle, key, variant, started);
  const model = built.state.phase === 'done' ? built.state.model : null;
  const shape = built.state.phase === 'done' ? built.state.shape : undefined;
  // The same element while the model stays: Preact then skips it when a run's progress re-renders the island.
  const explorer = useMemo(() => (model ? <ModelExplorer model={model} shape={shape} /> : null), [model]);

  const { problems, solveOnLoad } = useIslandLink({
    started, oldKeys: OLD_KEYS, read: readShakashakaLink, table: shakashakaGenre, board: linkBoard, firstBoard,
    onLink: (link) => {
      if (link.board !== null) setText(link.board);
      setOptions((o) => ({ ...o, ...link.options }));
      if (link.limitSec) setLimitSec(link.limitSec);
    },
    options,
    limit: { sec: limitSec, defaultSec: DEFAULT_LIMIT_SEC },
  });
  useEffect(() => setSelected(null), [key]);

  const solve = () => {
    if (!puzzle) return;
    const request = { params: { model: variant }, limitMs: limitSec * 1000 };
    highs.start(puzzle, runKey, { ...request, method: 'highs' });
    steps.start(puzzle, runKey, { ...request, method: 'steps' });
  };
  useSolveOnLoad(solveOnLoad, started && puzzle !== null, solve, [key, started]);
  const onSolve = () => {
    // A new solve starts at step 0; only a link's own step (read on load) is kept.
    writeUrlParam(LINK_KEY.step, null);
    solve();
  };
  const busy = highs.busy || steps.busy;
  const cancel = () => {
    highs.cancel();
    steps.cancel();
  };
  const phase = islandPhase(highs.run.phase, steps.run.phase);
  const stepsReply = steps.run.key === runKey ? steps.run.reply : null;
  // The answers are drawn in the task that receives them; the steps, then the why panel, each in a task of its own
  // after it, so no single task on the main thread does all of it.
  const [shownStage, setShownStage] = useState<{ reply: unknown; stage: number }>({ reply: null, stage: 0 });
  useEffect(() => {
    if (!stepsReply) return;
    let stage = 0;
    let timer = 0;
    const next = () => {
      stage++;
      setShownStage({ reply: stepsReply, stage });
      if (stage < 2) timer = window.setTimeout(next, 0);
    };
    timer = window.setTimeout(next, 0);
    return () => window.clearTimeout(timer);
  }, [stepsReply]);
  const stage = shownStage.reply === stepsReply ? shownStage.stage : 0;
  const grade = useStepsGrade(puzzle, model, stepsReply, variant, runKey, stage >= 1);
  const finalValues = useMemo(() => (stepsReply && puzzle && stage >= 2 ? replayTo(shakashakaReplay, puzzle, stepsReply.trace.events).values : null), [stepsReply, stage >= 2]);

  return (
    // MathML: the browser typesets it, and the lists of rows stay a fraction of KaTeX's HTML in size.
    <FormulaOutput.Provider value="mathml">
    <div class="sk-island" data-testid="shakashaka-solver" data-phase={phase} data-board={boardToLink(key)} data-model={variant}
      data-started={String(started)}>
      <StyleSheet css={ENGINE_CSS + SHAKASHAKA_CSS} />
      <StartingNote started={started} what="the solver’s buttons and boards" />
      <section class="eng-card" aria-labelledby="sk-h-board">
        <h3 id="sk-h-board">The board</h3>
        <LinkProblems problems={problems} />
        <PuzzleInput text={text} onText={setText} error={parsed.ok ? null : parsed.error} examples={SHAKASHAKA_EXAMPLES} disabled={busy}
          label={
            <>
              Grid lines (<code>.</code> white, <code>#</code> black, <code>0</code>–<code>4</code> a clue), or a puzz.link
              shakashaka URL on one line
            </>
          } />
      </section>
      <section class="eng-card" aria-labelledby="sk-h-model">
        <h3 id="sk-h-model">The board as inequalities</h3>
        <OptionFields options={OPTIONS} values={options} onValues={setOptions} disabled={busy} labels={{ model: 'The model’s families' }}
          choiceNames={(_, m) => variantTitle(m as ModelVariant)} choiceWords={(_, m) => variantWords(m as ModelVariant)} />
        {!puzzle ? (
          <p class="sk-small">Waiting for a board: fix the text above (the message there says what is wrong).</p>
        ) : model ? (
          explorer
        ) : (
          <ModelStatus state={built.state} onCancel={built.cancel} onRetry={built.retry} className="sk-small" />
        )}
      </section>
      <section class="eng-card" aria-labelledby="sk-h-solve">
        <h3 id="sk-h-solve">Solve it two ways</h3>
        <div class="eng-row">
          <SolveButtons onSolve={onSolve} onCancel={cancel} busy={busy} canSolve={Boolean(puzzle)} solveText="Solve both ways" />
          <label>
            Time limit for each{' '}
            <select value={String(limitSec)} disabled={busy} data-testid="limit" onChange={(e) => setLimitSec(Number((e.currentTarget as HTMLSelectElement).value))}>
              {[...new Set([...LIMIT_CHOICES, limitSec])].sort((a, b) => a - b).map((s) => (
                <option key={s} value={String(s)}>
                  {s} s
                </option>
              ))}
            </select>
          </label>
        </div>
        {puzzle && (
          <div class="sk-lanes">
            <Lane method="highs" title="HiGHS: the model as an integer program" puzzle={puzzle} run={highs.run} current={highs.run.key === runKey}>
              <p class="sk-small">As the paper did: it takes every inequality at once and returns an answer, or proves there is none.</p>
            </Lane>
            <Lane method="steps" title="The inequality engine, step by step" puzzle={puzzle} run={steps.run} current={steps.run.key === runKey}>
              <p class="sk-small">Forcing, then sums aimed at one variable, then look-ahead with chain sums, then labelled trials: every step recorded, to follow below.</p>
            </Lane>
          </div>
        )}
      </section>
      {model && stepsReply && stage >= 1 && (
        <section class="eng-card" aria-labelledby="sk-h-steps">
          <h3 id="sk-h-steps">Step through the engine’s deduction</h3>
          {stepsReply.trace.truncated && <p class="sk-small">The trace was cut at its cap; the steps in the middle are left out.</p>}
          <GradeLine state={grade.state} className="sk-small" jumpNote="The “Jump to the hardest step” button below goes there." />
          {grade.state.phase === 'done' && <LevelsLine />}
          <TracePanel model={model} events={stepsReply.trace.events} stepperId={LINK_KEY.step} selected={selected} onCellSelect={setSelected}
            hardestStep={grade.step} />
        </section>
      )}
      {model && stepsReply && stage >= 2 && finalValues && (
        <section class="eng-card" aria-labelledby="sk-h-why">
          <h3 id="sk-h-why">Why is this cell what it is?</h3>
          <WhyPanel model={model} events={stepsReply.trace.events} truncated={stepsReply.trace.truncated} values={finalValues} selected={selected} onSelect={setSelected} />
        </section>
      )}
      {!(model && stepsReply && stage >= 2 && finalValues) && (
        // The parts are named, not numbered: numbers showed a gap (1, 2, 3, 6) until a solve filled it in.
        <p class="sk-small" data-testid="solver-later-panels">After a solve, “Step through the engine’s deduction” and “Why is this cell what it is?” appear here.</p>
      )}
      <section class="eng-card" aria-labelledby="sk-h-export">
        <h3 id="sk-h-export">Export a worked example</h3>
        <GenreExportButton genre="shakashaka" input={puzzle && stepsReply ? { puzzle, result: stepsReply.result, trace: stepsReply.trace } : null}
          notReadyText={puzzle ? 'Solve the board first; the page shows the engine’s steps.' : 'Enter a board first.'} />
      </section>
    </div>
    </FormulaOutput.Provider>
  );
}

function variantWords(m: ModelVariant): string {
  const families = MODEL_VARIANTS[m];
  // One line each: what the families are is the lesson's rules (1) to (5); the table under the board names each family.
  if (m === 'A-E') return `as published (${families.join(', ')})`;
  if (m === 'A-F') return 'as published, plus the correction F';
  return 'the corrected model, without E (the default)';
}

/**
 * The grade's scale in one line, under the grade: what each level needs, and
 * where the lesson explains those tools (its section "What the engine does").
 */
function LevelsLine(): JSX.Element {
  return (
    <p class="sk-small" data-testid="grade-levels">
      The {ENGINE_LEVELS.length} levels, by the hardest tool the board needs: {ENGINE_LEVELS.map((l) => `${l.level} ${l.name}`).join(', ')}{' '}
      (<a href="#what-the-engine-does-in-short">what these tools are</a>).
    </p>
  );
}
