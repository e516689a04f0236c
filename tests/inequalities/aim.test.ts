/**
 * The indexed weighing (src/inequalities/aim.ts) must pick exactly the chains
 * the plain weighing picks (aim-reference.ts): the two run side by side
 * through the selective method's loop, on random boards and on public ones
 * with many sums, and every aim must agree.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { SumAimer } from '../../src/inequalities/aim';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { EngineRun } from '../../src/inequalities/run';
import { buildAkariModel, modelSystem } from '../../src/puzzles/akari/model';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { readAkariRecords } from '../../src/puzzles/akari/records';
import { randomBoard } from '../akari/random-boards';
import { ReferenceAimer } from './aim-reference';

/** Runs the stars' loop with both aimers in step; returns how many aims were compared and how many chains built. */
function lockstep(puzzle: AkariPuzzle): { aims: number; chains: number; mismatches: string[] } {
  const sys = modelSystem(buildAkariModel(puzzle));
  const run = new EngineRun(sys, new BudgetClock());
  const fast = new SumAimer(run, 8);
  const plain = new ReferenceAimer(run, 8);
  const mismatches: string[] = [];
  let aims = 0;
  let chains = 0;
  if (run.propagate() !== 'ok') return { aims, chains, mismatches };
  for (let round = 0; round < 20 && !run.solved; round++) {
    let progress = false;
    for (let v = 0; v < sys.variableCount; v++) {
      for (const goal of [0, 1] as const) {
        if (sys.values[v] !== UNKNOWN) break;
        aims++;
        const a = fast.aim(v, goal);
        const b = plain.aim(v, goal);
        if (JSON.stringify(a) !== JSON.stringify(b)) mismatches.push(`x${v + 1} → ${goal}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
        if (!b) continue;
        chains++;
        let id = b[0];
        for (let k = 1; k < b.length; k++) id = run.addSum(id, b[k], k === b.length - 1).id;
        progress = true;
        if (run.propagate() !== 'ok') return { aims, chains, mismatches };
      }
    }
    if (!progress) break;
  }
  return { aims, chains, mismatches };
}

describe('the indexed weighing agrees with the plain one, aim for aim', () => {
  it('on 400 random small boards', () => {
    let aims = 0;
    let chains = 0;
    for (let seed = 5000; seed < 5400; seed++) {
      const r = lockstep(randomBoard(seed));
      expect(r.mismatches, `seed ${seed}`).toEqual([]);
      aims += r.aims;
      chains += r.chains;
    }
    expect(aims).toBeGreaterThan(2000);
    expect(chains).toBeGreaterThan(20);
  });

  it('on public boards where the stars build many sums', () => {
    const records = ['tatham.txt', 'noqx.txt', 'ppbench.txt'].flatMap((f) => readAkariRecords(readFileSync(`tests/data/akari/${f}`, 'utf8')));
    const picked = records.filter((r) => ['noqx-2', 'ppbench-05', 'ppbench-13', 'tatham-20x20b20s2d2-05', 'tatham-25x25b20s2d1-04'].includes(r.id));
    expect(picked.length).toBe(5);
    let chains = 0;
    for (const r of picked) {
      const out = lockstep(r.puzzle);
      expect(out.mismatches, r.id).toEqual([]);
      chains += out.chains;
    }
    expect(chains).toBeGreaterThan(50);
  });

  it('on an open board with a few clues (both of its routes)', () => {
    const rows = ['..........', '...1......', '..........', '......#...', '..........', '.0........', '..........', '.....2....', '..........', '..........'];
    const out = lockstep({ width: 10, height: 10, rows });
    expect(out.mismatches).toEqual([]);
    expect(out.aims).toBeGreaterThan(100);
  });
});
