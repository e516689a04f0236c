import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAkariRecords } from '../../src/puzzles/akari/records';
import { checkAkari } from '../../src/puzzles/akari/rules';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { parseAkari } from '../../src/puzzles/akari/format';

const dir = new URL('../data/akari/', import.meta.url);
const records = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .flatMap((f) => readAkariRecords(readFileSync(new URL(f, dir), 'utf8')));

describe('public puzzles (tests/data/akari, see PROVENANCE.md)', () => {
  it('are all read: 74 puzzles, a reference solution for all but the 15 from pencil-puzzle-bench', () => {
    expect(records.length).toBe(74);
    expect(records.filter((r) => !r.solution).map((r) => r.id)).toEqual(Array.from({ length: 15 }, (_, i) => `ppbench-${String(i + 1).padStart(2, '0')}`));
  });

  it('reference solutions pass the rules check (the judge agrees with the references)', () => {
    for (const r of records) if (r.solution) expect(checkAkari(r.puzzle, r.solution), r.id).toEqual({ ok: true });
  });

  it('URLs in the records decode to the same grids', () => {
    for (const r of records) {
      if (!r.url) continue;
      expect(parseAkari(r.url), r.id).toEqual({ ok: true, puzzle: r.puzzle });
    }
  });

  // The literal loop runs with a small cap here to keep the test short; the benchmark uses a large one.
  for (const method of ['selective', 'force', 'pairs'] as const) {
    it(`${method} solves every one, passes the rules check and matches the reference`, () => {
      for (const r of records) {
        const { result } = runAkari(r.puzzle, method, { cap: 3000 });
        expect(result.status, r.id).toBe('solved');
        expect(result.stats.multiple, r.id).toBe(0);
        expect(checkAkari(r.puzzle, result.solution!), r.id).toEqual({ ok: true });
        if (r.solution) expect(result.solution, r.id).toEqual(r.solution);
      }
    });
  }

  it('selective settles every Tatham easy and tricky board without a trial, by its stars alone', () => {
    for (const r of records) {
      if (r.difficulty !== 'easy' && r.difficulty !== 'tricky') continue;
      const { result, engine } = runAkari(r.puzzle, 'selective', { chains: false });
      expect(engine.methodOutcome, r.id).toBe('solved');
      expect(result.stats.trials + result.stats.searchNodes, r.id).toBe(0);
    }
  });

  it('forcing alone settles the easy ones and none of the tricky ones', () => {
    for (const r of records) {
      if (r.difficulty !== 'easy' && r.difficulty !== 'tricky') continue;
      expect(runAkari(r.puzzle, 'force').engine.methodOutcome === 'solved', r.id).toBe(r.difficulty === 'easy');
    }
  });
});
