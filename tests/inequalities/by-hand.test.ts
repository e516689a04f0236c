import { describe, expect, it } from 'vitest';
import { addPair, applyOne } from '../../src/inequalities/by-hand';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { makeInequality } from '../../src/inequalities/inequality';

const free = [UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN];

describe('by hand', () => {
  it('says what one inequality forces, and why one forces nothing', () => {
    expect(applyOne(makeInequality([[0, 1], [1, 1], [2, 2]], '>=', 3), free)).toEqual({
      kind: 'forces',
      forced: [{ variable: 2, value: 1 }],
      slack: 1,
    });
    const idle = applyOne(makeInequality([[0, 1], [1, 1]], '>=', 1), free);
    expect(idle).toMatchObject({ kind: 'nothing', slack: 1, largest: 1 });
    expect(applyOne(makeInequality([[0, 1]], '>=', 1), [0, UNKNOWN, UNKNOWN, UNKNOWN])).toMatchObject({ kind: 'contradiction' });
  });

  it("adds the lesson's pair and reports what cancelled", () => {
    const out = addPair(makeInequality([[0, 1], [1, 1]], '>=', 1), makeInequality([[0, 1], [1, 1], [2, 3]], '<=', 3), free);
    expect(out.sum).toEqual({ vars: [2], coefs: [-3], rhs: -2 });
    expect(out.cancelled).toEqual([0, 1]);
    expect(out.verdict).toMatchObject({ kind: 'forces', forced: [{ variable: 2, value: 0 }] });
    expect(out.note).toBeNull();
  });

  it('explains a useless pick: nothing cancels', () => {
    const out = addPair(makeInequality([[0, 1], [1, 1]], '>=', 1), makeInequality([[2, 1], [3, 1]], '>=', 1), free);
    expect(out.verdict.kind).toBe('nothing');
    expect(out.note).toMatch(/nothing cancels/);
  });

  it('explains a useless pick: something cancels but the slack stays too large', () => {
    const out = addPair(makeInequality([[0, 1], [1, 1], [2, 1]], '>=', 1), makeInequality([[0, 1], [3, 1]], '<=', 1), free);
    expect(out.cancelled).toEqual([0]);
    expect(out.note).toMatch(/slack 2/);
  });
});
