/**
 * Play's hints and Check name a cell as the board labels it, "x₂ (row 1,
 * column 3)" (a reader met bare "row 1, column 3" in some sentences and x
 * names in others), and a cell that both breaks the rule and is settled by a
 * step of Check's proof shows both in its badge ("3!"), so the step can be
 * found on the board.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { checkPosition, playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { BROKEN_BADGE, checkWords, hintLevels } from '../../src/ui/inequalities/play/hint-text';

function boardOf(name: string) {
  const parsed = parseAkari(readFileSync(`content/examples/akari/${name}.txt`, 'utf8').trim());
  if (!parsed.ok) throw new Error(parsed.error.message);
  return playBoard(akariPlayModel(parsed.puzzle));
}

/** Every "row r, column c" of a white cell comes with its x name: "x₂ (row …)", or "x₂ = 1 (a lamp) at row …" (a segment "from row …" or a clue "at row …" is no cell). */
function everyPlaceNamed(text: string): void {
  const bare = [...text.matchAll(/(.{0,6})row \d+, column \d+/g)].filter((m) => !/x[₀-₉]+ \($/.test(m[1]) && !/ at $| is $| from $/.test(m[1]));
  expect(bare.map((m) => m[0]), text).toEqual([]);
}

describe('play names cells as the board labels them', () => {
  it('the first hint on the empty board looks at its cells by x name and place', () => {
    const board = boardOf('tricky-7x7');
    const values = new Array<number>(board.model.variables.length).fill(UNKNOWN);
    const step = board.finder.next(values);
    if (!('kind' in step) || !['one', 'pair', 'star', 'trial'].includes(step.kind)) throw new Error('expected a deduction');
    const said = hintLevels(board.model, step as Parameters<typeof hintLevels>[1], values);
    expect(said.look).toMatch(/x[₀-₉]+ \(row \d+, column \d+\)/);
    everyPlaceNamed(said.look);
  });

  it('Check: a cell that breaks the rule and is settled by a proof step shows both, "3!", and the key says so', () => {
    const board = boardOf('tricky-7x7');
    const { model } = board;
    const givens = board.givens();
    // Two lamps in one segment, at least one ruled out by the givens, until one of them is also a proof step's cell.
    let found: { badges: Record<number, string>; key: string; text: string } | null = null;
    for (const c of model.constraints) {
      if (found || (c.kind !== 'row' && c.kind !== 'col')) continue;
      const [a, b] = c.inequality.vars;
      if (b === undefined || (givens.values[a] !== 0 && givens.values[b] !== 0)) continue;
      const values = new Array<number>(model.variables.length).fill(UNKNOWN);
      values[a] = 1;
      values[b] = 1;
      const said = checkWords(model, checkPosition(board, values), values);
      if (Object.values(said.badges).some((m) => m.length > 1 && m.endsWith(BROKEN_BADGE))) {
        found = { badges: said.badges, key: said.badgeKey, text: [said.headline, ...said.details].join(' ') };
      }
    }
    expect(found, 'some clash on the tricky board has a cell a proof step settles').not.toBeNull();
    const both = Object.values(found!.badges).find((m) => m.length > 1 && m.endsWith(BROKEN_BADGE))!;
    expect(both).toMatch(/^\d+!$/);
    expect(found!.key).toContain(`as in ${both}, it does both`);
    everyPlaceNamed(found!.text);
  });
});
