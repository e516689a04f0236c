import { RULE_SET_NAME } from '../../puzzles/numberlink/rule-names';
import type { NumberlinkRule } from '../../puzzles/numberlink/puzzle';

/**
 * The verdict in words. Under a canonical rule the diagram holds only the
 * solutions without a redundant pattern, so its count speaks of those alone:
 * one canonical solution does not make the board unique, and under fill a
 * board with solutions may have no canonical one. `plain`, when the run
 * counted it (stat ruleSolutions, quick-answer.ts), is the count under the
 * puzzle rule the canonical one narrows: said, so "none" is never read as
 * "the board has no solution".
 */
export function verdictWords(verdict: 'unique' | 'none' | 'several', canonical: boolean, plain?: { name: string; count: number }): string {
  if (canonical) {
    if (verdict === 'unique') return 'exactly one canonical solution (the board may have more with a redundant pattern)';
    if (verdict === 'none') {
      if (plain === undefined || plain.count < 0) return 'no canonical solution (the board may still have solutions with a redundant pattern)';
      if (plain.count === 0) return `no canonical solution, and no solution under the ${plain.name} rule either`;
      const k = plain.count.toLocaleString('en-US');
      return `no solution free of redundant detours; the board has ${k} ${plain.count === 1 ? 'solution' : 'solutions'} under the ${plain.name} rule, ${plain.count === 1 ? 'and it takes one' : 'each taking one'}`;
    }
    return 'several canonical solutions: not unique';
  }
  return verdict === 'unique' ? 'unique: exactly one solution' : verdict === 'none' ? 'no solution' : 'not unique';
}

/**
 * The solver's "Solutions" line. Under a canonical rule the count is said to be a canonical one, with a warning
 * right beside it: the verdict line said so already, but a reader read the number next to "Solutions" and took a
 * canonical 1 for a unique puzzle. A plain count names its rule.
 */
export function solutionsWords(count: string, canonical: boolean, ruleName: string): string {
  // The rule named beside every count: an example can switch the rule menu, and a reader took the 9×9's no-touch 1 for fill's.
  if (!canonical) return `${count}, under the ${ruleName} rule`;
  return `${count} canonical (a canonical count of 1 does not prove the puzzle unique under ${ruleName}; pick ${ruleName} to check)`;
}

/** Said beside the rule menu when an example board switches it: its counts are under its own rule, not the default one. */
export function exampleRuleWords(rule: NumberlinkRule, defaultRule: NumberlinkRule): string {
  return `Rule set to ${RULE_SET_NAME[rule]}, the rule this board was made for: its count is under ${RULE_SET_NAME[rule]}, not under ${RULE_SET_NAME[defaultRule]}, the default.`;
}
