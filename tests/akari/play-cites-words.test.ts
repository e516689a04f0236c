/**
 * The play island lists no inequalities, so a number like "(14)" in its hint or in Check would point nowhere: each
 * one it cites is followed by its words (“row segment from row 1, column 3: at most one lamp”). Walked over every
 * step from the empty board of the lesson's three boards, and every mark the givens rule out on the easy one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { explainFrom } from '../../src/inequalities/next-step';
import { checkPosition, playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { checkWords, hintLevels, stepSentence } from '../../src/ui/inequalities/play/hint-text';

/** A cited number not followed by its words in quotes (a proof's own step numbers, "…: (1) " or "…. (2) ", aside). */
const BARE = /(?<![:.] )\(\d+\)(?!, “)/;

function boardOf(name: string) {
  const parsed = parseAkari(readFileSync(`content/examples/akari/${name}.txt`, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return playBoard(akariPlayModel(parsed.puzzle));
}

describe('Akari play cites every inequality with its words', () => {
  for (const name of ['easy-7x7', 'tricky-7x7', 'hard-7x7']) {
    it(`the hint's words and Explain's steps on the ${name} board`, () => {
      const board = boardOf(name);
      const { model } = board;
      let before = new Array<number>(model.variables.length).fill(UNKNOWN);
      const { steps } = explainFrom(board.finder, before, { trials: true });
      expect(steps.length).toBeGreaterThan(5);
      for (const { step, after } of steps) {
        const levels = hintLevels(model, step, before);
        for (const text of [levels.look, levels.rule, levels.deduction, stepSentence(model, step)]) expect(text).not.toMatch(BARE);
        before = after;
      }
    });
  }
  it('Check’s proofs on the easy board', () => {
    const board = boardOf('easy-7x7');
    const { model } = board;
    let proofs = 0;
    board.givens().values.forEach((forced, v) => {
      if (forced === UNKNOWN) return;
      const values = new Array<number>(model.variables.length).fill(UNKNOWN);
      values[v] = 1 - forced;
      const words = checkWords(model, checkPosition(board, values), values);
      for (const text of [words.headline, ...words.details]) expect(text).not.toMatch(BARE);
      proofs += words.proofs.filter((p) => p !== null).length;
    });
    expect(proofs).toBeGreaterThan(5);
  });
});
