import { describe, expect, it } from 'vitest';
import { gridGraph, orientations } from '../../src/puzzles/numberlink/graph';
import { cellPair } from '../../src/puzzles/numberlink/mate-view';
import { startCorner } from '../../src/puzzles/numberlink/orientation-words';

describe('an edge order in words', () => {
  it('names the corner the sweep really starts from (the cell of the first edge decided)', () => {
    const p = { width: 4, height: 3, cells: new Array(12).fill(-1), labels: [] };
    for (const o of orientations({ width: 4, height: 4 })) {
      const g = gridGraph(p, o);
      const [r, c] = cellPair(g, g.a[0]);
      expect(startCorner(o), JSON.stringify(o)).toBe(`${r === 0 ? 'top' : 'bottom'}-${c === 0 ? 'left' : 'right'}`);
    }
  });
});
