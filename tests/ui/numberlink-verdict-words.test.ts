/**
 * The solver's verdict under a canonical rule speaks of canonical solutions
 * only: a canonical count of 1 is not "unique", and 0 is not "no solution"
 * (the tiny 4×4 has 9 solutions under fill and none under fill-canonical).
 */
import { describe, expect, it } from 'vitest';
import { exampleRuleWords, solutionsWords, verdictWords } from '../../src/ui/numberlink/verdict-words';

describe('Numberlink verdict words', () => {
  it('under the canonical rules, name the canonical solutions and say what they do not prove', () => {
    expect(verdictWords('unique', true)).toMatch(/^exactly one canonical solution/);
    expect(verdictWords('unique', true)).not.toMatch(/^unique/);
    expect(verdictWords('none', true)).toMatch(/^no canonical solution .*may still have solutions/);
    expect(verdictWords('none', true, { name: 'fill', count: 1 })).toMatch(/the board has 1 solution under the fill rule, and it takes one$/);
    expect(verdictWords('none', true, { name: 'Nikoli', count: 0 })).toMatch(/no solution under the Nikoli rule either$/);
    expect(verdictWords('none', true, { name: 'fill', count: -1 })).toMatch(/^no canonical solution .*may still have/);
  });
  it('under the other rules, the plain verdict', () => {
    expect(verdictWords('unique', false)).toBe('unique: exactly one solution');
    expect(verdictWords('none', false)).toBe('no solution');
    expect(verdictWords('several', false)).toBe('not unique');
  });
});

describe('Numberlink solutions line', () => {
  it('warns beside a canonical count that 1 does not prove the puzzle unique under its rule; a plain count names its rule', () => {
    expect(solutionsWords('1', true, 'fill')).toBe('1 canonical (a canonical count of 1 does not prove the puzzle unique under fill; pick fill to check)');
    expect(solutionsWords('1,024', false, 'fill')).toBe('1,024, under the fill rule');
  });
});

describe('an example board that switches the rule menu', () => {
  it('says which rule its count is under, against the default', () => {
    expect(exampleRuleWords('fill-notouch', 'fill')).toBe('Rule set to no-touch, the rule this board was made for: its count is under no-touch, not under fill, the default.');
  });
});
