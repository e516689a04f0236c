// The user's time limit covers building and loading pattern databases:
// a build or load stops at its deadline and says how far it got, and the
// search then runs without the tables and says why.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPatternDb, PdbDeadlineError } from '../../src/puzzles/sliding/pdb/build';
import { loadOrBuildTables, type TableSet } from '../../src/puzzles/sliding/pdb/cache-node';
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

  it('a cut build says so and saves nothing; without a deadline the set is built, saved and then loaded', async () => {
    const cut = await loadOrBuildTables(dir, SMALL, { deadline: Date.now() - 1 });
    expect(cut).toHaveProperty('cut');
    expect((cut as { cut: string }).cut).toMatch(/^Building the test databases .* stopped at the time limit after \d+ ms/);

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
