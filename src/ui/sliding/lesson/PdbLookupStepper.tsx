/**
 * The 6-6-3 lookup, one step at a time (./pdb-lookup-steps.ts): the groups,
 * each database's number, their sum, the mirrored board's three numbers and
 * sum, and the larger of the two — each step with its reason.
 *
 * It opens on the lesson's first example (a Korf board where a database
 * reads more than its tiles' Manhattan distances and the two sums differ);
 * the example board is the second. Their numbers the solver read from
 * the real tables when the page was built. The tables are about 33 MB, so the page
 * does not download them: it builds them in a background worker once the
 * solver island is on screen with a 15-puzzle. To read the solver's board
 * before that, "Look up the solver's board" builds them right here
 * (../use-tables-build.ts, with its progress, Cancel and Escape), then reads it.
 */
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { HeuristicBreakdown } from '../../../puzzles/sliding/heuristics/heuristic';
import { explainPdb } from '../../../puzzles/sliding/heuristics/pdb';
import { mirrorBoard } from '../../../puzzles/sliding/pdb/mirror';
import { parseSliding } from '../../../puzzles/sliding/format';
import Stepper from '../../Stepper';
import { READING_STEP_MS } from '../../stepper-playback';
import { StartingNote, useStarted } from '../../Starting';
import { SlidingBoard } from '../SlidingBoard';
import ProgressBar from '../../ProgressBar';
import { tablesBuildWords, useTablesBuild } from '../use-tables-build';
import type { Pdb663Tables } from '../../../puzzles/sliding/heuristics/pdb';
import { lookupSteps } from './pdb-lookup-steps';
import type { ExtraMoves } from '../../../lessons/sliding/pdb-extra-moves';

/** A board and the solver's breakdown of it, computed at build time from the real tables. */
export interface LookupExample {
  label: string;
  tiles: readonly number[];
  breakdown: HeuristicBreakdown;
  /** The tiles that make each entry's extra moves (lookupExtras), computed when the page was built. */
  extras?: Record<string, ExtraMoves | null>;
}

export interface PdbLookupStepperProps {
  examples: readonly LookupExample[];
}

interface Shown {
  tiles: readonly number[];
  breakdown: HeuristicBreakdown;
  whose: string;
  /** Read from the tables built in this browser (not at build time). */
  live: boolean;
  extras?: Record<string, ExtraMoves | null>;
}

/** The board in the solver island at the end of the page, if it is a 15-puzzle. */
function solverBoard(): number[] | null {
  const text = document.querySelector<HTMLElement>('[data-testid="sliding-solver"]')?.dataset.board;
  const parsed = text ? parseSliding(text) : null;
  return parsed?.ok && parsed.puzzle.size === 4 ? parsed.puzzle.tiles : null;
}

export default function PdbLookupStepper({ examples }: PdbLookupStepperProps): JSX.Element {
  const exampleShown = (e: LookupExample): Shown => ({ tiles: e.tiles, breakdown: e.breakdown, whose: e.label, live: false, extras: e.extras });
  const started = useStarted();
  const [shown, setShown] = useState<Shown>(exampleShown(examples[0]));
  const [step, setStep] = useState(0);
  const [note, setNote] = useState('');
  const steps = useMemo(() => lookupSteps(shown.breakdown, shown.tiles, shown.extras), [shown]);
  const mirrored = useMemo(() => mirrorBoard(shown.tiles, 4), [shown]);
  const s = steps[Math.min(step, steps.length - 1)];

  const lookUpSolverBoard = (tables: Pdb663Tables) => {
    const board = solverBoard();
    if (!board) {
      setNote('The tables are built, but the solver’s board is not a 15-puzzle; the databases exist only for the 4×4 board.');
      return;
    }
    setNote('');
    setShown({ tiles: board, breakdown: explainPdb(board, tables), whose: 'the solver’s board', live: true });
    setStep(0);
  };
  const tablesBuild = useTablesBuild(lookUpSolverBoard);
  const building = tablesBuild.state.phase === 'building';
  const useSolverBoard = () => {
    if (building) return; // aria-disabled, not disabled: the focus stays on the button while it builds
    setNote('');
    // The tables do not depend on the board they are built for: the one shown (always a solvable 15-puzzle) will do.
    void tablesBuild.build({ size: 4, tiles: [...shown.tiles] });
  };
  const showExample = (e: LookupExample) => {
    setNote('');
    setShown(exampleShown(e));
    setStep(0);
  };

  return (
    <div class="sl-pdb-lookup" data-testid="pdb-lookup" data-step={step} data-started={String(started)}>
      {/* Named for what it steps through: the lesson's other stepper (IDA*'s iterations) looks alike. */}
      <p class="sl-stepper-title" data-testid="pdb-lookup-title">
        <strong>Pattern-database lookup step by step</strong> on a 15-puzzle board: one table read or one sum per step, first on the board, then on its mirror
      </p>
      <StartingNote started={started} what="the lookup’s steps" />
      <p class="sl-small">
        Looking up {shown.whose}, {shown.live
          ? 'read just now from the tables your browser built.'
          : 'read from the real tables when this page was built. The solver’s board (end of the page) is read from tables your browser builds at the first press.'}
      </p>
      <Stepper id="lookup" count={steps.length - 1} value={step} onChange={setStep} label="Steps of the pattern-database lookup" unit="lookup step" syncUrl={false}
        describe={(k) => steps[k]?.title ?? ''}
        intervalMs={READING_STEP_MS} />
      <div class="sl-pdb-lookup-grid">
        <SlidingBoard size={4} tiles={s.board === 'original' ? shown.tiles : mirrored} groups={s.marks} distances={s.distances} zeroDistances
          label={s.board === 'original' ? 'The board; shapes mark the tiles of the step' : 'The mirrored, renumbered board; shapes mark the tiles of the step'}
          testId="pdb-lookup-board" />
        <div aria-live="polite">
          <p class="sl-small" data-testid="pdb-lookup-drawn">
            {s.board === 'original' ? 'Drawn: the board as it is.' : 'Drawn: the mirrored, renumbered board.'}
          </p>
          <p data-testid="pdb-lookup-what"><strong>{s.what}</strong></p>
          {s.check && <p data-testid="pdb-lookup-check">Check it on the board (the badges are the Manhattan distances): {s.check}</p>}
          <p class="sl-small" data-testid="pdb-lookup-why">Why: {s.why}</p>
          {s.sum && <p data-testid="pdb-lookup-sum">Running sum: <strong>{s.sum}</strong></p>}
        </div>
      </div>
      <div class="sl-row">
        <button type="button" class="btn" onClick={useSolverBoard} aria-disabled={building} data-testid="pdb-lookup-solver-board">
          Look up the solver’s board
        </button>
        {examples.filter((e) => e.label !== shown.whose).map((e) => (
          <button type="button" class="btn" key={e.label} onClick={() => showExample(e)} data-testid={`pdb-lookup-example-${examples.indexOf(e)}`}>
            Look up {e.label}
          </button>
        ))}
      </div>
      {tablesBuild.state.phase === 'building' && (
        <ProgressBar label="Building the pattern databases (once per visit)" value={tablesBuild.state.fraction}
          detail="Cancel or Escape stops it." onCancel={tablesBuild.cancel} testId="pdb-lookup-build" />
      )}
      {(note || tablesBuildWords(tablesBuild.state)) && (
        <p class="sl-small" role="status" data-testid="pdb-lookup-note">{note || tablesBuildWords(tablesBuild.state)}</p>
      )}
    </div>
  );
}
