/**
 * The 6-6-3 pattern databases built at a reader's request, far from the
 * solver island (the lookup stepper of part 4): the same preparation the
 * solver's build ahead runs (SolverClient.prepare), in a worker lane of its
 * own (LOOKUP_LANE), so cancelling it never stops the solver's search or its
 * build ahead, and theirs never stops it. Cancel or Escape stops it at once;
 * the next press builds from the start. Once built, pdbTables() lends the
 * tables to every lane, so neither the solver nor play mode builds them again.
 */
import { useRef, useState } from 'preact/hooks';
import { useEscapeWhile } from '../use-escape-while';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { Pdb663Tables } from '../../puzzles/sliding/heuristics/pdb';
import { getSolverClient } from '../../worker/solver-client';
import { LOOKUP_LANE, pdbTables } from './sliding-run';

export type TablesBuild =
  | { phase: 'idle' }
  | { phase: 'building'; fraction: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

/** The words for a build that is not running: what happened, and what the next press does. */
export function tablesBuildWords(state: TablesBuild): string {
  if (state.phase === 'cancelled') return 'Cancelled: the tables were not built. The next press builds them from the start.';
  if (state.phase === 'failed') return `The tables could not be built here (${state.message}). The solver at the end of the page builds them too.`;
  return '';
}

/**
 * @param onBuilt called with the tables once this build (or an earlier one on this page) has made them
 * @returns the build's state, `build(puzzle)` (any solvable 15-puzzle: the tables do not depend on it) and `cancel()`
 */
export function useTablesBuild(onBuilt: (tables: Pdb663Tables) => void) {
  const [state, setState] = useState<TablesBuild>({ phase: 'idle' });
  // Each build gets a ticket; the answer of a cancelled one is dropped.
  const ticket = useRef(0);
  const building = state.phase === 'building';

  const cancel = () => {
    ticket.current++;
    getSolverClient('sliding', LOOKUP_LANE).cancel();
    setState({ phase: 'cancelled' });
  };

  const build = async (puzzle: SlidingPuzzle) => {
    const ready = pdbTables();
    if (ready) return onBuilt(ready);
    const mine = ++ticket.current;
    setState({ phase: 'building', fraction: 0 });
    const client = getSolverClient('sliding', LOOKUP_LANE);
    const outcome = await client.prepare({ puzzle, method: 'ida' }, (fraction) => {
      if (ticket.current === mine) setState({ phase: 'building', fraction });
    });
    if (ticket.current !== mine) return;
    const tables = outcome.status === 'done' ? pdbTables() : null;
    if (tables) {
      // The page keeps its copy of the tables (lent to every lane); this lane's worker has done its one job.
      client.cancel();
      setState({ phase: 'idle' });
      onBuilt(tables);
    } else if (outcome.status === 'cancelled') setState({ phase: 'cancelled' });
    else setState({ phase: 'failed', message: outcome.status === 'failed' ? outcome.message : 'no tables came back' });
  };

  // While it builds, Escape cancels, as it does a solve.
  useEscapeWhile(building, cancel);

  return { state, build, cancel };
}
