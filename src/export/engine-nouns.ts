/**
 * The inequality engine's steps (src/inequalities/events.ts) as nouns, for a
 * worked-example page that counts the steps it leaves out ("12 forcing
 * steps, 2 rounds of sums"). Shared by the engine genres' pages (Akari,
 * Shakashaka).
 */
import type { Noun } from './StepCards';

const NOUNS: Record<string, Noun> = {
  deduce: { one: 'forcing step', many: 'forcing steps' },
  round: { one: 'round of sums', many: 'rounds of sums' },
  // The lessons' words: a look-ahead finds a chain sum (the sum itself forces in the next step).
  chain: { one: 'look-ahead finding a chain sum', many: 'look-aheads finding a chain sum' },
  stall: { one: 'stall', many: 'stalls' },
  trial: { one: 'trial', many: 'trials' },
  contradiction: { one: 'contradiction', many: 'contradictions' },
  search: { one: 'search', many: 'searches' },
  solution: { one: 'answer', many: 'answers' },
  mip: { one: 'integer-program solve', many: 'integer-program solves' },
  rejected: { one: 'rejected answer', many: 'rejected answers' },
};

export function engineStepNoun(event: { kind: string }): Noun {
  return NOUNS[event.kind] ?? { one: 'other step', many: 'other steps' };
}
