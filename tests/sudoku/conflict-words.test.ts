/**
 * The 9×9 SAT stepper's conflict steps say what each part of the analysis is
 * and what it buys (resolution, minimisation, shrinking, LBD), and the
 * search tree follows the stepper: each step names the node of its choice.
 */
import { describe, expect, it } from 'vitest';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import { stepWords } from '../../src/ui/sudoku/step-words';
import { beyondTreeWords, nodeOfStep } from '../../src/ui/sudoku/tree-words';
import { runGenreSolve } from '../../src/worker/run-genre';

function events(id: string, method: string): SudokuEvent[] {
  const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === id)!.text);
  if (!r.ok) throw new Error(r.error.message);
  return runGenreSolve(sudokuGenre as never, r.puzzle, { method }).trace.events as SudokuEvent[];
}

describe('conflict analysis in plain words', () => {
  const sat = events('hard', 'sat');
  it('every analysis names its resolution count and first UIP; a shrunk block says which single literal implies it', () => {
    const analyses = sat.filter((e): e is Extract<SudokuEvent, { kind: 'sat-analyse' }> => e.kind === 'sat-analyse');
    expect(analyses.length).toBeGreaterThan(0);
    for (const a of analyses) {
      const w = stepWords(a, 9);
      expect(w).toContain(a.resolved.length === 1 ? 'once' : `${a.resolved.length} times`);
      expect(w).toMatch(/the first UIP, which every chain from this level’s decision to the conflict passes through/);
      for (const b of a.shrunk) expect(w).toContain(`replace the ${b.block.length} literals of level ${b.level} by the single`);
      expect(w).toMatch(/A shorter clause becomes unit sooner, so it prunes more\.$/);
    }
    expect(analyses.some((a) => a.shrunk.length > 0)).toBe(true);
  });
  it('a learned clause says how many levels it spans and what that count (LBD) is for', () => {
    const learn = sat.find((e): e is Extract<SudokuEvent, { kind: 'sat-learn' }> => e.kind === 'sat-learn')!;
    expect(stepWords(learn, 9)).toMatch(new RegExp(`set at ${learn.lbd} different decision levels?\\. That ${learn.lbd} is the clause’s LBD \\(the number of different decision levels among its literals\\)`));
    // The levels recorded for the clause are what the LBD counts.
    expect(new Set(learn.levels).size).toBe(learn.lbd);
  });
});

describe('the search tree follows the stepper', () => {
  it('a step that made a choice selects that choice’s node; past the recorded tree nothing is selected', () => {
    const bt = events('small', 'backtrack');
    const top = bt.map((e, i) => ({ e, i })).filter(({ e }) => e.depth === 0).map(({ i }) => i);
    let checked = 0;
    top.forEach((start, k) => {
      const end = k + 1 < top.length ? top[k + 1] : bt.length;
      const own = bt.slice(start + 1, end).filter((e) => e.kind === 'search-node');
      if (own.length === 0) return;
      expect(nodeOfStep(bt, end)).toBe((own.at(-1) as { id: number }).id);
      checked++;
    });
    expect(checked).toBeGreaterThan(3);
    expect(nodeOfStep([{ kind: 'start' }], 1)).toBeNull();
    const root = bt.find((e) => e.kind === 'search-node' && (e as { parent: number | null }).parent === null) as { id: number };
    expect(nodeOfStep(bt, 0)).toBe(root.id);
  });
});

describe('a step past the recorded tree', () => {
  it('is said to lie past the drawn nodes when the tree stops short of the solution, not described as the start', () => {
    const node = (id: number, parent: number | null) => ({ kind: 'search-node', depth: 1, id, parent, outcome: 'expanded' });
    // Steps: start; a choice recording the root and one node; two more steps past the recorded tree.
    const capped = [{ kind: 'start', depth: 0 }, { kind: 'bt-place', depth: 0 }, node(0, null), node(1, 0), { kind: 'bt-place', depth: 0 }, { kind: 'end', depth: 0 }];
    expect(nodeOfStep(capped, capped.length)).toBeNull();
    expect(beyondTreeWords(capped, capped.length)).toBe('Step 4 lies past the last of the 2 nodes drawn, so the tree marks no node for it. Pick a node to go to its step.');
    // Within the tree, and before any step, nothing is said.
    expect(beyondTreeWords(capped, 4)).toBeNull();
    expect(beyondTreeWords(capped, 0)).toBeNull();
  });

  it('says nothing when the recorded tree reaches the solution (its goal stays chosen)', () => {
    const bt = events('small', 'backtrack');
    expect(bt.some((e) => e.kind === 'search-node' && (e as { outcome: string }).outcome === 'goal')).toBe(true);
    expect(beyondTreeWords(bt, bt.length)).toBeNull();
  });
});
