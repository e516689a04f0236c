/**
 * The rules in words, for play mode. Two vocabularies meet here: the rules of
 * a finished solution, by the codes the judge uses (../rules.ts), and the
 * rules of the by-hand frontier tool (the cut names of ../mate-codes.ts, which
 * the lesson's "What cuts a choice" table defines), which say what a partial
 * position already breaks or forces. Each tool rule is a consequence of one
 * solution rule; `SOLUTION_RULE_OF` says which, so Check can name the rule of
 * the puzzle a position breaks.
 */
import type { CutName } from '../mate-codes';
import { CUT_RULE_NAME } from '../rule-names';

/** The tool's rules that apply to a position the reader drew (blocked and crossing are about the solver's frontier). */
export type PlayRule = Extract<CutName, 'degree' | 'endpoint' | 'dead-end' | 'uncovered' | 'labels' | 'cycle' | 'touch'>;

export const PLAY_RULE_WORDS: Record<PlayRule, string> = {
  degree: 'a cell takes at most two lines and an endpoint exactly one: a path enters a cell once and leaves it once',
  endpoint: 'every endpoint gets its one line',
  'dead-end': 'a line stops only at an endpoint: a plain cell on a path has exactly two lines',
  uncovered: 'under a fill rule every cell lies on a path, so every plain cell gets two lines',
  labels: 'a path joins two equal labels, never two different ones',
  cycle: 'a path has two ends, so lines never close a loop',
  touch: 'under the no-touch rule no path runs alongside itself: two neighbouring cells of one path come one after the other on it',
};

/** The rules of a finished solution, by the judge's codes (../rules.ts), in words. */
export const SOLUTION_RULE_WORDS: Record<string, string> = {
  shape: 'a solution is a set of paths',
  rule: 'the rule is one of fill, no-touch and Nikoli',
  labels: 'every label has its path',
  cells: 'a path runs over cells of the board',
  endpoints: 'each path runs from one endpoint of its label to the other',
  steps: 'a path steps from a cell to a neighbouring one',
  disjoint: 'paths never share a cell: none crosses, branches or runs through an endpoint',
  fill: 'every cell lies on a path',
  notouch: 'no path runs alongside itself',
};

/** Which rule of the puzzle each of the tool's rules comes from. */
export const SOLUTION_RULE_OF: Record<PlayRule, string> = {
  degree: 'disjoint',
  endpoint: 'labels',
  'dead-end': 'endpoints',
  uncovered: 'fill',
  labels: 'endpoints',
  cycle: 'endpoints',
  touch: 'notouch',
};

/** Why no solution extends a position, given how many the board has (the diagram's count). */
export function noneExtends(all: bigint): string {
  if (all === 0n) return 'the board has no solution under this rule';
  if (all === 1n) return 'the board’s one solution does not agree with every line you drew and every edge you marked';
  return `none of the board’s ${all.toLocaleString('en-US')} solutions agrees with every line you drew and every edge you marked`;
}

/** The cut rule's name (the lesson's table) of a judge's code that has one, so Check and the hint name the rule as the table does. */
export const SOLUTION_RULE_NAME: Record<string, string> = { fill: CUT_RULE_NAME.uncovered, notouch: CUT_RULE_NAME.touch };

/** A broken rule as Check and the hint say it: the table's name in quotes where there is one, then the rule in words. */
export const brokenRuleWords = (name: string | undefined, words: string): string => (name ? `“${name}” (${words})` : words);
