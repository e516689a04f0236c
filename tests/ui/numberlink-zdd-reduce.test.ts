import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import type { GraphEvent, NodeEvent, NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { ZddDrawing } from '../../src/ui/numberlink/ZddDrawing';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import type { NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { nodeCounts, reduceDrawn } from '../../src/puzzles/numberlink/zdd-reduce';

const BOARDS: [string, NumberlinkRule][] = [
  ['1..2\n....\n..1.\n2...', 'fill'],
  ['1..2\n....\n..1.\n2...', 'nikoli'],
  ['1....\n2..3.\n.....\n.1..2\n....3', 'fill-notouch'],
  ['1...\n....\n....\n...1', 'nikoli'],
];

describe('the drawn diagram, counted and reduced', () => {
  for (const [text, rule] of BOARDS) {
    it(`${text.replace(/\n/g, '/')} under ${rule}: the root's count is the solver's, and the reduced size is the solver's`, () => {
      const r = parseNumberlink(text);
      if (!r.ok) throw new Error(r.error.message);
      const rec = recorder<NumberlinkEvent>();
      const run = runZdd(r.puzzle, zddParams({ rule, sweep: 'shorter' }, r.puzzle), {}, rec.sink);
      const nodes = rec.events.filter((e): e is NodeEvent => e.kind === 'node');
      expect(nodes.length).toBe(run.build.nodes);
      const c = nodeCounts(nodes);
      expect(c.get(nodes[0].id)).toBe(run.count);
      for (const n of nodes) expect(c.get(n.id)).toBe((c.get(n.lo) ?? 0n) + (c.get(n.hi) ?? 0n));
      const red = reduceDrawn(nodes);
      expect(red.nodes.length).toBe(run.result.stats.reducedNodes);
      expect(red.nodes.length + red.suppressed + red.merged).toBe(nodes.length);
      // Reduced: no node's 1-arc goes to ⊥, no two nodes of a level share both children, and the count is unchanged.
      const rc = nodeCounts(red.nodes);
      expect(rc.get(red.nodes[0]?.id ?? 0) ?? 0n).toBe(run.count);
      expect(red.nodes.every((n) => n.hi !== 0)).toBe(true);
      expect(new Set(red.nodes.map((n) => `${n.level}:${n.lo}:${n.hi}`)).size).toBe(red.nodes.length);
    });
  }
});

describe('the reduced drawing marks where the second rule applied', () => {
  it('draws a square round each node another was merged into, and the caption says what the square means', () => {
    // The lesson's tiny board, swept as its figures are.
    const r = parseNumberlink('1..2\n....\n.1..\n...2');
    if (!r.ok) throw new Error(r.error.message);
    const rec = recorder<NumberlinkEvent>();
    runZdd(r.puzzle, zddParams({ rule: 'fill', sweep: 'shorter' }, r.puzzle), {}, rec.sink);
    const nodes = rec.events.filter((e): e is NodeEvent => e.kind === 'node');
    const edges = rec.events.find((e): e is GraphEvent => e.kind === 'graph')!.edges;
    const red = reduceDrawn(nodes);
    const draw = (mergedInto?: number[]) =>
      renderToString(h(ZddDrawing, { nodes: red.nodes, edges, title: 't', reduced: { from: nodes.length, suppressed: red.suppressed, merged: red.merged, mergedInto } }));
    const html = draw(red.mergedInto);
    expect(red.mergedInto.length).toBeGreaterThan(0);
    expect(html.match(/data-testid="zdd-merged-into"/g)?.length).toBe(red.mergedInto.length);
    expect(html).toMatch(/A square marks [^(]*\(level \d+/);
    expect(html).toContain('same two children');
    const plain = draw();
    expect(plain).not.toContain('zdd-merged-into');
    expect(plain).not.toContain('A square marks');
    // One word for what both rules do, and what is left: the kept nodes, which are the built ones less both kinds removed.
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain(`${red.nodes.length} nodes left once ${red.suppressed} of the ${nodes.length} built were removed by zero suppression and ${red.merged} by merging.`);
    expect(red.nodes.length).toBe(nodes.length - red.suppressed - red.merged);
    expect(text).not.toMatch(/skipped/);
  });
});
