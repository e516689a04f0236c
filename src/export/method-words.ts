/**
 * The method that ran, with its options, in a reader's words — for the
 * "Method" line of every worked-example page. The page names what ran from
 * the trace envelope (method and options), but never by its identifiers
 * ("sat", "fullEncoding 0"): a printed page is read by people who never saw
 * the command line. Written here, beside the pages, rather than read from
 * the genres' Method objects, so the export code does not load the solvers.
 */
import { fmt } from '../core/numbers';
import type { OptionValues } from '../core/trace';
import type { GenreName } from '../puzzles/index';

type Words = (o: OptionValues) => string;

const SUDOKU_FORMULA: Record<string, string> = {
  open: 'the formula built only for the cells and values the givens leave open',
  'open-sinz': 'the formula built only for the open cells and values, with a counter for every “at most one”',
  full: 'the formula for every cell and value, with the givens as assumptions',
};

const SHAKASHAKA_FAMILIES: Record<string, string> = {
  // The lesson's own names for the three models (its section "Checking the model" and the solver's model picker).
  // "model" is never followed by a space: the worked-example checks read "model <x>" as the option's identifier.
  'A-E': 'the published model, families A to E',
  'A-F': 'the published model, plus the correction F: families A to F',
  'A-D+F': 'the corrected model, without E: families A to D and F (the default)',
};

const NUMBERLINK_RULE: Record<string, string> = {
  fill: 'every cell on a path',
  'fill-notouch': 'every cell on a path and no path running alongside itself',
  nikoli: 'cells may stay empty',
  'fill-canonical': 'every cell on a path, counting no solution with a redundant pattern',
  'nikoli-canonical': 'cells may stay empty, counting no solution with a redundant pattern',
};

const solutions = (o: OptionValues) => (typeof o.count === 'number' && o.count > 1 ? `; looking for up to ${fmt(o.count)} solutions` : '');

const WORDS: Record<GenreName, Record<string, Words>> = {
  sudoku: {
    sat: (o) => `CDCL on the SAT formula, ${SUDOKU_FORMULA[String(o.encoding ?? 'open')] ?? SUDOKU_FORMULA.open}${solutions(o)}`,
    dlx: (o) => `exact cover: Algorithm X with dancing links, always choosing the column with the fewest rows${solutions(o)}`,
    backtrack: (o) => `backtracking: the empty cells in reading order, the values in order${solutions(o)}`,
  },
  akari: {
    force: () => 'forcing from single inequalities, then trials',
    pairs: (o) => `forcing, then sums of every pair of inequalities${typeof o.cap === 'number' ? ` (up to ${fmt(o.cap)} inequalities)` : ''}, then trials`,
    selective: () => 'forcing, then sums aimed at one undecided cell, then trials',
  },
  shakashaka: {
    steps: (o) => `the inequality engine (forcing, sums aimed at one variable, look-ahead with chain sums, labelled trials) on ${SHAKASHAKA_FAMILIES[String(o.model)] ?? 'the model'}`,
    highs: (o) => `HiGHS, an integer-programming solver, on ${SHAKASHAKA_FAMILIES[String(o.model)] ?? 'the model'}`,
  },
  numberlink: {
    zdd: (o) =>
      `a zero-suppressed decision diagram built edge by edge over the frontier, counting every solution; rule: ${NUMBERLINK_RULE[String(o.rule ?? 'fill')] ?? NUMBERLINK_RULE.fill}` +
      (o.pick === 'random' ? `; the solution shown picked at random (seed ${String(o.seed)})` : typeof o.rank === 'number' && o.rank > 0 ? `; showing solution number ${fmt(o.rank + 1)}` : ''),
    sat: (o) =>
      `CDCL on the board as a formula, closed loops forbidden as they appear; rule: ${NUMBERLINK_RULE[String(o.rule ?? 'fill')] ?? NUMBERLINK_RULE.fill}` +
      (o['first-only'] === true ? '; one solution, uniqueness not asked' : '; one solution, then a search for a second one'),
  },
  sliding: {
    ida: () => 'IDA* with the strongest heuristic at hand (the answer is a shortest one)',
    'ida-lc': () => 'IDA* with Manhattan distance and linear conflicts (the answer is a shortest one)',
    'ida-78': () => 'IDA* with the 7-8 pattern databases (the answer is a shortest one)',
    fallback: () => 'the fast method: top row, first column, then the last 3×3 (not proven shortest)',
  },
};

/** The method and its options in words; an unknown method is named as "another method" rather than by its identifier. */
export function methodInWords(genre: GenreName, method: string, options: OptionValues | undefined): string {
  const words = WORDS[genre]?.[method];
  const text = words ? words(options ?? {}) : 'a method this page has no words for';
  return text.charAt(0).toUpperCase() + text.slice(1);
}
