/**
 * The small worked examples of adding a pair and of rounding, on variables a,
 * b, c, computed by the engine the solver uses (so the lesson's arithmetic is
 * the engine's, not typed in).
 */
import { addPair, applyOne } from '../../inequalities/by-hand';
import { substitute, UNKNOWN, type Forced } from '../../inequalities/forcing';
import { makeInequality, maxLhs, type Inequality } from '../../inequalities/inequality';
import { inequalityToKatex, pairSumToKatex } from '../../inequalities/katex';

const NAMES = ['a', 'b', 'c'];
const name = (v: number) => NAMES[v];
const free = [UNKNOWN, UNKNOWN, UNKNOWN];

const coefOf = (ineq: Inequality, f: Forced) => ineq.coefs[ineq.vars.indexOf(f.variable)];

export function smallExamples() {
  const first = makeInequality([[0, 1], [1, 1]], '>=', 1);
  const second = makeInequality([[0, 1], [1, 1], [2, 3]], '<=', 3);
  const pair = addPair(first, second, free);
  if (pair.verdict.kind !== 'forces') throw new Error('the small pair example should force c');
  const one = (ineq: Inequality) => applyOne(ineq, free);
  return {
    pair: {
      first: inequalityToKatex(first, name),
      second: inequalityToKatex(second, name),
      /** Both alone force nothing: their slacks. */
      firstSlack: one(first).slack,
      secondSlack: one(second).slack,
      aligned: pairSumToKatex(pair.left, pair.right, pair.sum, name),
      sum: inequalityToKatex(pair.sum, name),
      /** The forcing rule is stated for ≥ form, so the lesson applies it to the sum written that way. */
      sumGe: inequalityToKatex(pair.sum, name, { form: 'ge' }),
      max: maxLhs(pair.sum),
      rhs: pair.sum.rhs,
      cancelled: pair.cancelled.map(name),
      slack: pair.verdict.slack,
      forced: pair.verdict.forced.map((f) => ({ name: name(f.variable), value: f.value, coefficient: coefOf(pair.sum, f) })),
    },
    rounding: roundingExample(),
  };
}

/**
 * Why a look-ahead that fails is not always a chain sum: forcing rounds (2b ≥ 1
 * makes b = 1, the half rounded up), a plain sum does not. Supposing a = 0,
 * the first inequality forces b = 1 and the second then fails, so a = 1; yet
 * the two added force nothing. Every claim is checked here, so the lesson's
 * sentence cannot drift from the arithmetic.
 */
function roundingExample() {
  const first = makeInequality([[0, 1], [1, 2]], '>=', 1);
  const second = makeInequality([[0, 1], [1, -1]], '>=', 0);
  const supposed = [0, UNKNOWN, UNKNOWN];
  const step = applyOne(first, supposed);
  if (step.kind !== 'forces' || step.forced.length !== 1 || step.forced[0].variable !== 1 || step.forced[0].value !== 1) throw new Error('with a = 0 the first should force b = 1');
  const fails = applyOne(second, [0, 1, UNKNOWN]);
  if (fails.kind !== 'contradiction') throw new Error('with a = 0, b = 1 the second should fail');
  const pair = addPair(first, second, free);
  if (pair.verdict.kind !== 'nothing') throw new Error('the plain sum should force nothing');
  const sum = pair.sum;
  // With a = 0 the first line holds at b = ½: the half lamp a sum (arithmetic on numbers, fractions allowed) keeps.
  const bCoef = first.coefs[first.vars.indexOf(1)];
  if (bCoef / 2 < first.rhs) throw new Error('with a = 0 the first should hold at b = ½');
  // With a = 0 the sum still holds for b = 1: the value that made the second fail is no trouble to it.
  const sumSupposed = substitute(sum, supposed);
  const sumHolds = applyOne(sum, [0, 1, UNKNOWN]);
  if (sumHolds.kind === 'contradiction') throw new Error('with a = 0, b = 1 the sum should still hold');
  return {
    first: inequalityToKatex(first, name),
    second: inequalityToKatex(second, name),
    /** With a = 0 the first reads 2b ≥ 1. */
    firstSupposed: inequalityToKatex(substitute(first, supposed), name),
    /** With a = 0 and b = ½ the first holds: 2 · ½ = 1 ≥ 1. */
    firstAtHalf: `${bCoef} \\cdot \\tfrac12 = ${bCoef / 2} \\ge ${first.rhs}`,
    /** With a = 0 and b = 1 the second reads −1 ≥ 0. */
    secondFails: `${second.coefs.reduce((total, c, i) => total + c * [0, 1][second.vars[i]], 0)} \\ge ${second.rhs}`,
    sum: inequalityToKatex(sum, name, { form: 'ge' }),
    /** With a = 0 the sum reads b ≥ 1, which b = 1 satisfies. */
    sumSupposed: inequalityToKatex(sumSupposed, name, { form: 'ge' }),
    sumMax: maxLhs(sum),
    sumSlack: pair.verdict.slack,
    coefA: sum.coefs[sum.vars.indexOf(0)],
  };
}
