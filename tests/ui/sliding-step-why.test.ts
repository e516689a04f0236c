/**
 * The IDA* stepper's "why" line (src/ui/sliding/step-why.ts) on a real
 * recorded search: each bound is traced to where it came from, a cut is named
 * with its f against the bound, and the last iteration explains why its answer
 * is a shortest one.
 */
import { describe, expect, it } from 'vitest';
import type { IterationEvent, SlidingEvent, TreeNodeEvent } from '../../src/puzzles/sliding/events';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { explainManhattanLc, manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { searchNodeOf } from '../../src/puzzles/sliding/replay';
import { nodesOfGroup } from '../../src/ui/search-tree/layout';
import { skippedWords, smallestCut, whyOfPlayMove, whyOfStep } from '../../src/ui/sliding/step-why';
import { slide } from '../../src/puzzles/sliding/board';

function traceOf(text: string): SlidingEvent[] {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(r.error.message);
  const events: SlidingEvent[] = [];
  solveIdaStar(r.puzzle, { heuristic: manhattanLcHeuristic(3), sink: (e) => events.push(e), treeNodeCap: 5000 });
  return events;
}

describe('why each IDA* step happened', () => {
  // A board that needs several iterations (its first estimate is below its answer).
  const events = traceOf('8 6 7 / 2 5 4 / 3 _ 1');
  const iterations = events.map((e, i) => [e, i] as const).filter((x): x is readonly [IterationEvent, number] => x[0].kind === 'iteration');
  const tree = events.filter((e): e is TreeNodeEvent => e.kind === 'tree-node').map(searchNodeOf);

  it('has more than one iteration to explain', () => {
    expect(iterations.length).toBeGreaterThan(1);
  });

  it('takes the first bound from the start estimate and each later one from the cut before', () => {
    const root = events.find((e) => e.kind === 'root')!;
    if (root.kind !== 'root') throw new Error('no root');
    expect(whyOfStep(events, iterations[0][1])).toContain(`Bound ${iterations[0][0].bound} is the estimate on the start board (h = ${root.h})`);
    for (let k = 1; k < iterations.length; k++) {
      const [e, at] = iterations[k];
      expect(iterations[k - 1][0].nextBound).toBe(e.bound);
      expect(whyOfStep(events, at)).toContain(`every path with f ≤ ${iterations[k - 1][0].bound}`);
    }
  });

  it('says why no solution has a length between two bounds: f keeps its parity, so the odd one out is impossible', () => {
    // The claim itself, on every node the search recorded: f has the parity of the start estimate.
    const root = events.find((e) => e.kind === 'root')!;
    if (root.kind !== 'root') throw new Error('no root');
    for (const n of tree) if (n.numbers) expect((n.numbers.g + n.numbers.h - root.h) % 2).toBe(0);
    for (let k = 1; k < iterations.length; k++) {
      const [e, at] = iterations[k];
      const before = iterations[k - 1][0].bound;
      expect(e.bound - before).toBe(2);
      expect(whyOfStep(events, at)).toContain(`so no solution is shorter than ${e.bound} (f keeps its parity, so ${before + 1} is impossible).`);
    }
    expect(skippedWords(6, 7)).toBe('');
    expect(skippedWords(6, 10)).toBe(' (f keeps its parity, so 7 and 9 are impossible; no branch it cut had f = 8)');
  });

  it('names the smallest cut of an unfinished iteration, with its f over the bound', () => {
    // The solver records nodes up to a cap: only iterations recorded whole (the root plus one node per generated one) count.
    const whole = iterations.filter(([x]) => !x.found && nodesOfGroup(tree, x.bound).length === x.nodes + 1);
    expect(whole.length).toBeGreaterThan(1);
    for (const [e, at] of whole) {
      const nodes = nodesOfGroup(tree, e.bound);
      const cut = smallestCut(nodes)!;
      expect(cut.g + cut.h).toBe(e.nextBound);
      expect(cut.moves).toHaveLength(cut.g);
      expect(nodes.find((n) => n.id === cut.id)).toMatchObject({ outcome: 'pruned', numbers: { g: cut.g, h: cut.h } });
      const why = whyOfStep(events, at, cut);
      expect(why).toContain(`the smallest such f was ${e.nextBound}`);
      expect(why).toContain(`f = ${e.nextBound} > bound ${e.bound}`);
    }
  });

  it('says why the answer of the last iteration is a shortest one', () => {
    const [last, at] = iterations[iterations.length - 1];
    expect(last.found).toBe(true);
    expect(whyOfStep(events, at)).toContain(`no solution is shorter than ${last.bound}`);
  });
});

describe('why the estimate changed after a move in play mode', () => {
  const made = (tiles: number[], size: number, tile: number) => {
    const after = slide(tiles, size, tile)!;
    const sum = (t: number[]) => {
      const b = explainManhattanLc(t, size);
      return { manhattan: b.parts[0].value, total: b.total, tileDistance: b.perTile![tile] };
    };
    return { before: sum(tiles), after: sum(after) };
  };

  it('says toward or away from home, and f against the shortest answer', () => {
    const goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    // Sliding 8 right out of the goal moves it away from home: f = 1 + 1 + 0 conflicts.
    const away = made(goal, 3, 8);
    const text = whyOfPlayMove(8, away.before, away.after, 1, 0);
    expect(text).toContain('away from its home (Manhattan distance +1)');
    expect(text).toContain('f = 1 + 1 = 2');
    // f above the shortest length proves the reader left every shortest path, and says how long a solution now is at least.
    expect(text).toContain('f is above it: you have left every shortest path, and a solution through here now has at least 2 moves');
    // f at most the shortest length proves nothing either way: the words say "may", and why the estimate cannot say more.
    const atMost = whyOfPlayMove(8, away.before, away.after, 1, 2);
    expect(atMost).toContain('f is not above it: you may still be on a shortest path');
    expect(atMost).toContain('The estimate cannot prove you are, since it may say too little');
    expect(atMost).not.toContain('left every shortest path');
    // And back again: toward home.
    const back = made(slide(goal, 3, 8)!, 3, 8);
    expect(whyOfPlayMove(8, back.before, back.after, 2, null)).toContain('toward its home (Manhattan distance −1)');
  });

  it('counts a linear conflict made by a move, and undone by the move back', () => {
    // 2 _ 3 / 4 1 5 / 7 8 6: sliding 1 up puts it in its home row right of 2, a conflict that costs 2 more moves.
    const tiles = [2, 0, 3, 4, 1, 5, 7, 8, 6];
    const up = made(tiles, 3, 1);
    expect(whyOfPlayMove(1, up.before, up.after, 1, null)).toContain('the linear conflicts now add 2 instead of 0');
    const down = made(slide(tiles, 3, 1)!, 3, 1);
    expect(whyOfPlayMove(1, down.before, down.after, 2, null)).toContain('the linear conflicts now add 0 instead of 2');
    expect(whyOfPlayMove(1, up.before, up.after, 1, null)).toContain('toward its home');
    expect(whyOfPlayMove(1, down.before, down.after, 2, null)).toContain('away from its home');
  });
});
