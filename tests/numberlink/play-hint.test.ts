/**
 * Play mode's hints: each rule on a hand-made position (the deduction, the
 * cells it points at and its reason in words), and that every deduction is
 * sound — on positions cut out of real solutions, every solution extending
 * the position agrees with it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nextDeduction, applyDeduction } from '../../src/puzzles/numberlink/play/hint';
import { boardDiagram } from '../../src/puzzles/numberlink/play/diagram';
import { LINE, NO_LINE, OPEN, emptyPosition, type EdgeMark } from '../../src/puzzles/numberlink/play/position';
import type { NumberlinkPuzzle, NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { unrank } from '../../src/zdd/unrank';
import { board, cell, edge, position } from './play-helpers';

describe('each hint rule, on a hand-made position', () => {
  it('uncovered: a plain cell with exactly two open neighbours takes both (fill)', () => {
    const p = board('1..2/..../.1../...2');
    const d = nextDeduction(p, 'fill', emptyPosition(p))!;
    expect(d.rule).toBe('uncovered');
    expect(d.mark).toBe(LINE);
    expect(d.edges.sort((a, b) => a - b)).toEqual([edge(p, [[3, 1], [4, 1]]), edge(p, [[4, 1], [4, 2]])].sort((a, b) => a - b));
    expect(d.cells).toEqual([cell(p, 4, 1), cell(p, 3, 1), cell(p, 4, 2)]);
    expect(d.reason).toBe('the cell (4, 1) has only two open neighbours, (3, 1) and (4, 2), and must be passed through (under the fill rule every cell lies on a path), so both edges are lines');
  });

  it('uncovered does not apply under nikoli, where a cell may stay empty', () => {
    const p = board('1..2/..../.1../...2');
    expect(nextDeduction(p, 'nikoli', emptyPosition(p))).toBeNull();
  });

  it('endpoint: an endpoint with one open neighbour left takes it', () => {
    const p = board('1.2/.../1.2');
    const d = nextDeduction(p, 'nikoli', position(p, [], [[[1, 1], [1, 2]]]))!;
    expect(d).toMatchObject({ rule: 'endpoint', mark: LINE, edges: [edge(p, [[1, 1], [2, 1]])] });
    expect(d.reason).toBe("the endpoint '1' at (1, 1) still needs its line and has only one open neighbour, (2, 1) (not open: (1, 1)–(1, 2) is no line), so that edge is a line");
  });

  it('dead-end (a line): a started line with one way on takes it', () => {
    const p = board('1.../..../..../...1');
    const d = nextDeduction(p, 'nikoli', position(p, [[[1, 3], [1, 4]]]))!;
    expect(d).toMatchObject({ rule: 'dead-end', mark: LINE, edges: [edge(p, [[1, 4], [2, 4]])] });
    expect(d.reason).toBe('a line reaches (1, 4), which is no endpoint, so it must go on, and the only open neighbour is (2, 4): that edge is a line');
  });

  it('dead-end (no line): an edge into a cell with no other way out is no line', () => {
    const p = board('1.../..../..../...1');
    const d = nextDeduction(p, 'nikoli', position(p, [], [[[1, 4], [2, 4]]]))!;
    expect(d).toMatchObject({ rule: 'dead-end', mark: NO_LINE, edges: [edge(p, [[1, 3], [1, 4]])] });
    expect(d.reason).toBe('(1, 4) has no other open neighbour: a line from (1, 3) would stop there, and (1, 4) is no endpoint, so the edge (1, 3)–(1, 4) is no line');
  });

  it('cycle: the two ends of one piece are no line apart', () => {
    const p = board('.../.../1.1');
    const pos = position(p, [[[1, 1], [1, 2]], [[1, 2], [2, 2]], [[1, 1], [2, 1]]]);
    const d = nextDeduction(p, 'nikoli', pos)!;
    expect(d).toMatchObject({ rule: 'cycle', mark: NO_LINE, edges: [edge(p, [[2, 1], [2, 2]])] });
    expect(d.reason).toBe('(2, 1) and (2, 2) are the two ends of one piece of path: a line between them would close a loop, so the edge (2, 1)–(2, 2) is no line');
  });

  it('labels: an edge between the paths of two different labels is no line', () => {
    const p = board('1.2/.../2.1');
    const d = nextDeduction(p, 'nikoli', position(p, [[[1, 1], [1, 2]]]))!;
    expect(d).toMatchObject({ rule: 'labels', mark: NO_LINE, edges: [edge(p, [[1, 2], [1, 3]])] });
    expect(d.reason).toBe("(1, 2) is on the path of label '1' and (1, 3) on the path of label '2': a line between them would join two different labels, so the edge (1, 2)–(1, 3) is no line");
  });

  it('touch: under fill-notouch a line that would run a path alongside itself is no line', () => {
    const p = board('1....2/....../....../....../....../2....1');
    const pos = position(p, [[[3, 3], [3, 4]], [[3, 4], [4, 4]]]);
    const d = nextDeduction(p, 'fill-notouch', pos)!;
    expect(d).toMatchObject({ rule: 'touch', mark: NO_LINE, edges: [edge(p, [[3, 3], [4, 3]])] });
    expect(d.reason).toBe('a line would put (4, 3) on the same path as its neighbour (4, 4) without one following the other: the path would run alongside itself, so the edge (3, 3)–(4, 3) is no line');
    // Under fill the same edge is allowed: the path may wiggle next to itself.
    expect(nextDeduction(p, 'fill', pos)?.rule).not.toBe('touch');
  });

  it('degree: a full cell’s other edges are no line', () => {
    const p = board('1.../..../..../...1');
    const d = nextDeduction(p, 'nikoli', position(p, [[[3, 4], [4, 4]]]))!;
    expect(d).toMatchObject({ rule: 'degree', mark: NO_LINE, edges: [edge(p, [[4, 3], [4, 4]])] });
    expect(d.reason).toBe("the endpoint '1' at (4, 4) already has its line, so its other edge, to (4, 3), is no line");
  });
});

/** Every solution of a small board, as positions (every edge a line or no line), listed from its diagram. */
function allSolutions(p: NumberlinkPuzzle, rule: NumberlinkRule): EdgeMark[][] {
  const bd = boardDiagram(p, rule);
  const total = Number(bd.run.count ?? 0n);
  return Array.from({ length: total }, (_, r) => {
    const pos = emptyPosition(p).map(() => NO_LINE as EdgeMark);
    for (const level of unrank(bd.diagram!, bd.run.counts!, BigInt(r))!) pos[bd.edgeOfLevel[level]] = LINE;
    return pos;
  });
}

describe('every deduction is sound', () => {
  const cases: [string, NumberlinkRule][] = [
    ['1..2/..../.1../...2', 'fill'],
    ['1....\n2..3.\n.....\n.1..2\n....3', 'fill'],
    ['1..2/..../.1../...2', 'nikoli'],
    [readFileSync('content/examples/numberlink/janko-006-9x9.txt', 'utf8').trim(), 'fill-notouch'],
  ];
  for (const [text, rule] of cases) {
    it(`${text.split('\n')[0]}… under ${rule}: on positions cut from solutions, every extending solution agrees with the hint`, () => {
      const p = board(text);
      const solutions = allSolutions(p, rule);
      expect(solutions.length).toBeGreaterThan(0);
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      let checked = 0;
      for (let trial = 0; trial < 150; trial++) {
        const from = solutions[Math.floor(random() * solutions.length)];
        // Keep a random part of a solution's decisions: a position some solution extends.
        let pos: EdgeMark[] = from.map((m) => (random() < 0.3 ? m : OPEN));
        for (let step = 0; step < 6; step++) {
          const d = nextDeduction(p, rule, pos);
          if (!d) break;
          const extending = solutions.filter((s) => pos.every((m, e) => m === OPEN || m === s[e]));
          for (const s of extending) for (const e of d.edges) expect(s[e], `${d.rule}: ${d.reason}`).toBe(d.mark);
          checked++;
          pos = applyDeduction(pos, d);
        }
      }
      expect(checked).toBeGreaterThan(50);
    });
  }
});
