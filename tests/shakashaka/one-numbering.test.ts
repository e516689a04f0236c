/**
 * One numbering of the model's inequalities: the by-hand list, the play
 * tool's hints and the solver's stepper (the engine's trace) give the same
 * inequality of a board the same number "(n)" and the same sentence, so an
 * inequality named in one place is found under that number in the others.
 */
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { inequalitiesOf, initHand } from '../../src/inequalities/hand-state';
import { inequalityLabel } from '../../src/inequalities/step-words';
import { handModel } from '../../src/lessons/shakashaka/hand-model';
import { lessonFacts } from '../../src/lessons/shakashaka/facts';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { constraintLabel } from '../../src/puzzles/shakashaka/model/words';
import { shakashakaPlayModel } from '../../src/puzzles/shakashaka/play';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';

const F = lessonFacts();

describe('one numbering of a board’s inequalities', () => {
  for (const board of F.byHand) {
    it(`${board.label}: the by-hand list, the play hints and the stepper name each inequality alike`, () => {
      const parsed = parseShakashaka(board.text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const model = shakashakaModel(parsed.puzzle, 'A-D+F');
      const listed = inequalitiesOf(initHand(handModel(model)));
      const play = shakashakaPlayModel(parsed.puzzle);
      expect(listed.length).toBe(model.constraints.length);
      expect(play.constraints.length).toBe(model.constraints.length);
      const sink = recorder<ShakashakaEvent>();
      runSteps(parsed.puzzle, { sink: sink.sink });
      const cited = sink.events.filter((e) => e.kind === 'deduce' && e.source === 'given');
      expect(cited.length).toBeGreaterThan(0);
      for (const e of cited) {
        if (e.kind !== 'deduce') continue;
        const item = listed[e.by];
        // The stepper's "(n)" is the list's "(n)", for an inequality on the same variables with the same sentence.
        expect(item.label).toBe(inequalityLabel(e.by));
        expect(item.text).toBe(constraintLabel(model, e.by));
        expect(play.constraints[e.by].label).toBe(item.text);
        for (const [v] of e.inequality.terms) expect([...item.inequality.vars]).toContain(v);
      }
    });
  }
});
