/**
 * The forcing rule worked on the example board (the lesson's main path): the
 * first step of the solver's forcing run, with the numbers the sentence
 * quotes. They must agree with each other and with the rule as the lesson
 * states it: slack = M − r, every forced coefficient larger than the slack.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstForcing } from '../../src/lessons/akari/first-forcing';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';

const parsed = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8').trim());
if (!parsed.ok) throw new Error(parsed.error.message);
const puzzle = parsed.puzzle;
const model = buildAkariModel(puzzle);
const step = firstForcing(puzzle);

describe('the first forcing step on the example board', () => {
  it('quotes an inequality of the board by its number and words', () => {
    const i = Number(step.label.slice(1, -1)) - 1;
    expect(model.constraints[i].label).toBe(step.sentence);
    expect(step.cells).toEqual([...model.constraints[i].inequality.vars]);
  });
  it('has slack M − r, and forces exactly the cells whose coefficient beats it', () => {
    expect(step.slack).toBe(step.max - step.rhs);
    expect(step.forced.length).toBeGreaterThan(0);
    for (const f of step.forced) expect(Math.abs(f.coefficient)).toBeGreaterThan(step.slack);
  });
  it('draws the board with only the forced cells known', () => {
    const known = step.values.flatMap((v, i) => (v === -1 ? [] : [i]));
    expect(known).toEqual(step.forced.map((f) => f.variable));
    for (const f of step.forced) expect(step.values[f.variable]).toBe(f.value);
  });
});
