/**
 * Where the diagram drawings put the terminals ⊥ and ⊤: each box (and the
 * count beside it) inside the drawing, on a row of its own under every node
 * and under the "not drawn" row of a drawing cut to its first levels, and the
 * two boxes apart. A reduced drawing cut to its first levels (compact rows)
 * once put both boxes on the "not drawn" row, over its words and the stubs,
 * touching each other.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { nodesOf } from './numberlink-zdd-nodes';
import type { NodeEvent } from '../../src/puzzles/numberlink/events';
import { reduceDrawn } from '../../src/puzzles/numberlink/zdd-reduce';
import { zddLayout } from '../../src/ui/numberlink/zdd-layout';

/** Half the side of a terminal's box (the drawing draws them 24 px square); a row of nodes is 40 px. */
const TERMINAL_HALF = 12;
const ROW = 40;

/** What is wrong with the terminals of one layout, in words (an empty list: nothing). */
function terminalProblems(nodes: readonly NodeEvent[], levels: number, options: { compact?: boolean; stubs?: boolean }): string[] {
  const L = zddLayout(nodes, levels, options);
  const bad: string[] = [];
  const [x0, y0] = L.pos.get(0)!;
  const [x1, y1] = L.pos.get(1)!;
  // The count beside ⊤ reaches 3 + about 9 px right of its box, and 4 px under it.
  if (x0 - TERMINAL_HALF < 0 || x1 + TERMINAL_HALF + 12 > L.width) bad.push(`a box leaves the drawing's width (${x0}, ${x1} in ${L.width})`);
  if (y0 + TERMINAL_HALF + 4 > L.height || y1 + TERMINAL_HALF + 4 > L.height) bad.push(`a box leaves the drawing's height (${y0} in ${L.height})`);
  if (x1 - x0 < 2 * TERMINAL_HALF + 16) bad.push(`the boxes are ${x1 - x0} px apart, centre to centre`);
  const lowest = Math.max(...nodes.filter((n) => L.pos.has(n.id)).map((n) => L.pos.get(n.id)![1]));
  // A node's ring is 12 px; a row is 40 px: the box must sit a row below the lowest node, and below the stubs' row when cut.
  if (y0 - TERMINAL_HALF < lowest + 12) bad.push(`the boxes (y ${y0}) reach the lowest node (y ${lowest})`);
  if (options.stubs && y0 - TERMINAL_HALF < lowest + ROW + 8) bad.push(`the boxes (y ${y0}) sit on the "not drawn" row (y ${lowest + ROW})`);
  if (options.stubs && L.stubY !== lowest + ROW) bad.push(`the "not drawn" row (y ${L.stubY}) is not the row under the lowest node (y ${lowest})`);
  return bad;
}

describe('the diagram drawings keep ⊥ and ⊤ inside the drawing, on their own row, apart', () => {
  const tiny = nodesOf(readFileSync('content/examples/numberlink/tiny-4x4.txt', 'utf8').trim());
  const reduced = reduceDrawn(tiny.nodes).nodes;
  it('the tiny board, whole and cut to its first levels', () => {
    expect(terminalProblems(tiny.nodes, tiny.levels, {})).toEqual([]);
    const upTo = 11;
    expect(terminalProblems(tiny.nodes.filter((n) => n.level < upTo), upTo, { stubs: true })).toEqual([]);
  });
  it('the tiny board reduced, whole and cut to its first levels (the lesson\'s top of the reduced diagram)', () => {
    expect(terminalProblems(reduced, tiny.levels, { compact: true })).toEqual([]);
    for (const upTo of [3, 5, 8]) {
      expect(terminalProblems(reduced.filter((n) => n.level < upTo), upTo, { compact: true, stubs: true }), `up to ${upTo}`).toEqual([]);
    }
  });
  it('a diagram one node wide', () => {
    const one = nodesOf('12\n12');
    expect(Math.max(...zddLayout(one.nodes, one.levels).byLevel.map((r) => r.length))).toBe(1);
    expect(terminalProblems(one.nodes, one.levels, {})).toEqual([]);
  });
});
