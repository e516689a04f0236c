/**
 * The forcing rule worked on an "at most" inequality of the example board
 * (the lesson's main path): the first step of the solver's forcing run that
 * crosses cells out with a ≤ inequality. Its numbers must agree with each
 * other, with the board's inequality and with the rule as the lesson states
 * it, after the flip to ≥ form and with the known cells filled in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstAtMostForcing } from '../../src/lessons/akari/first-at-most';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';

const parsed = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8').trim());
if (!parsed.ok) throw new Error(parsed.error.message);
const model = buildAkariModel(parsed.puzzle);
const step = firstAtMostForcing(parsed.puzzle);
const constraint = model.constraints[Number(step.label.slice(1, -1)) - 1];

describe('the first at-most forcing step on the example board', () => {
  it('quotes a ≤ inequality of the board by its number and words, as written and flipped', () => {
    expect(constraint.label).toBe(step.sentence);
    expect(['row', 'col', 'clue-max']).toContain(constraint.kind);
    expect(step.tex).toContain('\\le');
    expect(step.texGe).toContain('\\ge');
    expect(step.texGe.startsWith('-')).toBe(true);
    expect(step.cells).toEqual([...constraint.inequality.vars]);
  });
  it('fills in a known lamp, so the slack is M − r and every forced cell’s coefficient beats it', () => {
    expect(step.known.some((k) => k.value === 1)).toBe(true);
    expect(step.slack).toBe(step.max - step.rhs);
    expect(step.forced.length).toBeGreaterThan(0);
    for (const f of step.forced) {
      expect(f.value).toBe(0);
      expect(f.coefficient).toBeLessThan(0);
      expect(Math.abs(f.coefficient)).toBeGreaterThan(step.slack);
    }
  });
  it('moves the known lamp to the right side: the ≥ form\'s right side minus the known 1s\' coefficients', () => {
    expect(step.moved).toBeLessThan(0);
    expect(step.rhsGe - step.moved).toBe(step.rhs);
  });
  it('draws the board just after the step, the crossed cells at 0', () => {
    for (const f of step.forced) expect(step.values[f.variable]).toBe(0);
    for (const k of step.known) expect(step.values[model.variables.findIndex((_, i) => `x_{${i + 1}}` === k.name)]).toBe(k.value);
  });
});

describe('the steps before it, written out for the reader', () => {
  it('lists every earlier step with its inequality, words and the values it set', () => {
    expect(step.earlierSteps.map((s) => s.label)).toEqual(step.earlier);
    for (const s of step.earlierSteps) {
      const c = model.constraints[Number(s.label.slice(1, -1)) - 1];
      expect(s.sentence).toBe(c.label);
      expect(s.set).toMatch(/^x_\{\d+\} = [01]/);
    }
  });
});
