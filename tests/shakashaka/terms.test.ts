/**
 * One word for one thing: a white cell with no triangle is "empty", never
 * "white" (which names every cell that is not black) or "not filled"; a cell
 * not known yet is "undecided". Checked on every row's words of two boards,
 * the families' summaries and the play island's marks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { FAMILIES } from '../../src/puzzles/shakashaka/model/families';
import { rowLabel } from '../../src/puzzles/shakashaka/model/words';
import { SHAKASHAKA_PLAY } from '../../src/ui/shakashaka/play/ShakashakaPlayIsland';

/** "white" used for the state with no triangle. */
const WHITE_FOR_EMPTY = /\b(left|stays?|is|be|are) (all )?white\b(?! area)|\bwhite or\b|\b(two|three) white cells\b|with white cells|not filled/;

describe('the word for a cell with no triangle', () => {
  it('is "empty" in every row of the model', () => {
    for (const file of ['pzprjs-6x6', 'holed-diamond-8x6']) {
      const parsed = parseShakashaka(readFileSync(`content/examples/shakashaka/${file}.txt`, 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.message);
      for (const variant of ['A-E', 'A-D+F'] as const) {
        const model = shakashakaModel(parsed.puzzle, variant);
        model.rows.forEach((_, i) => expect(rowLabel(model, i)).not.toMatch(WHITE_FOR_EMPTY));
      }
    }
  });

  it('is "empty" in the families’ titles and summaries, and in the play island’s marks', () => {
    for (const f of Object.values(FAMILIES)) expect(`${f.title}. ${f.summary}`).not.toMatch(WHITE_FOR_EMPTY);
    const values = new Array(5).fill(-1);
    expect(SHAKASHAKA_PLAY.markWords(values, 0)).toBe('undecided');
    expect(SHAKASHAKA_PLAY.markWords(SHAKASHAKA_PLAY.cycle(values, 0), 0)).toBe('empty');
    expect(SHAKASHAKA_PLAY.marks.map((m) => m.text)).toContain('Empty');
    expect(SHAKASHAKA_PLAY.howTo).not.toMatch(WHITE_FOR_EMPTY);
  });
});
