// The user's time limit covers building and loading pattern databases:
// a build or load stops at its deadline and says how far it got, and the
// search then runs without the tables and says why.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPatternDb, PdbDeadlineError } from '../../src/puzzles/sliding/pdb/build';
import { buildRate, buildTooLong, loadOrBuildTables, loadOutlasts, placementsOf, type TableSet } from '../../src/puzzles/sliding/pdb/cache-node';
import { createSlidingGenre } from '../../src/puzzles/sliding/genre';
import { needsTables } from '../../src/puzzles/sliding/heuristics/source';
import { parseSlidingMany } from '../../src/puzzles/sliding/format';

const dir = mkdtempSync(join(tmpdir(), 'pdb-deadline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SMALL: TableSet = { name: 'the test databases', patterns: [[1, 2, 3], [4, 5]], layout: 'ranked', weights: [0.9, 0.1] };

describe('pattern databases under a deadline', () => {
  it('a build whose deadline has passed stops with PdbDeadlineError', () => {
    expect(() => buildPatternDb([1, 2, 3], { layout: 'ranked', deadline: Date.now() - 1 })).toThrow(PdbDeadlineError);
  });

  it('a build the limit cannot cover is not started and says how long it would take; without a deadline the set is built, saved and then loaded', async () => {
    const cut = await loadOrBuildTables(dir, SMALL, { deadline: Date.now() - 1 });
    expect(cut).toHaveProperty('cut');
    expect((cut as { cut: string }).cut).toMatch(
      /^The test databases are not built on this machine yet, and building them \(3,600 placements, once; then cached in .*\) takes about 0\.0 s .*, more than the 0 ms the time limit leaves, so it was not started; a run with a time limit of 1,000 ms or more builds and keeps them\.$/,
    );
    expect(readdirSync(dir)).toEqual([]);

    const built = await loadOrBuildTables(dir, SMALL);
    expect('tables' in built && built.sources.map((s) => s.source)).toEqual(['built', 'built']);

    const again = await loadOrBuildTables(dir, SMALL, { deadline: Date.now() + 60_000 });
    expect('tables' in again && again.sources.map((s) => s.source)).toEqual(['cache', 'cache']);
    if ('tables' in again && 'tables' in built) {
      expect(again.tables.map((t) => Array.from(t.values.slice(0, 200)))).toEqual(built.tables.map((t) => Array.from(t.values.slice(0, 200))));
    }

    const late = await loadOrBuildTables(dir, SMALL, { deadline: Date.now() - 1 });
    expect((late as { cut: string }).cut).toMatch(/^Loading the test databases \(\d+ MB, cached in .*\) was stopped at the time limit after \d+ ms, 0 % read\.$/);
  });

  it('a load whose first bytes came too slowly for the rest to fit in the time left is told at once, with the whole load’s time', () => {
    // 4 MB in 20 ms: the other 546 MB take 2,730 ms, more than 80 ms; the whole load about 2,750 ms.
    expect(loadOutlasts(4 << 20, 20, 546 << 20, 80)).toBeCloseTo(2750, 6);
    // The same rate with 10 s left: it fits, and the load goes on.
    expect(loadOutlasts(4 << 20, 20, 546 << 20, 10_000)).toBeNull();
    // A first read too fast for the clock to see still gives a finite estimate.
    expect(loadOutlasts(4 << 20, 0, 546 << 20, 0)).toBeGreaterThan(0);
  });

  it('the build time is estimated from the placements and the rate of the tables this machine built before', () => {
    expect(placementsOf(8)).toBe(518_918_400);
    const machine = mkdtempSync(join(tmpdir(), 'pdb-rate-'));
    try {
      // No table built here yet: the rate measured where this was written.
      expect(buildRate(machine).from).toMatch(/^at about \d+ ns a placement/);
      // A 6-tile table built in 1,153 ms: 5,765,760 placements at 200 ns each.
      const header = { format: 1, tiles: [1, 2, 3, 4, 5, 6], size: 4, layout: 'sparse', entries: 16 ** 6, maxValue: 30, states: 1, buildMs: 1153.152 };
      writeFileSync(join(machine, 'sliding-pdb-v1-4x4-sparse-1_2_3_4_5_6.json'), JSON.stringify(header));
      expect(buildRate(machine)).toEqual({ nsPerPlacement: 200, from: 'as fast as this machine built its other tables' });
      // The 7-8 set's 576,576,000 placements at 200 ns: about 115 s, so a 10 s limit does not start it and names 231 s.
      const tooLong = buildTooLong(machine, { name: 'the big tables', patterns: [[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15]], layout: 'ranked', weights: [0.9, 0.1] }, [[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15]], Date.now() + 10_000);
      expect(tooLong).toMatch(/\(576,576,000 placements, .*takes about 115 s .*a time limit of 231,000 ms or more/);
      // A limit that covers the estimate lets the build start.
      expect(buildTooLong(machine, SMALL, SMALL.patterns, Date.now() + 60_000)).toBeNull();
    } finally {
      rmSync(machine, { recursive: true, force: true });
    }
  });

  it('a search whose tables are not ready runs without them and says why', () => {
    const sentence = 'Building the tables was stopped at the time limit.';
    const genre = createSlidingGenre({
      strongest: {
        appliesTo: needsTables,
        prepare: async () => undefined,
        heuristic: () => {
          throw new Error('the search must not ask for tables that are not ready');
        },
        unready: () => sentence,
        save: () => null,
        restore: () => undefined,
      },
    });
    const parsed = parseSlidingMany('1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15')[0];
    if (!parsed.ok) throw new Error('the board parses');
    const result = genre.methods.ida.solve(parsed.puzzle, { budget: { limitMs: 5_000 } });
    expect(result.status).toBe('solved');
    expect(result.reason).toBe(`${sentence} Searched with Manhattan distance + linear conflicts instead.`);
    expect(result.solution?.length).toBe(1);
  });
});
