import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { TraceExplainer } from '../../src/inequalities/why';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { givenInequalities } from '../../src/puzzles/shakashaka/model/system';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { shakashakaModelWords } from '../../src/puzzles/shakashaka/vocabulary';
import { WHY_SMALL } from '../../src/ui/inequalities/WhyAnswer';
import { INDENTED_BOX_LEFT, labelWidth, layoutWhy, layoutWhyIndented } from '../../src/ui/inequalities/why-layout';

/** The solver's "why" trees on the board that needs a trial: some are far wider, laid out tidily, than the lesson's column. */
describe('the indented layout of a wide "why" tree', () => {
  const parsed = parseShakashaka(readFileSync('content/examples/shakashaka/ppbench-02-10x10.txt', 'utf8').trim());
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rec = recorder<ShakashakaEvent>();
  const run = runSteps(parsed.puzzle, { params: { model: 'A-D+F' }, sink: rec.sink, budget: { limitMs: 60_000 } });
  const model = run.model!;
  const words = shakashakaModelWords(model);
  const explainer = new TraceExplainer(givenInequalities(model), rec.events);
  // The widest tidy tree among the settled variables, at the size the panel first draws.
  let widest = { width: 0, variable: -1 };
  for (let v = 0; v < model.variables.length; v += 7) {
    const tree = explainer.why(v, WHY_SMALL);
    if (!tree) continue;
    const width = layoutWhy(tree, words).width;
    if (width > widest.width) widest = { width, variable: v };
  }
  const tree = explainer.why(widest.variable, WHY_SMALL)!;
  const indented = layoutWhyIndented(tree, words);

  it('is far narrower than the tidy layout of a tree wider than the lesson’s column', () => {
    expect(widest.width).toBeGreaterThan(1000);
    expect(indented.indented).toBe(true);
    expect(indented.width).toBeLessThan(widest.width / 2);
  });

  it('puts each node on a row of its own, under its parent and one step further right, with its label inside the drawing', () => {
    const rows = new Set(indented.nodes.map((n) => n.y));
    expect(rows.size).toBe(indented.nodes.length);
    for (const n of indented.nodes) {
      expect(n.y).toBeLessThanOrEqual(indented.height);
      if (n.parent === null) continue;
      const parent = indented.nodes[n.parent];
      expect(n.y).toBeGreaterThan(parent.y);
      expect(n.x).toBeGreaterThan(parent.x);
      // A circle's label starts 18 units right of it; an inequality's box (its label inside) starts at its left edge.
      const right = n.node.kind === 'inequality' ? n.x + INDENTED_BOX_LEFT + Math.max(52, labelWidth(n.short) + 10) : n.x + 18 + labelWidth(n.short);
      expect(right).toBeLessThanOrEqual(indented.width);
    }
  });
});
