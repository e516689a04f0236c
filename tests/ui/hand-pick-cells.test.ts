/**
 * On a phone the by-hand verdict opens with a small copy of the board that draws no clues and no names: the line
 * under it names the pick's cells with their rows and columns, so a reader can tell which cells are meant.
 */
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { firstForcing, initHand, judge, reduceHand } from '../../src/inequalities/hand-state';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { akariWordsOn } from '../../src/puzzles/akari/vocabulary';
import { HandResult } from '../../src/ui/inequalities/by-hand/HandResult';

const parsed = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const model = buildAkariModel(parsed.puzzle);
const words = akariWordsOn(model);
const start = initHand(model);
const pick = firstForcing(start)!;
const state = reduceHand(start, { type: 'pick', id: pick.id });
const result = (board: boolean) =>
  render(h(HandResult, { judgement: judge(state), mode: state.mode, pickedLabels: [pick.label], values: state.values, words, nextSum: '(99)',
    board: board ? h('svg', {}) : undefined, boardCells: board ? pick.inequality.vars : undefined }));

describe('the by-hand verdict names the cells of its small board', () => {
  it('lists each of the pick’s cells with its row and column', () => {
    const html = result(true);
    expect(html).toContain('data-testid="hand-pick-cells"');
    for (const v of pick.inequality.vars) {
      expect(html).toContain(`${words.name(v)} (row ${model.variables[v].row + 1}, column ${model.variables[v].col + 1})`);
    }
  });
  it('says nothing of the kind where no small board is drawn', () => {
    expect(result(false)).not.toContain('hand-pick-cells');
  });
});
