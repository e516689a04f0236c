/**
 * The lesson's main path shows why the mirror's second lookup helps with a board where the mirrored sum is larger
 * than the first (readers who skipped the fold did not see why the mirror helps): the board it picks really has
 * the two sums it says, read again here from the tables, and the mirrored one is the larger.
 */
import { describe, expect, it } from 'vitest';
import { mirrorGainExample } from '../../src/lessons/sliding/facts';
import { buildPdb663, explainPdb } from '../../src/puzzles/sliding/heuristics/pdb';
import { readInstances } from '../../src/puzzles/sliding/instances-node';

describe('the mirror’s example on the main path', () => {
  it('is a Korf board whose mirrored sum is larger than its first sum, with the sums the tables give', () => {
    const tables = buildPdb663();
    const korf = readInstances('korf100');
    const boards = korf.map((k) => ({ label: `Korf's board ${k.id}`, tiles: k.tiles }));
    const gain = mirrorGainExample(boards, tables);
    expect(gain.mirrored).toBeGreaterThan(gain.plain);
    const board = boards.find((b) => b.label === gain.label)!;
    const b = explainPdb(board.tiles, tables);
    expect(b.parts.map((p) => p.value)).toEqual(gain.parts);
    expect(gain.parts.reduce((a, v) => a + v, 0)).toBe(gain.plain);
    expect(b.mirror!.total).toBe(gain.mirrored);
    expect(b.total).toBe(gain.mirrored);
    // The first board of the list with a gain: none before it has one.
    for (const earlier of boards.slice(0, boards.indexOf(board))) {
      const e = explainPdb(earlier.tiles, tables);
      expect(e.mirror!.total).toBeLessThanOrEqual(e.parts.reduce((a, p) => a + p.value, 0));
    }
  }, 300_000);
});
