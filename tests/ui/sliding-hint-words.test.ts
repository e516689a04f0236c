/**
 * Play mode's Hint (src/ui/sliding/hint-words.ts) on real solves: the move it
 * names starts a shortest solution (solving again after that move needs one
 * move fewer), the direction is the way the tile really goes, the words give
 * the solution's length and the search's own first estimate, a time-out is
 * said to be the non-optimal fallback with its proven lower bound, and an
 * unsolvable board gets the parity rule instead of a hint.
 */
import { describe, expect, it } from 'vitest';
import { slide } from '../../src/puzzles/sliding/board';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { slidingLcGenre } from '../../src/puzzles/sliding/genre';
import { parity } from '../../src/puzzles/sliding/parity';
import { runGenreSolve } from '../../src/worker/run-genre';
import { countStart, directionOf, hintMarkWords, hintWords, leastFinish, planOf, positionCheckWords, progressWords, repeatHintWords, tablesWaitLabel, unsolvableWords } from '../../src/ui/sliding/hint-words';
import { lastMoveWords } from '../../src/ui/sliding/board-geometry';

function board(text: string) {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

function solve(text: string, maxNodes?: number) {
  const p = board(text);
  const reply = runGenreSolve(slidingLcGenre, p, { method: 'ida-lc', limitMs: 60_000, maxNodes });
  const s = reply.result.solution!;
  return { p, s, events: reply.trace.events as SlidingEvent[] };
}

describe('directionOf', () => {
  it('names the way a tile next to the blank slides, and null for any other tile', () => {
    const tiles = board('1 2 3 4 0 5 6 7 8').tiles; // blank in the middle
    expect(directionOf(tiles, 3, 5)).toBe('left');
    expect(directionOf(tiles, 3, 4)).toBe('right');
    expect(directionOf(tiles, 3, 7)).toBe('up');
    expect(directionOf(tiles, 3, 2)).toBe('down');
    expect(directionOf(tiles, 3, 1)).toBeNull();
  });
});

describe('hintWords', () => {
  const text = '8 6 7 2 5 4 3 0 1'; // a hardest 8-puzzle board
  it('names the first move of a shortest solution, which leaves exactly one move fewer', () => {
    const { p, s, events } = solve(text);
    const plan = planOf(s.moves, s.optimal, events, 15);
    const words = hintWords(p.tiles, 3, plan, 0, { h: 0, name: 'unused' });
    const first = s.moves[0];
    expect(words.startsWith(`Slide ${first} ${directionOf(p.tiles, 3, first)}:`)).toBe(true);
    expect(words).toContain(`shortest solution of ${s.length} moves`);
    // The estimate named is the search's own first bound, not the one passed in.
    expect(plan.rootH).not.toBeNull();
    expect(words).toContain(`(Manhattan + linear conflicts) says at least ${plan.rootH} moves remain`);
    expect(words).toContain(`the other ${s.length - plan.rootH!} moves are the detours`);
    const after = slide(p.tiles, 3, first)!;
    const again = runGenreSolve(slidingLcGenre, { size: 3, tiles: after }, { method: 'ida-lc' }).result.solution!;
    expect(again.length).toBe(s.length - 1);
  });

  it('later in the plan, uses the estimate on the board now and says why the rest is still shortest', () => {
    const { p, s, events } = solve(text);
    const plan = planOf(s.moves, s.optimal, events, 15);
    const after = slide(p.tiles, 3, s.moves[0])!;
    const words = hintWords(after, 3, plan, 1, { h: 17, name: 'Manhattan + linear conflicts' });
    expect(words).toContain(`Slide ${s.moves[1]}`);
    expect(words).toContain(`shortest solution of ${s.length - 1} moves`);
    expect(words).toContain(`shortest solution of ${s.length - 1} moves from here (the rest of a shortest solution is itself shortest);`);
    expect(words).not.toContain('or the whole could be shortened');
    expect(words).toContain('at least 17 moves remain');
  });

  it('when the estimate equals the moves left, says what "exact" means', () => {
    const { p, s, events } = solve('1 2 3 4 5 6 0 7 8');
    const plan = planOf(s.moves, s.optimal, events, 15);
    expect(plan.rootH).toBe(s.length);
    expect(hintWords(p.tiles, 3, plan, 0, { h: 0, name: 'unused' })).toContain('the estimate is exact here (it equals the number of moves truly left)');
  });

  it('says when the search ran out of time and the fast fallback answered, with the proven lower bound', () => {
    // A 15-puzzle that Manhattan + conflicts cannot finish within a thousand nodes (the budget stands in for the time).
    const { p, s, events } = solve('0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1', 1000);
    expect(s.optimal).toBe(false);
    const plan = planOf(s.moves, s.optimal, events, 15);
    expect(plan.lowerBound).not.toBeNull();
    const words = hintWords(p.tiles, 4, plan, 0, { h: 0, name: 'unused' });
    expect(words).toContain(`it starts a ${s.length}-move solution from here found by the fast fallback method`);
    expect(words).toContain('NOT proven shortest');
    expect(words).toContain(`no solution from the board where you asked is shorter than ${plan.lowerBound} moves`);
    expect(words).toContain('ran out of its 15 s');
  });

  it('counts the played moves of "Solve from here"', () => {
    const plan = { moves: [6, 8], optimal: true, rootH: 2, heuristic: 'h', lowerBound: null, limitSec: 15 };
    expect(progressWords(plan, 1)).toBe('Solve from here, paused: 1 of 2 moves of the shortest solution played; the rest: 8.');
    expect(progressWords(plan, 2)).toContain('the board is solved');
  });

  it('says while "Solve from here" plays that the tiles move by themselves, and how to stop them', () => {
    const plan = { moves: [6, 8, 5], optimal: true, rootH: 3, heuristic: 'h', lowerBound: null, limitSec: 15 };
    expect(progressWords(plan, 1, 0, true, 0.6)).toBe(
      'Solve from here is playing the shortest solution, a move every 0.6 s: 1 of 3 played; the rest: 8, 5. Pause or Escape stops it.');
    expect(progressWords(plan, 1, 0, false)).toMatch(/^Solve from here, paused: 1 of 3 moves/);
  });

  it('counts only moves played along the plan: an Undo or Start again onto it starts the count there', () => {
    // A plan asked after a 3-move detour: its first 3 moves undo the detour, so "Start again" lands on its board 3.
    const plan = { moves: [1, 2, 3, 4, 5, 6], optimal: true, rootH: 6, heuristic: 'h', lowerBound: null, limitSec: 15 };
    expect(countStart(0, 1, 0, true)).toBe(0); // a move along the plan keeps the count
    expect(countStart(0, 3, 0, false)).toBe(3); // Start again: the count starts at the board reached
    expect(progressWords(plan, 3, 3)).toBe('Solve from here, paused: 0 of 3 moves of the shortest solution played; the rest: 4, 5, 6.');
    expect(countStart(3, 4, 3, true)).toBe(3);
    expect(progressWords(plan, 4, 3)).toBe('Solve from here, paused: 1 of 3 moves of the shortest solution played; the rest: 5, 6.');
    expect(countStart(4, 3, 3, false)).toBe(3); // Undo back to where the count starts
    expect(countStart(2, 1, 0, false)).toBe(1); // Undo further back: the undone move is no longer counted as played
    expect(progressWords(plan, 6, 3)).toBe('Solve from here: played all 3 moves of the shortest solution: the board is solved.');
  });

  it('does not count an Undo onto the plan\'s next board as a move played along it', () => {
    // Hint asked after a one-move detour: the plan's first move undoes it. Pressing Undo instead lands on the
    // plan's board 1 — one step on, like a move along the plan, but no move was made: the count starts there.
    const plan = { moves: [14, 13, 9], optimal: true, rootH: 3, heuristic: 'h', lowerBound: null, limitSec: 15 };
    expect(countStart(0, 1, 0, false)).toBe(1);
    expect(progressWords(plan, 1, 1)).toBe('Solve from here, paused: 0 of 2 moves of the shortest solution played; the rest: 13, 9.');
    expect(countStart(0, 1, 0, true)).toBe(0); // the same step made as a move is played along the plan
  });
});

describe('unsolvableWords', () => {
  it('gives the parity rule, not a hint, on a board that cannot be solved', () => {
    const swapped = board('1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0');
    const words = unsolvableWords(parity(swapped));
    expect(words).toContain('No hint: this board cannot be solved.');
    expect(words).toContain('an even number');
  });
});

describe('a Hint pressed again, and the marks beside the board', () => {
  it('says the advice is the same because the board did not change, without saying the move a second time', () => {
    const words = repeatHintWords(2);
    expect(words).toBe('Same board, so the same advice (you have pressed Hint 2 times on this board):');
    expect(words).not.toMatch(/slide/);
    expect(repeatHintWords(3)).toContain('pressed Hint 3 times');
  });
  it('names the hinted tile and its way, and labels the last-move arrow with the way the tile went', () => {
    // The hint's own words name the tile and its way; the mark's words only say where the board shows it.
    expect(hintMarkWords()).toBe('On the board the hinted tile has the thick dashed outline; the dashed arrow points where it goes.');
    // 9 slid down into the blank: it now stands below the blank, which is the cell it left.
    const after = board('1 2 3 4 / 5 6 7 8 / 0 10 11 12 / 9 13 14 15').tiles;
    expect(lastMoveWords(after, 4, 9)).toMatch(/^last move: 9 down /);
    // The blank in the middle of the bottom row: 7 (left of it) last went left, 8 (right of it) right.
    const sideways = board('1 2 3 / 4 5 6 / 7 0 8').tiles;
    expect(lastMoveWords(sideways, 3, 7)).toMatch(/^last move: 7 left /);
    expect(lastMoveWords(sideways, 3, 8)).toMatch(/^last move: 8 right /);
  });
});

describe('the check line after a detour', () => {
  it('says how long the whole solution has become, never more than a real solve from there finds', () => {
    const start = solve('1 2 3 / 4 5 6 / _ 7 8');
    const shortest = start.s.length;
    // Slide a tile the shortest solution does not start with: a detour.
    const detour = [4, 5, 7, 8].find((t) => t !== start.s.moves[0] && slide(start.p.tiles, 3, t) !== null)!;
    const after = slide(start.p.tiles, 3, detour)!;
    const text = after.map((t) => (t === 0 ? '_' : String(t))).join(' ');
    const from = solve(text);
    const h = from.events.find((e) => e.kind === 'root');
    const estimate = { h: h && h.kind === 'root' ? h.h : 0, name: 'Manhattan + linear conflicts' };
    const least = leastFinish(1, estimate.h, shortest);
    // A lower bound with the start's parity: no real finish is shorter.
    expect(least).toBeLessThanOrEqual(1 + from.s.length);
    expect((least - shortest) % 2).toBe(0);
    expect(least).toBeGreaterThan(shortest);
    expect(positionCheckWords(true, estimate, 1, shortest)).toContain(`${shortest} → at least ${least} moves`);
    // No solver answer to compare with: only the bound, no arrow.
    expect(positionCheckWords(true, estimate, 1, null)).not.toContain('→');
  });
  it('rounds made + estimate up to the parity of the shortest solution', () => {
    expect(leastFinish(3, 6, 8)).toBe(10);
    expect(leastFinish(3, 5, 8)).toBe(8);
    expect(leastFinish(1, 4, 9)).toBe(5);
  });

  it('says, while the tables are built, that the press was taken and what it will bring', () => {
    expect(tablesWaitLabel('hint')).toBe('Building the pattern databases (once per visit); your hint comes as soon as they are ready');
    expect(tablesWaitLabel('solve')).toMatch(/your solution comes as soon as they are ready$/);
  });
});
