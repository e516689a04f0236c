/**
 * What a reader gets by pressing Hint and Apply in "Add two inequalities"
 * mode until the board is finished or nothing helps: single inequalities
 * while one forces something, a sum of two when none does, a labelled trial
 * when no pair does either (hand-state.ts `handHint`). The lessons count
 * these steps for the page, and the tests walk the same steps as the reader.
 */
import { forceByHand, handHint, isFinished, reduceHand, type HandAction, type HandState } from './hand-state';

export interface HandWalk {
  state: HandState;
  /** Steps of one inequality, sums of two, and trials applied. */
  forcing: number;
  pairs: number;
  trials: number;
  finished: boolean;
}

export function walkByHand(start: HandState): HandWalk {
  let state = start;
  let forcing = 0;
  let pairs = 0;
  let trials = 0;
  const run = (...actions: HandAction[]) => (state = actions.reduce(reduceHand, state));
  for (;;) {
    const alone = forceByHand(state);
    state = alone.state;
    forcing += alone.steps;
    if (isFinished(state)) break;
    const hint = handHint({ ...state, mode: 'pair' });
    if (hint.kind === 'pair') {
      run({ type: 'pickPair', ids: [hint.picks[0].id, hint.picks[1].id] }, { type: 'apply' });
      pairs++;
    } else if (hint.kind === 'trial') {
      run({ type: 'offerTrial', trial: hint.trial }, { type: 'apply' });
      trials++;
    } else break;
  }
  return { state, forcing, pairs, trials, finished: isFinished(state) };
}
