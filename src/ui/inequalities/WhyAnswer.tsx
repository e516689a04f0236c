/**
 * The answer of a "why?" panel, for any genre on the inequality engine: the
 * derivation of one settled variable read from the run's trace
 * (src/inequalities/why.ts), drawn as a tree with a button that lifts the cut
 * ("Show a bigger tree"), or a sentence saying the run did not settle it by
 * deduction. The genre names the variable and says the heading.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useBringIntoView } from '../bring-into-view';
import type { Unsettled, WhyNode } from '../../inequalities/why';
import type { EngineVocabulary } from '../../inequalities/vocabulary';
import { WhyTreeView } from './WhyTreeView';

/** How many nodes of a derivation are drawn: small first, bigger on request. */
export const WHY_SMALL = 30;
export const WHY_LARGE = 120;

/** The size of the drawn tree and the toggle between small and large. */
export function useWhySize(): [number, () => void] {
  const [maxNodes, setMaxNodes] = useState(WHY_SMALL);
  return [maxNodes, () => setMaxNodes((m) => (m === WHY_SMALL ? WHY_LARGE : WHY_SMALL))];
}

export interface WhyAnswerProps {
  /** The derivation, or null when the run did not settle the variable by deduction or trial. */
  tree: WhyNode | null;
  /** The variable in words, for the sentence when there is no tree ("x7 (row 2, column 3)"). */
  subject: string;
  /** When there is no tree, the reason the run gives (unsettledReason), so the sentence names it. */
  unsettled: Unsettled;
  heading: string;
  words: EngineVocabulary;
  maxNodes: number;
  onToggleSize: () => void;
  /** How a tree too wide for its box is drawn (WhyTreeView's wideAs). */
  wideAs?: 'scroll' | 'indented';
}

/** The sentence for a variable with no tree, one per reason. */
function unsettledSentence(subject: string, reason: Unsettled): string {
  if (reason === 'open') return `${subject} is still open: this run did not settle it, so there is nothing to explain.`;
  if (reason === 'cut') return `${subject} is settled, but this long run's recorded trace left events out (it keeps the start and the end) and the part kept has no step settling it, so there is nothing to explain here.`;
  return `${subject} was not settled by a deduction or a trial: the last-resort search chose its value while it looked for a solution, so no inequality forced it and there is nothing to explain.`;
}

export function WhyAnswer({ tree, subject, unsettled, heading, words, maxNodes, onToggleSize, wideAs }: WhyAnswerProps): JSX.Element {
  // A new tree opens at its heading and root, at the top of the screen when it was off it (its bottom was shown before).
  const top = useBringIntoView<HTMLHeadingElement>(tree, tree !== null, 'start');
  if (!tree) {
    return (
      <p data-testid="why-unsettled">
        {unsettledSentence(subject, unsettled)}
      </p>
    );
  }
  return (
    <>
      <h4 ref={top} data-testid="why-heading">{heading}</h4>
      <WhyTreeView words={words} tree={tree} testId="why-tree" wideAs={wideAs} />
      <button type="button" class="btn" data-testid="why-bigger" aria-pressed={maxNodes === WHY_LARGE ? 'true' : 'false'} onClick={onToggleSize}>
        {maxNodes === WHY_SMALL ? 'Show a bigger tree' : 'Show a smaller tree'}
      </button>
    </>
  );
}
