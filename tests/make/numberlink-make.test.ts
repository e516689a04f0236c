/**
 * Numberlink boards made to order (src/puzzles/numberlink/make.ts): the
 * pieces and joins it draws cover the board with paths under every rule,
 * whatever joins are made; each made board has exactly one solution —
 * re-checked by brute force, which knows nothing of the diagram the maker
 * counted with — and the level asked for (the grade, run again). The same
 * seed gives the same board; sizes, levels and rules out of range are
 * refused in words. The lesson's census (every path system of a small board)
 * agrees with the diagram's count on every instance.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random';
import { gradeNumberlink } from '../../src/puzzles/numberlink/grade';
import { makeNumberlink } from '../../src/puzzles/numberlink/make';
import { boardOf } from '../../src/puzzles/numberlink/make/board';
import { countVerdict } from '../../src/puzzles/numberlink/make/count';
import { instanceCensus } from '../../src/puzzles/numberlink/make/instances';
import { randomPieces } from '../../src/puzzles/numberlink/make/pieces';
import { RULES, type Cell, type PuzzleRule } from '../../src/puzzles/numberlink/puzzle';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';
import { RULE_SET_NAME } from '../../src/puzzles/numberlink/rule-names';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

describe('the pieces and joins a made board is drawn from', () => {
  it.each(RULES)('under %s, any subset of the joins gives paths the judge accepts as a solution', (rule) => {
    for (let seed = 1; seed <= 12; seed++) {
      const random = seededRandom(seed);
      const [width, height] = [5 + (seed % 3), 4 + (seed % 4)];
      const pieces = randomPieces(random, width, height, rule);
      if (!pieces) continue;
      const made = pieces.joins.map((_, j) => j).filter(() => random() < 0.6);
      const { puzzle, paths } = boardOf(pieces, made);
      expect(paths.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: width * height }, (_, i) => i));
      const named: Record<string, Cell[]> = {};
      paths.forEach((p, k) => (named[puzzle.labels[k]] = p.map((i) => [Math.floor(i / width), i % width] as Cell)));
      expect(checkNumberlink(puzzle, { paths: named, rule, count: '1' })).toEqual({ ok: true });
    }
  });
});

describe('Numberlink boards made to order', () => {
  it.each([
    ['fill', 2, 5, 5, 1],
    ['fill', 3, 6, 5, 2],
    ['fill', 4, 6, 6, 1],
    ['fill-notouch', 2, 5, 5, 3],
    ['fill-notouch', 3, 6, 6, 1],
    ['nikoli', 2, 5, 5, 1],
    ['nikoli', 3, 5, 6, 2],
  ] as [PuzzleRule, number, number, number, number][])('%s level %i on %i×%i (seed %i): made, one solution by brute force, graded at that level', (rule, level, width, height, seed) => {
    const m = makeNumberlink({ width, height, level, seed, params: { rule } });
    expect(m.status).toBe('made');
    const board = m.puzzle!;
    expect([board.width, board.height]).toEqual([width, height]);
    expect(m.grade?.level).toBe(level);
    expect(gradeNumberlink(board, { rule }).level).toBe(level);
    const brute = bruteForceNumberlink(board, rule, { maxNodes: 50_000_000 }, 1);
    expect(brute.complete).toBe(true);
    expect(brute.count).toBe(1);
    expect(m.certificate).toContain(`under the ${RULE_SET_NAME[rule]} rule`);
  });

  it('the same seed gives the same board, another seed another', () => {
    const make = (seed: number) => makeNumberlink({ width: 6, height: 6, level: 2, seed, params: { rule: 'fill' } }).puzzle;
    expect(make(5)).toEqual(make(5));
    expect(make(5)).not.toEqual(make(6));
  });

  it.each([
    [{ width: 3, height: 6, level: 2 }, 'made from 4×4 to 15×15 cells, not 3×6'],
    [{ width: 16, height: 10, level: 2 }, 'not 16×10'],
    [{ width: 6, height: 6, level: 0 }, 'the level is 1 to 4'],
    [{ width: 6, height: 6, level: 5 }, 'not 5'],
    [{ width: 6, height: 6, level: 2, params: { rule: 'fill-canonical' } }, 'the rule is one of fill, fill-notouch, nikoli'],
  ])('%j is refused: %s', (request, words) => {
    const m = makeNumberlink({ seed: 1, ...request });
    expect(m.status).toBe('refused');
    expect(m.reason).toContain(words);
  });
});

describe('the census of path systems (the lesson\u2019s small example)', () => {
  it('every instance of the 3×3 board has as many solutions, by the diagram, as path systems end at its clues', () => {
    const census = instanceCensus(3, 3);
    expect(census.all.length).toBe(census.instances);
    expect(census.all.reduce((s, x) => s + x.systems, 0)).toBe(census.systems);
    for (const { puzzle, systems } of census.all) {
      const run = runZdd(puzzle, zddParams({ rule: 'fill' }, puzzle));
      expect(Number(run.count)).toBe(systems);
      expect(countVerdict(puzzle, 'fill', {})).toBe(systems === 1 ? 'one' : 'many');
    }
    expect(census.unique).toBe(census.all.filter((x) => x.systems === 1).length);
    const example = census.uniqueExample!;
    expect(bruteForceNumberlink(example.puzzle, 'fill').count).toBe(1);
  });
});
