/**
 * The solver's SAT stepper draws each conflict's implication graph from the
 * cone the analysis records (src/sat/implication-cone.ts): every conflict-level
 * literal the analysis resolved is in it with its own clause, the decision of
 * the level is in it, and the graph the by-hand tool draws builds from it.
 * The board marks a decision's cell as a guess and propagated cells as forced.
 */
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../src/core/player';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import { implicationGraph } from '../../src/puzzles/sudoku/implication-graph';
import { PLACED_FORCED, PLACED_GUESS, sudokuReplay } from '../../src/puzzles/sudoku/replay';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import { runGenreSolve } from '../../src/worker/run-genre';

const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'top')!.text);
if (!r.ok) throw new Error(r.error.message);
const puzzle = r.puzzle;
const events = runGenreSolve(sudokuGenre as never, puzzle, { method: 'sat' }).trace.events as SudokuEvent[];

describe('a traced conflict’s implication graph', () => {
  it('holds the decision and every resolved literal with its clause, and builds the drawn graph', () => {
    let drawn = 0;
    events.forEach((e, i) => {
      if (e.kind !== 'sat-analyse' || !e.cone) return;
      const conflict = events[i - 1];
      if (conflict.kind !== 'sat-conflict') throw new Error('an analysis follows its conflict');
      const at = new Map(e.cone.map((c) => [c.literal, c]));
      for (const c of e.cone) if (c.reason) expect(c.reason[0]).toBe(c.literal);
      for (const res of e.resolved) expect(at.get(res.literal)?.reason).toEqual(res.reason);
      expect(e.cone.filter((c) => c.level === e.level && c.reason === null)).toHaveLength(1);
      const graph = implicationGraph(e.cone, conflict.clause, { uip: e.uip, conflictSide: e.resolved.map((x) => x.literal) });
      expect(graph.nodes).toHaveLength(e.cone.length + 1);
      expect(graph.nodes.some((n) => n.literal === e.uip)).toBe(true);
      drawn++;
    });
    expect(drawn).toBeGreaterThan(0);
  });

  it('marks a decision’s cell as a guess and what propagation placed as forced', () => {
    const player = createPlayer(sudokuReplay, puzzle, events);
    let seen = 0;
    events.forEach((e, i) => {
      if (e.kind !== 'sat-decide' || e.literal <= 0 || e.shown[0] !== e.literal || seen > 5) return;
      const view = player.at(i + 1);
      expect(view.placedBy[e.placed[0]]).toBe(PLACED_GUESS);
      for (let k = 2; k < e.placed.length; k += 2) expect(view.placedBy[e.placed[k]]).toBe(PLACED_FORCED);
      seen++;
    });
    expect(seen).toBeGreaterThan(0);
  });
});
