import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { proofOf, runGivens, wrongPlacements } from '../../src/inequalities/givens-proof';
import { makeInequality } from '../../src/inequalities/inequality';
import { explainFrom, StepFinder } from '../../src/inequalities/next-step';

const U = UNKNOWN;

describe('the next step from a position', () => {
  it('forces from one inequality first, preferring the variables asked for', () => {
    // (0) a + b ≥ 1, (1) c + d ≥ 1: with a = 0 and c = 0 both force; `prefer` picks which.
    const f = new StepFinder([makeInequality([[0, 1], [1, 1]], '>=', 1), makeInequality([[2, 1], [3, 1]], '>=', 1)], 4);
    expect(f.next([0, U, 0, U])).toMatchObject({ kind: 'one', id: 0, forced: [{ variable: 1, value: 1 }] });
    expect(f.next([0, U, 0, U], { prefer: [3] })).toMatchObject({ kind: 'one', id: 1, forced: [{ variable: 3, value: 1 }] });
  });

  it("adds a pair when no single inequality forces (the lesson's a + b ≥ 1 and a + b + 3c ≤ 3)", () => {
    const f = new StepFinder([makeInequality([[0, 1], [1, 1]], '>=', 1), makeInequality([[0, 1], [1, 1], [2, 3]], '<=', 3)], 3);
    const step = f.next([U, U, U]);
    expect(step).toMatchObject({ kind: 'pair', ids: [0, 1], forced: [{ variable: 2, value: 0 }] });
    if (step.kind === 'pair') expect(step.result.cancelled).toEqual([0, 1]);
  });

  it('offers a trial, labelled, only when forcing and pairs give nothing', () => {
    // a + b ≤ 1, a + c ≤ 1, b + c ≤ 1 … and a ≤ b + c forces nothing alone or in pairs; a = 1 breaks it.
    const given = [
      makeInequality([[0, 1], [1, 1]], '<=', 1),
      makeInequality([[0, 1], [2, 1]], '<=', 1),
      makeInequality([[0, 1], [1, -1], [2, -1]], '<=', 0),
    ];
    const f = new StepFinder(given, 3);
    expect(f.next([U, U, U], { trials: false })).toEqual({ kind: 'stuck' });
    const step = f.next([U, U, U]);
    expect(step).toMatchObject({ kind: 'trial', variable: 0, assumed: 1, concluded: 0, forced: [{ variable: 0, value: 0 }] });
  });

  it('ranks as a person would: a placement before an exclusion, one inequality before a sum, the touched cell, then fewer cells', () => {
    // Two cells of two variables each: cell 0 is x0, x1; cell 1 is x2, x3.
    const cellOf = (v: number) => Math.floor(v / 2);
    // (0) x0 ≤ 0 only excludes; (1) x1 − x3 ≥ 1 places x1.
    const exclude = makeInequality([[0, 1]], '<=', 0);
    const place = makeInequality([[1, 1], [3, -1]], '>=', 1);
    const f = new StepFinder([exclude, place], 4, { cellOf });
    // (0) forces x0 = 0 (cell 0 keeps x1 open); (1) forces x1 = 1 and x3 = 0: it places, so it comes first despite its number.
    expect(f.next([U, U, U, U])).toMatchObject({ kind: 'one', id: 1 });
    // Without cells, each variable is its own cell: x0 = 0 decides "cell" x0 too, and the lower number wins.
    expect(new StepFinder([exclude, place], 4).next([U, U, U, U])).toMatchObject({ kind: 'one', id: 0 });

    // A sum only when no single inequality forces anything (the by-hand tool's rule): even a mere exclusion comes before
    // a sum that would place, so a step is called a sum in the hint, in "Explain" and in the by-hand tool alike.
    // (0) x0 ≤ 0 excludes in cell 0; (1) x2 + x3 ≥ 1 and (2) x2 − x3 ≥ 0 force nothing alone, but their sum 2x2 ≥ 1 places x2.
    const pairPlaces = [exclude, makeInequality([[2, 1], [3, 1]], '>=', 1), makeInequality([[2, 1], [3, -1]], '>=', 0)];
    const g = new StepFinder(pairPlaces, 4, { cellOf });
    expect(g.next([U, U, U, U])).toMatchObject({ kind: 'one', id: 0 });
    expect(g.next([0, U, U, U])).toMatchObject({ kind: 'pair', ids: [1, 2], forced: [{ variable: 2, value: 1 }] });
    const h = new StepFinder([...pairPlaces, makeInequality([[1, 1]], '>=', 1)], 4, { cellOf });
    expect(h.next([U, U, U, U])).toMatchObject({ kind: 'one', id: 3 });

    // Among equals: the touched cell first, then fewer cells, then the lower number.
    const twoExclusions = [makeInequality([[0, 1], [2, 1], [4, 1]], '<=', 0), makeInequality([[2, 1]], '<=', 0), makeInequality([[4, 1]], '<=', 0)];
    const e = new StepFinder(twoExclusions, 6, { cellOf });
    expect(e.next([U, U, U, U, U, U])).toMatchObject({ kind: 'one', id: 1 });
    expect(e.next([U, U, U, U, U, U], { prefer: [4, 5] })).toMatchObject({ kind: 'one', id: 2 });
    expect(e.next([U, U, U, U, U, U], { prefer: [0, 1] })).toMatchObject({ kind: 'one', id: 0 });
  });

  it('names a broken inequality before anything else, and says when all is decided', () => {
    const f = new StepFinder([makeInequality([[0, 1], [1, 1]], '>=', 1)], 2);
    expect(f.next([0, 0])).toEqual({ kind: 'broken', id: 0 });
    expect(f.next([1, 0])).toEqual({ kind: 'done' });
  });

  it('explains from a position to the end, each step applied to the next', () => {
    const chain = [makeInequality([[0, 1]], '>=', 1), makeInequality([[0, 1], [1, 1]], '<=', 1), makeInequality([[1, 1], [2, 1]], '>=', 1)];
    const out = explainFrom(new StepFinder(chain, 3), [U, U, U]);
    expect(out.steps.map((s) => s.step.kind)).toEqual(['one', 'one', 'one']);
    expect(out.steps[2].after).toEqual([1, 0, 1]);
    expect(out.end).toEqual({ kind: 'done' });
  });
});

describe('what the givens force, with a short proof', () => {
  // (0) a ≥ 1; (1) a + b ≤ 1; (2) c + d ≥ 1 (idle); (3) b + e ≥ 1.
  const given = [
    makeInequality([[0, 1]], '>=', 1),
    makeInequality([[0, 1], [1, 1]], '<=', 1),
    makeInequality([[2, 1], [3, 1]], '>=', 1),
    makeInequality([[1, 1], [4, 1]], '>=', 1),
  ];
  const run = runGivens(new StepFinder(given, 5));

  it('keeps only the steps a value rests on', () => {
    expect(run.values).toEqual([1, 0, U, U, 1]);
    expect(proofOf(run, 4).map((s) => (s.kind === 'one' ? s.id : -1))).toEqual([0, 1, 3]);
    expect(proofOf(run, 2)).toEqual([]);
  });

  it('flags a placement the givens force the other way, and no other', () => {
    const wrong = wrongPlacements(run, [1, 1, 1, U, U]);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatchObject({ variable: 1, placed: 1, forced: 0 });
    expect(wrong[0].proof.map((s) => (s.kind === 'one' ? s.id : -1))).toEqual([0, 1]);
  });
});
