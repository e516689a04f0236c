/**
 * Check writes a proof once: when the same steps from the givens rule out two of the reader's marks, one lead names
 * both marks and the proof follows once (a reader met one three-step proof twice, for two cells; then the second mark
 * still repeated its whole lead to point at the first).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { checkPosition, playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { checkWords } from '../../src/ui/inequalities/play/hint-text';

function boardOf(name: string) {
  const parsed = parseAkari(readFileSync(`content/examples/akari/${name}.txt`, 'utf8').trim());
  if (!parsed.ok) throw new Error(parsed.error.message);
  return playBoard(akariPlayModel(parsed.puzzle));
}

describe('Check writes each proof once', () => {
  it('two wrong marks ruled out by the same steps: one lead names both, one proof', () => {
    const board = boardOf('easy-7x7');
    const givens = board.givens();
    const settled = givens.values.map((v, i) => ({ v, i })).filter(({ v }) => v !== UNKNOWN);
    let shared = 0;
    for (const a of settled) {
      for (const b of settled) {
        if (b.i <= a.i) continue;
        const values = new Array<number>(board.model.variables.length).fill(UNKNOWN);
        values[a.i] = 1 - a.v;
        values[b.i] = 1 - b.v;
        const said = checkWords(board.model, checkPosition(board, values), values);
        const laid = said.proofs.filter((p) => p !== null).map((p) => p.steps.join(' '));
        expect(new Set(laid).size, said.details.join('\n')).toBe(laid.length);
        const both = said.details.filter((d) => d.endsWith('So none of those marks can be right.'));
        if (both.length > 0) {
          shared++;
          // One detail speaks for both marks: neither has a lead of its own.
          expect(both).toHaveLength(1);
          expect(said.details.filter((d) => d.startsWith('You have'))).toHaveLength(1);
        }
      }
    }
    expect(shared, 'some pair of marks on the easy board shares a proof').toBeGreaterThan(0);
  });
});
