/**
 * Each whole step of the engine's trace in words: a short badge that names
 * what kind of step it is (forcing, a pair sum, a round, the cap, a stall, a
 * chain sum, a trial — never mistaken for a deduction — the search), and one
 * sentence, in the genre's words (vocabulary.ts). Pure, so the stepper, the
 * step panel and the exported page say the same thing.
 */
import type { EngineEvent, SumEvent, TrialEvent } from './events';
import { countOf, type EngineVocabulary } from './vocabulary';

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

/** A stalled method in words (the trace names it by its identifier). */
const METHOD_WORDS: Readonly<Record<string, string>> = {
  force: 'forcing',
  pairs: 'the pair loop',
  selective: 'the selective method',
  trials: 'the trials',
};

/** The label an inequality id gets everywhere: "(1)", "(2)", … */
export function inequalityLabel(id: number): string {
  return `(${id + 1})`;
}

/** An inequality cited by number and, when the genre's words know it, by what it says: "(186), “no ◤ at (1,2) …”". */
export function citeInequality(id: number, words: EngineVocabulary): string {
  const said = words.inequalityWords?.(id);
  return said ? `${inequalityLabel(id)}, “${said}”` : inequalityLabel(id);
}

/** "x7 = 1 (a lamp) and x9 = 0 (no lamp)". */
export function settledWords(settled: readonly { variable: number; value: number }[], words: EngineVocabulary): string {
  const parts = settled.map((s) => `${words.name(s.variable)} = ${s.value} (${words.valueWord(s.value)})`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** How many inequalities a sum built one addition at a time adds up: the parts of its additions that are not themselves sums, each once. */
export function sumParts(sums: readonly SumEvent[]): number {
  const built = new Set(sums.map((s) => s.id));
  return new Set(sums.flatMap((s) => s.parents).filter((id) => !built.has(id))).size;
}

/** How a sum was built, e.g. "(58) = (3) + (12)". */
export function sumWords(e: SumEvent): string {
  return `${inequalityLabel(e.id)} = ${inequalityLabel(e.parents[0])} + ${inequalityLabel(e.parents[1])}`;
}

/**
 * Why a trial is not a look-ahead, with the numbers of the chain sum that fails (events.ts's TrialEvent.chain): its
 * slack, the variable's coefficient in it, and the size a coefficient would need. Without them (an older trace), said
 * in words.
 */
/** A number with a true minus sign. */
const num = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/**
 * Whether a trial's chain sum (events.ts's TrialEvent.chain) would itself have proved the trial's value: a
 * trial of a round runs right after the one before it, without a new look for chain sums, so this can happen.
 */
export function trialChainProves(e: TrialEvent): boolean {
  const c = e.chain;
  // In ≥ form a negative coefficient larger than the slack forces 0, a positive one 1.
  return !!c && c.slack >= 0 && Math.abs(c.coefficient) > c.slack && (c.coefficient < 0 ? 0 : 1) === e.concluded;
}

export function trialChainWords(e: TrialEvent, words: EngineVocabulary): string {
  const c = e.chain;
  const x = words.name(e.variable);
  if (!c) return 'Unlike a look-ahead, it concludes only this value: the inequalities it ran through add up to no sum that proves it, so the value rests on the failed supposition alone.';
  const sum = `The ${countOf(c.inequalities, 'inequality', 'inequalities')} the contradiction rests on add up to a chain sum (≥ form) with slack ${c.slack}; ${x} has coefficient ${num(c.coefficient)} in it`;
  if (c.slack >= 0 && Math.abs(c.coefficient) <= c.slack) {
    return `${sum}, not larger in size than the slack (forcing it would need size ${c.slack + 1} or more), so the sum forces nothing: forcing rounded each cell to a whole 0 or 1 along the way, and a sum cannot round. Unlike a look-ahead, the value rests on the failed supposition alone.`;
  }
  if (trialChainProves(e)) {
    return `${sum}, larger in size than the slack, so this sum proves ${x} = ${e.concluded} too: it is labelled a trial only because the trials of one round run on, one after another, before the method looks for chain sums again.`;
  }
  return `${sum}. Unlike a look-ahead, the value rests on the failed supposition alone.`;
}

/**
 * @param e      the step's depth-0 event
 * @param sub    the depth-1 events that follow it (sums behind a deduction, a trial's steps, the search's nodes)
 * @param words  the genre's words
 */
export function describeEngineStep(e: EngineEvent, sub: readonly { kind: string }[], words: EngineVocabulary): StepWords {
  const { name, valueWord } = words;
  switch (e.kind) {
    case 'deduce': {
      const sums = sub.filter((s): s is SumEvent => s.kind === 'sum');
      const forced = settledWords(e.forced, words);
      if (e.source === 'given') {
        return { tone: 'force', badge: 'Forcing', text: `Inequality ${citeInequality(e.by, words)} alone forces ${forced}.` };
      }
      if (e.source === 'learned' || e.source === 'cut') {
        return { tone: 'force', badge: e.source === 'cut' ? 'Forcing from a cut' : 'Forcing from a learned inequality', text: `Inequality ${inequalityLabel(e.by)} forces ${forced}.` };
      }
      const how =
        sums.length === 0
          ? `the sum ${inequalityLabel(e.by)}, built earlier,`
          : sums.length === 1
            ? `the pair sum ${sumWords(sums[0])}`
            : `the sum ${inequalityLabel(e.by)}, built from ${countOf(sums.length, 'pair sum')} in a row,`;
      return { tone: 'sum', badge: sums.length > 1 ? `Forcing from a sum of ${sumParts(sums)} inequalities` : 'Forcing from a pair sum', text: `${capital(how)} forces ${forced}.` };
    }
    case 'sum':
      return { tone: 'sum', badge: 'Sum', text: `Built ${sumWords(e)}.` };
    case 'round': {
      if (e.method === 'pairs') {
        const cap = e.capHit ? ` The set reached the cap of ${fmt(e.cap ?? 0)} inequalities, so the round was cut short.` : '';
        return {
          tone: e.capHit ? 'cap' : 'round',
          badge: e.capHit ? `Round ${e.round} — cap hit` : `Round ${e.round} of the pair loop`,
          text: `Added up ${countOf(e.tried, 'pair')} of inequalities and kept ${countOf(e.built, 'new sum')}; the set now holds ${fmt(e.inequalities)}.${cap}`,
        };
      }
      return {
        tone: 'round',
        badge: `Pass ${e.round} of the selective method`,
        text: `Weighed ${countOf(e.tried, 'pair')} aimed at undecided ${words.things} and built ${countOf(e.built, 'sum')}; ${fmt(e.inequalities)} inequalities in all.`,
      };
    }
    case 'stall': {
      const method = METHOD_WORDS[e.method] ?? 'the method';
      return {
        tone: 'stall',
        badge: `Stalled: ${method.replace(/^the /, '')}`,
        text: `${capital(method)} can go no further: ${e.reason}. ${countOf(e.undecided, words.thing, words.things)} still undecided.`,
      };
    }
    case 'chain':
      return {
        tone: 'chain',
        badge: 'Look-ahead (finds a chain sum)',
        text: `Look-ahead: supposing ${name(e.variable)} = ${e.assumed} (${valueWord(e.assumed)}), forcing runs through ${countOf(e.inequalities.length, 'inequality', 'inequalities')} (${e.inequalities.map(inequalityLabel).join(', ')}) into a contradiction. Their sum, the chain sum built in the next step, forces the other value with nothing supposed, so what this look-ahead concludes is a deduction.`,
      };
    case 'trial':
      return {
        tone: 'trial',
        badge: 'Trial — not a deduction by the method',
        text: `Suppose ${name(e.variable)} = ${e.assumed} (${valueWord(e.assumed)}). Forcing then settles ${countOf(e.steps, words.thing, words.things)} and inequality ${citeInequality(e.conflict, words)} can no longer hold, so the supposition was wrong: ${name(e.variable)} = ${e.concluded} (${valueWord(e.concluded)}). ${trialChainWords(e, words)}`,
      };
    case 'trial-step':
      // A rule's words name one cell (a clue, a corner) but it may settle a neighbour's variable: say so where it is cited.
      return {
        tone: 'trial',
        badge: 'Under the supposition',
        text: `${settledWords([e], words)} by ${citeInequality(e.by, words)}${words.inequalityWords?.(e.by) ? ` (an inequality can force any of its ${words.things}, whichever cell it is named after)` : ''}.`,
      };
    case 'contradiction':
      return {
        tone: 'contradiction',
        badge: 'Contradiction',
        text: `Inequality ${citeInequality(e.by, words)} can no longer be satisfied by any choice of the undecided ${words.things}: there is no solution.`,
      };
    case 'search': {
      const learned = e.learned > 0 ? `; it learned ${countOf(e.learned, 'inequality', 'inequalities')} from dead ends` : '';
      const shown = e.recorded < e.nodes ? ` The first ${fmt(e.recorded)} nodes are recorded.` : '';
      return {
        tone: 'search',
        badge: 'Search (last resort)',
        text: `A search over the ${countOf(e.undecided, `undecided ${words.thing}`, `undecided ${words.things}`)} found ${e.solutions >= 2 ? 'at least 2 solutions' : countOf(e.solutions, 'solution')} (${countOf(e.nodes, 'node')}${learned}).${shown}`,
      };
    }
    case 'search-node':
      return {
        tone: 'search',
        badge: 'Search node',
        text: e.label ? `Tried ${e.label}: ${e.outcome === 'dead-end' ? 'a dead end' : e.outcome === 'goal' ? 'a solution' : 'go on'}.` : 'The start of the search.',
      };
  }
}

export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * The step that closes a run of any genre on the engine with its answer:
 * `valueWord` says what every cell now has ("a value"), `answer` what is drawn
 * ("the lamps").
 */
export function describeAnswer(multiple: boolean, valueWord: string, answer: string): StepWords {
  return {
    tone: 'solved',
    badge: multiple ? 'Solved — one of several solutions' : 'Solved',
    text: multiple
      ? `Every cell has ${valueWord}, but the board has more than one solution; this is one of them.`
      : `Every cell has ${valueWord}: ${answer} below are the answer.`,
  };
}

/** The step that closes a run without an answer: no solution, or stopped, with the solver's reason. */
export function describeRunEnd(e: { status: 'unsolvable' | 'timeout' | 'cancelled'; reason: string }): StepWords {
  return {
    tone: 'end',
    badge: e.status === 'unsolvable' ? 'No solution' : e.status === 'timeout' ? 'Stopped: budget used up' : 'Cancelled',
    text: capital(e.reason.endsWith('.') ? e.reason : `${e.reason}.`),
  };
}
