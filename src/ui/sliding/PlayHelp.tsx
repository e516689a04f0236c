/**
 * Play mode's help from the reader's own position: "Hint" names the best next
 * move and says why; "Solve from here" plays all the solver's moves, one every
 * PLAY_EVERY_MS, until the goal or until Pause (or Escape); paused, they can
 * be played one at a time or resumed. Both ask the solver worker (its own `play` lane, so the
 * island's main solve is never stopped) to solve the board as it is now,
 * within the island's default time limit: IDA* with the strongest estimate,
 * or past the limit the labelled fast fallback. The answer stays usable while
 * the reader follows it (by hand or with the buttons); any other move makes
 * it stale and it is dropped. Cancel or Escape stops a solve at once. A move
 * made while a Hint or "Solve from here" still searches (or waits for the
 * databases' build) stops that search: it would answer for a board no longer
 * on screen, and the words say it was dropped, so the press is not lost
 * without a word.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isGoal, slide } from '../../puzzles/sliding/board';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import { parity } from '../../puzzles/sliding/parity';
import ProgressBar from '../ProgressBar';
import { countStart, directionOf, hintWords, planOf, progressWords, repeatHintWords, tablesWaitLabel, unsolvableWords, type EstimateNow, type HelpPlan } from './hint-words';
import { PLAY_LANE, pdbTables, useSlidingRun } from './sliding-run';
import { useEscapeWhile } from '../use-escape-while';
import { DEFAULT_LIMIT_SEC } from './solver-link';

export interface PlayHelpProps {
  tiles: number[];
  size: number;
  /** Slides one tile on the reader's board. */
  onPlay: (tile: number) => void;
  /** The reader's moves so far (Undo takes one back, Start again all): tells a move made from an Undo onto the plan. */
  made: number;
  /** The estimate on the board now (the one the solver searches with, when the page has it). */
  estimate: EstimateNow;
  /**
   * Called when an answer arrives, with its plan from the board it was asked on (its solve may also have built
   * the tables the estimate needs).
   */
  onAnswer?: (plan: HelpPlan) => void;
  /** The tile the hint on screen says to slide (the board outlines it), or null when no hint is shown. */
  onHintTile?: (tile: number | null) => void;
  /** Called on every press of Hint or "Solve from here" (play mode clears its note on the last move then). */
  onAsk?: () => void;
  testId?: string;
}

/** A finished answer and the boards along it (printed), so the reader's place in it is found by the board. */
interface Held {
  plan: HelpPlan;
  path: string[];
  /** The plan's board from which played moves are counted (countStart): 0 until the reader comes back to the plan another way. */
  from: number;
  /** What the reader asked for: one hint, or the whole solution to step through. */
  want: 'hint' | 'solve';
}

/** Milliseconds between moves while "Solve from here" plays (slow enough to follow each slide). */
const PLAY_EVERY_MS = 600;

export function PlayHelp({ tiles, size, onPlay, made, estimate, onAnswer, onHintTile, onAsk, testId = 'play-help' }: PlayHelpProps): JSX.Element {
  const key = tiles.join(' ');
  const { run, busy, start, cancel } = useSlidingRun(key, PLAY_LANE);
  const [held, setHeld] = useState<Held | null>(null);
  const [want, setWant] = useState<'hint' | 'solve'>('hint');
  const [playing, setPlaying] = useState(false);
  // Hint presses on the board now: a second press on an unchanged board says why the advice is the same.
  const [presses, setPresses] = useState({ key: '', n: 0 });
  // What a move made while it searched dropped (the run stops when the board changes: ../use-solver-run.ts).
  const [dropped, setDropped] = useState<'hint' | 'solve' | null>(null);
  const report = useMemo(() => parity({ size, tiles }), [key]);
  const solved = isGoal(tiles, size);
  const done = held ? held.path.indexOf(key) : -1;
  // The plan's board the reader stood on before this one, to tell a move along the plan from an Undo or a restart.
  const lastDone = useRef(-1);
  const lastMade = useRef(made);

  // A finished solve becomes the held answer, with the boards along it.
  useEffect(() => {
    const reply = run.phase === 'done' && run.key === key ? run.reply : null;
    const solution = reply?.result.solution;
    if (!reply || !solution) return;
    const path = [key];
    let board: number[] | null = tiles;
    for (const t of solution.moves) {
      board = board && slide(board, size, t);
      if (board) path.push(board.join(' '));
    }
    const plan = planOf(solution.moves, solution.optimal, reply.trace.events as SlidingEvent[], DEFAULT_LIMIT_SEC);
    setHeld({ plan, path, want, from: 0 });
    // "Solve from here" does what it says: its answer starts playing at once.
    setPlaying(want === 'solve');
    lastDone.current = 0;
    onAnswer?.(plan);
  }, [run.phase, run.reply]);

  // The board outlines the hinted tile while a hint is on screen (not while "Solve from here" plays the moves).
  const hintTile = held && done >= 0 && held.want === 'hint' ? (held.plan.moves[done] ?? null) : null;
  useEffect(() => onHintTile?.(hintTile), [hintTile]);

  // A move off the held answer's path makes it stale.
  useEffect(() => {
    // This render still has the run asked on the board before the move: if it was searching, it is dropped now.
    setDropped(busy && run.key !== '' && run.key !== key ? want : null);
    if (held && done < 0) {
      setHeld(null);
      setPlaying(false);
    } else if (held) {
      const from = countStart(lastDone.current, done, held.from, made === lastMade.current + 1);
      if (from !== held.from) setHeld({ ...held, from });
    }
    lastDone.current = done;
    lastMade.current = made;
  }, [key]);

  // Playing: one move every PLAY_EVERY_MS until the goal, or until Pause or Escape.
  useEscapeWhile(playing, () => setPlaying(false));
  useEffect(() => {
    if (!playing || !held || done < 0) return;
    const next = held.plan.moves[done];
    if (next === undefined) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => onPlay(next), PLAY_EVERY_MS);
    return () => clearTimeout(timer);
  }, [playing, key]);

  // aria-disabled, not disabled: a button that is disabled while it works would drop the keyboard focus.
  const ask = (what: 'hint' | 'solve') => {
    onAsk?.();
    if (solved || busy) return;
    setDropped(null);
    setWant(what);
    if (what === 'hint') setPresses((p) => ({ key, n: p.key === key ? p.n + 1 : 1 }));
    if (held && done >= 0) {
      setHeld({ ...held, want: what });
      setPlaying(what === 'solve');
      return;
    }
    setPlaying(false);
    start({ size, tiles: tiles.slice() }, key, { method: 'ida', limitMs: DEFAULT_LIMIT_SEC * 1000 });
  };

  if (!report.solvable) {
    return <p class="sl-small" role="status" data-testid={`${testId}-unsolvable`}>{unsolvableWords(report)}</p>;
  }
  const live = held && done >= 0 ? held : null;
  const next = live?.plan.moves[done];
  const repeated = live && live.want === 'hint' && next !== undefined && presses.key === key && presses.n > 1 ? presses.n : 0;
  return (
    <div class="sl-play-help" data-testid={testId} data-phase={run.phase}>
      <div class="sl-row">
        <button type="button" class="btn" onClick={() => ask('hint')} aria-disabled={solved || busy}
          data-testid={`${testId}-hint`}>
          Hint
        </button>
        <button type="button" class="btn" onClick={() => ask('solve')} aria-disabled={solved || busy}
          data-testid={`${testId}-solve`}>
          Solve from here
        </button>
        {busy && (
          <button type="button" class="btn" onClick={cancel} data-testid={`${testId}-cancel`}>
            Cancel (Esc)
          </button>
        )}
      </div>
      {size === 4 && !live && (
        <p class="sl-small" data-testid={`${testId}-estimate-note`}>
          Hint and Solve from here both search with the pattern databases, whatever part 3 uses: the strongest estimate, so a hint comes quickly.
          {/* Part 3 builds them as soon as it is on screen (./use-tables-ahead.ts), usually before any press here. */}
          {pdbTables() === null ? ' Part 3 builds them (once per visit) when it comes on screen; a press before they are ready builds them itself.' : ''}
        </p>
      )}
      {run.phase === 'preparing' && (
        <ProgressBar label={tablesWaitLabel(want)} value={run.progress} testId={`${testId}-progress`} />
      )}
      <div aria-live="polite">
        {busy && run.phase === 'solving' && (
          <p class="sl-small" data-testid={`${testId}-busy`}>
            Searching from your board (at most {DEFAULT_LIMIT_SEC} s, in the background worker)…
          </p>
        )}
        {run.phase === 'cancelled' && <p class="sl-small" data-testid={`${testId}-cancelled`}>Cancelled: ask again whenever you like.</p>}
        {dropped && !busy && (
          <p class="sl-small" data-testid={`${testId}-dropped`}>
            You moved before the {dropped === 'hint' ? 'hint' : 'solve from here'} was ready, so it was dropped (it was for
            the board before your move): press {dropped === 'hint' ? 'Hint' : 'Solve from here'} again for this one.
          </p>
        )}
        {run.phase === 'failed' && <p class="sl-small">Something went wrong: {run.message}</p>}
        {run.phase === 'done' && run.reply && !run.reply.result.solution && (
          <p class="sl-small" data-testid={`${testId}-none`}>No move to suggest: {run.reply.result.reason ?? 'the solver found no solution in time.'}</p>
        )}
        {repeated > 0 && next !== undefined && (
          <p data-testid={`${testId}-repeat`}>{repeatHintWords(repeated)}</p>
        )}
        {live && next !== undefined && (
          <p data-testid={`${testId}-words`} data-tile={next}>
            {hintWords(tiles, size, live.plan, done, estimate)}
          </p>
        )}
        {live && live.want === 'solve' && (
          <p class="sl-small" data-testid={`${testId}-progress-words`} data-playing={String(playing)}>
            {progressWords(live.plan, done, live.from, playing, PLAY_EVERY_MS / 1000)}
          </p>
        )}
      </div>
      {live && live.want === 'hint' && next !== undefined && (
        <div class="sl-row">
          <button type="button" class="btn" onClick={() => onPlay(next)} data-testid={`${testId}-make-move`}>
            Make this move: slide {next}{directionOf(tiles, size, next) ? ` ${directionOf(tiles, size, next)}` : ''}
          </button>
        </div>
      )}
      {live && live.want === 'solve' && next !== undefined && (
        <div class="sl-row">
          {/* One move at a time only while paused: a press during play would race the next timed move. */}
          {!playing && (
            <button type="button" class="btn" onClick={() => onPlay(next)} data-testid={`${testId}-next`}>
              Play move {done - live.from + 1}: slide {next}
            </button>
          )}
          <button type="button" class="btn" onClick={() => setPlaying(!playing)} aria-pressed={playing}
            aria-keyshortcuts={playing ? 'Escape' : undefined} data-testid={`${testId}-play-all`}>
            {playing ? 'Pause (Esc)' : 'Play the rest'}
          </button>
        </div>
      )}
    </div>
  );
}
