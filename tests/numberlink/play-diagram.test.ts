/**
 * The diagram's verdict on a position, checked against brute force: how many
 * solutions extend it and how many take each open edge; the hint in three
 * levels when no local rule applies; and "Explain from here", whose walk
 * keeps every edge the reader decided and ends on a solution.
 */
import { describe, expect, it } from 'vitest';
import { diagramVerdict, explainWalk } from '../../src/puzzles/numberlink/play/diagram';
import { playHint } from '../../src/puzzles/numberlink/play/hint-levels';
import { checkPosition } from '../../src/puzzles/numberlink/play/check';
import { edgeIndex, emptyPosition, LINE, NO_LINE, OPEN, type EdgeMark } from '../../src/puzzles/numberlink/play/position';
import type { NumberlinkPuzzle, NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { board, edge, position } from './play-helpers';
import { lessonFacts } from '../../src/lessons/numberlink/facts';
import { makeFacts } from '../../src/lessons/numberlink/make-facts';

/** Every solution by brute force, as positions. */
function bruteSolutions(p: NumberlinkPuzzle, rule: NumberlinkRule): EdgeMark[][] {
  const b = bruteForceNumberlink(p, rule, { maxNodes: 2_000_000 }, 1_000_000);
  expect(b.complete).toBe(true);
  return b.solutions.map((s) => {
    const pos = emptyPosition(p).map(() => NO_LINE as EdgeMark);
    for (const path of Object.values(s.paths)) {
      for (let i = 1; i < path.length; i++) pos[edgeIndex(p, path[i - 1][0] * p.width + path[i - 1][1], path[i][0] * p.width + path[i][1])] = LINE;
    }
    return pos;
  });
}

describe('the diagram’s verdict agrees with brute force', () => {
  for (const [text, rule] of [['1..2/..../.1../...2', 'fill'], ['1..2/..../.1../...2', 'nikoli']] as const) {
    it(`${text} under ${rule}`, () => {
      const p = board(text);
      const all = bruteSolutions(p, rule);
      let seed = 11;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let t = 0; t < 40; t++) {
        const pos = emptyPosition(p).map(() => (random() < 0.15 ? (random() < 0.5 ? LINE : NO_LINE) : OPEN)) as EdgeMark[];
        const extending = all.filter((s) => pos.every((m, e) => m === OPEN || m === s[e]));
        const v = diagramVerdict(p, rule, pos);
        expect(v.all).toBe(BigInt(all.length));
        expect(v.extending).toBe(BigInt(extending.length));
        for (const [e, take] of v.takes) expect(take).toBe(BigInt(extending.filter((s) => s[e] === LINE).length));
      }
    });
  }
});

describe('a hint in three levels from the reader’s position', () => {
  it('a local rule: where to look, the rule in its words, the deduction; Apply sets the edges', () => {
    const p = board('1..2/..../.1../...2');
    const h = playHint(p, 'fill', emptyPosition(p));
    expect(h.kind).toBe('rule');
    expect(h.look).toBe('Look at (4, 1), (3, 1), (4, 2) (outlined) and the edges (3, 1)–(4, 1) and (4, 1)–(4, 2) (wide band): the rule “no empty cell” settles them.');
    expect(h.rule).toBe('The rule “no empty cell”: under a fill rule every cell lies on a path, so every plain cell gets two lines.');
    expect(h.reason).toBe('The cell (4, 1) has only two open neighbours, (3, 1) and (4, 2), and must be passed through (under the fill rule every cell lies on a path), so both edges are lines.');
    expect(h.apply![edge(p, [[3, 1], [4, 1]])]).toBe(LINE);
    expect(h.apply![edge(p, [[4, 1], [4, 2]])]).toBe(LINE);
  });

  it('no local rule left: the diagram’s verdict, labelled as such', () => {
    // Under nikoli the empty tiny board gives the local rules nothing to say.
    const p = board('1..2/..../.1../...2');
    const h = playHint(p, 'nikoli', emptyPosition(p));
    expect(h.kind).toBe('diagram');
    expect(h.rule).toMatch(/^No rule of “What cuts a choice” decides another edge here, even looking a few steps ahead\. So the hint asks the diagram/);
    const v = diagramVerdict(p, 'nikoli', emptyPosition(p));
    const [e] = h.edges;
    const take = v.takes.get(e)!;
    // Either every remaining solution takes the edge (or none does) and the hint says so, or they disagree and it says that.
    if (take === v.extending) expect(h.reason).toMatch(/so that edge is a line\.$/);
    else if (take === 0n) expect(h.reason).toMatch(/so that edge is no line\.$/);
    else expect(h.reason).toContain('they disagree on every open edge');
    expect(diagramVerdict(p, 'nikoli', h.apply!).extending).toBeGreaterThan(0n);
  });

  it('a position no solution extends: the hint says so rather than deducing', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    const h = playHint(p, 'fill', position(p, [[[2, 2], [2, 3]]]));
    expect(h.kind).toBe('dead');
    expect(h.apply).toBeNull();
  });

  it('a broken position: the hint points at the break first', () => {
    const p = board('1..2/..../.1../...2');
    const h = playHint(p, 'fill', position(p, [[[1, 1], [1, 2]], [[1, 2], [1, 3]], [[1, 3], [1, 4]]]));
    expect(h.kind).toBe('broken');
    expect(h.rule).toBe('The rule broken: “no mixed labels” (each path runs from one endpoint of its label to the other).');
    expect(h.reason).toBe("The lines join label '1' at (1, 1) to label '2' at (1, 4). Undo, or erase the line, before going on.");
  });

  it('following the hints from the empty board solves the 5×5 example', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    let pos: EdgeMark[] = emptyPosition(p);
    for (let i = 0; i < 60 && checkPosition(p, 'fill', pos).kind !== 'solved'; i++) {
      const h = playHint(p, 'fill', pos);
      expect(h.apply, `${h.kind}: ${h.reason}`).not.toBeNull();
      pos = h.apply!;
    }
    expect(checkPosition(p, 'fill', pos).kind).toBe('solved');
  });
});

describe('Explain from here', () => {
  it('walks every edge in the solver’s order, keeps the reader’s edges, and says which were fixed', () => {
    const p = board('1..2/..../.1../...2');
    const pos = position(p, [[[3, 1], [4, 1]]], [[[1, 1], [1, 2]]]);
    const { steps, extending } = explainWalk(p, 'fill', pos);
    expect(extending).toBe(diagramVerdict(p, 'fill', pos).extending);
    expect(steps.length).toBe(emptyPosition(p).length);
    const fixed = steps.filter((s) => s.other?.fixed);
    expect(fixed.length).toBe(2);
    for (const s of steps) {
      const e = edgeIndex(p, s.edge[0][0] * p.width + s.edge[0][1], s.edge[1][0] * p.width + s.edge[1][1]);
      if (pos[e] !== OPEN) {
        expect(s.other?.fixed).toBe(true);
        expect(s.choice).toBe(pos[e] === LINE ? 1 : 0);
      }
    }
    // The lines it takes are a solution the judge accepts.
    const end = emptyPosition(p).map(() => NO_LINE as EdgeMark);
    for (const s of steps) if (s.choice === 1) end[edgeIndex(p, s.edge[0][0] * p.width + s.edge[0][1], s.edge[1][0] * p.width + s.edge[1][1])] = LINE;
    expect(checkPosition(p, 'fill', end).kind).toBe('solved');
  });

  it('says the order it uses for this board, starting from the corner its first edge lies at', () => {
    const F = lessonFacts();
    for (const p of [board('1..2/..../.1../...2'), F.boards.tiny, F.boards.example, makeFacts().made.board]) {
      const { steps, order } = explainWalk(p, 'fill', emptyPosition(p));
      const cells = steps[0].edge;
      const corner = `${cells.some(([r]) => r === 0) ? 'top' : 'bottom'}-${cells.some(([, c]) => c === 0) ? 'left' : 'right'}`;
      expect(order).toContain(`(from the ${corner} corner)`);
    }
  });

  it('walks every board of the Play menu in the plain sweep, as the lesson promises (only the solver has its own order)', () => {
    const F = lessonFacts();
    const M = makeFacts();
    const menu: [NumberlinkPuzzle, NumberlinkRule][] = [[M.gentle.board, M.gentle.rule], [M.made.board, M.made.rule], [F.boards.example, 'fill'], [F.boards.tiny, 'fill'], [F.boards.rulesBoard, 'fill-notouch']];
    for (const [p, rule] of menu) {
      const walk = explainWalk(p, rule, emptyPosition(p));
      expect(walk.plain).toBe(true);
      expect(walk.order).toMatch(/^row by row from the top, each row left to right/);
    }
  });

  it('gives no walk when no solution extends the position', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    expect(explainWalk(p, 'fill', position(p, [[[2, 2], [2, 3]]])).steps).toEqual([]);
  });
});
