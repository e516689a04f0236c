import { beforeAll, describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from '../../src/core/random';
import { recorder } from '../../src/core/trace';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { neighbours, type ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';
import { checkShakashaka } from '../../src/puzzles/shakashaka/rules';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { randomShakashakaBoard } from '../../src/puzzles/shakashaka/random-boards';
import { bruteForceShakashaka } from '../../src/puzzles/shakashaka/solve-brute';
import { highsMethod, solveHighs } from '../../src/puzzles/shakashaka/solve-highs';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { records } from './helpers';

beforeAll(async () => {
  await highsMethod.prepare!({ width: 1, height: 1, rows: ['.'] }, {});
});

// Small and middle-sized public boards; the benchmark runs all 28.
const boards = [...records('pzprjs'), ...records('saito'), ...records('demaine-artificial').slice(0, 4), ...records('ppbench').slice(0, 2)];

describe('both methods on public boards', () => {
  for (const rec of boards) {
    it(`${rec.id}: steps and highs give the stored solution (or one the rules accept), unique under steps`, () => {
      const steps = runSteps(rec.puzzle, { params: { model: 'A-D+F' } }).result;
      const highs = solveHighs(rec.puzzle, { params: { model: 'A-D+F' } });
      for (const r of [steps, highs]) {
        expect(r.status).toBe('solved');
        expect(checkShakashaka(rec.puzzle, r.solution!)).toEqual({ ok: true });
        if (rec.solution) expect(r.solution).toEqual(rec.solution);
      }
      expect(highs.solution).toEqual(steps.solution);
      expect(steps.stats.multiple).toBe(0);
    });
  }

  it('the published and the full model give the same answers there', () => {
    for (const rec of boards.slice(0, 3)) {
      for (const model of ['A-E', 'A-F']) {
        const r = runSteps(rec.puzzle, { params: { model } }).result;
        expect(r.solution, `${rec.id} ${model}`).toEqual(rec.solution);
      }
    }
  });
});

/** The puzzle with every black cell numbered by the triangles of `filling` around it. */
function cluesFrom(puzzle: ShakashakaPuzzle, filling: string[]): string[] {
  return puzzle.rows.map((row, r) =>
    [...row]
      .map((ch, c) => {
        if (ch === '.') return ch;
        const around = neighbours(puzzle, r, c).filter(([rr, cc]) => '◤◥◢◣'.includes(filling[rr][cc])).length;
        return String(around);
      })
      .join(''),
  );
}

describe('both methods agree with brute force on small random boards', () => {
  // Random boards, and denser ones numbered after one of their solutions (those are mostly unique).
  const random = Array.from({ length: 60 }, (_, i) => 200 + i)
    .map((seed) => ({ seed, puzzle: randomShakashakaBoard(seed) }))
    .filter(({ puzzle }) => puzzle.width * puzzle.height <= 30)
    .map((c) => ({ ...c, brute: bruteForceShakashaka(c.puzzle, 2) }));
  const clued = Array.from({ length: 60 }, (_, i) => 500 + i).flatMap((seed) => {
    const rnd = seededRandom(seed);
    const width = 3 + randomInt(rnd, 4);
    const height = 3 + randomInt(rnd, 3);
    const puzzle = { width, height, rows: Array.from({ length: height }, () => Array.from({ length: width }, () => (rnd() < 0.3 ? '#' : '.')).join('')) };
    const all = bruteForceShakashaka(puzzle, 20);
    if (all.count === 0) return [];
    const rows = cluesFrom(puzzle, all.solutions[randomInt(rnd, all.count)]);
    return [{ seed, puzzle: { ...puzzle, rows }, brute: bruteForceShakashaka({ ...puzzle, rows }, 2) }];
  });
  const cases = [...random, ...clued];

  it('the sample has boards with no, one and several solutions', () => {
    const count = (n: number) => cases.filter((c) => Math.min(c.brute.count, 2) === n).length;
    expect(cases.every((c) => c.brute.complete)).toBe(true);
    expect([count(0), count(1), count(2)].map((n) => n >= 5)).toEqual([true, true, true]);
  });

  it('no solution → unsolvable; one → that one; several → one of them (steps marks it)', () => {
    for (const { seed, puzzle, brute } of cases) {
      const label = `seed ${seed}: ${puzzle.rows.join('/')}`;
      const steps = runSteps(puzzle).result;
      const highs = solveHighs(puzzle);
      if (brute.count === 0) {
        expect([steps.status, highs.status], label).toEqual(['unsolvable', 'unsolvable']);
        expect(steps.reason, label).toMatch(/no solution|can no longer/);
        continue;
      }
      for (const r of [steps, highs]) {
        expect(r.status, label).toBe('solved');
        expect(checkShakashaka(puzzle, r.solution!), label).toEqual({ ok: true });
      }
      if (brute.count === 1) {
        expect(steps.solution, label).toEqual(brute.solutions[0]);
        expect(highs.solution, label).toEqual(brute.solutions[0]);
      }
      expect(steps.stats.multiple, label).toBe(brute.count > 1 ? 1 : 0);
    }
  });
});

describe('budgets, cancelling and traces', () => {
  const [saito] = records('saito');

  it('a cancelled run says so, in both methods', () => {
    const controller = new AbortController();
    controller.abort();
    expect(runSteps(saito.puzzle, { budget: { signal: controller.signal } }).result.status).toBe('cancelled');
    expect(solveHighs(saito.puzzle, { budget: { signal: controller.signal } }).status).toBe('cancelled');
  });

  it('a small work budget stops the steps method cleanly', () => {
    const r = runSteps(saito.puzzle, { budget: { maxNodes: 50 } }).result;
    expect(r).toMatchObject({ status: 'timeout', reason: expect.stringMatching(/work limit ran out/) });
  });

  it('a refused model is reported, not thrown', () => {
    const open = { width: 60, height: 60, rows: Array(60).fill('.'.repeat(60)) };
    expect(solveHighs(open, { params: { model: 'A-F' } })).toMatchObject({ status: 'timeout', reason: expect.stringMatching(/^refused/) });
  });

  it('traces end with the answer; without a sink nothing is recorded', () => {
    const rec = recorder<ShakashakaEvent>();
    const r = runSteps(saito.puzzle, { sink: rec.sink }).result;
    const events = rec.events;
    expect(events.at(-1)).toEqual({ kind: 'solution', depth: 0, rows: r.solution, multiple: false });
    expect(events.filter((e) => e.kind === 'deduce').length).toBe(r.stats.deductions);
    const mip = recorder<ShakashakaEvent>();
    solveHighs(saito.puzzle, { sink: mip.sink });
    expect(mip.events.map((e) => e.kind)).toEqual(['mip', 'solution']);
    expect(mip.events[0]).toMatchObject({ solver: 'HiGHS', status: 'optimal', variables: 420 });
  });

  it('the IP step counts the model’s lines and its inequalities: they differ by the equalities written as two inequalities', () => {
    const mip = recorder<ShakashakaEvent>();
    solveHighs(saito.puzzle, { sink: mip.sink, params: { model: 'A-D+F' } });
    const model = shakashakaModel(saito.puzzle, 'A-D+F');
    const step = mip.events[0];
    expect(step.kind === 'mip' && [step.rows, step.inequalities]).toEqual([model.rows.length, model.constraints.length]);
    // Only an equality gives two inequalities (a few keep one half only), so the difference is those equalities.
    const twice = model.rows.filter((r) => r.halves.length === 2);
    expect(twice.length).toBeGreaterThan(0);
    expect(twice.every((r) => r.sense === '=')).toBe(true);
    expect(model.constraints.length - model.rows.length).toBe(twice.length);
  });
});

describe('highs on the published model: a filling the rules reject is cut off, never answered', () => {
  const [, clue0] = records('model-counterexample');

  it('under A–E HiGHS first answers the holed diamond; the rules reject it, a cut excludes it, the next answer is a solution', () => {
    const sink = recorder<ShakashakaEvent>();
    const r = solveHighs(clue0.puzzle, { params: { model: 'A-E' }, sink: sink.sink });
    expect(r.status).toBe('solved');
    expect(checkShakashaka(clue0.puzzle, r.solution!)).toEqual({ ok: true });
    const kinds = sink.events.map((e) => e.kind);
    const rejected = sink.events.filter((e) => e.kind === 'rejected');
    expect(rejected.length).toBe(r.stats.rejected);
    expect(kinds.slice(-2)).toEqual(['mip', 'solution']);
    for (const e of rejected) {
      expect(checkShakashaka(clue0.puzzle, e.rows)).toMatchObject({ ok: false, code: e.rule });
    }
  });

  it('under the corrected model nothing is rejected', () => {
    const sink = recorder<ShakashakaEvent>();
    const r = solveHighs(clue0.puzzle, { params: { model: 'A-F' }, sink: sink.sink });
    expect(r.status).toBe('solved');
    expect(r.stats.rejected).toBe(0);
    expect(sink.events.map((e) => e.kind)).toEqual(['mip', 'solution']);
  });
});

describe('steps on the published model: a filling the rules reject is a dead end of the search, never an answer nor a crash', () => {
  // The lesson's example board: the holed diamond's block of black cells numbered 0.
  const [, holed] = records('model-counterexample');

  it('under A–E the search meets the holed diamond, reports it as rejected by the rules, and answers a solution', () => {
    const sink = recorder<ShakashakaEvent>();
    const r = runSteps(holed.puzzle, { params: { model: 'A-E' }, sink: sink.sink }).result;
    expect(r.status).toBe('solved');
    expect(checkShakashaka(holed.puzzle, r.solution!)).toEqual({ ok: true });
    const rejected = sink.events.filter((e) => e.kind === 'rejected');
    // With this search order the first full assignment the model admits is one the rules reject (the lesson's finding).
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.length).toBe(r.stats.searchRejected);
    // HiGHS's counter stays HiGHS's: the engine's column never shows "answers HiGHS gave".
    expect(r.stats.rejected).toBeUndefined();
    for (const e of rejected) {
      expect(e).toMatchObject({ by: 'search' });
      expect(checkShakashaka(holed.puzzle, e.rows)).toMatchObject({ ok: false, code: e.rule });
    }
    expect(sink.events.at(-1)?.kind).toBe('solution');
  });

  it('under the corrected model the search meets none', () => {
    const sink = recorder<ShakashakaEvent>();
    const r = runSteps(holed.puzzle, { params: { model: 'A-F' }, sink: sink.sink }).result;
    expect(r.status).toBe('solved');
    expect(sink.events.some((e) => e.kind === 'rejected')).toBe(false);
  });
});
