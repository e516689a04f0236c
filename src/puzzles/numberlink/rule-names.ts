/**
 * The names a reader sees for the rules, in words: the three rule sets of the
 * puzzle (the ids fill, fill-notouch and nikoli stay in links, the command
 * line and data attributes), the two counting conventions that leave out
 * solutions with a redundant pattern (fill-canonical, nikoli-canonical: what
 * TdZdd's ddnumlin counts by default) and the solver's cut rules (the ids of
 * ./mate-codes.ts). Every sentence on the page names a rule through these, so
 * the lesson's tables, the walk, the by-hand tool, the diagram's node panel
 * and the play hints say the same name.
 */
import type { CutName } from './mate-codes';
import type { NumberlinkRule } from './puzzle';

export const RULE_SET_NAME: Record<NumberlinkRule, string> = {
  fill: 'fill',
  'fill-notouch': 'no-touch',
  nikoli: 'Nikoli',
  'fill-canonical': 'fill, canonical',
  'nikoli-canonical': 'Nikoli, canonical',
};

export const CUT_RULE_NAME: Record<CutName, string> = {
  degree: 'two lines at most',
  endpoint: 'endpoint gets its line',
  'dead-end': 'no stray line end',
  uncovered: 'no empty cell',
  labels: 'no mixed labels',
  cycle: 'no loop',
  blocked: 'no way out',
  touch: 'no touching',
  crossing: 'no crossed labels',
  redundant: 'no redundant detour',
};

/** "the rule “no loop”": how a sentence names a cut rule. */
export const cutRule = (rule: CutName): string => `the rule “${CUT_RULE_NAME[rule]}”`;
