/**
 * The by-hand tool offers the canonical conventions: on the lesson's two
 * boards, in the order the tool uses, walking a path that uses three sides of
 * a 2×2 block gets the closing choice cut, and the words name the rule.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { handChoose, handContext, handStart, type HandState } from '../../src/puzzles/numberlink/by-hand';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { ALL_RULES, isCanonical, puzzleRuleOf } from '../../src/puzzles/numberlink/puzzle';
import { cutRule, RULE_SET_NAME } from '../../src/puzzles/numberlink/rule-names';
import ByHandIsland from '../../src/ui/numberlink/ByHandIsland';
import { cutWords } from '../../src/ui/numberlink/mate-words';
import { canonicalNote } from '../../src/ui/numberlink/RuleMenu';

describe('by hand under a canonical convention', () => {
  it('the rule picker offers every rule the solver has, the canonical ones included', () => {
    const html = renderToString(h(ByHandIsland, { boards: [{ id: 't', label: 't', text: '1.1\n...\n...' }] }));
    for (const r of ALL_RULES) expect(html).toContain(`value="${r}"`);
  });

  it('says by the menu, once a canonical convention is chosen, that its count may be smaller than the puzzle\'s', () => {
    const board = [{ id: 't', label: 't', text: '1.1\n...\n...' }];
    for (const rule of ALL_RULES) {
      const html = renderToString(h(ByHandIsland, { boards: board, rule }));
      const note = canonicalNote(rule);
      expect(html.includes('data-testid="hand-rule-note"'), rule).toBe(isCanonical(rule));
      if (isCanonical(rule)) {
        expect(note).toContain('left out');
        expect(note).toContain('smaller');
        expect(note).toContain(`pick ${RULE_SET_NAME[puzzleRuleOf(rule)]}`);
        expect(html).toContain('redundant detour are left out');
      } else expect(note).toBeNull();
    }
  });

  it('cuts the choice that would complete a path round three sides of a block, naming “no redundant detour”', () => {
    const r = parseNumberlink('1.1\n...\n...');
    if (!r.ok) throw new Error(r.error.message);
    // The path (1,1)–(1,2)–(2,2)–(2,3)–(1,3): every edge on it taken, every other one left out, until a rule cuts.
    const path = [[0, 0], [0, 1], [1, 1], [1, 2], [0, 2]];
    const on = new Set(path.slice(1).map((c, i) => [path[i], c].map(([a, b]) => a * 3 + b).sort().join('-')));
    const ctx = handContext(r.puzzle, 'nikoli-canonical');
    let state: HandState = handStart(ctx);
    let cut: string | null = null;
    while (state.level < ctx.edges.length && cut === null) {
      const [a, b] = ctx.edges[state.level];
      const choice = on.has([a[0] * 3 + a[1], b[0] * 3 + b[1]].sort().join('-')) ? 1 : 0;
      const step = handChoose(ctx, state, choice);
      if (step.ok) state = step.next;
      else cut = cutWords(step.cut.rule, choice, step.cut.why);
    }
    expect(cut).not.toBeNull();
    expect(cut).toContain(cutRule('redundant'));
    // The same path is no cut under the plain Nikoli rule.
    const plain = handContext(r.puzzle, 'nikoli');
    let s: HandState = handStart(plain);
    while (s.level < plain.edges.length) {
      const [a, b] = plain.edges[s.level];
      const step = handChoose(plain, s, on.has([a[0] * 3 + a[1], b[0] * 3 + b[1]].sort().join('-')) ? 1 : 0);
      expect(step.ok).toBe(true);
      if (!step.ok) break;
      s = step.next;
    }
  });
});
