/**
 * One path through the diagram, edge by edge: the solver's walk along a
 * solution (the trace's walk-step events), with the links taken so far, the
 * edge just decided, and the frontier with its mate array after it, on the
 * board and as a table. The steps come in as props (computed when the site is
 * built, or from a solve), so the island runs no solver itself.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { WalkStepEvent } from '../../puzzles/numberlink/events';
import type { NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';
import Stepper from '../Stepper';
import StyleSheet from '../StyleSheet';
import { MateTable } from './MateTable';
import { at, mateEntries } from './mate-words';
import { NL_CSS } from './nl-css';
import { NumberlinkBoard } from './NumberlinkBoard';

export interface WalkStepperProps {
  puzzle: NumberlinkPuzzle;
  steps: readonly WalkStepEvent[];
  /** Stepper id (URL key and test id suffix). */
  id?: string;
}

export default function WalkStepper({ puzzle, steps, id = 'nl-walk' }: WalkStepperProps): JSX.Element {
  const [k, setK] = useState(0);
  const step = k > 0 ? steps[k - 1] : null;
  const links = steps.slice(0, k).filter((s) => s.choice === 1).map((s) => s.edge);
  const off = steps.slice(0, k).filter((s) => s.choice === 0).map((s) => s.edge);
  const entries = step ? mateEntries(step.frontier, step.mate, puzzle.labels, puzzle.width) : [];
  const next = k < steps.length ? steps[k].edge : null;
  return (
    <div class="nl-island" data-testid={id} data-step={k}>
      <StyleSheet css={NL_CSS} />
      <Stepper id={id} count={steps.length} value={k} onChange={setK} label="Edges along one solution"
        describe={(v) => (v === 0 ? 'nothing decided' : `edge ${v}: ${steps[v - 1].choice === 1 ? 'taken' : 'left out'}`)} />
      <div class="nl-split">
        <NumberlinkBoard puzzle={puzzle} links={links} off={off} current={step?.edge ?? next} frontier={entries}
          title={step ? `The board after edge ${k}` : 'The board before any edge is decided'} testId={`${id}-board`} />
        <div>
          <p class="nl-small" aria-live="polite" data-testid={`${id}-says`}>
            {step
              ? `Edge ${k} of ${steps.length}, ${at(step.edge[0])}–${at(step.edge[1])}, is ${step.choice === 1 ? 'taken (1-arc)' : 'left out (0-arc)'}. ` +
                `The frontier now holds ${step.frontier.length} cell${step.frontier.length === 1 ? '' : 's'}.`
              : `Nothing is decided yet; the dashed edge ${next ? `${at(next[0])}–${at(next[1])}` : ''} comes first.`}
          </p>
          <MateTable entries={entries} caption={step ? `Mate array after edge ${k}` : 'Mate array at the root'} testId={`${id}-mate`} />
        </div>
      </div>
    </div>
  );
}
