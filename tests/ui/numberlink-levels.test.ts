/**
 * One level numbering in every Numberlink view (src/ui/numberlink/levels.ts):
 * the width chart's rows, the drawing's rows and node names, and the node
 * panel's words all number a level from 1, as the edge it decides, from the
 * same level index of the trace. Rendered under Node; the diagram comes from
 * the ZDD method the page runs.
 */
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { handContext } from '../../src/puzzles/numberlink/by-hand';
import type { NodeEvent, NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { levelNumber } from '../../src/ui/numberlink/levels';
import { WidthChart } from '../../src/ui/numberlink/WidthChart';
import { ZddDrawing } from '../../src/ui/numberlink/ZddDrawing';

const parsed = parseNumberlink(readFileSync('content/examples/numberlink/tiny-4x4.txt', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const tiny = parsed.puzzle;
const params = zddParams({ rule: 'fill', sweep: 'shorter' }, tiny);
const rec = recorder<NumberlinkEvent>();
const run = runZdd(tiny, params, {}, rec.sink);
const nodes = rec.events.filter((e): e is NodeEvent => e.kind === 'node');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('numberlink level numbering', () => {
  it('the root is level 1 with nothing decided; a node of level i has i − 1 edges above it', () => {
    expect(levelNumber(0)).toBe(1);
    const { orientation } = run.graph;
    const { edges } = handContext(tiny, 'fill', orientation);
    const html = renderToString(h(ZddDrawing, { nodes, edges, title: 'T', puzzle: tiny, rule: 'fill', orientation }));
    // The panel shows the root until a node is picked.
    expect(text(html)).toMatch(/Node 1, level 1 \(shown until you pick a node in the drawing\), decides the edge .* It is the root: nothing is decided yet/);
    // Row labels and node names use the same numbers: 1 … m.
    for (let lv = 0; lv < edges.length; lv++) expect(html).toContain(`>${lv + 1}: `);
    for (const n of nodes) expect(html).toContain(`level ${n.level + 1}`);
  });

  it('the width chart runs from level 1 to level m, one row per edge, in the same words', () => {
    // Nodes per level index, as the builder's level events count them.
    const widths = nodes.reduce<number[]>((w, n) => ((w[n.level] = (w[n.level] ?? 0) + 1), w), []);
    const html = renderToString(h(WidthChart, { widths, title: 'W', testId: 'w' }));
    const rows = [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(rows[0]).toBe('1');
    expect(rows.at(-1)).toBe(String(widths.length));
    expect(html).toContain('the edge it decides');
  });
});
