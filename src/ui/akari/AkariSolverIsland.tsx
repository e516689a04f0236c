/**
 * The lesson's Akari solver, one island: enter a board (grid text or a
 * puzz.link URL), see it as variables and inequalities, solve it in the
 * page's solver worker (src/ui/use-solver-run.ts, the hook every solver
 * island uses) with the method of your choice, step through every
 * deduction, ask why a cell is what it is, and export the worked example.
 *
 * The board text is the one piece of state everything derives from. While
 * it does not read as a board, the panels below say so instead of showing
 * an older board. A link keeps the board (`?board=`), the method, the pair
 * loop's cap and the time limit when they are not the defaults, and the step
 * the reader moved to (`?step=`); opening a link that names a step solves
 * the board again so that step can be shown (./solver-link.ts; a link with
 * the island's older keys still opens).
 *
 * Its styles (ENGINE_CSS, src/ui/inequalities/engine-css.ts) are the page's: the lesson writes them once for all
 * its Akari islands and figures.
 */
import { NO_BOARD, useBoardText } from '../use-board-text';
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { replayTo } from '../../core/player';
import type { AkariEvent } from '../../puzzles/akari/events';
import { parseAkari, printAkari } from '../../puzzles/akari/format';
import { gradeAkariRun } from '../../puzzles/akari/grade';
import type { AkariModel } from '../../puzzles/akari/model';
import type { PuzzleGrade } from '../../puzzles/types';
import type { TraceEventBase } from '../../core/trace';
import type { AkariPuzzle, AkariSolution } from '../../puzzles/akari/puzzle';
import { looksLikeUrl } from '../../puzzles/akari/puzzlink';
import { akariReplay } from '../../puzzles/akari/replay';
import { akariGenre } from '../../puzzles/akari/genre';
import { PuzzleInput } from '../grid/PuzzleInput';
import { GenreExportButton } from '../ExportButton';
import { MathmlFormulas } from '../Formula';
import { LinkProblems } from '../LinkProblems';
import { StartingNote, useStarted } from '../Starting';
import { defaultOptionValues, paramsFor } from '../method-link';
import { useIslandLink } from '../use-island-link';
import { LINK_KEY, useSolveOnLoad } from '../solver-link';
import { writeUrlParam } from '../url-state';
import { useSolverRun } from '../use-solver-run';
import { AkariTracePanel } from './AkariTracePanel';
import { GradeLine } from '../GradeLine';
import { MakeBoard } from '../MakeBoard';
import { ENGINE_LEVELS } from '../../inequalities/grade';
import { AKARI_EXAMPLES, DEFAULT_AKARI_EXAMPLE } from '../../lessons/akari/examples';
import { ModelExplorer } from './ModelExplorer';
import { ModelStatus } from '../ModelStatus';
import { useAkariModel } from './use-model';
import { RunSummary } from './RunSummary';
import { SolveControls, type SolveSettings } from './SolveControls';
import { boardToLink, DEFAULT_LIMIT_SEC, DEFAULT_METHOD, OLD_KEYS, readAkariLink } from './solver-link';
import { WhyPanel, whyHeading } from './WhyPanel';

export interface AkariSolverIslandProps {
  /** Board text shown first (the tricky 7×7 example by default). */
  initial?: string;
}

/**
 * The board's grade (src/puzzles/akari/grade.ts) from the selective run the
 * reader just made — only that method's steps are what the grade counts, and
 * only a whole trace holds its hardest step.
 */
function gradeOfReply(reply: { result: { status: string; stats: Record<string, number> }; trace: { events: readonly TraceEventBase[]; truncated: boolean } } | null, model: AkariModel | null, method: string): PuzzleGrade | null {
  if (!reply || !model || method !== 'selective' || reply.trace.truncated || reply.result.status !== 'solved') return null;
  const s = reply.result.stats;
  return gradeAkariRun(model, reply.trace.events, { rounds: s.rounds ?? 0, chainSums: s.chainSums ?? 0, trials: s.trials ?? 0, searchNodes: s.searchNodes ?? 0 }, (s.multiple ?? 0) > 0);
}

/** Most events a solve records for the page (the recorder keeps the head and the tail past it). */
const MAX_EVENTS = 200_000;
export default function AkariSolverIsland({ initial = DEFAULT_AKARI_EXAMPLE.text }: AkariSolverIslandProps): JSX.Element {
  const started = useStarted();
  const { text, setText, settled, parsed, puzzle, key } = useBoardText(initial, parseAkari, printAkari);
  const firstBoard = useMemo(() => boardToLink(initial), [initial]);
  // A puzz.link URL stays a URL in the page's link; a grid goes as its rows.
  const linkBoard = puzzle ? boardToLink(looksLikeUrl(settled.trim()) ? settled : key) : null;
  // A large board's model is built in the worker, once the board stays as it is for a moment (./use-model.ts).
  const built = useAkariModel(puzzle, key, started);
  const model = built.state.phase === 'done' ? built.state.model : null;
  const [settings, setSettings] = useState<SolveSettings>(() => ({ method: DEFAULT_METHOD, options: defaultOptionValues(akariGenre), limitSec: DEFAULT_LIMIT_SEC }));
  const [selected, setSelected] = useState<number | null>(null);
  const { run, busy, start, cancel } = useSolverRun<AkariPuzzle, AkariSolution, AkariEvent>('akari', key);
  const reply = run.reply && run.key === key ? run.reply : null;

  const { problems: linkProblems, solveOnLoad } = useIslandLink({
    started, oldKeys: OLD_KEYS, read: readAkariLink, table: akariGenre, board: linkBoard, firstBoard,
    onLink: (link) => {
      if (link.board !== null) setText(link.board);
      setSettings((s) => ({
        method: link.method ?? s.method,
        options: { ...s.options, ...link.options },
        limitSec: link.limitSec ?? s.limitSec,
      }));
    },
    method: { value: settings.method, fallback: DEFAULT_METHOD },
    options: settings.options,
    limit: { sec: settings.limitSec, defaultSec: DEFAULT_LIMIT_SEC },
  });
  useEffect(() => setSelected(null), [key]);

  const solve = () => {
    if (!puzzle) return;
    start(puzzle, key, {
      method: settings.method,
      params: paramsFor(akariGenre, settings.method, settings.options),
      limitMs: settings.limitSec * 1000,
      maxEvents: MAX_EVENTS,
    });
  };
  useSolveOnLoad(solveOnLoad, started && puzzle !== null, solve, [key, started]);
  const onSolve = () => {
    // A new solve starts at step 0; only a link's own step (read on load) is kept.
    writeUrlParam(LINK_KEY.step, null);
    solve();
  };

  const finalValues = useMemo(() => (reply && puzzle ? replayTo(akariReplay, puzzle, reply.trace.events).values : null), [reply]);
  const steps = reply ? reply.trace.events.reduce((n, e) => n + (e.depth === 0 ? 1 : 0), 0) : 0;
  const grade = useMemo(() => gradeOfReply(reply, model, run.request?.method ?? settings.method), [reply, model]);

  return (
    <MathmlFormulas>
      <div class="eng-island" data-testid="akari-solver" data-phase={run.phase} data-board={key.replace(/\n/g, '/')}
        data-started={String(started)}>
        <StartingNote started={started} what="the solver’s buttons and boards" />
        <section class="eng-card" aria-labelledby="eng-h-board">
          <h3 id="eng-h-board">1. The board</h3>
          <LinkProblems problems={linkProblems} />
          <PuzzleInput text={text} onText={setText} error={parsed.ok ? null : parsed.error} examples={AKARI_EXAMPLES} disabled={busy}
            label={<>Grid lines (<code>.</code> white, <code>#</code> black, <code>0</code>–<code>4</code> a clue), or a puzz.link lightup URL or a Tatham Light Up game ID (<code>7x7:…</code>) on one line</>} />
          <MakeBoard genre="akari" sides={[7, 10, 14]} levels={ENGINE_LEVELS.map((l) => l.name)} defaultLevel={2} onBoard={setText} boardText={text} disabled={busy} className="eng-small" />
        </section>
        <section class="eng-card" aria-labelledby="eng-h-model">
          <h3 id="eng-h-model">2. The board as inequalities</h3>
          {puzzle && model ? (
            <ModelExplorer puzzle={puzzle} model={model} openLimit={0} testId="model" />
          ) : puzzle ? (
            <ModelStatus state={built.state} onCancel={built.cancel} onRetry={built.retry} className="eng-small" />
          ) : (
            <p class="eng-small" data-testid="model-waiting">{NO_BOARD}</p>
          )}
        </section>
        <section class="eng-card" aria-labelledby="eng-h-solve">
          <h3 id="eng-h-solve">3. Solve, then step through it</h3>
          <SolveControls settings={settings} onSettings={setSettings} onSolve={onSolve} onCancel={cancel} run={run} busy={busy}
            blocked={puzzle ? null : 'Nothing to solve yet: the text above does not read as a board.'} />
          <p class="eng-small" role="status" data-testid="run-status" data-status={reply?.result.status ?? run.phase}>
            {run.phase === 'idle' && 'Not solved yet.'}
            {run.phase === 'preparing' && 'Starting the solver…'}
            {run.phase === 'solving' && 'Solving…'}
            {(run.phase === 'cancelled' || run.phase === 'failed') && run.message}
            {reply && `Done: ${steps.toLocaleString('en-US')} ${steps === 1 ? 'step' : 'steps'} recorded (${reply.result.stats.ms ?? reply.ms} ms in the worker, as in the verdict’s table; timings are noisy).${reply.trace.truncated ? ' The trace was cut at its cap; the steps in between are not shown.' : ''}`}
          </p>
          {grade && <GradeLine state={{ phase: 'done', grade }} className="eng-small" jumpNote="The “Jump to the hardest step” button below goes there." />}
          {reply && model && (
            <AkariTracePanel model={model} stepperId={LINK_KEY.step} events={reply.trace.events} selected={selected} onCellSelect={setSelected}
              hardestStep={grade?.step ?? null} />
          )}
        </section>
        <section class="eng-card" aria-labelledby="eng-h-why">
          <h3 id="eng-h-why" data-testid="why-card-heading">4. {whyHeading(selected, finalValues)}</h3>
          {reply && model && finalValues ? (
            <WhyPanel model={model} events={reply.trace.events} truncated={reply.trace.truncated} values={finalValues} selected={selected} onSelect={setSelected} />
          ) : (
            <p class="eng-small" data-testid="why-waiting">Solve the board first; then pick any settled cell to see why it is what it is.</p>
          )}
        </section>
        <section class="eng-card" aria-labelledby="eng-h-verdict">
          <h3 id="eng-h-verdict">5. The verdict</h3>
          {reply && puzzle ? (
            <RunSummary puzzle={puzzle} result={reply.result} method={run.request?.method ?? settings.method} />
          ) : (
            <p class="eng-small">Solve the board first; the verdict and the run’s counters appear here.</p>
          )}
        </section>
        <section class="eng-card" aria-labelledby="eng-h-export">
          <h3 id="eng-h-export">6. Export a worked example</h3>
          <GenreExportButton genre="akari" input={reply && puzzle ? { puzzle, result: reply.result, trace: reply.trace } : null}
            notReadyText={puzzle ? 'Solve the board first; the page shows every step.' : 'Enter a board first.'} />
        </section>
      </div>
    </MathmlFormulas>
  );
}
