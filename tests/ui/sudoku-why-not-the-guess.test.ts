/**
 * CDCL by hand, at the worked conflict: "Why not simply …" asks in board words and answers without a double
 * negative (a reader stumbled on "the clause rules out ¬r1c2#2 itself"): the clause names the first UIP's
 * opposite, said as the board says it.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { literalBoardWords } from '../../src/puzzles/sudoku/implication-graph';
import { decide, nameOf, openDecisions, startSatHand } from '../../src/puzzles/sudoku/sat-hand';
import { SatConflict } from '../../src/ui/sudoku/SatConflict';

describe('CDCL by hand: why not simply the guess’s opposite', () => {
  it('asks and answers in board words, naming the first UIP’s opposite, with no “rules out ¬…”', () => {
    const hand = sudokuFacts().satHand;
    const r = parseSudoku(hand.board);
    if (!r.ok) throw new Error(r.error.message);
    const start = startSatHand(r.puzzle);
    const v = openDecisions(start).find((x) => nameOf(start, x) === hand.decision)!;
    const s = decide(start, v);
    expect(s.cut!.uip).not.toBe(v);
    const html = renderToString(h(SatConflict, { s, order: r.puzzle.order, decision: s.trail.find((e) => e.literal === v), onLearn: () => {} }));
    const why = (/data-testid="sat-why-not-decision"[^>]*>([\s\S]*?)<\/span>\s*<\/p>|data-testid="sat-why-not-decision"[^>]*>([\s\S]*)/.exec(html) ?? [])
      .slice(1).find(Boolean)!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(why).toContain(`Why not simply “${literalBoardWords(nameOf(s, -v))}”?`);
    expect(why).toContain(`the clause names its opposite, “${literalBoardWords(nameOf(s, -s.cut!.uip))}”, which also rules out every other guess that leads to ${nameOf(s, s.cut!.uip)}.`);
    expect(why).not.toMatch(/rules out ¬/);
  });
});
