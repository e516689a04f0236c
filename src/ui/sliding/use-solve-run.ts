/**
 * One solve at a time, in the page's shared solver worker: the phase it is in
 * (building the databases, searching, done), the build progress, the steps
 * that have arrived so far (so the table grows while the search runs), and
 * the final reply. Escape cancels while anything runs.
 *
 * A hook rather than a component so the island decides where each part shows.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import { parity } from '../../puzzles/sliding/parity';
import { getSlidingSolver, type SlidingSolveReply } from '../../worker/sliding-client';

export type RunPhase = 'idle' | 'building' | 'searching' | 'done' | 'cancelled' | 'failed';

export interface SolveRun {
  phase: RunPhase;
  /** Build progress 0 … 1 while phase is 'building'. */
  progress: number;
  progressLabel: string;
  /** Whole steps received while searching (iterations, phases…). */
  live: SlidingEvent[];
  reply: SlidingSolveReply | null;
  /** The board the reply belongs to (printed), so a stale reply is never shown. */
  key: string;
  message: string;
  /** Whether the databases exist on this page (they survive a Cancel). */
  pdbReady: boolean;
  /** Milliseconds this solve spent building the databases (null when it did not build them). */
  buildMs: number | null;
}

export interface SolveRequestOptions {
  method: 'ida' | 'ida-lc';
  limitMs: number;
}

const IDLE: SolveRun = {
  phase: 'idle', progress: 0, progressLabel: '', live: [], reply: null, key: '', message: '', pdbReady: false, buildMs: null,
};

export function useSolveRun(puzzleKey: string) {
  const [run, setRun] = useState<SolveRun>(IDLE);
  // Each start gets a ticket; answers to an older ticket are dropped.
  const ticket = useRef(0);
  const busy = run.phase === 'building' || run.phase === 'searching';

  const cancel = () => {
    if (typeof window === 'undefined') return;
    ticket.current++;
    getSlidingSolver().cancel();
    setRun((r) => ({ ...r, phase: r.phase === 'building' || r.phase === 'searching' ? 'cancelled' : r.phase,
      message: 'Cancelled. Nothing was lost: the databases, if built, stay ready.' }));
  };

  const start = async (puzzle: SlidingPuzzle, key: string, opts: SolveRequestOptions) => {
    const solver = getSlidingSolver();
    const mine = ++ticket.current;
    // Same rule as the worker: an unsolvable board is answered by the parity test, without tables.
    const needsBuild = puzzle.size === 4 && opts.method === 'ida' && !solver.pdbReady && parity(puzzle).solvable;
    const started = Date.now();
    // The build ends when its progress reaches 1, or at the latest when the search reports.
    const built = (r: SolveRun): number | null => (needsBuild && r.buildMs === null ? Date.now() - started : r.buildMs);
    setRun({ ...IDLE, phase: needsBuild ? 'building' : 'searching', key, pdbReady: solver.pdbReady,
      progressLabel: needsBuild ? 'Building the pattern databases' : '' });
    const outcome = await solver.solve(
      { puzzle, method: opts.method, limitMs: opts.limitMs },
      {
        onProgress: (fraction, label) => {
          if (ticket.current !== mine) return;
          setRun((r) => ({ ...r, progress: fraction, progressLabel: label || r.progressLabel,
            phase: fraction >= 1 ? 'searching' : 'building', buildMs: fraction >= 1 ? built(r) : r.buildMs }));
        },
        onStep: (event) => {
          if (ticket.current !== mine) return;
          setRun((r) => ({ ...r, phase: 'searching', live: [...r.live, event], buildMs: built(r) }));
        },
      },
    );
    if (ticket.current !== mine) return;
    if (outcome.status === 'done') {
      setRun((r) => ({ ...r, phase: 'done', reply: outcome.value, pdbReady: solver.pdbReady, message: '', buildMs: built(r) }));
    } else if (outcome.status === 'cancelled') {
      setRun((r) => ({ ...r, phase: 'cancelled', pdbReady: solver.pdbReady, message: 'Cancelled.' }));
    } else {
      setRun((r) => ({ ...r, phase: 'failed', message: outcome.message }));
    }
  };

  // A different board makes the old run meaningless: stop it and forget it.
  useEffect(() => {
    if (run.key && run.key !== puzzleKey) {
      if (busy) {
        ticket.current++;
        getSlidingSolver().cancel();
      }
      setRun((r) => ({ ...IDLE, pdbReady: r.pdbReady }));
    }
  }, [puzzleKey]);

  useEffect(() => {
    if (!busy) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        cancel();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy]);

  useEffect(() => {
    if (typeof window !== 'undefined') setRun((r) => ({ ...r, pdbReady: getSlidingSolver().pdbReady }));
  }, []);

  return { run, busy, start, cancel };
}
