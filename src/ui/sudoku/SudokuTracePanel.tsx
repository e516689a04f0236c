/**
 * A recorded Sudoku solve, step by step, for any of the three methods: the
 * shared Stepper over the trace's whole steps, the board after the step (the
 * cells it changed marked), the step in words with its sub-steps (a CDCL
 * conflict shows its analysis and learned clause nested under it, with the
 * board as it stands at the conflict; the backjump is the next step),
 * and the counters so far. The player (src/core/player) replays from the
 * nearest checkpoint, so a jump to step 5,000 stays quick.
 */
import { fmt, plural } from '../../core/numbers';
import type { JSX } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { createPlayer } from '../../core/player';
import type { SudokuEvent } from '../../puzzles/sudoku/events';
import type { SudokuPuzzle } from '../../puzzles/sudoku/puzzle';
import { sudokuReplay, type SudokuView } from '../../puzzles/sudoku/replay';
import Stepper from '../Stepper';
import { useTraceSteps } from '../use-trace-steps';
import { stepWords } from './step-words';
import { stepWhy } from './step-why';
import { startWords } from './placement-words';
import { SudokuBoard } from './SudokuBoard';
import { ConflictGraph } from './ConflictGraph';
import { BoardKey, traceKeyEntries } from './BoardKey';

export interface SudokuTracePanelProps {
  puzzle: SudokuPuzzle;
  events: readonly SudokuEvent[];
  stepperId?: string;
  testId?: string;
  /** Show the step an event belongs to, asked for from outside (a search-tree node picked); `seq` lets the same event be asked for again. */
  request?: { event: number; seq: number } | null;
  /** The reader's placements taken as givens (Explain from here), so the words can say so; 0 for a plain solve. */
  placed?: number;
  /** 1 where a given of `puzzle` is the reader's placement (Explain from here), drawn apart from the real givens. */
  yours?: ArrayLike<number>;
  /** Told the step shown, as its events [from, to) (to: the events before the next step), so a search tree can follow the stepper. */
  onStep?: (from: number, to: number) => void;
}

function counterWords(view: SudokuView): string {
  const c = view.counters;
  switch (view.method) {
    case 'backtrack':
      return `${plural(c.placements, 'placement')}, ${plural(c.backtracks, 'step')} back`;
    case 'dlx':
      return `${plural(c.choices, 'column')} chosen, ${plural(c.tries, 'row')} tried, ${fmt(c.backtracks)} taken back`;
    case 'sat':
      return `${plural(c.decisions, 'decision')}, ${plural(c.conflicts, 'conflict')}, ${plural(view.learned.length, 'clause')} learned, ${plural(c.restarts, 'restart')}`;
    default:
      return '';
  }
}

export function SudokuTracePanel({ puzzle, events, stepperId = 'sudoku-step', testId = 'sudoku-trace', request = null, placed = 0, yours, onStep }: SudokuTracePanelProps): JSX.Element {
  const player = useMemo(() => createPlayer(sudokuReplay, puzzle, events), [events]);
  const { starts, count, step, setStep } = useTraceSteps(events);
  useEffect(() => {
    if (!request) return;
    // Step k shows the trace after the whole step starting at starts[k − 1]: the step holding the event is the last start at or before it.
    let k = 0;
    while (k < count && starts[k] <= request.event) k++;
    setStep(k);
  }, [request]);
  useEffect(() => onStep?.(step > 0 ? starts[step - 1] : 0, step >= count ? events.length : starts[step]), [step, events]);
  const subOf = (k: number) =>
    events.slice(starts[k] + 1, k + 1 < count ? starts[k + 1] : events.length).filter((e) => e.kind !== 'search-node');
  const view = player.at(step >= count ? events.length : starts[step]);
  const event = step > 0 ? events[starts[step - 1]] : null;
  const sub = step > 0 ? subOf(step - 1) : [];
  const describe = (k: number) => (k === 0 ? 'Before the first step' : stepWords(events[starts[k - 1]], puzzle.size));
  const why = event ? stepWhy(event, view) : null;
  // Where a conflict is: the cells its clause speaks of, outlined on the board.
  const conflictCells = event?.kind === 'sat-conflict' ? event.cells : [];
  const filled = Array.prototype.filter.call(view.cells, (v: number) => v !== 0).length;
  return (
    <div class="sd-trace" data-testid={testId} data-step={step} data-count={count}>
      <Stepper id={stepperId} count={count} value={step} onChange={setStep} label="Steps of the solve" describe={describe} />
      <div class="sd-split">
        <div>
          <SudokuBoard order={puzzle.order} cells={view.cells} given={view.given} changed={view.changed} markEmptied outlined={conflictCells}
            placedBy={view.placedBy} guessedOut={view.guessedOut} yours={yours} label={`The board after step ${step}`} testId={`${testId}-board`} />
          <BoardKey entries={yours ? [traceKeyEntries(view.method)[0], ['yours', 'bold in a dotted square: your placement, taken as a given'], ...traceKeyEntries(view.method).slice(1)] : traceKeyEntries(view.method)} testId={`${testId}-key`} />
          <p class="sd-small" data-testid={`${testId}-counts`} data-filled={filled}>
            After step {step}: {filled} of {puzzle.size * puzzle.size} cells filled{view.method ? `; ${counterWords(view)}` : ''}.
            {conflictCells.length > 0 && ` A thick dashed outline marks the ${conflictCells.length === 1 ? 'cell' : `${conflictCells.length} cells`} of the clause that has just become false.`}
          </p>
        </div>
        <div data-testid="step-detail" data-kind={event?.kind ?? 'start'}>
          {event ? (
            <>
              <p>{stepWords(event, puzzle.size)}</p>
              {sub.length > 0 && (
                <ul class="sd-sub" data-testid="step-sub">
                  {sub.map((e, i) => <li key={i} data-kind={e.kind}>{stepWords(e, puzzle.size)}</li>)}
                </ul>
              )}
              {why && <p class="sd-small" data-testid="step-why">{why}</p>}
              {/* The note repeats the words of a solution or end step; it is shown only where it adds to them. */}
              {view.note && event.kind !== 'solution' && event.kind !== 'end' && <p class="sd-small">{view.note}</p>}
            </>
          ) : (
            <p>{startWords(placed)} Step forward to watch the method work.</p>
          )}
        </div>
      </div>
      {event?.kind === 'sat-conflict' && <ConflictGraph conflict={event} sub={sub} />}
    </div>
  );
}
