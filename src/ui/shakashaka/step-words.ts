/**
 * Each whole step of a Shakashaka trace in words: the engine's steps in
 * Shakashaka's words (src/inequalities/step-words.ts with the board's
 * vocabulary), and the steps that are Shakashaka's own: what the integer
 * programming solver reported, the answer, the end of a run.
 */
import type { ChainEvent } from '../../inequalities/events';
import { describeAnswer, describeEngineStep, describeRunEnd, inequalityLabel, settledWords, type StepWords } from '../../inequalities/step-words';
import type { EngineVocabulary } from '../../inequalities/vocabulary';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import { highsStatusWords } from '../../puzzles/shakashaka/highs/status-words';
import { brokenRuleWords } from '../../puzzles/shakashaka/rules';

export type { StepTone, StepWords } from '../../inequalities/step-words';

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * @param e      the step's depth-0 event
 * @param sub    the deeper events that follow it (sums behind a deduction, a trial's steps)
 * @param words  the board's words (shakashakaWords)
 * @param chain  the look-ahead whose chain sum made this deduction (../inequalities/chain-steps.ts), if one did
 */
export function describeShakashakaStep(e: ShakashakaEvent, sub: readonly ShakashakaEvent[], words: EngineVocabulary, chain?: ChainEvent): StepWords {
  switch (e.kind) {
    case 'deduce': {
      // One name per deduction, the lesson's: a chain sum is what a look-ahead found; any other sum of
      // three or more is "a sum of n inequalities" (the engine's words), as the grade's level "sums of three or more" says.
      if (chain && e.source === 'sum') {
        const n = chain.inequalities.length;
        return {
          tone: 'sum',
          badge: `Forcing from a chain sum (${n} inequalities)`,
          text: `The chain sum ${inequalityLabel(e.by)} adds up the ${n} inequalities the look-ahead of the previous step ran through (${chain.inequalities.map(inequalityLabel).join(', ')}), one at a time. Nothing is supposed in it, and it forces ${settledWords(e.forced, words)}.`,
        };
      }
      return describeEngineStep(e, sub, words);
    }
    case 'mip': {
      const nodes = e.nodes === null ? '' : ` after ${fmt(e.nodes)} branch-and-bound ${e.nodes === 1 ? 'node' : 'nodes'}`;
      // HiGHS counts rows: a row is one line of the model as written, so an equality (=) is one row but two
      // inequalities (≥ and ≤), and this count is smaller than the model's count of inequalities (the solver's
      // table). Readers met both numbers, so this is the one place that says what a row is and why the two differ.
      // Each cut adds one row.
      const extra = e.inequalities - (e.rows - e.cuts);
      const lines = e.cuts > 0
        ? `${fmt(e.rows)} rows, a row being one line of the model as written, an equality (=) one row, and one row for ${e.cuts === 1 ? 'the cut' : `each of the ${fmt(e.cuts)} cuts`}`
        : `${fmt(e.rows)} rows, one per line of the model as written; the table's ${fmt(e.inequalities)} inequalities count each of the ${fmt(extra)} equalities twice, as ≤ and ≥`;
      const head = `${e.solver} took the model as a 0/1 integer program (${fmt(e.variables)} variables, ${lines}) and ended with ${highsStatusWords(e.status)}${nodes}. `;
      // The long explanation once, at the first call; the calls after a cut only refer back to it.
      if (e.cuts > 0) return { tone: 'search', badge: `${e.solver}: integer programming`, text: `${head}What that count means, and what HiGHS does inside, is said under its first call.` };
      return {
        tone: 'search',
        badge: `${e.solver}: integer programming`,
        text:
          head +
          // Presolve is said once, before the node words name it (readers met three glosses of it in one step).
          PRESOLVE_WORDS +
          highsNodesWords(e.status, e.nodes) +
          'What it does inside is not recorded: its steps here are only the model going in and each answer coming out, and an answer is judged by the rules check like any other.',
      };
    }
    case 'rejected':
      return {
        tone: 'contradiction',
        badge: 'Rejected by the rules',
        text:
          `${e.by === 'highs' ? 'The answer' : 'A filling the search reached'} satisfies every inequality of the model, yet the rules check rejects it: ` +
          `${brokenRuleWords({ code: e.rule, message: e.message })}. The published families let it through. ` +
          (e.by === 'highs'
            ? `So a cut is added, one more inequality that excludes exactly this filling and nothing else (${e.cuts === 1 ? 'the first cut' : `${e.cuts} cuts so far`}), and the solver runs again.`
            : `So it is no solution: the search counted it as a dead end (${e.cuts === 1 ? 'the first such filling' : `${e.cuts} such fillings so far`}) and went on looking.`),
      };
    case 'solution':
      return describeAnswer(e.multiple, 'a state', 'the triangles');
    case 'end':
      return describeRunEnd(e);
    default:
      return describeEngineStep(e, sub, words);
  }
}

/** What presolve is, in one plain sentence before the node count's words use the name. */
export const PRESOLVE_WORDS =
  'Before any splitting, HiGHS tidies the model, its presolve: it fixes what single inequalities already decide and drops inequalities that can no longer matter. ';

/**
 * What the node count says about how HiGHS ended, fitted to the result: with
 * an answer, zero nodes means no split was needed; with a proof that there is
 * none, zero nodes means the relaxation itself had no answer at all, and more
 * nodes that every part it split off ended without one. A sentence, with its
 * trailing space, or '' when there is nothing to say (no count, or a limit reached).
 */
export function highsNodesWords(status: string, nodes: number | null): string {
  if (nodes === null) return '';
  const branching =
    '(Branch and bound: the solver first lets every variable lie anywhere between 0 and 1, which is quick to solve; where a variable ' +
    'comes out fractional it splits the problem in two, that variable 0 or 1, and each such smaller problem is a node.) ';
  if (status === 'infeasible') {
    return nodes === 0
      ? 'It proved this without splitting the problem (zero nodes): its presolve, or the relaxation (the same problem with every variable allowed anywhere from 0 to 1, not just 0 or 1), already has no answer at all, so no answer in whole numbers exists either. '
      : `It proved this by splitting: every one of the ${fmt(nodes)} smaller problems ended without an answer. ${branching}`;
  }
  if (status !== 'optimal') return nodes === 0 ? '' : branching;
  return nodes === 0
    ? 'Zero nodes means it never had to split the problem: its presolve, or the first relaxation (the same problem with every variable allowed anywhere from 0 to 1, not just 0 or 1), already gave an answer in whole numbers. '
    : branching;
}

/**
 * Whether a whole step decides a cell: chooses one of a cell's five states
 * (a variable forced or proved to be 1), rather than only ruling a state
 * out. The stepper's "next step that decides a cell" goes from one to the next.
 */
export function decidesCell(e: ShakashakaEvent): boolean {
  if (e.kind === 'deduce') return e.forced.some((f) => f.value === 1);
  if (e.kind === 'trial') return e.concluded === 1;
  return false;
}

/** How many cells a whole step decides: one forcing can choose the state of several cells at once (five variables per cell). */
export function cellsDecided(e: ShakashakaEvent): number {
  if (e.kind === 'deduce') return new Set(e.forced.filter((f) => f.value === 1).map((f) => Math.floor(f.variable / 5))).size;
  if (e.kind === 'trial') return e.concluded === 1 ? 1 : 0;
  return 0;
}
