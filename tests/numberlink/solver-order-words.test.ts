/**
 * The solver's result names its edge order, and when that is not the lesson's plain sweep it gives both node
 * counts (this build's, and the plain sweep's from its probe), so "123 nodes built" is not read against the
 * lesson's 158 for the same 5×5 board.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { recorder } from '../../src/core/trace';
import type { GraphEvent, NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { orderWords } from '../../src/ui/numberlink/diagram-words';

function traced(p: Parameters<typeof runZdd>[0], sweep: string) {
  const rec = recorder<NumberlinkEvent>();
  const run = runZdd(p, zddParams({ rule: 'fill', sweep }, p), {}, rec.sink);
  return { run, graph: rec.events.find((e): e is GraphEvent => e.kind === 'graph')! };
}

describe('the solver names its edge order', () => {
  const r = parseNumberlink(readFileSync(new URL('../../content/examples/numberlink/pzprjs-5x5.txt', import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  const p = r.puzzle;

  it('on the 5×5 example, another corner than the plain sweep: both counts, each from its own build', () => {
    const auto = traced(p, 'auto');
    const plain = traced(p, 'rows');
    expect(auto.run.build.nodes).not.toBe(plain.run.build.nodes);
    const words = orderWords(auto.graph.orientation, auto.graph.probes, auto.run.build.nodes);
    expect(words).toContain('not the lesson’s plain sweep');
    expect(words).toContain(`${auto.run.build.nodes} nodes built in this order`);
    expect(words).toContain(`${plain.run.build.nodes} nodes in the plain sweep`);
  });

  it('in the plain sweep, says so and gives no second count', () => {
    const plain = traced(p, 'rows');
    expect(orderWords(plain.graph.orientation, plain.graph.probes, plain.run.build.nodes)).toMatch(/^the lesson’s plain sweep: row by row from the top/);
  });
});
