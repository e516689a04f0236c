import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';
import { encodeNumberlink, PAIRWISE_UP_TO } from '../../src/puzzles/numberlink/sat/encode';
import { satisfies } from '../../src/sat/cnf';
import { closedLoops } from '../../src/puzzles/numberlink/sat/loops';
import { runSat, type SatRule } from '../../src/puzzles/numberlink/sat/solve-sat';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { randomBoard } from './random-boards';

const board = (text: string): NumberlinkPuzzle => {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

// The SAT method against brute force (every path system tried, each judged by rules.ts) on
// random boards up to 6×6: the same existence and uniqueness verdict, and every answer passes
// the rules. Boards the brute force cannot finish in its budget are skipped. fill-canonical (fill
// without the solutions that go round three sides of a 2×2 block) is the default's uniqueness step.
for (const rule of ['fill', 'fill-notouch', 'nikoli', 'fill-canonical'] as SatRule[]) {
  describe(`${rule}: the SAT method agrees with brute force on random boards up to 6×6`, () => {
    it('finds a solution exactly when there is one, and says unique exactly when there is one', () => {
      const seen = { boards: 0, none: 0, unique: 0, several: 0 };
      fc.assert(
        fc.property(randomBoard(6, rule === 'nikoli' ? 5 : 4), (p) => {
          const brute = bruteForceNumberlink(p, rule, { maxNodes: 30_000 }, 0);
          if (!brute.complete) return;
          const run = runSat(p, rule, true, { budget: { limitMs: 60_000 } });
          const where = JSON.stringify(p);
          if (brute.count === 0) {
            expect(run.result.status, where).toBe('unsolvable');
            seen.none++;
          } else {
            expect(run.result.status, where).toBe('solved');
            expect(checkNumberlink(p, run.result.solution!), where).toEqual({ ok: true });
            expect(run.verdict, where).toBe(brute.count === 1 ? 'unique' : 'several');
            if (brute.count === 1) seen.unique++;
            else seen.several++;
          }
          seen.boards++;
        }),
        { numRuns: 100, seed: 20261203 },
      );
      expect(seen.boards).toBeGreaterThan(60);
      expect(seen.none).toBeGreaterThan(5);
      expect(seen.unique + seen.several).toBeGreaterThan(5);
      // fill-notouch and fill-canonical boards this small almost never have two solutions; the other rules must show both verdicts.
      if (rule !== 'fill-notouch' && rule !== 'fill-canonical') expect(Math.min(seen.unique, seen.several)).toBeGreaterThan(0);
    });
  });
}

// The formula must keep every solution: each no-touch solution the brute force finds, written as
// values of the formula's variables (drawn edges, each cell's label), satisfies every clause, the
// "at most two sides of a 2×2 block" ones included. With at most PAIRWISE_UP_TO labels the formula
// has no auxiliaries, so these values are a whole assignment.
describe('fill-notouch: every solution satisfies the formula', () => {
  it('on random boards up to 6×6', () => {
    let solutions = 0;
    fc.assert(
      fc.property(randomBoard(6, Math.min(3, PAIRWISE_UP_TO)), (p) => {
        const brute = bruteForceNumberlink(p, 'fill-notouch', { maxNodes: 30_000 }, 50);
        const f = encodeNumberlink(p, 'fill-notouch');
        expect(f.cnf.numVars).toBe(f.problemVars);
        for (const s of brute.solutions) {
          const value = new Uint8Array(f.cnf.numVars + 1);
          const edgeIndex = (u: number, v: number) => [...f.edgeU].findIndex((x, i) => x === Math.min(u, v) && f.edgeV[i] === Math.max(u, v));
          p.labels.forEach((name, label) => {
            const cells = s.paths[name].map(([r, c]) => r * p.width + c);
            cells.forEach((c, i) => {
              value[f.labelVar(c, label)] = 1;
              if (i > 0) value[f.edgeVar[edgeIndex(cells[i - 1], c)]] = 1;
            });
          });
          expect(satisfies(f.cnf, (v) => value[v] === 1), JSON.stringify(p)).toBe(true);
          solutions++;
        }
      }),
      { numRuns: 500, seed: 20261204 },
    );
    expect(solutions).toBeGreaterThan(15);
  });
});

describe('the SAT method on fixed boards', () => {
  it('cuts closed loops on an open board, and still finds a solution the rules accept', () => {
    // Under fill the one path must wind through all 16 cells; models with a separate loop come up and are cut.
    const p = board('1...\n....\n....\n..1.');
    const run = runSat(p, 'fill', true);
    const zdd = runZdd(p, zddParams({ rule: 'fill' }, p));
    expect(run.result.status).toBe('solved');
    expect(checkNumberlink(p, run.result.solution!)).toEqual({ ok: true });
    expect(run.verdict).toBe(zdd.count === 1n ? 'unique' : 'several');
    expect(run.loopsCut).toBeGreaterThan(0);
  });

  it('agrees with the ZDD on a public 7×7 board under each rule', () => {
    const p = board('1....2.\n.......\n..3....\n.....4.\n..1....\n.3...2.\n4......');
    for (const rule of ['fill', 'fill-notouch', 'nikoli', 'fill-canonical'] as SatRule[]) {
      const zdd = runZdd(p, zddParams({ rule }, p));
      const run = runSat(p, rule, true);
      if (zdd.count === 0n) expect(run.result.status, rule).toBe('unsolvable');
      else {
        expect(checkNumberlink(p, run.result.solution!), rule).toEqual({ ok: true });
        expect(run.verdict, rule).toBe(zdd.count === 1n ? 'unique' : 'several');
      }
    }
  });

  it('finds the loops of a drawn edge set: a ring with no endpoint is one, a path is none', () => {
    const p = board('1...\n....\n....\n1...');
    const f = encodeNumberlink(p, 'nikoli');
    const at = (u: number, v: number) => [...f.edgeU].findIndex((x, i) => x === Math.min(u, v) && f.edgeV[i] === Math.max(u, v));
    const path = [at(0, 4), at(4, 8), at(8, 12)];
    const ring = [at(2, 3), at(3, 7), at(7, 6), at(6, 2)];
    expect(closedLoops(p, f, path)).toEqual([]);
    const loops = closedLoops(p, f, [...path, ...ring]);
    expect(loops).toHaveLength(1);
    expect(loops[0].cells.sort((a, b) => a - b)).toEqual([2, 3, 6, 7]);
    expect(loops[0].edgeVars.sort((a, b) => a - b)).toEqual(ring.map((i) => f.edgeVar[i]).sort((a, b) => a - b));
  });

  it('reports count honestly in the record: exact when unique or unsolvable, else null with a lower bound', () => {
    const unique = board('12\n12');
    const several = board('1..2\n....\n.1..\n...2');
    const none = board('12\n21');
    const record = (p: NumberlinkPuzzle, unique = true) =>
      numberlinkGenre.recordFields!(numberlinkGenre.methods.sat.solve(p, { params: { rule: 'fill', 'first-only': !unique } }));
    const zddUnique = runZdd(unique, zddParams({ rule: 'fill' }, unique)).count;
    expect(zddUnique).toBe(1n);
    expect(record(unique)).toEqual({ count: 1 });
    expect(runZdd(several, zddParams({ rule: 'fill' }, several)).count! > 1n).toBe(true);
    expect(record(several)).toEqual({ count: null, countAtLeast: 2 });
    expect(record(several, false)).toEqual({ count: null, countAtLeast: 1 });
    expect(record(none)).toEqual({ count: 0 });
  });

  it('stops at its budget: a node cap of 1 and an aborted signal', () => {
    const p = board('1....\n.....\n.....\n.....\n....1');
    expect(runSat(p, 'fill', true, { budget: { maxNodes: 1 } }).result.status).toBe('timeout');
    const c = new AbortController();
    c.abort();
    expect(runSat(p, 'fill', true, { budget: { signal: c.signal } }).result.status).toBe('cancelled');
  });
});
