/**
 * The SAT method's builders stop at the user's deadline and say where: the
 * formula, its count and its loading into the solver each take a stop test
 * (here an injected one that says "stop" once the work passes a mark, or a
 * limit of 0 ms, which is past at the first look), so no assertion depends
 * on how fast the machine is.
 */
import { describe, expect, it } from 'vitest';
import { isBuildStop, WorkMeter } from '../../src/core/build-stop';
import { loadFormula } from '../../src/sat/formula-load';
import { openCandidates } from '../../src/puzzles/sudoku/candidates';
import { fullModelSize, fullSudokuCnf, fullSudokuCnfUntil, openModelLiterals, openSudokuCnf } from '../../src/puzzles/sudoku/cnf-model';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { solveBacktrack } from '../../src/puzzles/sudoku/solve-backtrack';
import { solveSat } from '../../src/puzzles/sudoku/solve-sat';

function emptyBoard(order: number): SudokuPuzzle {
  const size = order * order;
  return { order, size, cells: new Array<number>(size * size).fill(0) } as SudokuPuzzle;
}

/** A stop test that says stop once the work reaches `mark`, and records every count it saw. */
function stopAt(mark: number) {
  const seen: number[] = [];
  return { seen, tick: (work: number) => (seen.push(work), work >= mark) };
}

describe('the SAT builders stop at a deadline', () => {
  const p = emptyBoard(4);
  const open = openCandidates(p)!;

  it('writing the open formula stops once the stop test says so, and only then', () => {
    const full = openSudokuCnf(p, open)!;
    const t = stopAt(full.cnf.numLiterals / 2);
    expect(openSudokuCnf(p, open, t.tick)).toBeNull();
    expect(t.seen.at(-1)).toBeGreaterThanOrEqual(full.cnf.numLiterals / 2);
    expect(t.seen.at(-1)).toBeLessThan(full.cnf.numLiterals);
    expect(openSudokuCnf(p, open, stopAt(Infinity).tick)!.cnf.numLiterals).toBe(full.cnf.numLiterals);
  });

  it('the open formula looks at the stop test while it buckets the candidates, before its first clause', () => {
    const big = emptyBoard(5);
    const bigOpen = openCandidates(big)!;
    const candidates = bigOpen.start[bigOpen.cells.length];
    const t = stopAt(1);
    expect(openSudokuCnf(big, bigOpen, t.tick)).toBeNull();
    // The one count it gave is from the bucketing passes (candidates, at most two passes of them), not from clauses.
    expect(t.seen).toHaveLength(1);
    expect(t.seen[0]).toBeLessThanOrEqual(2 * candidates);
  });

  it('counting the open formula stops too', () => {
    expect(openModelLiterals(p, open, undefined, stopAt(1).tick)).toBeNull();
    expect(openModelLiterals(p, open, undefined, stopAt(Infinity).tick)).toBe(openSudokuCnf(p, open)!.cnf.numLiterals);
  });

  it('the full formula stops part-way, and is the same formula when not stopped', () => {
    const total = fullModelSize(4).literals;
    const t = stopAt(total / 3);
    expect(fullSudokuCnfUntil(4, t.tick)).toBeNull();
    expect(t.seen.at(-1)).toBeLessThan(total);
    expect(fullSudokuCnfUntil(4, stopAt(Infinity).tick)!.cnf.numLiterals).toBe(fullSudokuCnf(4).cnf.numLiterals);
  });

  it('loading a formula into the solver stops in either pass, or between them, and says how far it got', () => {
    const cnf = fullSudokuCnf(5).cnf;
    const first = loadFormula(cnf, (work) => work > 0);
    expect(isBuildStop(first) && first.phase).toBe('reading the formula into the solver');
    // Between the passes it indexes the two-literal clauses by literal (2 per variable), and stops there too.
    const between = loadFormula(cnf, (work) => work > cnf.numClauses);
    expect(isBuildStop(between) && between.phase).toBe('indexing the two-literal clauses');
    if (isBuildStop(between)) expect(between.total).toBe(2 * cnf.numVars);
    const second = loadFormula(cnf, (work) => work > cnf.numClauses + 2 * cnf.numVars);
    expect(isBuildStop(second)).toBe(true);
    if (isBuildStop(second)) {
      expect(second.phase).toBe('laying the formula out for the solver');
      expect(second.done).toBeGreaterThan(0);
      expect(second.total).toBe(cnf.numClauses);
    }
    expect(isBuildStop(loadFormula(cnf, () => false))).toBe(false);
  });

  it('a limit already past answers timeout, naming the phase', () => {
    for (const encoding of ['open', 'full']) {
      const r = solveSat(emptyBoard(5), { budget: { limitMs: 0 }, params: { encoding } });
      expect(r.status).toBe('timeout');
      expect(r.reason).toMatch(/^the time or work limit ran out while (listing the open candidates|writing the full formula) \(\d[\d,]* of [\d,]+ [a-z ]+\); no search was run$/);
    }
  });
});

describe('WorkMeter', () => {
  it('hands the clock one growing total across phases that each count from 0', () => {
    const seen: number[] = [];
    const meter = new WorkMeter((w) => (seen.push(w), false));
    meter.tick(10);
    meter.tick(30);
    meter.nextPhase();
    meter.tick(5);
    expect(seen).toEqual([10, 30, 35]);
    expect(meter.last).toBe(5);
  });
});

describe('backtracking stops at a deadline before its search', () => {
  it('noting the givens of a large board counts against the limit: a limit already past stops there and says so', () => {
    // 100×100: 10,000 cells, more than one stretch between two looks at the limit.
    const r = solveBacktrack(emptyBoard(10), { budget: { limitMs: 0 } });
    expect(r.status).toBe('timeout');
    expect(r.reason).toBe('the time or work limit ran out while noting the givens of each row, column and box (0 of 10,000 cells); no search was run');
    expect(r.stats.placements).toBe(0);
  });

  it('with time left the same board is searched', () => {
    const r = solveBacktrack(emptyBoard(10), { budget: { maxNodes: 50_000 } });
    expect(r.status).toBe('timeout');
    expect(r.reason).toBe('the time or work limit ran out before a solution was found');
    expect(r.stats.placements).toBeGreaterThan(0);
  });
});
