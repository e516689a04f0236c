/**
 * Akari's steps for the step-card frame (./StepCards.tsx): each step in
 * words with its formulas (the same StepDetail the lesson shows) and the
 * board after it, with the inequality the step used highlighted and the
 * cells it settled marked.
 */
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariModel } from '../puzzles/akari/model';
import { akariReplay } from '../puzzles/akari/replay';
import { AkariBoard } from '../ui/akari/AkariBoard';
import { StepDetail } from '../ui/akari/StepDetail';
import { chainDeductions } from '../ui/inequalities/chain-steps';
import { engineStepNoun } from './engine-nouns';
import type { StepSequence } from './StepCards';
import { traceSequence } from './trace-steps';

/** The trace's whole steps as cards (one pass through the reducer). */
export function akariSequence(model: AkariModel, events: readonly AkariEvent[], current: number | null): StepSequence {
  const puzzle = model.puzzle;
  const chains = chainDeductions(events);
  return traceSequence({
    replay: akariReplay,
    puzzle,
    events,
    current,
    kindOf: (e) => engineStepNoun(e),
    words: (s) => <StepDetail model={model} event={s.event} sub={s.sub} chain={chains.get(s.event)} values={s.view.values} testId={`export-step-${s.number}`} />,
    board: (view, s, testId) => (
      <AkariBoard puzzle={puzzle} values={view.values} changed={view.changed}
        highlight={view.focus ? view.focus.inequality.terms.map(([v]) => v) : []}
        compact maxWidth={190} testId={testId}
        label={s ? `The board after step ${s.number}` : 'The board before the first step'} />
    ),
  });
}
