import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random';
import { checkShakashaka, firstNonRectangle, whiteAreas } from '../../src/puzzles/shakashaka/rules';
import { bruteForceShakashaka, gridPointOk } from '../../src/puzzles/shakashaka/solve-brute';
import type { ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';
import { randomShakashakaBoard } from '../../src/puzzles/shakashaka/random-boards';
import { allAreasRectangularByOutline, randomFilling, records, turnGrid, turnPuzzle } from './helpers';

const board = (...rows: string[]): ShakashakaPuzzle => ({ width: rows[0].length, height: rows.length, rows: rows.map((r) => r.replace(/[^.#0-4]/g, '.')) });
const verdict = (rows: string[]) => checkShakashaka(board(...rows), rows);

describe('rules check by geometry (written from the rules, not the model)', () => {
  it('accepts white squares, 45° squares and white areas that only touch at a corner', () => {
    expect(verdict(['..', '..'])).toEqual({ ok: true });
    expect(verdict(['◤◥', '◣◢'])).toEqual({ ok: true }); // a diamond in a 2×2 block
    expect(verdict(['.#', '#.'])).toEqual({ ok: true }); // two unit squares meeting at a point
    expect(verdict(['◤◥◤◥', '◣◢◣◢'])).toEqual({ ok: true }); // two diamonds meeting at a point
    // A 45° rectangle 2 long and 1 wide, the rim around it empty corners.
    expect(verdict(['◤◥##', '◣.◥#', '#◣.◥', '##◣◢'])).toEqual({ ok: true });
    // The same with white corners left over: L-shaped areas.
    expect(verdict(['◤◥..', '◣.◥.', '.◣.◥', '..◣◢'])).toMatchObject({ ok: false });
  });

  it('rejects half cells, L shapes, notches and holes', () => {
    expect(verdict(['◤'])).toMatchObject({ ok: false, message: expect.stringMatching(/^whiteRectangle: .*row 1, column 1/) });
    expect(verdict(['..', '.#'])).toMatchObject({ ok: false, message: expect.stringMatching(/^whiteRectangle/) });
    expect(verdict(['...', '..◢'])).toMatchObject({ ok: false, message: expect.stringMatching(/^whiteRectangle/) });
    // The diamond with a square hole that the published model admits.
    const [holed] = records('model-counterexample');
    expect(checkShakashaka(holed.puzzle, holed.solution!)).toMatchObject({ ok: false, message: expect.stringMatching(/^whiteRectangle/) });
  });

  it('names the area it rejects: its cells, and their extent in the sentence', () => {
    // An L of three white cells: the area is those three cells, rows 1–2 and columns 1–2.
    const l = verdict(['..', '.#']);
    expect(l).toMatchObject({ ok: false, message: expect.stringMatching(/the white area in rows 1–2, columns 1–2 \(3 cells\) is not a rectangle/) });
    const [holed] = records('model-counterexample');
    const cells = firstNonRectangle(holed.puzzle, holed.solution!)!;
    // The holed diamond surrounds the 2×2 black block in the middle, and never includes it.
    const w = holed.puzzle.width;
    for (const k of cells) expect(holed.puzzle.rows[Math.floor(k / w)][k % w]).not.toBe('#');
    expect(cells).toEqual([...cells].sort((a, b) => a - b));
    expect(cells.length).toBeGreaterThan(8);
  });

  it('counts triangles next to a clue, and keeps the givens', () => {
    expect(checkShakashaka(board('1.'), ['1.'])).toMatchObject({ ok: false, message: expect.stringMatching(/^clueCount: the clue 1 has 0 triangles/) });
    expect(checkShakashaka(board('.1'), ['◤1'])).toMatchObject({ ok: false, message: expect.stringMatching(/^whiteRectangle/) });
    expect(checkShakashaka(board('.1.'), ['#1.'])).toMatchObject({ ok: false, message: expect.stringMatching(/^givens: .*row 1, column 1/) });
    expect(checkShakashaka(board('.1.'), ['x1.'])).toMatchObject({ ok: false, message: expect.stringMatching(/^givens: 'x' is neither/) });
    expect(checkShakashaka(board('..'), ['..', '..'])).toMatchObject({ ok: false, message: expect.stringMatching(/^shape/) });
  });

  it('accepts every stored solution of the public boards', () => {
    for (const file of ['pzprjs', 'saito', 'noqx', 'demaine-artificial']) {
      for (const rec of records(file)) expect(checkShakashaka(rec.puzzle, rec.solution!), rec.id).toEqual({ ok: true });
    }
  });

  it('white areas add up to the white part of the board', () => {
    const [rec] = records('saito');
    const quarters = whiteAreas(rec.solution!, rec.puzzle.width, rec.puzzle.height).reduce((n, a) => n + a.quarters.length, 0);
    const white = rec.solution!.join('').split('').reduce((n, ch) => n + (ch === '.' ? 4 : '◤◥◢◣'.includes(ch) ? 2 : 0), 0);
    expect(quarters).toBe(white);
  });
});

describe('rules check, property tests', () => {
  const boards = fc.integer({ min: 1, max: 1_000_000 }).map((seed) => ({ seed, puzzle: randomShakashakaBoard(seed) }));

  it('agrees with an independent outline check on random fillings', () => {
    fc.assert(
      fc.property(boards, fc.double({ min: 0, max: 0.8, noNaN: true }), ({ seed, puzzle }, share) => {
        const filling = randomFilling(puzzle, seededRandom(seed * 7 + 1), share);
        const areasOk = whiteAreas(filling, puzzle.width, puzzle.height).every((a) => a.rectangle !== null);
        expect(areasOk).toBe(allAreasRectangularByOutline(filling));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the outline check on true solutions and on solutions with one cell changed', () => {
    let solutions = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const puzzle = randomShakashakaBoard(seed);
      if (puzzle.width * puzzle.height > 30) continue;
      const brute = bruteForceShakashaka(puzzle, 3);
      for (const s of brute.solutions) {
        solutions++;
        expect(allAreasRectangularByOutline(s)).toBe(true);
        const random = seededRandom(seed);
        const cells = s.join('').split('').flatMap((ch, i) => ('.◤◥◢◣'.includes(ch) ? [i] : []));
        const k = cells[Math.floor(random() * cells.length)];
        const [r, c] = [Math.floor(k / puzzle.width), k % puzzle.width];
        for (const ch of '.◤◥◢◣') {
          const changed = s.map((row, rr) => (rr === r ? row.slice(0, c) + ch + row.slice(c + 1) : row));
          const areasOk = whiteAreas(changed, puzzle.width, puzzle.height).every((a) => a.rectangle !== null);
          expect(areasOk).toBe(allAreasRectangularByOutline(changed));
        }
      }
    }
    expect(solutions).toBeGreaterThan(20);
  });

  it('agrees with the grid-point test the brute force prunes with (right angles only, nothing concave)', () => {
    fc.assert(
      fc.property(boards, fc.double({ min: 0, max: 0.8, noNaN: true }), ({ seed, puzzle }, share) => {
        const filling = randomFilling(puzzle, seededRandom(seed * 3 + 2), share);
        const grid = filling.map((row) => [...row]);
        let pointsOk = true;
        for (let R = 0; R <= puzzle.height; R++) for (let C = 0; C <= puzzle.width; C++) pointsOk &&= gridPointOk(grid, R, C);
        expect(pointsOk).toBe(whiteAreas(filling, puzzle.width, puzzle.height).every((a) => a.rectangle !== null));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same verdict on the board turned a quarter', () => {
    fc.assert(
      fc.property(boards, ({ seed, puzzle }) => {
        const filling = randomFilling(puzzle, seededRandom(seed), 0.3);
        expect(checkShakashaka(turnPuzzle(puzzle), turnGrid(filling)).ok).toBe(checkShakashaka(puzzle, filling).ok);
      }),
      { numRuns: 200 },
    );
  });
});
