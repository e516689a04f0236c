/**
 * Each whole step of an Akari trace in words: a short badge that names what
 * kind of step it is (forcing, a pair sum, a round, the cap, a stall, a chain
 * sum, a trial — never mistaken for a deduction), and one sentence. Pure, so
 * the stepper, the step panel and the exported page say the same thing.
 */
import type { AkariEvent, SumEvent } from '../../puzzles/akari/events';
import { plainName } from './board-geometry';
import { inequalityLabel } from './constraint-groups';

export type StepTone =
  | 'force'
  | 'sum'
  | 'round'
  | 'cap'
  | 'stall'
  | 'chain'
  | 'trial'
  | 'contradiction'
  | 'search'
  | 'solved'
  | 'end';

export interface StepWords {
  tone: StepTone;
  badge: string;
  text: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');
const valueWord = (value: number) => (value === 1 ? 'a lamp' : 'no lamp');
const plural = (n: number, one: string, many = `${one}s`) => `${fmt(n)} ${n === 1 ? one : many}`;

/** "x7 = 1 (a lamp) and x9 = 0 (no lamp)". */
export function settledWords(settled: readonly { variable: number; value: number }[]): string {
  const parts = settled.map((s) => `${plainName(s.variable)} = ${s.value} (${valueWord(s.value)})`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** How a sum was built, e.g. "(58) = (3) + (12)". */
export function sumWords(e: SumEvent): string {
  return `${inequalityLabel(e.id)} = ${inequalityLabel(e.parents[0])} + ${inequalityLabel(e.parents[1])}`;
}

/**
 * @param e    the step's depth-0 event
 * @param sub  the depth-1 events that follow it (sums behind a deduction, a trial's steps)
 */
export function describeAkariStep(e: AkariEvent, sub: readonly AkariEvent[] = []): StepWords {
  switch (e.kind) {
    case 'deduce': {
      const sums = sub.filter((s): s is SumEvent => s.kind === 'sum');
      const forced = settledWords(e.forced);
      if (e.source === 'given') {
        return { tone: 'force', badge: 'Forcing', text: `Inequality ${inequalityLabel(e.by)} alone forces ${forced}.` };
      }
      const how =
        sums.length === 0
          ? `the sum ${inequalityLabel(e.by)}, built earlier,`
          : sums.length === 1
            ? `the pair sum ${sumWords(sums[0])}`
            : `the sum ${inequalityLabel(e.by)}, built from ${plural(sums.length, 'pair sum')} in a row,`;
      return { tone: 'sum', badge: sums.length > 1 ? 'Forcing from a chain of sums' : 'Forcing from a pair sum', text: `${capital(how)} forces ${forced}.` };
    }
    case 'sum':
      return { tone: 'sum', badge: 'Sum', text: `Built ${sumWords(e)}.` };
    case 'round': {
      if (e.method === 'pairs') {
        const cap = e.capHit ? ` The set reached the cap of ${fmt(e.cap ?? 0)} inequalities, so the round was cut short.` : '';
        return {
          tone: e.capHit ? 'cap' : 'round',
          badge: e.capHit ? `Round ${e.round} — cap hit` : `Round ${e.round} of the pair loop`,
          text: `Added up ${plural(e.tried, 'pair')} of inequalities and kept ${plural(e.built, 'new sum')}; the set now holds ${fmt(e.inequalities)}.${cap}`,
        };
      }
      return {
        tone: 'round',
        badge: `Pass ${e.round} of the selective method`,
        text: `Weighed ${plural(e.tried, 'pair')} aimed at undecided cells and built ${plural(e.built, 'sum')}; ${fmt(e.inequalities)} inequalities in all.`,
      };
    }
    case 'stall':
      return {
        tone: 'stall',
        badge: `Stalled (${e.method})`,
        text: `The ${e.method} method can go no further: ${e.reason}. ${plural(e.undecided, 'cell')} still undecided.`,
      };
    case 'chain':
      return {
        tone: 'chain',
        badge: 'Chain sum (found by looking ahead)',
        text: `Supposing ${plainName(e.variable)} = ${e.assumed} (${valueWord(e.assumed)}), forcing runs through ${plural(e.inequalities.length, 'inequality', 'inequalities')} (${e.inequalities.map(inequalityLabel).join(', ')}) into a contradiction. Their sum, built in the next step, forces the other value with no supposition in it.`,
      };
    case 'trial':
      return {
        tone: 'trial',
        badge: 'Trial — not a deduction by the method',
        text: `Assume ${plainName(e.variable)} = ${e.assumed} (${valueWord(e.assumed)}). Forcing then settles ${plural(e.steps, 'cell')} and inequality ${inequalityLabel(e.conflict)} can no longer hold, so the assumption was wrong: ${plainName(e.variable)} = ${e.concluded} (${valueWord(e.concluded)}).`,
      };
    case 'trial-step':
      return { tone: 'trial', badge: 'Under the assumption', text: `${settledWords([e])} by ${inequalityLabel(e.by)}.` };
    case 'contradiction':
      return {
        tone: 'contradiction',
        badge: 'Contradiction',
        text: `Inequality ${inequalityLabel(e.by)} can no longer be satisfied by any choice of the undecided cells: the board has no solution.`,
      };
    case 'search':
      return {
        tone: 'search',
        badge: 'Search (last resort)',
        text: `A search over the ${plural(e.undecided, 'undecided cell')} found ${e.solutions >= 2 ? 'at least 2 solutions' : plural(e.solutions, 'solution')} (${plural(e.nodes, 'node')}).`,
      };
    case 'search-node':
      return { tone: 'search', badge: 'Search node', text: e.label ? `Tried ${e.label}: ${e.outcome}.` : 'The start of the search.' };
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
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
