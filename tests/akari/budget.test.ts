/**
 * Budgets on hard and huge Akari input, by counting rather than timing:
 * - every method reads the clock in proportion to its work (an AbortSignal
 *   whose `aborted` is read at each check counts the checks), so a limit is
 *   met within a check's worth of work wherever the solver is;
 * - the clock starts before the model is built, and a board whose model
 *   would be too large is refused without building it;
 * - the literal pair loop does not fill its set on a tiny board.
 */
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel, countModelTerms, MAX_MODEL_TERMS, modelSystemWithin } from '../../src/puzzles/akari/model';
import { randomBoard } from './random-boards';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { runAkari, solveAkari } from '../../src/puzzles/akari/solve-engine';

const open = (width: number, height: number): AkariPuzzle => ({ width, height, rows: Array.from({ length: height }, () => '.'.repeat(width)) });

/** An AbortSignal that is never aborted and counts how often it is asked. */
function countingSignal() {
  let reads = 0;
  const signal = {
    get aborted() {
      reads++;
      return false;
    },
  } as AbortSignal;
  return { signal, reads: () => reads };
}

/** The budget's clock checks once per this many units of work (src/inequalities/solve.ts, src/core/budget.ts). */
const CHECK_EVERY = 1 << 14;

describe('the budget is read in proportion to the work', () => {
  // An open board: stars weigh every cell, the chain look-aheads and trials find nothing, the search decides.
  const hard = open(30, 30);
  for (const method of ['selective', 'force', 'pairs'] as const) {
    it(`${method} on an open 30×30 board`, () => {
      const { signal, reads } = countingSignal();
      const run = runAkari(hard, method, { budget: { signal }, cap: 3000 });
      expect(run.result.status).toBe('solved');
      const work = run.engine.run.work;
      // Some phase doing all its work between two reads would show as far fewer reads than work / CHECK_EVERY.
      expect(work).toBeGreaterThan(20 * CHECK_EVERY);
      expect(reads()).toBeGreaterThanOrEqual(Math.floor((0.5 * work) / CHECK_EVERY));
    });
  }

  it('a node cap stops every method on a hard board with status timeout, within a check of the cap', () => {
    const maxNodes = 2_000_000;
    for (const method of ['selective', 'force', 'pairs'] as const) {
      const run = runAkari(open(40, 40), method, { budget: { maxNodes } });
      expect(run.result.status, method).toBe('timeout');
      expect(run.result.reason, method).toMatch(/budget/);
      // Stopped at the first check past the cap: at most one check's worth of work (and one last step) beyond it.
      expect(run.engine.run.work, method).toBeLessThan(maxNodes + 2 * CHECK_EVERY);
    }
  });

  it('an aborted signal cancels before any work', () => {
    const controller = new AbortController();
    controller.abort();
    expect(solveAkari(open(100, 100), 'selective', { budget: { signal: controller.signal } }).status).toBe('cancelled');
  });
});

describe('huge boards', () => {
  it('the model of a 100×100 board fits, and is counted without being built', () => {
    expect(countModelTerms(open(100, 100))).toBeLessThanOrEqual(MAX_MODEL_TERMS);
    // The count is exact without clues, and an upper bound with them (a clue's halves are counted whole).
    const built = (p: AkariPuzzle) => buildAkariModel(p).constraints.reduce((n, c) => n + c.inequality.vars.length, 0);
    expect(countModelTerms(open(100, 100))).toBe(built(open(100, 100)));
    for (let seed = 0; seed < 200; seed++) {
      const p = randomBoard(seed);
      const hasClue = p.rows.some((row) => /[0-4]/.test(row));
      if (hasClue) expect(countModelTerms(p)).toBeGreaterThanOrEqual(built(p));
      else expect(countModelTerms(p)).toBe(built(p));
    }
  });

  it('a board past the model limit is refused with a sentence, not built', () => {
    // One column of 10,000 cells: every cell sees all the others (10⁸ terms).
    const tall = open(1, 10_000);
    expect(countModelTerms(tall)).toBeGreaterThan(MAX_MODEL_TERMS);
    const result = solveAkari(tall, 'selective', {});
    expect(result).toMatchObject({ status: 'timeout' });
    expect(result.reason).toMatch(/too large to solve here: its model would have 100,010,000 terms, and at most 2,500,000 are built/);
  });

  it('indexing the model for the engine looks at the limit while it counts the occurrences, before it adds any inequality', () => {
    const model = buildAkariModel(open(100, 100));
    const seen: number[] = [];
    // Stop at the second look: both come from the counting pass (2,010,000 terms, a look every 4,096 or so).
    expect(modelSystemWithin(model, (work) => (seen.push(work), seen.length >= 2))).toBeNull();
    expect(seen).toEqual([0, 0]);
    // Never stopped, it indexes everything, looking at the limit as it goes.
    const all: number[] = [];
    expect(modelSystemWithin(model, (work) => (all.push(work), false))?.size).toBe(model.constraints.length);
    expect(all.at(-1)).toBeGreaterThan(0);
  });

  it('the clock runs while the model is built', () => {
    const result = solveAkari(open(100, 100), 'selective', { budget: { maxNodes: 10_000 } });
    expect(result.status).toBe('timeout');
    // The cap of 10,000 terms is seen at the first check past it (checks come every 2,048 terms or so).
    expect(result.reason).toMatch(/^the time or work limit ran out while building the model \(1\d,\d{3} of 2,010,000 terms\); no search was run$/);
  });
});

describe('the literal pair loop on a tiny board', () => {
  it('#. / .. (three cells, two solutions) settles to a few sums without reaching its cap', () => {
    const p = parseAkari('#.\n..');
    if (!p.ok) throw new Error(p.error.message);
    const run = runAkari(p.puzzle, 'pairs');
    expect(run.engine.methodStats.capHit).toBe(0);
    expect(run.engine.methodOutcome).toBe('stalled');
    expect(run.engine.methodStats.sumsBuilt).toBeLessThan(50);
    expect(run.result).toMatchObject({ status: 'solved', stats: { multiple: 1 } });
  });
});
