/**
 * The implication graph as drawn: no arrow passes through a box it does not
 * start or end at (such an arrow looks as if it fed that literal). Checked on
 * the drawing's own geometry (src/ui/sudoku/graph-layout.ts) for every
 * conflict the lesson's two CDCL by-hand boards reach — each first decision
 * that conflicts at once, and the walks from the first open literal on —
 * and on the suggested walk that jumps back over a level.
 */
import { describe, expect, it } from 'vitest';
import { SAT_HAND_BACKJUMP_BOARD, SAT_HAND_BOARD } from '../../src/lessons/sudoku/examples';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';
import { nameOf } from '../../src/puzzles/sudoku/sat-hand';
import { implicationGraph } from '../../src/puzzles/sudoku/implication-graph';
import { satHandConflicts } from './sat-hand-conflicts';
import { layoutGraph, nodeLabel, sampleEdge, type Box } from '../../src/ui/sudoku/graph-layout';


/** Strictly inside the box, a pixel in from its edges (an arrow may touch the box it ends at). */
const inside = ([x, y]: [number, number], b: Box) => x > b.x + 1 && x < b.x + b.width - 1 && y > b.y + 1 && y < b.y + b.height - 1;

describe('the implication graph’s arrows avoid the boxes they do not touch', () => {
  const jump = sudokuFacts().satHandPresets.find((p) => p.walk !== null)!;
  const states = [...satHandConflicts(SAT_HAND_BOARD, null), ...satHandConflicts(SAT_HAND_BACKJUMP_BOARD, jump.walk)];
  it('meets conflicts with arrows that skip a layer (the case that used to cross boxes)', () => {
    const skipping = states.some((s) => {
      const g = implicationGraph(s.trail, s.conflict!, s.cut!);
      return g.edges.some((e) => g.nodes[e.to].layer - g.nodes[e.from].layer > 1);
    });
    expect(states.length).toBeGreaterThan(1);
    expect(skipping).toBe(true);
  });
  it('no sampled point of an arrow lies inside another node’s box, and boxes do not overlap', () => {
    for (const s of states) {
      const g = implicationGraph(s.trail, s.conflict!, s.cut!);
      const layout = layoutGraph(g, g.nodes.map((n) => nodeLabel(n, (l) => nameOf(s, l))));
      for (const e of layout.edges) {
        for (const p of sampleEdge(e.points)) {
          layout.boxes.forEach((b, i) => {
            if (i !== e.from && i !== e.to) expect(inside(p, b), `edge ${e.from}→${e.to} through box ${i}`).toBe(false);
          });
        }
      }
      layout.boxes.forEach((a, i) => layout.boxes.forEach((b, j) => {
        if (i < j) expect(a.y !== b.y || a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
      }));
    }
  });
});
