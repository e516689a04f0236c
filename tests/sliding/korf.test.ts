import { describe, expect, it } from 'vitest';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { solveFallback } from '../../src/puzzles/sliding/solve-fallback';
import { parity } from '../../src/puzzles/sliding/parity';
import { checkSliding } from '../../src/puzzles/sliding/rules';
import { readInstances } from './fixtures';

const korf = readInstances('korf100.txt');
const hardest = readInstances('hardest80.txt');

/**
 * The benchmark solves all 100 with the pattern databases; npm test keeps to
 * the ones Manhattan + linear conflicts proves within a small node budget.
 */
const NODE_BUDGET = 300_000;

describe("Korf's 100 instances", () => {
  it('are 100 solvable boards whose Manhattan + LC estimate never exceeds the published optimum', () => {
    expect(korf).toHaveLength(100);
    const h = manhattanLcHeuristic(4);
    for (const inst of korf) {
      expect(parity({ size: 4, tiles: inst.tiles })).toMatchObject({ solvable: true });
      const h0 = h.init(Uint8Array.from(inst.tiles));
      expect(h0).toBeLessThanOrEqual(inst.optimal);
      expect((inst.optimal - h0) % 2).toBe(0);
    }
  });

  it('the easiest are solved to the published optimum within the node budget', () => {
    const heuristic = manhattanLcHeuristic(4);
    const solved: number[] = [];
    for (const inst of korf) {
      const r = solveIdaStar({ size: 4, tiles: inst.tiles }, { heuristic, budget: { maxNodes: NODE_BUDGET } });
      if (r.status === 'timeout') continue;
      expect(r.status).toBe('solved');
      expect(r.solution!.length).toBe(inst.optimal);
      expect(checkSliding({ size: 4, tiles: inst.tiles }, r.solution!.moves)).toEqual({ ok: true });
      solved.push(inst.id);
    }
    expect(solved.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the 17 positions 80 moves from the goal', () => {
  it('are solvable, and the fast method gives a valid, longer answer for each', () => {
    expect(hardest).toHaveLength(17);
    for (const inst of hardest) {
      expect(inst.optimal).toBe(80);
      const r = solveFallback({ size: 4, tiles: inst.tiles });
      expect(r.status).toBe('solved');
      expect(r.solution!.optimal).toBe(false);
      expect(r.solution!.length).toBeGreaterThanOrEqual(80);
      expect(checkSliding({ size: 4, tiles: inst.tiles }, r.solution!.moves)).toEqual({ ok: true });
    }
  });
});
