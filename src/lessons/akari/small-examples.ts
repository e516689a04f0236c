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
 * Why a trial's conclusion need not be a sum: forcing knows a cell is 0 or 1, a sum is arithmetic on numbers. Supposing
 * a = 0, the first line needs at least half a lamp on b and the second allows at most half: b = ½ satisfies both, so
 * every sum of the two (any positive multiples) is satisfied too and none rules out a = 0. Only whole lamps do: forcing
 * rounds the first up to b = 1, the second then fails, so a = 1 (a sound proof by cases). Every claim is checked here,
 * so the lesson's sentences cannot drift from the arithmetic.
 */
function roundingExample() {
  const first = makeInequality([[0, 1], [1, 2]], '>=', 1);
  const second = makeInequality([[0, 2], [1, -2]], '>=', -1);
  const supposed = [0, UNKNOWN, UNKNOWN];
  const step = applyOne(first, supposed);
  if (step.kind !== 'forces' || step.forced.length !== 1 || step.forced[0].variable !== 1 || step.forced[0].value !== 1) throw new Error('with a = 0 the first should force b = 1');
  const fails = applyOne(second, [0, 1, UNKNOWN]);
  if (fails.kind !== 'contradiction') throw new Error('with a = 0, b = 1 the second should fail');
  // With a = 0 and b = ½ (fractions allowed, as in a sum) both lines hold: no sum of them can rule out a = 0.
  const half = [0, 0.5, 0];
  if (!holdsAt(first, half) || !holdsAt(second, half)) throw new Error('with a = 0 both lines should hold at b = ½');
  const pair = addPair(first, second, free);
  if (pair.verdict.kind !== 'nothing') throw new Error('the plain sum should force nothing');
  const sum = pair.sum;
  if (!holdsAt(sum, half)) throw new Error('the sum should hold where both lines do');
  const bFirst = first.coefs[first.vars.indexOf(1)];
  const bSecond = second.coefs[second.vars.indexOf(1)];
  return {
    first: inequalityToKatex(first, name),
    second: inequalityToKatex(second, name),
    /** With a = 0 the first reads 2b ≥ 1: at least half a lamp on b. */
    firstSupposed: inequalityToKatex(substitute(first, supposed), name),
    /** With a = 0 the second reads 2b ≤ 1: at most half a lamp on b. */
    secondSupposed: inequalityToKatex(substitute(second, supposed), name),
    /** With a = 0 and b = ½ both hold: 2 · ½ = 1 ≥ 1 and 2 · ½ = 1 ≤ 1. */
    firstAtHalf: `${bFirst} \\cdot \\tfrac12 = ${bFirst / 2} \\ge ${first.rhs}`,
    secondAtHalf: `${-bSecond} \\cdot \\tfrac12 = ${-bSecond / 2} \\le ${-second.rhs}`,
    /** With a = 0 and b = 1 the second reads 2 ≤ 1 (written the way the line is shown). */
    secondFails: `${-bSecond} \\le ${-second.rhs}`,
    /** The second line turned round (×−1) to ≥ form, as it is added: the lesson shows it before the sum. */
    secondGe: inequalityToKatex(second, name, { form: 'ge' }),
    sum: inequalityToKatex(sum, name, { form: 'ge' }),
    /** With a = 0 the sum reads 0 ≥ 0: it holds, whatever b is. */
    sumSupposed: inequalityToKatex(substitute(sum, supposed), name, { form: 'ge' }),
    sumMax: maxLhs(sum),
    sumSlack: pair.verdict.slack,
    coefA: sum.coefs[sum.vars.indexOf(0)],
  };
}

/** Whether values (fractions allowed) satisfy the inequality (its normal form is Σ coefs·x ≥ rhs). */
function holdsAt(ineq: Inequality, values: readonly number[]): boolean {
  return ineq.vars.reduce((total, v, i) => total + ineq.coefs[i] * values[v], 0) >= ineq.rhs;
}
