/**
 * The explorable diagram with its counts: a node's button names the number
 * written beside it (a visible text missing from the accessible name is an
 * accessibility fault, and a screen reader would not hear the count).
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { recorder } from '../../src/core/trace';
import type { GraphEvent, NodeEvent, NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { ZddDrawing } from '../../src/ui/numberlink/ZddDrawing';

describe('the diagram drawn with counts', () => {
  it('names each node’s count in its button, the same number as written beside it', () => {
    const r = parseNumberlink('1..2\n....\n..1.\n2...');
    if (!r.ok) throw new Error(r.error.message);
    const rec = recorder<NumberlinkEvent>();
    runZdd(r.puzzle, zddParams({ rule: 'fill', sweep: 'shorter' }, r.puzzle), {}, rec.sink);
    const nodes = rec.events.filter((e): e is NodeEvent => e.kind === 'node');
    const graph = rec.events.find((e): e is GraphEvent => e.kind === 'graph')!;
    const html = renderToString(h(ZddDrawing, { nodes, edges: graph.edges, puzzle: r.puzzle, rule: 'fill', title: 't', showCounts: true }));
    const buttons = [...html.matchAll(/<g data-node="(\d+)"[^>]*aria-label="([^"]*)"[^>]*>(.*?)<\/g>/g)];
    expect(buttons.length).toBe(nodes.length);
    for (const [, , label, inner] of buttons) {
      const shown = inner.match(/class="nl-count"[^>]*>([^<]+)</)?.[1];
      expect(shown).toBeDefined();
      expect(label).toContain(`solutions below: ${shown}`);
    }
  });
});
