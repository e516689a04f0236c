/**
 * The two models the lesson teaches, checked against the rules they encode:
 * the exact-cover matrix (its rows are exactly the options the givens leave,
 * its covers exactly the solutions) and the formula (clause families counted
 * by formula match the built ones; a filled board is a model).
 */
import { describe, expect, it } from 'vitest';
import { solveExactCover } from '../../src/exact-cover/dlx';
import { satisfies } from '../../src/sat/cnf';
import { propagate, type TrailEntry } from '../../src/sat/by-hand';
import { readDimacs } from '../../src/sat/dimacs';
import { openCandidates } from '../../src/puzzles/sudoku/candidates';
import { sudokuClauseFamilies } from '../../src/puzzles/sudoku/clause-families';
import { fullModelSize, fullSudokuCnf, fullVar, openSudokuCnf, sudokuCnfWithGivens, variableName } from '../../src/puzzles/sudoku/cnf-model';
import { sudokuExactCover, teachingMatrix } from '../../src/puzzles/sudoku/exact-cover-model';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { all4x4Grids, bruteSolutions } from './brute';

// The 4×4 example board of Jeremias, "Algoritmisk Sudokulösning" (Spektraklet blog, 2014): 8 givens, 8 empty cells.
const article: SudokuPuzzle = { order: 2, size: 4, cells: [3, 4, 1, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 1, 4, 3] };

describe('the exact-cover matrix', () => {
  it('for the example 4×4 board: 8 empty cells × 4 values, the rows the givens rule out marked with why', () => {
    const m = teachingMatrix(article, openCandidates(article)!);
    expect(m.rows).toHaveLength(32);
    const open = m.rows.filter((r) => r.ruledOut === null);
    expect(open.length).toBeLessThan(32);
    expect(m.rows.find((r) => r.name === 'r1c4#1')?.ruledOut).toBe('row 1 has a given 1');
    expect(m.columns.every((c) => c.name.length > 0)).toBe(true);
    // Every open row has a 1 in four columns: its cell, its row, its column and its box with its value.
    for (const r of open) expect(m.dense[m.rows.indexOf(r)].reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('its exact covers are exactly the board’s solutions (every 4×4 puzzle made from a grid by emptying cells)', () => {
    for (let g = 0; g < 288; g += 29) {
      const grid = all4x4Grids()[g];
      const cells = grid.flat().map((v, i) => (i % 3 === 0 ? v : 0));
      const p: SudokuPuzzle = { order: 2, size: 4, cells };
      const model = sudokuExactCover(p, openCandidates(p)!)!;
      const covers = solveExactCover(model.problem, { maxSolutions: 1000 }).solutions;
      const boards = covers.map((rows) => {
        const out = cells.slice();
        for (const r of rows) out[model.rowCell[r]] = model.rowValue[r];
        return out.join('');
      });
      expect(boards.sort()).toEqual(bruteSolutions(p).map((s) => s.flat().join('')).sort());
    }
  });
});

describe('the formula', () => {
  it('counts every family as the lesson states them, for orders 2 and 3', () => {
    for (const order of [2, 3]) {
      const p: SudokuPuzzle = { order, size: order * order, cells: new Array(order ** 4).fill(0).map((_, i) => (i === 0 ? 1 : 0)) };
      const built = sudokuCnfWithGivens(p).cnf.familyCounts();
      const stated = sudokuClauseFamilies(order, 1);
      expect(built.map((f) => ({ name: f.name, clauses: f.clauses, literals: f.literals, aux: f.auxVariables }))).toEqual(
        stated.map((f) => ({ name: f.name, clauses: f.clauses, literals: f.literals, aux: f.auxVariables })),
      );
      const size = fullModelSize(order);
      const cnf = fullSudokuCnf(order).cnf;
      expect([cnf.numVars, cnf.numClauses, cnf.numLiterals]).toEqual([size.valueVars + size.auxVars, size.clauses, size.literals]);
      // The lesson's sum: groups × helpers per group; a group is a cell, or one number in a row, column or box.
      expect(size.groups).toBe(4 * order ** 4);
      expect(size.groups * size.auxPerGroup).toBe(size.auxVars);
    }
  });

  it('a filled board is a model of the full formula (propagation sets every counter), a broken one is not', () => {
    const model = fullSudokuCnf(2);
    const clauses: number[][] = [];
    for (let i = 0; i < model.cnf.numClauses; i++) clauses.push(Array.from(model.cnf.clause(i)));
    const check = (grid: number[][]) => {
      const trail: TrailEntry[] = [];
      for (let i = 0; i < 16; i++) {
        for (let k = 1; k <= 4; k++) trail.push({ literal: grid[Math.floor(i / 4)][i % 4] === k ? fullVar(4, i, k) : -fullVar(4, i, k), level: 0, reason: null });
      }
      const { trail: after, conflict } = propagate(clauses, trail, 0);
      const value = new Map(after.map((e) => [Math.abs(e.literal), e.literal > 0]));
      return { conflict: conflict !== null, allSet: value.size === model.cnf.numVars, model: satisfies(model.cnf, (v) => value.get(v) ?? false) };
    };
    const grid = all4x4Grids()[17];
    expect(check(grid)).toEqual({ conflict: false, allSet: true, model: true });
    const broken = grid.map((r) => r.slice());
    [broken[0][0], broken[0][1]] = [broken[0][1], broken[0][1]]; // r1c1 repeats r1c2's value
    expect(check(broken).model).toBe(false);
  });

  it('the open formula has the board’s solutions as its models (4×4 puzzles, counted by the solver)', () => {
    for (const p of [article, { ...article, cells: article.cells.map((v, i) => (i < 4 ? 0 : v)) }]) {
      for (const encoding of ['open', 'open-sinz']) {
        const r = sudokuGenre.methods.sat.solve(p, { params: { count: 2, encoding } });
        expect(r.stats.solutions).toBe(Math.min(2, bruteSolutions(p).length));
      }
    }
    const wider = { ...article, cells: article.cells.map((v, i) => (i < 4 ? 0 : v)) };
    // With counters everywhere, the variables after the value variables are the counters' s-variables.
    const sinz = openSudokuCnf(wider, openCandidates(wider)!, undefined, 0)!;
    expect(variableName(sinz, 1)).toMatch(/^r\dc\d#\d$/);
    expect(variableName(sinz, sinz.valueVars + 1)).toMatch(/^s1\[/);
    // On a 4×4 board every group is small: the default open formula writes them all pairwise, no counters.
    const pairwise = openSudokuCnf(wider, openCandidates(wider)!)!;
    expect(pairwise.cnf.numVars).toBe(pairwise.valueVars);
    expect(pairwise.valueVars).toBe(sinz.valueVars);
  });

  it('the dimacs writer gives the open formula the sat method solves', () => {
    const wider = { ...article, cells: article.cells.map((v, i) => (i < 4 ? 0 : v)) };
    const read = readDimacs(sudokuGenre.writers!.dimacs.write(wider));
    if (!read.ok) throw new Error(read.message);
    expect(read.cnf.numClauses).toBe(openSudokuCnf(wider, openCandidates(wider)!)!.cnf.numClauses);
  });
});

