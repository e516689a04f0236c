/**
 * "Why" trees on a Shakashaka run: the drawing spaces its nodes by their
 * text, so no label runs into a neighbour or off the drawing's edge, and the
 * sentence for a value quotes what the inequality behind it says, not only
 * its number.
 */
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { TraceExplainer, type WhyNode } from '../../src/inequalities/why';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { givenInequalities } from '../../src/puzzles/shakashaka/model/system';
import { constraintLabel } from '../../src/puzzles/shakashaka/model/words';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { shakashakaModelWords } from '../../src/puzzles/shakashaka/vocabulary';
import { labelWidth, layoutWhy } from '../../src/ui/inequalities/why-layout';
import { WhyNodeText } from '../../src/ui/inequalities/WhyList';
import { WhyTreeView, whyTreeShows } from '../../src/ui/inequalities/WhyTreeView';

const parsed = parseShakashaka(readFileSync('content/examples/shakashaka/pzprjs-6x6.txt', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const rec = recorder<ShakashakaEvent>();
const { model } = runSteps(parsed.puzzle, { sink: rec.sink, budget: { limitMs: 60_000 } });
const words = shakashakaModelWords(model!);
const explainer = new TraceExplainer(givenInequalities(model!), rec.events);
const trees = model!.variables.map((_, v) => explainer.why(v, 40)).filter((t): t is WhyNode => t !== null);

describe('the why drawing on a Shakashaka run', () => {
  it('keeps every label clear of its neighbours and inside the drawing', () => {
    expect(trees.length).toBeGreaterThan(0);
    for (const tree of trees.slice(0, 60)) {
      const layout = layoutWhy(tree, words);
      for (const n of layout.nodes) {
        const half = labelWidth(n.short) / 2;
        expect(n.x - half).toBeGreaterThanOrEqual(0);
        expect(n.x + half).toBeLessThanOrEqual(layout.width);
      }
      const rows = new Map<number, typeof layout.nodes>();
      for (const n of layout.nodes) rows.set(n.y, [...(rows.get(n.y) ?? []), n]);
      for (const row of rows.values()) {
        const sorted = [...row].sort((a, b) => a.x - b.x);
        for (let i = 1; i < sorted.length; i++) {
          expect(sorted[i].x - sorted[i - 1].x).toBeGreaterThanOrEqual((labelWidth(sorted[i].short) + labelWidth(sorted[i - 1].short)) / 2);
        }
      }
    }
  });

  it('draws each inequality’s box as wide as its label, a sum’s "(1234) Σ" too', () => {
    // A board that needs sums, so the tree has built inequalities with long labels.
    const sums = parseShakashaka(readFileSync('content/examples/shakashaka/ppbench-01-10x10.txt', 'utf8'));
    if (!sums.ok) throw new Error(sums.error.message);
    const r = recorder<ShakashakaEvent>();
    const run = runSteps(sums.puzzle, { sink: r.sink, budget: { limitMs: 60_000 } });
    const sumWords = shakashakaModelWords(run.model!);
    const explain = new TraceExplainer(givenInequalities(run.model!), r.events);
    const settledBySum = r.events.flatMap((e) => (e.kind === 'deduce' && e.source === 'sum' ? e.forced.map((f) => f.variable) : []));
    let boxes = 0;
    let wide = 0;
    for (const v of settledBySum.slice(0, 20)) {
      const tree = explain.why(v, 40)!;
      const html = render(h(WhyTreeView, { words: sumWords, tree, isStatic: true }));
      for (const m of html.matchAll(/data-kind="inequality"[^>]*>.*?<rect x="(-?[\d.]+)" y="-12" width="([\d.]+)".*?<text[^>]*>([^<]+)<\/text>/g)) {
        boxes++;
        if (Number(m[2]) > 52) wide++;
        expect(Number(m[2]), m[3]).toBeGreaterThanOrEqual(labelWidth(m[3]) + 10);
      }
    }
    expect(boxes).toBeGreaterThan(0);
    expect(wide).toBeGreaterThan(0);
  });

  const legendOf = (t: WhyNode) => { const html = render(h(WhyTreeView, { words, tree: t, isStatic: true })); return html.slice(html.indexOf('data-testid="why-legend"')); };
  // A value settled by one of the board's inequalities, and the same inequality made into a pair sum and a star (a sum
  // one of whose parents is a sum, as the Akari lesson's trees have), to see the legend follow what a tree holds.
  const plain = trees.find((t) => t.kind === 'value' && t.because.kind === 'inequality' && !whyTreeShows(t).elsewhere)!;
  const given = (plain as Extract<WhyNode, { kind: 'value' }>).because as Extract<WhyNode, { kind: 'inequality' }>;
  const pairSum: WhyNode = { ...plain, because: { ...given, label: 'sum', parents: [given, given] } } as WhyNode;
  const starSum: WhyNode = { ...plain, because: { ...given, label: 'sum', parents: [{ ...given, label: 'sum', parents: [given, given] }, given] } } as WhyNode;

  it('explains its labels in the legend under it: a circle’s label names the variable, a sum’s number comes after the board’s own', () => {
    const legend = legendOf(pairSum);
    expect(legend).toContain(`The label by a circle is the ${words.thing}'s name, as in the inequalities.`);
    expect(legend).toContain('numbered on after the board');
    expect(legend).toContain('Dashed lines: the two inequalities a sum was added from.');
  });

  it('the legend follows the tree: a star, a sum, a trial, a dashed circle explained only in a tree that has one', () => {
    expect(whyTreeShows(plain)).toEqual({ sum: false, star: false, trial: false, elsewhere: false });
    const p = legendOf(plain);
    expect(p).not.toMatch(/Σ|star|a trial<|Dashed lines|explained elsewhere/);
    expect(p).toContain('an inequality, by its number');
    expect(whyTreeShows(pairSum)).toMatchObject({ sum: true, star: false });
    expect(legendOf(pairSum)).toContain('Σ: a sum of two inequalities');
    expect(legendOf(pairSum)).not.toContain('star');
    expect(whyTreeShows(starSum)).toMatchObject({ sum: true, star: true });
    expect(legendOf(starSum)).toContain('Σ: a sum, added up two at a time, so a sum of three is a sum of two plus one more');
    // "star" is a word of the Akari lesson only; this legend serves Shakashaka's too, whose tree draws no star.
    expect(legendOf(starSum)).not.toContain('star');
    // Every tree of this board: its legend names a trial exactly when the tree holds one.
    for (const t of trees) expect(legendOf(t).includes('a trial</li>')).toBe(whyTreeShows(t).trial);
  });

  it('a value settled by a given inequality says what that inequality says', () => {
    const tree = trees.find((t) => t.kind === 'value' && t.because.kind === 'inequality' && t.because.label !== 'sum')!;
    if (tree.kind !== 'value' || tree.because.kind !== 'inequality') throw new Error('a value settled by a given inequality');
    const text = render(h(WhyNodeText, { words, node: tree }));
    expect(text).toContain(`because of (${tree.because.id + 1}), “${constraintLabel(model!, tree.because.id)}”`);
  });

  it('a value settled by a sum says where the sum’s parts are shown (the sum’s number alone told a reader nothing)', () => {
    const sums = parseShakashaka(readFileSync('content/examples/shakashaka/ppbench-01-10x10.txt', 'utf8'));
    if (!sums.ok) throw new Error(sums.error.message);
    const r = recorder<ShakashakaEvent>();
    const run = runSteps(sums.puzzle, { sink: r.sink, budget: { limitMs: 60_000 } });
    const explain = new TraceExplainer(givenInequalities(run.model!), r.events);
    const v = r.events.flatMap((e) => (e.kind === 'deduce' && e.source === 'sum' ? e.forced.map((f) => f.variable) : []))[0];
    const tree = explain.why(v, 40)!;
    if (tree.kind !== 'value' || tree.because.kind !== 'inequality' || tree.because.label !== 'sum') throw new Error('a value settled by a sum');
    const sumWords = shakashakaModelWords(run.model!);
    expect(render(h(WhyNodeText, { words: sumWords, node: tree, lead: true }))).toContain('(what it adds up is below):');
    expect(render(h(WhyNodeText, { words: sumWords, node: tree }))).toContain('(what it adds up is under it in the tree).');
  });
});
