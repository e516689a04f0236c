/**
 * "Explain from here": the lesson's dancing-links solver (Algorithm X,
 * fewest rows first — the same exact-cover words the hints use) run in the
 * page's worker on the reader's position, their placements taken as givens,
 * and its trace opened in the solver island's stepper (SudokuTracePanel),
 * whose step goes in the link as ?play-step=. The explanation belongs to the
 * position it was asked for; playing on leaves it as it was until the next press.
 */
import { fmt } from '../../core/numbers';
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { SudokuEvent } from '../../puzzles/sudoku/events';
import { printSudoku } from '../../puzzles/sudoku/format';
import { filledCells, type PlayPosition } from '../../puzzles/sudoku/play/position';
import type { SudokuPuzzle, SudokuSolution } from '../../puzzles/sudoku/puzzle';
import { isBusy, useSolverRun } from '../use-solver-run';
import { PLAY_STEP_KEY } from './play-link';
import { endWithPlacements, eventsWithPlacements } from './placement-words';
import { SudokuTracePanel } from './SudokuTracePanel';

const LIMIT_MS = 20_000;
const MAX_EVENTS = 40_000;

export function usePlayExplain() {
  const [puzzle, setPuzzle] = useState<SudokuPuzzle | null>(null);
  const [placed, setPlaced] = useState(0);
  const [yours, setYours] = useState<Uint8Array | null>(null);
  const key = puzzle ? printSudoku(puzzle) : '';
  // A lane of its own, so the solver island's run on the same page is left alone.
  const solver = useSolverRun<SudokuPuzzle, SudokuSolution, SudokuEvent>('sudoku', key, 'play');
  const run = (pos: PlayPosition) => {
    const p: SudokuPuzzle = { ...pos.puzzle, cells: filledCells(pos) };
    setPuzzle(p);
    setPlaced(pos.placed.filter((v) => v !== 0).length);
    setYours(Uint8Array.from(pos.placed, (v) => (v !== 0 ? 1 : 0)));
    solver.start(p, printSudoku(p), { method: 'dlx', limitMs: LIMIT_MS, maxEvents: MAX_EVENTS });
  };
  return { puzzle, placed, yours, solver, run, busy: isBusy(solver.run.phase) };
}

export function PlayExplain({ explain }: { explain: ReturnType<typeof usePlayExplain> }): JSX.Element | null {
  const { puzzle, placed, yours, solver } = explain;
  const { run } = solver;
  const reply = run.reply;
  // The placements ran as givens; the solver's words about "the givens" count them back in.
  const events = useMemo(() => (reply ? eventsWithPlacements(reply.trace.events, placed) : []), [reply, placed]);
  if (!puzzle) return null;
  const r = reply?.result;
  return (
    <div data-testid="play-explain-panel" data-phase={run.phase}>
      <p class="sd-small" role="status" data-testid="play-explain-status" data-status={r?.status ?? run.phase}>
        {isBusy(run.phase) && 'Running dancing links from your position…'}
        {(run.phase === 'cancelled' || run.phase === 'failed') && run.message}
        {reply && r && `Dancing links from your position (your ${placed} ${placed === 1 ? 'placement' : 'placements'} taken as givens): ${r.status === 'solved' ? 'solved' : r.status}${r.reason ? ` — ${endWithPlacements(r.status, r.reason, placed)}` : ''}; ${fmt(reply.trace.events.filter((e) => e.depth === 0).length)} steps. It explains the position as it was when you pressed the button.`}
      </p>
      {reply && <SudokuTracePanel puzzle={puzzle} events={events} stepperId={PLAY_STEP_KEY} testId="play-trace" placed={placed} yours={yours ?? undefined} />}
    </div>
  );
}
