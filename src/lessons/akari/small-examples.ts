/**
 * The small worked examples of forcing and of adding a pair, on variables a,
 * b, c, computed by the engine the solver uses (so the lesson's arithmetic is
 * the engine's, not typed in).
 */
import { addPair, applyOne } from '../../inequalities/by-hand';
import { forcedBy, UNKNOWN, type Forced } from '../../inequalities/forcing';
import { makeInequality, maxLhs, type Inequality, type Term } from '../../inequalities/inequality';
import { inequalityToKatex, pairSumToKatex } from '../../inequalities/katex';

const NAMES = ['a', 'b', 'c'];
const name = (v: number) => NAMES[v];
const free = [UNKNOWN, UNKNOWN, UNKNOWN];

export interface ForcingExample {
  /** As written, and in the engine's ≥ form. */
  tex: string;
  texGe: string;
  /** Largest left side of the ≥ form, its right side, and the slack between them. */
  max: number;
  rhs: number;
  slack: number;
  forced: { name: string; value: 0 | 1; coefficient: number }[];
}

function forcing(terms: Term[], sense: '>=' | '<=', rhs: number): ForcingExample {
  const ineq = makeInequality(terms, sense, rhs);
  const out = forcedBy(ineq);
  if (out.contradiction) throw new Error('the small forcing example is a contradiction');
  return {
    tex: inequalityToKatex(ineq, name),
    texGe: inequalityToKatex(ineq, name, { form: 'ge' }),
    max: maxLhs(ineq),
    rhs: ineq.rhs,
    slack: out.slack,
    forced: out.forced.map((f) => ({ name: name(f.variable), value: f.value, coefficient: coefOf(ineq, f) })),
  };
}

const coefOf = (ineq: Inequality, f: Forced) => ineq.coefs[ineq.vars.indexOf(f.variable)];

export function smallExamples() {
  const first = makeInequality([[0, 1], [1, 1]], '>=', 1);
  const second = makeInequality([[0, 1], [1, 1], [2, 3]], '<=', 3);
  const pair = addPair(first, second, free);
  if (pair.verdict.kind !== 'forces') throw new Error('the small pair example should force c');
  // Later, once a = 0 is known, the first inequality on its own forces b.
  const later = applyOne(first, [0, UNKNOWN, UNKNOWN]);
  if (later.kind !== 'forces') throw new Error('a + b ≥ 1 with a = 0 should force b');
  const one = (ineq: Inequality) => applyOne(ineq, free);
  return {
    atLeast: forcing([[0, 1], [1, 1], [2, 2]], '>=', 3),
    atMost: forcing([[0, 1], [1, 1], [2, 3]], '<=', 2),
    pair: {
      first: inequalityToKatex(first, name),
      second: inequalityToKatex(second, name),
      /** Both alone force nothing: their slacks. */
      firstSlack: one(first).slack,
      secondSlack: one(second).slack,
      aligned: pairSumToKatex(pair.left, pair.right, pair.sum, name),
      sum: inequalityToKatex(pair.sum, name),
      cancelled: pair.cancelled.map(name),
      slack: pair.verdict.slack,
      forced: pair.verdict.forced.map((f) => ({ name: name(f.variable), value: f.value, coefficient: coefOf(pair.sum, f) })),
    },
    later: later.forced.map((f) => ({ name: name(f.variable), value: f.value })),
  };
}
