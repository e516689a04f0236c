/**
 * The rule menu of the solver and of the by-hand tool: the rules in words,
 * and, when a canonical convention is chosen, one line by the menu saying what
 * it leaves out. A reader picked "fill, canonical" and took its count for the
 * puzzle's: it leaves out every solution with a redundant detour, so it can be
 * smaller.
 */
import type { JSX } from 'preact';
import { ALL_RULES, isCanonical, puzzleRuleOf, type NumberlinkRule } from '../../puzzles/numberlink/puzzle';
import { RULE_SET_NAME } from '../../puzzles/numberlink/rule-names';

export const RULE_WORDS: Record<NumberlinkRule, string> = {
  fill: 'fill: every cell on a path',
  'fill-notouch': 'no-touch: every cell, and no path runs alongside itself',
  nikoli: 'Nikoli: cells may stay empty',
  'fill-canonical': 'fill, canonical: no redundant detour counted',
  'nikoli-canonical': 'Nikoli, canonical: no redundant detour counted',
};

/** What a canonical convention leaves out, in one line; null for a rule that counts every solution. */
export function canonicalNote(rule: NumberlinkRule): string | null {
  if (!isCanonical(rule)) return null;
  const own = RULE_SET_NAME[puzzleRuleOf(rule)];
  return `Canonical: solutions with a redundant detour are left out, so the count may be smaller than the puzzle’s true number of solutions under ${own}; to count them all, pick ${own}.`;
}

export function RuleMenu({ rule, onRule, testId }: { rule: NumberlinkRule; onRule: (r: NumberlinkRule) => void; testId: string }): JSX.Element {
  const note = canonicalNote(rule);
  return (
    <>
      <label>
        Rule{' '}
        <select value={rule} data-testid={testId} onChange={(e) => onRule((e.target as HTMLSelectElement).value as NumberlinkRule)}>
          {ALL_RULES.map((r) => <option key={r} value={r}>{RULE_WORDS[r]}</option>)}
        </select>
      </label>
      {note && <p class="nl-small" data-testid={`${testId}-note`}>{note}</p>}
    </>
  );
}
