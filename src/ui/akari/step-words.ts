/**
 * Each whole step of an Akari trace in words: the engine's steps in Akari's
 * words (src/inequalities/step-words.ts with AKARI_WORDS), the two steps that
 * are Akari's own (the answer and the end of a run), the short line the
 * stepper announces for a step ("x7 = 1, forced by inequality (11)"), and
 * what the latest steps of a running solve did.
 */
import type { ChainEvent } from '../../inequalities/events';
import { describeAnswer, describeEngineStep, describeRunEnd, inequalityLabel, settledWords, sumParts, sumWords, type StepWords } from '../../inequalities/step-words';
import type { AkariEvent, RoundEvent, SumEvent } from '../../puzzles/akari/events';
import { AKARI_WORDS } from '../../puzzles/akari/vocabulary';

export type { StepTone, StepWords } from '../../inequalities/step-words';
export { inequalityLabel, sumWords } from '../../inequalities/step-words';

const fmt = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${fmt(n)} ${n === 1 ? one : many}`;

/** "a chain of 9 inequalities: (3), (17), …": the lesson's name for a chain sum's parts. */
export function chainWords(chain: ChainEvent): string {
  return `a chain of ${plural(chain.inequalities.length, 'inequality', 'inequalities')}: ${chain.inequalities.map(inequalityLabel).join(', ')}`;
}

/**
 * @param e      the step's depth-0 event
 * @param sub    the depth-1 events that follow it (sums behind a deduction, a trial's steps)
 * @param chain  the chain step this deduction's sum was found by (../inequalities/chain-steps.ts), if it was
 */
export function describeAkariStep(e: AkariEvent, sub: readonly AkariEvent[] = [], chain?: ChainEvent): StepWords {
  switch (e.kind) {
    case 'solution':
      return describeAnswer(e.multiple, 'a value', 'the lamps');
    case 'end':
      return describeRunEnd(e);
    case 'deduce': {
      const words = describeEngineStep(e, sub, AKARI_WORDS);
      if (chain && e.source === 'sum') {
        const n = chain.inequalities.length;
        return {
          ...words,
          badge: `Forcing from a chain sum (${n} inequalities)`,
          text: `The chain sum ${inequalityLabel(e.by)} adds up ${chainWords(chain)}, the inequalities the look-ahead of the previous step ran through, one at a time (${plural(n - 1, 'addition')}). Nothing is assumed in it, and it forces ${settledWords(e.forced, AKARI_WORDS)}.`,
        };
      }
      // The lesson keeps "chain" for the selective method's chain sums, and calls
      // any other sum of three or more inequalities a star: one name, as defined there.
      const sums = sub.filter((s): s is SumEvent => s.kind === 'sum');
      return sums.length > 1 ? { ...words, badge: `Forcing from a star (${plural(sumParts(sums), 'inequality', 'inequalities')})` } : words;
    }
    default:
      return describeEngineStep(e, sub, AKARI_WORDS);
  }
}


/** "x7 = 1", "x7 = 1, x9 = 0 and x12 = 0", "x3 = 0, x4 = 0, x5 = 0 and 9 more". */
function valuesShort(settled: readonly { variable: number; value: number }[]): string {
  const shown = settled.slice(0, settled.length > 4 ? 3 : 4).map((s) => `${AKARI_WORDS.name(s.variable)} = ${s.value}`);
  const more = settled.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/**
 * What the stepper says after "Step 2 of 25": what the step did, in one
 * short line — the values and what forced them, the round's counts, the
 * trial's conclusion.
 */
export function announceAkariStep(e: AkariEvent, sub: readonly AkariEvent[] = [], chain?: ChainEvent): string {
  const name = AKARI_WORDS.name;
  switch (e.kind) {
    case 'deduce': {
      const sums = sub.filter((s): s is SumEvent => s.kind === 'sum');
      const by =
        chain && e.source === 'sum'
          ? `the chain sum ${inequalityLabel(e.by)}, ${chainWords(chain)}`
          : e.source === 'given'
          ? `inequality ${inequalityLabel(e.by)}`
          : sums.length === 1
            ? `the sum ${sumWords(sums[0])}`
            : sums.length > 1
              ? `the star ${inequalityLabel(e.by)}, a sum of ${plural(sumParts(sums), 'inequality', 'inequalities')}`
              : `inequality ${inequalityLabel(e.by)}`;
      return `${valuesShort(e.forced)}, forced by ${by}`;
    }
    case 'round':
      return e.method === 'pairs'
        ? `round ${e.round} of the pair loop: ${plural(e.tried, 'pair')} added, ${plural(e.built, 'sum')} kept${e.capHit ? ', cap hit' : ''}`
        : `pass ${e.round} of the selective method: ${plural(e.tried, 'pair')} checked, ${plural(e.built, 'sum')} built`;
    case 'stall':
      return `stalled: ${plural(e.undecided, 'cell')} still undecided`;
    case 'chain':
      return `chain sum: supposing ${name(e.variable)} = ${e.assumed} runs through ${plural(e.inequalities.length, 'inequality', 'inequalities')} into a contradiction`;
    case 'trial':
      return `trial: with ${name(e.variable)} = ${e.assumed}, inequality ${inequalityLabel(e.conflict)} fails, so ${name(e.variable)} = ${e.concluded}`;
    case 'contradiction':
      return `inequality ${inequalityLabel(e.by)} cannot hold: no solution`;
    case 'search':
      return `search over ${plural(e.undecided, 'undecided cell')}: ${e.solutions >= 2 ? 'at least 2 solutions' : plural(e.solutions, 'solution')}`;
    case 'solution':
      return e.multiple ? 'solved; the board has other solutions too' : 'solved';
    case 'end':
      return describeAkariStep(e, sub, chain).badge.toLowerCase();
    default:
      return describeAkariStep(e, sub, chain).badge;
  }
}

/** What the latest steps of a running solve did, for the progress line (undefined before any). */
export function liveAkariWords(steps: readonly AkariEvent[]): string | undefined {
  let round: RoundEvent | null = null;
  let trials = 0;
  for (const e of steps) {
    if (e.kind === 'round') round = e;
    if (e.kind === 'trial') trials++;
  }
  const parts: string[] = [];
  if (round) parts.push(round.method === 'pairs' ? `round ${round.round}: ${fmt(round.inequalities)} inequalities` : `pass ${round.round}`);
  if (trials > 0) parts.push(`${plural(trials, 'trial')} among the latest steps`);
  const last = steps[steps.length - 1];
  if (parts.length === 0 && last) parts.push(`latest: ${announceAkariStep(last)}`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}
