/**
 * The why-tree's labels on a phone: the drawing scrolls rather than shrinks,
 * so its label size is the size a reader gets. Labels are larger than the
 * 11 px floor, write x10 rather than x₁₀ (Unicode subscripts are drawn at
 * half size), and a value's label sits clear of the focus ring.
 */
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { TraceExplainer } from '../../src/inequalities/why';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { parseAkari } from '../../src/puzzles/akari/format';
import { givenInequalities } from '../../src/puzzles/akari/model';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';
import { drawnName, layoutWhy, WHY_LABEL_PX } from '../../src/ui/inequalities/why-layout';
import { VALUE_LABEL_Y, WhyTreeView } from '../../src/ui/inequalities/WhyTreeView';

const parsed = parseAkari(readFileSync('content/examples/akari/hard-7x7.txt', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const rec = recorder<AkariEvent>();
const { model } = runAkari(parsed.puzzle, 'selective', { sink: rec.sink });
const words = AKARI_WORDS;
const explainer = new TraceExplainer(givenInequalities(model!), rec.events);
const bySum = rec.events.find((e) => e.kind === 'deduce' && e.source === 'sum');
if (!bySum || bySum.kind !== 'deduce') throw new Error('the hard board needs a sum');
const tree = explainer.why(bySum.forced[0].variable, 40)!;

describe('the why drawing’s labels', () => {
  it('are drawn at 14 px, well above the 11 px floor', () => {
    expect(WHY_LABEL_PX).toBeGreaterThanOrEqual(14);
    const html = render(h(WhyTreeView, { words, tree, isStatic: true }));
    const sizes = [...html.matchAll(/<text[^>]*font-size="(\d+)"/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(3);
    for (const s of sizes) expect(s).toBeGreaterThanOrEqual(14);
  });

  it('write cell names with plain digits, not tiny subscripts', () => {
    expect(drawnName('x₁₀')).toBe('x10');
    const layout = layoutWhy(tree, words);
    const values = layout.nodes.filter((n) => n.node.kind === 'value' || n.node.kind === 'value-ref');
    expect(values.length).toBeGreaterThan(0);
    for (const n of layout.nodes) expect(n.short).not.toMatch(/[₀-₉]/);
  });

  it('put a value’s label below the focus ring and inside the drawing', () => {
    // Ring: radius 22, stroke 3; a label's letters rise about 0.75 of its size above the baseline.
    expect(VALUE_LABEL_Y - 0.75 * WHY_LABEL_PX).toBeGreaterThanOrEqual(22 + 1.5);
    const layout = layoutWhy(tree, words);
    const lowest = Math.max(...layout.nodes.map((n) => n.y));
    expect(lowest + VALUE_LABEL_Y + 0.25 * WHY_LABEL_PX).toBeLessThanOrEqual(layout.height);
  });
});
