/**
 * The recorded search, step by step: a stepper over the trace's whole steps
 * (parity test, start estimate, each IDA* iteration, the answer), the bounds
 * table and chart as they stood at that step, and for the 8-puzzle the
 * search tree of the iteration reached. The trace player (src/core/player)
 * with the genre's reducer turns a step number into that view, from the
 * nearest checkpoint rather than from the start.
 */
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { createPlayer } from '../../core/player';
import { stepStarts } from '../../core/trace';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import { slidingReplay } from '../../puzzles/sliding/replay';
import { logItems } from '../../core/log';
import Stepper from '../Stepper';
import { BoundChart } from './BoundChart';
import { IterationTable } from './IterationTable';
import { SearchTreeView } from './SearchTreeView';
import { SlidingBoard } from './SlidingBoard';
import { StepOutline } from './StepOutline';
import { nodesOfGroup } from '../search-tree/layout';
import { fmt } from '../../core/numbers';
import { smallestCut, whyOfStep } from './step-why';

/**
 * Play's time on a step at 1×. A step is a whole iteration, its tree redrawn, and its reason is a sentence or two:
 * at the 2 s reading pace, with the first step also after a wait, a reader took Play for stuck. So Play shows the
 * first step at once and then one every 1.5 s; 0.5× or stepping by hand leaves more time to read.
 */
const SEARCH_STEP_MS = 1500;

export interface IdaTracePanelProps {
  puzzle: SlidingPuzzle;
  events: readonly SlidingEvent[];
  /** Stepper id: URL key and test id suffix; distinct per panel on a page. */
  stepperId?: string;
  /** Step shown first (default: the last, so the whole search is in view). */
  initialStep?: number;
  /** Show each iteration's milliseconds (off for traces recorded elsewhere, e.g. at build time). */
  showTime?: boolean;
  /** Name of the iteration table's region; distinct per panel on a page. */
  tableLabel?: string;
  /** What one step is, on the stepper's status and buttons (the lesson's IDA* stepper says "search step"). */
  stepUnit?: string;
  /** Accessible name of the stepper's controls. */
  stepperLabel?: string;
}


/** One line per whole step, for the stepper's "Step i of N — …" text. */
export function describeStep(e: SlidingEvent, iteration: number): string {
  switch (e.kind) {
    case 'parity':
      return `Parity test: ${e.inversions} inversions, ${e.solvable ? 'solvable' : 'not solvable'}`;
    case 'root':
      return `Estimate on the start board: h = ${e.h} (${e.heuristic})`;
    case 'iteration':
      return `Iteration ${iteration}: bound ${e.bound}, ${fmt(e.nodes)} nodes${e.found ? ', goal found' : `, next bound ${e.nextBound ?? '–'}`}`;
    case 'stop':
      return `Stopped (${e.reason === 'timeout' ? 'time limit' : 'cancelled'}): no answer shorter than ${e.lowerBound}`;
    case 'fallback':
      // The phase's name starts a sentence elsewhere ("Top row: …"); here it follows a comma.
      return `Fast method, ${e.phase.charAt(0).toLowerCase()}${e.phase.slice(1)}: ${e.moves.length} moves`;
    case 'solution':
      return `Answer: ${e.moves.length} moves, ${e.optimal ? 'proven shortest' : 'not proven shortest'}`;
    default:
      return '';
  }
}

export function IdaTracePanel({ puzzle, events, stepperId = 'search', initialStep, showTime = true, tableLabel = 'IDA* iterations on your board', stepUnit, stepperLabel = 'Steps of the search' }: IdaTracePanelProps): JSX.Element {
  const player = useMemo(() => createPlayer(slidingReplay, puzzle, events), [events]);
  const starts = useMemo(() => stepStarts(events), [events]);
  const count = starts.length;
  const first = Math.min(initialStep ?? count, count);
  // The step belongs to one trace: new events start at `first` (no effect
  // that would undo a step a link asked for).
  const [at, setAt] = useState({ events, step: first });
  const step = at.events === events ? at.step : first;
  const setStep = (k: number) => setAt({ events, step: k });

  const cursor = step >= count ? events.length : starts[step];
  const view = player.at(cursor);
  const iterationNo = (k: number) => starts.slice(0, k).filter((i) => events[i].kind === 'iteration').length;
  const describe = (k: number) => (k === 0 ? 'Before the search' : describeStep(events[starts[k - 1]], iterationNo(k)));
  const total = events.filter((e) => e.kind === 'iteration').length;
  // The whole run's bounds (and answer length), so the chart's scale does not change from step to step.
  const allBounds = useMemo(() => {
    const end = player.at(events.length);
    return [...logItems(end.iterations).map((r) => r.bound), ...(end.solution ? [end.solution.moves.length] : [])];
  }, [events]);
  const rows = logItems(view.iterations);
  const last = rows[rows.length - 1];
  // Keyed by what the nodes are (the bound and how many were recorded), not by the view object, which
  // is new at every step: stepping within one iteration then keeps the same tree and its layout.
  const treeNodes = useMemo(() => (last ? nodesOfGroup(logItems(view.tree), last.bound) : []), [view.tree.length, last?.bound]);
  // The root plus one node per generated child: fewer recorded means the cap cut the drawing.
  const capped = last !== undefined && treeNodes.length < last.nodes + 1;
  // Why this step happened; an iteration names the branch that set the next bound when its tree was recorded whole.
  const cut = step > 0 && events[starts[step - 1]].kind === 'iteration' && !capped ? smallestCut(treeNodes) : null;
  const why = step === 0 ? '' : whyOfStep(events, starts[step - 1], cut);

  return (
    <div class="sl-trace" data-testid={stepperId === 'search' ? 'trace-panel' : `trace-panel-${stepperId}`}>
      <Stepper id={stepperId} count={count} value={step} onChange={setStep} label={stepperLabel} unit={stepUnit} describe={describe}
        intervalMs={SEARCH_STEP_MS} playFirstStepAtOnce />
      {why && <p class="sl-why" data-testid={`step-why-${stepperId}`}><strong>Why:</strong> {why}</p>}
      {/* The drawing right under the buttons and the why: a step's change is in view where it is pressed. */}
      {!last && (
        // Before the first iteration there is no tree yet: the start board the first steps talk about.
        <figure data-testid={`start-board-${stepperId}`}>
          <SlidingBoard size={puzzle.size} tiles={puzzle.tiles} maxWidth={180} label="The start board" />
          <figcaption class="sl-small">The start board, which the first steps test and estimate.</figcaption>
        </figure>
      )}
      {puzzle.size === 3 && last && (
        treeNodes.length > 0 ? (
          // The board beside the tree follows the search: at an iteration that found no goal, the branch the
          // why names (the one that set the next bound); at the goal's iteration the tree opens on the goal.
          <SearchTreeView puzzle={puzzle} bound={last.bound} nodes={treeNodes} capped={capped} selected={last.found ? null : cut?.id}
            idBase={stepperId === 'search' ? 'search-tree' : `search-tree-${stepperId}`} />
        ) : (
          <p class="sl-small" data-testid="search-tree-none">
            The tree of iteration {rows.length} (bound {last.bound}) was not drawn: the drawing stops after the first few hundred nodes.
          </p>
        )
      )}
      <StepOutline count={count} value={step} onPick={setStep} describe={describe} testId={`step-outline-${stepperId}`} />
      <div class="sl-trace-body">
        <IterationTable rows={rows} foundLast={last?.found ?? false} showTime={showTime} label={tableLabel}
          currentIndex={view.stopped ? rows.length : rows.length - 1}
          cut={view.stopped ? { bound: view.stopped.lowerBound, nodes: view.stopped.nodes, totalNodes: view.stopped.totalNodes, reason: view.stopped.reason } : null} />
        <figure>
          <BoundChart bounds={rows.map((r) => r.bound)} h0={view.root?.h} maxIterations={total} allValues={allBounds}
            answer={view.solution ? view.solution.moves.length : null} answerProven={view.solution?.optimal ?? true} />
          <figcaption class="sl-small">
            The bound of each iteration so far{view.root ? `, starting from the estimate h = ${view.root.h} on the start board` : ''}.
            {rows.length > 0 ? ' The iteration table lists the same numbers.' : ''}
          </figcaption>
        </figure>
      </div>
      {view.stopped && (
        <p data-testid="search-stopped">
          <strong>Stopped</strong> ({view.stopped.reason === 'timeout' ? 'time limit' : 'cancelled'}) during the iteration with
          bound {view.stopped.lowerBound}: every shorter path had been searched, so no solution has fewer than{' '}
          {view.stopped.lowerBound} moves.
        </p>
      )}
      {view.fallbackPhases.length > 0 && (
        <div data-testid="fallback-phases">
          <p>The fast method then solved it in parts:</p>
          <ol>
            {logItems(view.fallbackPhases).map((f, i) => (
              <li key={i}>
                {f.phase}: {f.moves.length} move{f.moves.length === 1 ? '' : 's'}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
