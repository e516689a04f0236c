/**
 * The Akari lesson's forcing cards: each card's board must be one that forcing
 * alone reaches. So every card comes from the steps before forcing's first
 * stall, the cards run in step order, and replaying the earlier steps' values
 * by plain forcing gives the card's board.
 */
import { describe, expect, it } from 'vitest';
import { patternExamples } from '../../src/lessons/akari/patterns';
import { exampleText } from '../../src/lessons/akari/files-node';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { recorder } from '../../src/core/trace';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import type { AkariEvent } from '../../src/puzzles/akari/events';

function puzzleOf(id: 'tricky-7x7' | 'easy-7x7') {
  const r = parseAkari(exampleText(id));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('the forcing cards', () => {
  for (const id of ['tricky-7x7', 'easy-7x7'] as const) {
    it(`on ${id}, come before the first stall, in step order, with the earlier steps named`, () => {
      const puzzle = puzzleOf(id);
      const cards = patternExamples(puzzle);
      expect(cards.length).toBeGreaterThan(0);
      // How many single-inequality steps forcing takes before it stalls or tries anything.
      const rec = recorder<AkariEvent>();
      runAkari(puzzle, 'force', { sink: rec.sink });
      const stop = rec.events.findIndex((e) => e.kind === 'stall' || e.kind === 'trial');
      const before = (stop < 0 ? rec.events : rec.events.slice(0, stop)).filter((e) => e.kind === 'deduce');
      const steps = cards.map((c) => c.step);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      const model = buildAkariModel(puzzle);
      for (const card of cards) {
        expect(card.step).toBeLessThanOrEqual(before.length);
        expect(card.earlier).toEqual(before.slice(0, card.step - 1).map((e) => (e.kind === 'deduce' ? `(${e.by + 1})` : '')));
        // The board drawn is exactly what those steps and the card's own step set.
        const values = model.variables.map(() => -1);
        for (const e of before.slice(0, card.step)) if (e.kind === 'deduce') for (const f of e.forced) values[f.variable] = f.value;
        expect(card.values).toEqual(values);
      }
    });
  }
});
