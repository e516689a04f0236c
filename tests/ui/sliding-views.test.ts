/**
 * The sliding views' pure helpers and the worked-example export, under Node
 * (the same code the CLI's export command runs): arrow keys, answer boards and
 * their announcements, the search tree's layout, what a link carries, the
 * blank-first goal's half-turned twin, the reader's count against the answer,
 * run sentences, parser messages on the page, the lesson's small pattern
 * database against a brute-force search, and the export.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { goalTiles } from '../../src/puzzles/sliding/board';
import type { SlidingEvent, TreeNodeEvent } from '../../src/puzzles/sliding/events';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { solveSliding } from '../../src/puzzles/sliding/solve';
import { renderSlidingExport } from '../../src/export/sliding';
import { hasBoard, stepList } from '../site/step-page';
import { arrowKeyPlayer, stuckWords, tileForArrow } from '../../src/ui/sliding/board-geometry';
import { boardsAlong } from '../../src/ui/sliding/StepBoards';
import { layoutSearchTree, neighbourFor, nodesOfGroup } from '../../src/ui/search-tree/layout';
import { searchNodeOf } from '../../src/puzzles/sliding/replay';
import { EXAMPLES } from '../../src/lessons/sliding/examples';
import { slide, movableTiles } from '../../src/puzzles/sliding/board';
import { parity } from '../../src/puzzles/sliding/parity';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { explainManhattanLc, manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { renderToStaticHtml } from '../../src/export/render-static';
import { describeMove, direction } from '../../src/ui/sliding/AnswerPanel';
import { MessageText } from '../../src/ui/sliding/BoardEditor';
import { blankFirstGoal, fitsBlankFirstOnly, halfTurnTwin, twinMoveOnOriginal } from '../../src/puzzles/sliding/goal';
import { verdict } from '../../src/ui/sliding/PlayMode';
import { cancelSentence, runSentence } from '../../src/ui/sliding/RunStatus';
import type { SlidingRun } from '../../src/ui/sliding/sliding-run';
import { readSolverLink } from '../../src/ui/sliding/solver-link';
import { smallPdbFacts } from '../../src/lessons/sliding/small-pdb';
import { tilesInOrder } from '../../src/ui/sliding/SlidingBoard';

const puzzleOf = (text: string) => {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const example = (id: string) => puzzleOf(EXAMPLES.find((e) => e.id === id)!.text);

function solveTraced(text: string) {
  const puzzle = puzzleOf(text);
  const rec = recorder<SlidingEvent>();
  const result = solveSliding(puzzle, { sink: rec.sink, treeNodeCap: 300 });
  return { puzzle, result, trace: rec.trace('sliding', 'ida') };
}

describe('arrow keys move the tile the way the arrow points', () => {
  // Blank in the centre of a 3×3 board: the four neighbours are 2 (up), 8 (down), 4 (left), 6 (right).
  const tiles = [1, 2, 3, 4, 0, 6, 7, 8, 5];
  it('picks the neighbour on the opposite side of the arrow', () => {
    expect(tileForArrow(tiles, 3, 'ArrowUp')).toBe(8);
    expect(tileForArrow(tiles, 3, 'ArrowDown')).toBe(2);
    expect(tileForArrow(tiles, 3, 'ArrowLeft')).toBe(6);
    expect(tileForArrow(tiles, 3, 'ArrowRight')).toBe(4);
  });
  it('returns null at an edge', () => {
    const goal = goalTiles(3); // blank bottom-right: nothing below or to the right of it
    expect(tileForArrow(goal, 3, 'ArrowUp')).toBeNull();
    expect(tileForArrow(goal, 3, 'ArrowLeft')).toBeNull();
  });
  it('an arrow that moves nothing says why instead of doing nothing', () => {
    const goal = goalTiles(3);
    const played: number[] = [];
    const stuck: string[] = [];
    const onKey = arrowKeyPlayer(goal, 3, (t) => played.push(t), (key) => stuck.push(stuckWords({ key })));
    onKey({ key: 'ArrowUp', preventDefault: () => {} } as KeyboardEvent);
    onKey({ key: 'ArrowDown', preventDefault: () => {} } as KeyboardEvent);
    expect(played).toEqual([6]);
    onKey({ key: 'ArrowLeft', preventDefault: () => {} } as KeyboardEvent);
    // Named by the blank's edge and the side the tile would come from.
    expect(stuck).toEqual([
      'No tile can move up: the blank is in the bottom row, so there is no tile below it to slide up into it.',
      'No tile can move left: the blank is in the right column, so there is no tile to the right of it to slide left into it.',
    ]);
    expect(stuckWords({ tile: 1 })).toMatch(/^Tile 1 cannot move: Only a tile next to the blank can slide/);
  });
});

describe('answer boards', () => {
  it('start at the puzzle and end at the goal', () => {
    const { puzzle, result } = solveTraced(EXAMPLES[0].text);
    const boards = boardsAlong(puzzle, result.solution!.moves);
    expect(boards).toHaveLength(result.solution!.moves.length + 1);
    expect(boards[0]).toEqual(puzzle.tiles);
    expect(boards[boards.length - 1]).toEqual(goalTiles(puzzle.size));
  });
});

describe('search tree layout', () => {
  const solved = solveTraced('5 1 3 / 4 _ 2 / 7 8 6');
  const { events } = solved.trace;
  const tree = events.filter((e): e is TreeNodeEvent => e.kind === 'tree-node').map(searchNodeOf);
  const firstBound = tree[0].group!;
  const lastBound = tree[tree.length - 1].group!;

  it('places every recorded node of a bound once, root first', () => {
    const nodes = nodesOfGroup(tree, firstBound);
    const layout = layoutSearchTree(nodes);
    expect(layout.order).toHaveLength(nodes.length);
    expect(layout.order[0]).toBe(layout.rootId);
    expect(layout.links).toHaveLength(nodes.length - 1);
    for (const p of layout.nodes.values()) expect(p.path).toHaveLength(p.node.numbers!.g);
  });

  it('drops nodes whose parent was not recorded', () => {
    const nodes = nodesOfGroup(tree, firstBound);
    const orphan = { ...nodes[1], id: 99_999, parent: 88_888 };
    expect(nodesOfGroup([...nodes, orphan], firstBound)).toHaveLength(nodes.length);
  });

  it('marks the way from the start to the goal, and End jumps to the goal', () => {
    const layout = layoutSearchTree(nodesOfGroup(tree, lastBound));
    expect(layout.goalId).not.toBeNull();
    const onPath = [...layout.nodes.values()].filter((p) => p.onGoalPath);
    // The start, then one node per move of the answer.
    const moves = solved.result.solution!.moves;
    expect(onPath.map((p) => p.path.length).sort((a, b) => a - b)).toEqual(moves.map((_, i) => i).concat(moves.length));
    expect(layout.nodes.get(layout.goalId!)!.path).toEqual(moves);
    expect(neighbourFor(layout, layout.rootId, 'End')).toBe(layout.goalId);
    expect(neighbourFor(layout, layout.goalId, 'Home')).toBe(layout.rootId);
  });
});

describe('worked-example export', () => {
  it('draws every board of the answer and makes no request', () => {
    const { puzzle, result, trace } = solveTraced(EXAMPLES[0].text);
    const html = renderSlidingExport({ puzzle, result, trace, footer: 'test' });
    const moves = stepList(html, 'export-moves')!;
    expect(moves.steps.map((s) => s.n)).toEqual(result.solution!.moves.map((_, k) => k + 1));
    for (const s of moves.steps) expect(hasBoard(s.markup), `move ${s.n}`).toBe(true);
    expect(html).toContain("default-src 'none'");
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain('Proven shortest');
  });

  it('is the same file for the same input', () => {
    const { puzzle, result, trace } = solveTraced(EXAMPLES[1].text);
    const a = renderSlidingExport({ puzzle, result, trace, footer: 'x' });
    const b = renderSlidingExport({ puzzle, result, trace, footer: 'x' });
    expect(a).toBe(b);
  });

  it('explains an unsolvable board without a search section', () => {
    const puzzle = example('swapped-14-15');
    const rec = recorder<SlidingEvent>();
    const result = solveSliding(puzzle, { sink: rec.sink });
    expect(result.status).toBe('unsolvable');
    const html = renderSlidingExport({ puzzle, result, trace: rec.trace('sliding', 'ida') });
    expect(html).toContain('Not solvable.');
    expect(stepList(html, 'export-moves')).toBeNull();
    expect(html).not.toContain('data-testid="iteration-table"');
  });
});

/** Any arrangement of a board of this width (solvable or not). */
const anyBoard = (size: number) => fc.shuffledSubarray(goalTiles(size), { minLength: size * size, maxLength: size * size });

describe('answer announcements', () => {
  it('say which way each tile slid and how far is left', () => {
    const { puzzle, result } = solveTraced(EXAMPLES[0].text);
    const moves = result.solution!.moves;
    const boards = boardsAlong(puzzle, moves);
    expect(describeMove(boards, moves, 4, 0)).toMatch(/^the start board; estimate h = \d+$/);
    for (let k = 1; k < moves.length; k++) {
      const from = boards[k - 1].indexOf(moves[k - 1]);
      const to = boards[k].indexOf(moves[k - 1]);
      expect(describeMove(boards, moves, 4, k)).toBe(
        `slid ${moves[k - 1]} ${direction(from, to, 4)}; ${moves.length - k} move${moves.length - k === 1 ? '' : 's'} to go, estimate h = ${explainManhattanLc(boards[k], 4).total}`,
      );
    }
    expect(describeMove(boards, moves, 4, moves.length)).toMatch(/; solved$/);
  });
  it('say why the estimate rose, exactly on the moves where it rose', () => {
    const hardest = EXAMPLES.find((e) => e.size === 3)!;
    const { puzzle, result } = solveTraced(hardest.text);
    const moves = result.solution!.moves;
    const boards = boardsAlong(puzzle, moves);
    let rises = 0;
    for (let k = 1; k < moves.length; k++) {
      const h = explainManhattanLc(boards[k], 3).total;
      const before = explainManhattanLc(boards[k - 1], 3).total;
      const words = describeMove(boards, moves, 3, k);
      if (h > before) {
        rises++;
        expect(words).toContain(`estimate h = ${h} (up from ${before}: the estimate is only a lower bound`);
      } else expect(words).not.toContain('up from');
    }
    expect(rises).toBeGreaterThan(0);
  });
  it('name the direction on the board', () => {
    expect(direction(4, 1, 3)).toBe('up');
    expect(direction(1, 4, 3)).toBe('down');
    expect(direction(4, 3, 3)).toBe('left');
    expect(direction(4, 5, 3)).toBe('right');
  });
});

describe('tiles are drawn in tile order', () => {
  it('so that a slide moves no element and a focused tile keeps focus', () => {
    fc.assert(
      fc.property(anyBoard(4), (tiles) => {
        const order = tilesInOrder(tiles);
        expect(order.map(([t]) => t)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
        for (const [t, cell] of order) expect(tiles[cell]).toBe(t);
      }),
    );
  });
});

describe('a link to the solver', () => {
  const link = (q: string) => readSolverLink(new URLSearchParams(q));
  it('carries a board, a method, a limit and whether it names a step', () => {
    const l = link(`board=${encodeURIComponent('8 6 7 / 2 5 4 / 3 _ 1')}&method=ida-lc&limit=30&move=4`);
    expect(l).toMatchObject({ board: '8 6 7 / 2 5 4 / 3 _ 1', boardError: null, method: 'ida-lc', limitSec: 30, namesStep: true, problems: [] });
    expect(link('search=2').namesStep).toBe(true);
    expect(link('tree=2').namesStep).toBe(false);
  });
  it('names every value it cannot use instead of dropping it', () => {
    const l = link('board=1+2+x&method=magic&limit=0');
    expect(l.boardError).not.toBeNull();
    expect(l.method).toBeNull();
    expect(l.limitSec).toBeNull();
    expect(l.problems).toHaveLength(3);
    expect(l.problems[1]).toContain('“magic”');
    expect(l.problems[2]).toContain('“0”');
    expect(link('limit=601').problems).toHaveLength(1);
    expect(link('limit=600').limitSec).toBe(600);
  });
});

describe('the blank-first goal and the half-turned twin', () => {
  it('maps slides to slides: the twin of a board after tile t is the twin after tile N − t', () => {
    for (const size of [3, 4]) {
      fc.assert(
        fc.property(anyBoard(size), (tiles) => {
          const twin = halfTurnTwin({ size, tiles });
          for (const t of movableTiles(tiles, size)) {
            expect(halfTurnTwin({ size, tiles: slide(tiles, size, t)! }).tiles).toEqual(slide(twin.tiles, size, twinMoveOnOriginal(t, size)));
          }
          expect(halfTurnTwin(twin).tiles).toEqual(tiles);
        }),
      );
    }
  });
  it('maps the blank-first goal onto ours', () => {
    for (const size of [3, 4]) expect(halfTurnTwin({ size, tiles: blankFirstGoal(size) }).tiles).toEqual(goalTiles(size));
  });
  it('recognises exactly the 15-puzzle boards that cannot reach our goal; never an 8-puzzle board', () => {
    fc.assert(fc.property(anyBoard(4), (tiles) => fitsBlankFirstOnly({ size: 4, tiles }) === !parity({ size: 4, tiles }).solvable));
    fc.assert(fc.property(anyBoard(3), (tiles) => !fitsBlankFirstOnly({ size: 3, tiles })));
  });
  it('solves a board toward the blank-first goal through its twin', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3), { maxLength: 14 }), (picks) => {
        let tiles = blankFirstGoal(4);
        for (const p of picks) {
          const options = movableTiles(tiles, 4);
          tiles = slide(tiles, 4, options[p % options.length])!;
        }
        const twin = halfTurnTwin({ size: 4, tiles });
        const result = solveIdaStar(twin, { heuristic: manhattanLcHeuristic(4) });
        const onOriginal = result.solution!.moves.map((t) => twinMoveOnOriginal(t, 4));
        let end: number[] | null = tiles;
        for (const t of onOriginal) end = end && slide(end, 4, t);
        expect(end).toEqual(blankFirstGoal(4));
        expect(onOriginal.length).toBeLessThanOrEqual(picks.length);
      }),
      { numRuns: 40 },
    );
  });
});

describe('slide it yourself: the count against the answer', () => {
  it('says optimal only when the proven length is matched', () => {
    expect(verdict(9, { length: 9, optimal: true })).toMatch(/^That is a shortest solution/);
    expect(verdict(13, { length: 9, optimal: true })).toMatch(/4 moves could be saved/);
    expect(verdict(13, { length: 20, optimal: false })).toMatch(/not proven shortest/);
    expect(verdict(13, null)).toMatch(/Press Solve/);
  });
});

describe('run sentences', () => {
  const run = (patch: Partial<SlidingRun>): SlidingRun => ({
    phase: 'cancelled', progress: 0.4, progressLabel: 'database 1 of 3', live: null, liveSteps: [], reply: null, key: 'k',
    request: { method: 'ida', limitMs: 15000 }, elapsedMs: 900, prepareMs: null, message: '', ...patch,
  });
  it('say what a cancel during the table build throws away, and what a cancel during the search does', () => {
    expect(cancelSentence(run({}), true)).toMatch(/being built \(40% done\)\. The part built so far is thrown away, so the next solve .* builds them again from the start \(until then part 4 shows no table’s numbers\)\.$/);
    // Tables the page has all the same (part 5's own build) are said, not a build to come: part 4 shows their numbers.
    expect(cancelSentence(run({}), true, true)).toMatch(/thrown away; part 5’s Hint built them meanwhile .* the next solve uses them\.$/);
    expect(cancelSentence(run({ prepareMs: 1200 }), true)).toMatch(/^Cancelled: the search stopped/);
    expect(cancelSentence(run({}), false)).toMatch(/^Cancelled: the search stopped/);
  });
  it('count in words that agree with the number', () => {
    const done = run({ phase: 'done', prepareMs: 0 });
    const sentence = runSentence(done, { status: 'solved', solution: { moves: [1], length: 1, optimal: true }, stats: { nodes: 1, iterations: 1 } });
    expect(sentence).toBe('Solved: 1 move, proven shortest, after 1 node in 1 iteration.');
  });
  it('do not repeat the parity sentence’s own verdict', () => {
    const puzzle = example('swapped-14-15');
    const result = solveSliding(puzzle, {});
    const sentence = runSentence(run({ phase: 'done' }), result);
    expect(sentence).toMatch(/^Decided before any search: /);
    expect(sentence.match(/cannot be solved|not solvable/gi)).toHaveLength(1);
  });
});

describe('parser messages on the page', () => {
  it('set quoted text apart as code instead of showing backticks', () => {
    const r = parseSliding('1 2 3 / 4 x 6 / 7 8 _');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const html = renderToStaticHtml(MessageText({ text: r.error.message }));
    expect(html).toContain('<code>x</code>');
    expect(html).not.toContain('`');
  });
  it('leave a message with an unpaired backtick as it is', () => {
    expect(renderToStaticHtml(MessageText({ text: 'a ` b' }))).toBe('a ` b');
  });
});

describe("the lesson's small pattern database", () => {
  const facts = smallPdbFacts(puzzleOf('2 1 3 / 4 5 6 / 8 7 _'));
  /**
   * The same database by brute force: states (cell of 1, cell of 2, blank); a
   * move of tile 1 or 2 into the blank costs 1, any other tile's move costs 0;
   * an entry is the cheapest way from the placement to tiles 1 and 2 at home,
   * over every blank cell. A 0-1 breadth-first search from the goal (moves are
   * reversible at the same cost).
   */
  function bruteForce(): number[][] {
    const key = (a: number, b: number, z: number) => (a * 9 + b) * 9 + z;
    const dist = new Array<number>(729).fill(Infinity);
    const deque: number[] = [];
    for (let z = 2; z < 9; z++) {
      dist[key(0, 1, z)] = 0;
      deque.push(key(0, 1, z));
    }
    while (deque.length) {
      const s = deque.shift()!;
      const [a, b, z] = [Math.floor(s / 81), Math.floor(s / 9) % 9, s % 9];
      for (const n of [z - 3, z + 3, z % 3 > 0 ? z - 1 : -1, z % 3 < 2 ? z + 1 : -1]) {
        if (n < 0 || n > 8) continue;
        const next = n === a ? key(z, b, n) : n === b ? key(a, z, n) : key(a, b, n);
        const cost = n === a || n === b ? 1 : 0;
        if (dist[s] + cost < dist[next]) {
          dist[next] = dist[s] + cost;
          if (cost === 0) deque.unshift(next);
          else deque.push(next);
        }
      }
    }
    return Array.from({ length: 9 }, (_, a) =>
      Array.from({ length: 9 }, (_, b) => {
        let best = Infinity;
        for (let z = 0; z < 9; z++) if (z !== a && z !== b) best = Math.min(best, dist[key(a, b, z)]);
        return best;
      }),
    );
  }

  it('has every entry a brute-force search finds', () => {
    const brute = bruteForce();
    for (let a = 0; a < 9; a++) for (let b = 0; b < 9; b++) if (a !== b) expect(facts.value[a][b]).toBe(brute[a][b]);
  });
  it('never says less than Manhattan distance, and says more where the tiles block each other', () => {
    for (let a = 0; a < 9; a++) for (let b = 0; b < 9; b++) if (a !== b) expect(facts.value[a][b]!).toBeGreaterThanOrEqual(facts.manhattan[a][b]!);
    expect(facts.aboveManhattan).toBeGreaterThan(0);
    expect(facts.lookup.value).toBeGreaterThan(facts.lookup.manhattan);
  });
});
