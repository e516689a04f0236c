/**
 * The lesson's 6-6-3 lookup stepper (src/ui/sliding/lesson/pdb-lookup-steps.ts)
 * on the real tables: one step per group with that group's own number, the sum,
 * the mirrored board's numbers, and the larger sum, which is the solver's
 * estimate; every step says why.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPdb663, explainPdb, PDB663_PATTERNS, type Pdb663Tables } from '../../src/puzzles/sliding/heuristics/pdb';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { lookupSteps } from '../../src/ui/sliding/lesson/pdb-lookup-steps';

let tables: Pdb663Tables;
beforeAll(() => {
  tables = buildPdb663();
}, 120_000);

function tilesOf(text: string): number[] {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle.tiles;
}

describe('lookupSteps', () => {
  // A board whose mirror sum and first sum differ, so the "larger" step has something to choose.
  const boards = ['5 1 2 4 9 6 3 8 13 10 7 11 0 14 15 12', '0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1'];
  for (const text of boards) {
    it(`walks the lookup of ${text} to the solver's own estimate`, () => {
      const b = explainPdb(tilesOf(text), tables);
      const steps = lookupSteps(b);
      expect(steps).toHaveLength(10);
      // Steps 1–3: one group each, marked alone, with its table value.
      for (let i = 0; i < 3; i++) {
        const s = steps[1 + i];
        expect(Object.keys(s.marks).map(Number).sort((x, y) => x - y)).toEqual([...PDB663_PATTERNS[i]].sort((x, y) => x - y));
        expect(s.what).toContain(`: ${b.parts[i].value} move`);
      }
      const sum = b.parts.reduce((a, p) => a + p.value, 0);
      expect(steps[4].what).toBe(`Add them: ${b.parts.map((p) => p.value).join(' + ')} = ${sum}.`);
      expect(steps[4].why).toContain('no move is counted twice');
      expect(steps[5].board).toBe('mirrored');
      expect(steps[5].why).toContain('exactly as many moves');
      for (let i = 0; i < 3; i++) expect(steps[6 + i].what).toContain(`the original tiles {${b.mirror!.parts[i].tiles!.join(', ')}}`);
      expect(steps[9].what).toContain(`max(${sum}, ${b.mirror!.total}) = ${b.total}`);
      expect(steps[9].why).toContain('Both sums are admissible');
      for (const s of steps) expect(s.why.length).toBeGreaterThan(40);
    });
  }

  it('refuses a breakdown without its mirror', () => {
    const b = explainPdb(tilesOf(boards[0]), tables);
    expect(() => lookupSteps({ ...b, mirror: undefined })).toThrow(/mirror/);
  });
});
