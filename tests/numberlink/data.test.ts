import { describe, expect, it } from 'vitest';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import type { NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { publicRecords } from './public-records';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

const records = publicRecords();

/** The rule a record's stored solution follows ('unverified' boards were solved assuming fill + no touching). */
const storedRule = (rule: string): NumberlinkRule => (rule === 'fill' || rule === 'nikoli' ? rule : rule === 'none' ? 'nikoli' : 'fill-notouch');

describe('public puzzles (tests/data/numberlink, see PROVENANCE.md)', () => {
  it('are all read: 457 puzzles with their rules', () => {
    expect(records.length).toBe(457);
    const rules = new Map<string, number>();
    for (const r of records) rules.set(r.rule, (rules.get(r.rule) ?? 0) + 1);
    expect(Object.fromEntries(rules)).toEqual({ fill: 9, 'fill-notouch': 337, nikoli: 90, none: 4, unverified: 17 });
  });

  it('stored solutions pass the rules check under the rule they follow (the judge agrees with the data)', () => {
    for (const r of records) {
      const verdict = checkNumberlink(r.puzzle, { paths: r.paths, rule: storedRule(r.rule), count: '1' });
      expect(verdict, r.id).toEqual({ ok: true });
    }
  });

  it('URLs in the records decode to the same grids', () => {
    let urls = 0;
    for (const r of records) {
      if (!r.url) continue;
      urls++;
      const fromUrl = parseNumberlink(r.url);
      expect(fromUrl.ok && fromUrl.puzzle.cells, r.id).toEqual(r.puzzle.cells);
    }
    expect(urls).toBeGreaterThan(3);
  });

  // Counts against the data's counts (computed there with TdZdd's ddnumlin), on the boards small
  // enough for a unit test; the benchmark compares all of them.
  const cases: [NumberlinkRule, number, number][] = [
    ['fill', 64, 35],
    ['fill-notouch', 100, 110],
    ['nikoli', 49, 4],
  ];
  for (const [rule, maxCells, atLeast] of cases) {
    it(`${rule}: our count equals the data's on every board up to ${maxCells} cells`, () => {
      let compared = 0;
      for (const r of records) {
        const expected = r.counts[rule];
        if (expected === null || r.puzzle.width * r.puzzle.height > maxCells) continue;
        const run = runZdd(r.puzzle, zddParams({ rule }, r.puzzle));
        expect(run.count, r.id).toBe(expected);
        if (run.result.solution) expect(checkNumberlink(r.puzzle, run.result.solution), r.id).toEqual({ ok: true });
        compared++;
      }
      expect(compared).toBeGreaterThanOrEqual(atLeast);
    });
  }

  it('finds both no-touch solutions of janko-156, and a unique one where the data says so', () => {
    const r = records.find((x) => x.id === 'janko-156')!;
    const run = runZdd(r.puzzle, zddParams({ rule: 'fill-notouch' }, r.puzzle));
    expect(run.count).toBe(2n);
    expect(run.result.stats.unique).toBe(0);
    const one = records.find((x) => x.id === 'janko-001')!;
    const single = runZdd(one.puzzle, zddParams({ rule: 'fill-notouch' }, one.puzzle));
    expect(single.count).toBe(1n);
    expect(single.result.stats.unique).toBe(1);
    // The one solution is the stored one.
    expect(single.result.solution!.paths).toEqual(one.paths);
  });
});
