/**
 * A sum in the "why" tree is written in ≥ form, as the stepper and the lesson add it up: a reader met the same sum as
 * "2x₂₈ + x₃₀ − x₃₆ ≤ 0" in the tree and "−2x₂₈ − x₃₀ + x₃₆ ≥ 0" in the stepper. A board's own inequality keeps the
 * model's form (a segment's "at most one lamp" reads ≤ 1).
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { WhyNode } from '../../src/inequalities/why';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';
import { WhyNodeText } from '../../src/ui/inequalities/WhyList';

/** An inequality node of the tree, its terms in ≥ form as the trace stores them. */
const node = (label: string, terms: [number, number][], rhs: number): WhyNode => ({
  kind: 'inequality', id: 66, label, inequality: { terms, rhs }, uses: [], parents: null,
});
const text = (n: WhyNode) => render(h(WhyNodeText, { words: AKARI_WORDS, node: n }));

describe('the why tree writes a sum in ≥ form', () => {
  it('keeps a sum with mostly negative coefficients in ≥ form', () => {
    const out = text(node('sum', [[27, -2], [29, -1], [35, 1]], 0));
    expect(out).toContain('-2x_{28} - x_{30} + x_{36} \\ge 0');
    expect(out).not.toContain('\\le');
  });
  it('writes a board’s own at-most inequality with ≤, as the model does', () => {
    const out = text(node('No two lamps see each other', [[0, -1], [1, -1]], -1));
    expect(out).toContain('x_{1} + x_{2} \\le 1');
  });
});
