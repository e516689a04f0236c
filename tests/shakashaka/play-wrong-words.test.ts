/**
 * A mark the givens rule out, said about the mark the reader put ("at row 1,
 * column 2 you put ◥, but the givens force ◤ there"), with the inequality that
 * settles it named, never as a variable with two values.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { wrongPlacements } from '../../src/inequalities/givens-proof';
import { playBoard } from '../../src/inequalities/play-check';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaPlayModel, wrongMarkWords } from '../../src/puzzles/shakashaka/play';
import { checkWords, hintWrongLevels } from '../../src/ui/inequalities/play/hint-text';
import { checkPosition } from '../../src/inequalities/play-check';

const place = (cell: number) => `cell ${cell}`;

describe('wrongMarkWords', () => {
  it('names the triangle put and the one the givens force', () => {
    const values = [0, 0, 1, 0, 0]; // ◥ put on cell 0
    expect(wrongMarkWords({ variable: 1, placed: 0, forced: 1 }, values, place)).toBe('at cell 0 you put ◥, but the givens force ◤ there');
    expect(wrongMarkWords({ variable: 2, placed: 1, forced: 0 }, values, place)).toBe('at cell 0 you put ◥, but the givens rule ◥ out there');
  });
  it('says "empty" for the empty state, both ways', () => {
    expect(wrongMarkWords({ variable: 0, placed: 1, forced: 0 }, [1, 0, 0, 0, 0], place)).toBe('at cell 0 you marked it empty, but the givens rule “empty” out there');
    expect(wrongMarkWords({ variable: 0, placed: 0, forced: 1 }, [0, 0, 0, 1, 0], place)).toBe('at cell 0 you put ◢, but the givens force it to stay empty');
  });
});

describe('the play hint and Check on a mark the givens rule out', () => {
  // Next to the 2 in the corner, each neighbour must hold a triangle; its white side cannot face the frame.
  const parsed = parseShakashaka('2..\n...\n..2');
  if (!parsed.ok) throw new Error(parsed.error.message);
  const model = shakashakaPlayModel(parsed.puzzle);
  const board = playBoard(model);
  const givens = board.givens();
  // The first state of a cell that the givens rule out, put on that cell.
  const v = givens.values.findIndex((x) => x === 0);
  const cell = Math.floor(v / 5);
  const values = new Array<number>(model.variables.length).fill(UNKNOWN);
  for (let s = 0; s < 5; s++) values[5 * cell + s] = 5 * cell + s === v ? 1 : 0;

  it('the hint speaks of the mark put, names the settling inequality, and no variable = value', () => {
    const wrong = wrongPlacements(givens, values);
    expect(wrong.length).toBeGreaterThan(0);
    const said = hintWrongLevels(model, wrong, values);
    expect(said.look).toMatch(/^Your mark at row \d, column \d cannot be right/);
    expect(said.rule).toMatch(/^At row \d, column \d you (put [◤◥◢◣]|marked it empty), but the givens (force|rule)/);
    expect(said.rule).toMatch(/The proof of that ends with (the inequality “|the sum of “)/);
    expect(`${said.look} ${said.rule}`).not.toMatch(/ = [01]/);
  });

  it('Check leads its proof with the same words', () => {
    const words = checkWords(model, checkPosition(board, values), values);
    expect(words.details.some((d) => /^At row \d, column \d you (put [◤◥◢◣]|marked it empty), but the givens/.test(d))).toBe(true);
  });
});

describe('the hint and Check give the same proof for a wrong mark', () => {
  // The lesson's Play boards (src/lessons/shakashaka/facts.ts); on each, every state the givens rule out, put alone on its cell.
  const boards = ['2..\n...\n..2', '2..2\n....\n....\n2..2', '.....\n01..1\n.....\n..2..\n.....'];
  const cases = boards.flatMap((text) => {
    const parsed = parseShakashaka(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const model = shakashakaPlayModel(parsed.puzzle);
    const board = playBoard(model);
    const givens = board.givens();
    return givens.values.flatMap((x, v) => {
      if (x !== 0) return [];
      const cell = Math.floor(v / 5);
      const values = new Array<number>(model.variables.length).fill(UNKNOWN);
      for (let s = 0; s < 5; s++) values[5 * cell + s] = 5 * cell + s === v ? 1 : 0;
      return [{ model, board, givens, values }];
    });
  });

  it('the hint’s third part is Check’s proof, step for step, never a longer one through another state', () => {
    expect(cases.length).toBeGreaterThan(10);
    for (const { model, board, givens, values } of cases) {
      const hint = hintWrongLevels(model, wrongPlacements(givens, values), values);
      const check = checkWords(model, checkPosition(board, values), values);
      const detail = check.details[0];
      const checkSteps = check.proofs[0]?.steps.length ?? 1;
      expect(hint.proof.steps, detail).toHaveLength(checkSteps);
      for (const step of hint.proof.steps) expect(detail).toContain(step.replace(/^\(\d+\) /, ''));
    }
  });
});
