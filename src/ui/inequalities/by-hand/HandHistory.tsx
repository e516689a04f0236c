/**
 * The steps the reader has taken so far, in words: which inequality (or
 * which sum) settled which values, and which sums were kept for later. It is
 * the by-hand counterpart of the solver's trace.
 */
import type { JSX } from 'preact';
import type { EngineVocabulary } from '../../../inequalities/vocabulary';
import type { HandStep } from '../../../inequalities/hand-state';
import { forcedPhrase } from './hand-text';

export interface HandHistoryProps {
  words: EngineVocabulary;
  steps: readonly HandStep[];
  /** Label of an inequality id, e.g. "(12)", or "(66)" for a kept sum. */
  lookup: (id: string) => string;
}

function describe(step: HandStep, lookup: HandHistoryProps['lookup'], words: EngineVocabulary): string {
  const picked = step.picks.map(lookup).join(' + ');
  if (step.kind === 'keep') return `${step.sum.label} = ${picked}, kept for later.`;
  if (step.trial) {
    const t = step.trial;
    return `Trial: supposing ${words.name(t.variable)} = ${t.assumed} broke ${picked}, so ${forcedPhrase(step.forced, words)}.`;
  }
  const from = step.sum ? `${step.sum.label} = ${picked}` : picked;
  return `${from} gives ${forcedPhrase(step.forced, words)}.`;
}

export function HandHistory({ words, steps, lookup }: HandHistoryProps): JSX.Element {
  return (
    <details class="hand-history" open={steps.length > 0} data-testid="hand-history">
      <summary>Your steps ({steps.length})</summary>
      {steps.length === 0 ? (
        <p class="eng-small">Nothing applied yet.</p>
      ) : (
        <ol>
          {steps.map((s, i) => (
            <li key={i}>{describe(s, lookup, words)}</li>
          ))}
        </ol>
      )}
    </details>
  );
}
