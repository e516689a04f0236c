import { describe, expect, it } from 'vitest';
import { playEdges } from '../../src/puzzles/numberlink/play/position';
import { lineLabels } from '../../src/ui/numberlink/play-line-labels';
import { board, cell, edge, position } from './play-helpers';

// The lesson's 5×5 example: label 1 at (1, 1) and (4, 2), label 2 at (2, 1) and (4, 5), label 3 at (2, 4) and (5, 5).
const EXAMPLE = '1..../2..3./...../.1..2/....3';

describe('the Play board names the label of each drawn line', () => {
  it('a half-drawn path takes its label on every line, and its loose tip shows the label', () => {
    const p = board(EXAMPLE);
    const pos = position(p, [[[1, 1], [1, 2]], [[1, 2], [1, 3]], [[2, 4], [3, 4]]]);
    const ll = lineLabels(p, playEdges(p), pos);
    const one = p.labels.indexOf('1');
    const three = p.labels.indexOf('3');
    expect(ll.edge[edge(p, [[1, 1], [1, 2]])]).toBe(one);
    expect(ll.edge[edge(p, [[1, 2], [1, 3]])]).toBe(one);
    expect(ll.edge[edge(p, [[2, 4], [3, 4]])]).toBe(three);
    expect(ll.edge[edge(p, [[3, 3], [3, 4]])]).toBe(-1);
    expect(ll.tips).toEqual([{ cell: cell(p, 1, 3), label: one }, { cell: cell(p, 3, 4), label: three }]);
  });

  it('a piece with no label, or joining two different labels, stays plain', () => {
    const p = board(EXAMPLE);
    const pos = position(p, [[[3, 2], [3, 3]], [[1, 1], [2, 1]]]);
    const ll = lineLabels(p, playEdges(p), pos);
    expect(ll.edge[edge(p, [[3, 2], [3, 3]])]).toBe(-1);
    expect(ll.edge[edge(p, [[1, 1], [2, 1]])]).toBe(-1);
    expect(ll.tips).toEqual([]);
  });
});
