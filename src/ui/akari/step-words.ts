/**
 * Each whole step of an Akari trace in words: the engine's steps in Akari's
 * words (src/inequalities/step-words.ts with AKARI_WORDS), and the two steps
 * that are Akari's own, the answer and the end of a run.
 */
import { capital, describeEngineStep, type StepWords } from '../../inequalities/step-words';
import type { AkariEvent } from '../../puzzles/akari/events';
import { AKARI_WORDS } from '../../puzzles/akari/vocabulary';

export type { StepTone, StepWords } from '../../inequalities/step-words';
export { inequalityLabel, sumWords } from '../../inequalities/step-words';

/**
 * @param e    the step's depth-0 event
 * @param sub  the depth-1 events that follow it (sums behind a deduction, a trial's steps)
 */
export function describeAkariStep(e: AkariEvent, sub: readonly AkariEvent[] = []): StepWords {
  switch (e.kind) {
    case 'solution':
      return {
        tone: 'solved',
        badge: e.multiple ? 'Solved — one of several solutions' : 'Solved',
        text: e.multiple
          ? 'Every cell has a value, but the board has more than one solution; this is one of them.'
          : 'Every cell has a value: the lamps below are the answer.',
      };
    case 'end':
      return {
        tone: 'end',
        badge: e.status === 'unsolvable' ? 'No solution' : e.status === 'timeout' ? 'Stopped: budget used up' : 'Cancelled',
        text: capital(e.reason.endsWith('.') ? e.reason : `${e.reason}.`),
      };
    default:
      return describeEngineStep(e, sub, AKARI_WORDS);
  }
}
