/**
 * The 6-6-3 pattern databases, built ahead of the reader's first Solve: once
 * the solver island is on screen with a 15-puzzle that needs them, the main
 * worker lane builds them (several seconds), so Solve finds them ready. A
 * reader who never scrolls to the solver (on a phone, say) never pays for the
 * build. A Solve pressed during the build waits for that same build in the
 * worker, with its progress (src/puzzles/sliding/heuristics/source.ts); Cancel
 * stops both, and then the next Solve builds them as before.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { needsTables } from '../../puzzles/sliding/heuristics/source';
import { getSolverClient } from '../../worker/solver-client';
import { pdbTables } from './sliding-run';

export type TablesAhead =
  | { phase: 'idle' }
  | { phase: 'building'; fraction: number }
  | { phase: 'built' }
  /** The reader cancelled (the build went with the search), or the build failed; the next Solve builds them. */
  | { phase: 'stopped' };

/**
 * @param target  the element whose coming on screen starts the build
 * @param puzzle  the board in the island (null while the text is not a board)
 * @returns the build's state, and `stop()` for the island's Cancel (so a cancelled build is not started again)
 */
export function useTablesAhead(target: RefObject<HTMLElement>, puzzle: SlidingPuzzle | null, started: boolean) {
  const [seen, setSeen] = useState(false);
  const [state, setState] = useState<TablesAhead>({ phase: 'idle' });
  const readerStopped = useRef(false);

  useEffect(() => {
    const el = target.current;
    if (!started || seen || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      setSeen(true);
      observer.disconnect();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [started, seen]);

  const wanted = seen && puzzle !== null && needsTables(puzzle);
  useEffect(() => {
    if (!wanted || !puzzle || state.phase !== 'idle' || readerStopped.current) return;
    if (pdbTables() !== null) return setState({ phase: 'built' });
    setState({ phase: 'building', fraction: 0 });
    void getSolverClient('sliding')
      .prepare({ puzzle, method: 'ida' }, (fraction) =>
        setState((s) => (s.phase === 'building' ? { phase: 'building', fraction } : s)))
      .then((outcome) => {
        if (outcome.status === 'done') return setState({ phase: 'built' });
        // Stopped by the reader's Cancel, or failed: stay stopped (Solve builds them, and says what went wrong).
        // Cut short by anything else (the worker restarted for a new board): try again while a board that
        // needs the tables is on the page.
        setState({ phase: outcome.status === 'cancelled' && !readerStopped.current ? 'idle' : 'stopped' });
      });
  }, [wanted, state.phase]);

  return {
    state,
    stop: () => {
      if (state.phase === 'building') readerStopped.current = true;
    },
  };
}
