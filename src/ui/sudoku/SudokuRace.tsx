/**
 * The race: the three methods on the same board at once, each in a worker of
 * its own (one `useSolverRun` lane per method), with live counters — whole
 * trace steps so far (named for each method: they mix placements and steps
 * back, or choices and tries), the latest step in words, the time against
 * the limit — and a Stop button per lane. When a lane finishes it shows the
 * method's own counts instead, the one the lesson quotes first (placements,
 * rows tried, decisions), each named by what it counts, and its time.
 * Timings come from this browser on this machine and vary; the counts of a
 * lane that finishes do not (one stopped by its time limit counts as far as it got).
 * Once every lane is over, a line names the lane that finished first and puts
 * the one count all three share, tries, side by side (./race-measure.ts).
 * Until the island has started, a note says so (../Starting.tsx), as every
 * lesson island that takes input does.
 */
import { fmt } from '../../core/numbers';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SudokuEvent } from '../../puzzles/sudoku/events';
import type { SudokuPuzzle, SudokuSolution } from '../../puzzles/sudoku/puzzle';
import StyleSheet from '../StyleSheet';
import { StartingNote, useStarted } from '../Starting';
import { isBusy, useSolverRun, type SolverPhase } from '../use-solver-run';
import { BoardInput } from './BoardInput';
import { RACE_EXAMPLE, SUDOKU_EXAMPLES } from '../../lessons/sudoku/examples';
import { SUDOKU_CSS } from './sudoku-css';
import { useSettledText } from '../use-settled-text';
import { useReadBoard } from './use-read-board';
import { keyWords, stepWords } from './step-words';
import { SUDOKU_METHODS, type SudokuMethodId } from './SudokuSolverIsland';
import { backtrackSplit, raceSummary, TRY_STAT, TRY_WORDS, type LaneOutcome } from './race-measure';

/** Each lane's time limit; the lesson's text quotes it. */
export const RACE_LIMIT_MS = 30_000;
/** The race keeps short traces: it shows counters, not steps. */
const RACE_EVENTS = 200;
/**
 * The counts each method's result reports that the lane shows, first the one
 * the lesson's text quotes for that method, each named by what it counts.
 */
const SHOWN_STATS: Record<SudokuMethodId, string[]> = {
  backtrack: ['placements', 'backtracks', 'checks'],
  dlx: ['nodes', 'rows', 'columns', 'updates'],
  sat: ['decisions', 'conflicts', 'propagations', 'restarts', 'variables', 'helperVariables', 'clauses'],
};

/**
 * Each count's name in a lane: short, so a lane 13rem wide reads as a column of figures; what the counts mean is said
 * once, under the lanes (CountsNote), not in every lane.
 */
export const STAT_WORDS: Record<string, string> = {
  placements: 'Placements',
  backtracks: 'Steps back',
  checks: 'Checks',
  nodes: 'Rows tried',
  rows: 'Matrix rows',
  columns: 'Matrix columns',
  updates: 'Link updates',
  decisions: 'Decisions',
  conflicts: 'Conflicts',
  propagations: 'Propagations',
  restarts: 'Restarts',
  variables: 'Variables (helpers included)',
  helperVariables: 'Helper variables',
  clauses: 'Clauses',
};

/**
 * The lanes' work counts whose names alone do not say what they count (steps back, conflicts, propagations and
 * restarts are defined in the lesson before the race), said once under the lanes.
 */
export const WORK_WORDS = `${STAT_WORDS.checks.toLowerCase()}: numbers tested against a cell’s row, column and box; `
  + `${STAT_WORDS.updates.toLowerCase()}: pointers dancing links changes to take rows out and put them back`;

/** The name of the one count all three lanes share. */
const TRIES_NAME = 'Tries (comparable across lanes)';

interface LaneProps {
  method: SudokuMethodId;
  label: string;
  puzzle: SudokuPuzzle | null;
  puzzleKey: string;
  go: number;
  /** Tells the race this lane's phase, so the race can say when all are over. */
  onPhase: (method: SudokuMethodId, phase: SolverPhase) => void;
  /** Tells the race how the lane ended (null while it runs), so it can name the winner. */
  onOutcome: (method: SudokuMethodId, outcome: LaneOutcome | null) => void;
}

/**
 * One count of a lane: its name, then its figure at the right. Name and figure sit in a row of their own that wraps,
 * so a figure too wide to share the line with its name (a ten-digit count of checks after the time limit) moves
 * under it instead of running out of the lane.
 */
function LaneCount({ name, value, nameId, valueId }: { name: string; value: number; nameId?: string; valueId?: string }): JSX.Element {
  return (
    <div class="sd-count">
      <dt data-testid={nameId}>{name}</dt>
      <dd data-testid={valueId}>{fmt(value)}</dd>
    </div>
  );
}

function Lane({ method, label, puzzle, puzzleKey, go, onPhase, onOutcome }: LaneProps): JSX.Element {
  const { run, busy, start, cancel } = useSolverRun<SudokuPuzzle, SudokuSolution, SudokuEvent>('sudoku', puzzleKey, `race-${method}`);
  // Every press of Start (a new `go`) starts this lane again on the board shown. Each lane
  // starts in a task of its own, so setting up three workers never blocks the page in one go.
  useEffect(() => {
    if (go === 0 || !puzzle) return;
    const timer = setTimeout(() => start(puzzle, puzzleKey, { method, limitMs: RACE_LIMIT_MS, maxEvents: RACE_EVENTS }), 0);
    return () => clearTimeout(timer);
  }, [go]);
  useEffect(() => onPhase(method, run.phase), [run.phase]);
  const reply = run.reply;
  const last = run.liveSteps.at(-1);
  const stats = reply?.result.stats as Record<string, number> | undefined;
  // Backtracking's steps split into placements and steps back, live and after Stop (the other methods' steps mix more kinds).
  const split = method === 'backtrack' && run.live ? backtrackSplit(run.live.steps, run.live.latest) : null;
  useEffect(() => {
    if (reply) onOutcome(method, { method, label, status: reply.result.status, ms: reply.ms, tries: stats?.[TRY_STAT[method]] ?? null });
    else if (run.phase === 'cancelled') onOutcome(method, { method, label, status: 'cancelled', ms: run.elapsedMs, tries: split?.placements ?? null });
    else onOutcome(method, null);
  }, [reply, run.phase]);
  const outcome = reply ? reply.result.status : run.phase;
  return (
    <section class="sd-lane" data-testid={`lane-${method}`} data-phase={run.phase} data-status={outcome} aria-labelledby={`lane-h-${method}`}>
      <h3 id={`lane-h-${method}`}>{label}</h3>
      <p role="status" data-testid={`lane-${method}-status`}>
        {run.phase === 'idle' && 'Waiting for the start.'}
        {run.phase === 'preparing' && 'Starting its worker…'}
        {run.phase === 'solving' && `Running: ${(run.elapsedMs / 1000).toFixed(1)} s of ${RACE_LIMIT_MS / 1000} s`}
        {run.phase === 'cancelled' && `Stopped after ${(run.elapsedMs / 1000).toFixed(1)} s.`}
        {run.phase === 'failed' && run.message}
        {reply && (reply.result.status === 'timeout'
          ? `Stopped at the ${RACE_LIMIT_MS / 1000}-second limit, unsolved (${(reply.ms / 1000).toFixed(2)} s).`
          : `${reply.result.status === 'solved' ? 'Solved' : reply.result.status} in ${(reply.ms / 1000).toFixed(2)} s${reply.result.status !== 'solved' && reply.result.reason ? ` (${reply.result.reason})` : ''}.`)}
      </p>
      <dl data-testid={`lane-${method}-counters`}>
        {!stats && <LaneCount name="Steps so far" value={run.live?.steps ?? 0} valueId={`lane-${method}-steps`} />}
        {!stats && split && <>
          <LaneCount name={TRIES_NAME} value={split.placements} nameId={`lane-${method}-tries-name`} valueId={`lane-${method}-tries`} />
          <LaneCount name={STAT_WORDS.backtracks} value={split.backtracks} />
        </>}
        {stats && stats[TRY_STAT[method]] !== undefined && (
          <LaneCount name={TRIES_NAME} value={stats[TRY_STAT[method]]} nameId={`lane-${method}-tries-name`} valueId={`lane-${method}-tries`} />
        )}
        {stats && SHOWN_STATS[method].filter((k) => stats[k] !== undefined && k !== TRY_STAT[method]).map((k) => (
          <LaneCount key={k} name={STAT_WORDS[k] ?? keyWords(k)} value={stats[k]} />
        ))}
      </dl>
      {busy && last && <p class="sd-small">Latest: {stepWords(last, puzzle?.size ?? 9)}</p>}
      <button type="button" class="btn" aria-disabled={!busy} data-testid={`lane-${method}-stop`} onClick={() => busy && cancel()}>
        Stop {label}
      </button>
    </section>
  );
}

export default function SudokuRace({ initial = RACE_EXAMPLE.text }: { initial?: string }): JSX.Element {
  const started = useStarted();
  const [text, setText] = useState(initial);
  // Read as the solver's box is (a very long text, a pasted 625×625 board, in a worker); null while that runs.
  const read = useReadBoard(useSettledText(text));
  const parsed = read?.parsed ?? null;
  const puzzle = parsed?.ok ? parsed.puzzle : null;
  const key = puzzle ? read!.key : '';
  const [go, setGo] = useState(0);
  const [phases, setPhases] = useState<Partial<Record<SudokuMethodId, SolverPhase>>>({});
  const onPhase = (m: SudokuMethodId, phase: SolverPhase) => setPhases((old) => (old[m] === phase ? old : { ...old, [m]: phase }));
  const [outcomes, setOutcomes] = useState<Partial<Record<SudokuMethodId, LaneOutcome | null>>>({});
  const onOutcome = (m: SudokuMethodId, o: LaneOutcome | null) => setOutcomes((old) => ({ ...old, [m]: o }));
  const ended = SUDOKU_METHODS.map((m) => outcomes[m.id]).filter((o): o is LaneOutcome => !!o);
  const all = SUDOKU_METHODS.map((m) => phases[m.id] ?? 'idle');
  // The race as a whole: idle before the start, solving while any lane runs, done once every lane is over.
  const phase = all.some(isBusy) ? 'solving' : all.every((p) => p === 'idle') ? 'idle' : 'done';
  return (
    <div class="sd-island" data-testid="sudoku-race" data-phase={phase} data-board={key} data-started={String(started)}>
      <StyleSheet css={SUDOKU_CSS} />
      <StartingNote started={started} what="the race’s board and buttons" />
      <BoardInput brief text={text} onText={setText} error={parsed && !parsed.ok ? parsed.error : null} examples={SUDOKU_EXAMPLES} testPrefix="race-"
        board={puzzle} reading={parsed === null} />
      <div class="sd-row">
        <button type="button" class="btn btn-primary" data-testid="solve" aria-disabled={!puzzle}
          onClick={() => puzzle && setGo((g) => g + 1)}>
          Start the race
        </button>
        <span class="sd-small">Each method runs in a worker of its own; Stop ends one lane, the others go on.</span>
      </div>
      <div class="sd-race">
        {SUDOKU_METHODS.map((m) => (
          <Lane key={m.id} method={m.id} label={m.label} puzzle={puzzle} puzzleKey={key} go={go} onPhase={onPhase} onOutcome={onOutcome} />
        ))}
      </div>
      {phase === 'done' && ended.length > 0 && (
        <p role="status" data-testid="race-summary"><strong>Result.</strong> {raceSummary(ended)}</p>
      )}
      <CountsNote />
      <p class="sd-small" data-testid="race-times-note">
        Times here run longer than in the tables below (the lanes share your cores and record their steps); a lane
        that finishes counts the same on any machine, one stopped by its time limit counts only as far as it got.
      </p>
    </div>
  );
}

/**
 * What the lanes' counts mean, said once for all three lanes: the shared one, then the sizes (matrix rows and columns,
 * the formula's variables and clauses) apart from the work, since readers took the formula's size for a measure of the search.
 */
function CountsNote(): JSX.Element {
  return (
    <p class="sd-small" data-testid="race-counts-note">
      <strong>{TRIES_NAME}</strong>: placements a method might have to take back. Backtracking: {TRY_WORDS.backtrack}; dancing
      links: {TRY_WORDS.dlx}; SAT: {TRY_WORDS.sat}. The other counts are each method’s own work, except the matrix’s rows and columns and the formula’s
      variables and clauses: those are the size of what it is handed after the givens, not of its search (a helper
      variable is a fact about a group, not a number in a cell). {WORK_WORDS[0].toUpperCase()}{WORK_WORDS.slice(1)}. While a lane runs, <em>steps so far</em> counts every kind of step.
    </p>
  );
}
