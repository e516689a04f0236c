/**
 * The lesson's smallest example of slack and forcing, before the worked sum
 * on a real board: x + y + z ≥ 2 with x = 0 known. Every number the page
 * states about it (the largest left side, the slack, the coefficient, what
 * is forced) is worked out here by the engine's own forcing, not typed in.
 */
import { forcedBy, substitute, UNKNOWN } from '../../inequalities/forcing';
import { makeInequality, maxLhs, slackOf } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';

const NAMES = ['x', 'y', 'z'];

export interface ForcingExample {
  /** The inequality as written, and the value known before forcing ("x = 0"). */
  katex: string;
  known: string;
  /** With the known value put in: its largest left side, right side and slack. */
  max: number;
  rhs: number;
  slack: number;
  /** The largest size of a free variable's coefficient, and what forcing sets ("y = 1"). */
  coefficient: number;
  forced: string[];
}

export function forcingExample(): ForcingExample {
  const ineq = makeInequality([[0, 1], [1, 1], [2, 1]], '>=', 2);
  const values = [0, UNKNOWN, UNKNOWN];
  const reduced = substitute(ineq, values);
  const out = forcedBy(reduced);
  const forced = out.contradiction ? [] : out.forced;
  return {
    katex: inequalityToKatex(ineq, (v) => NAMES[v], { form: 'ge' }),
    known: `${NAMES[0]} = ${values[0]}`,
    max: maxLhs(reduced),
    rhs: reduced.rhs,
    slack: slackOf(reduced),
    coefficient: Math.max(...reduced.coefs.map(Math.abs)),
    forced: forced.map((f) => `${NAMES[f.variable]} = ${f.value}`),
  };
}
