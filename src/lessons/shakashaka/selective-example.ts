/**
 * The lesson's smallest sum aimed at one variable, for the selective method:
 * x + y ≥ 1 and x − y ≥ 0 both hold x with a plus sign. Alone, neither
 * forces anything; added, y cancels and x's coefficient grows past the
 * slack, so the sum forces x = 1. Every number the page states about it is
 * worked out here by the engine's own sum and forcing, not typed in.
 */
import { forcedBy } from '../../inequalities/forcing';
import { addInequalities, makeInequality, slackOf, type Inequality } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';

const NAMES = ['x', 'y'];
const name = (v: number) => NAMES[v];
/** The variable the sum is aimed at: x. */
const AIM = 0;

export interface SelectiveExample {
  /** The two inequalities, in ≥ form, KaTeX. */
  parts: string[];
  /** The parts' slack and largest coefficient size, the same in both (the coefficient not larger: nothing forced alone). */
  partSlack: number;
  partCoefficient: number;
  /** The sum in ≥ form, its slack and the aimed variable's coefficient in it. */
  sum: string;
  slack: number;
  coefficient: number;
  /** The variable the sum is aimed at ("x"). */
  aim: string;
  /** The variables that cancel ("y"), and what the sum forces ("x = 1"). */
  cancelled: string[];
  forced: string[];
}

const largest = (q: Inequality) => Math.max(...q.coefs.map(Math.abs));

export function selectiveExample(): SelectiveExample {
  const parts = [makeInequality([[0, 1], [1, 1]], '>=', 1), makeInequality([[0, 1], [1, -1]], '>=', 0)];
  if (parts.some((q) => q.coefs[q.vars.indexOf(AIM)] <= 0)) throw new Error('the selective example’s parts must hold x with a plus sign');
  for (const q of parts) {
    const alone = forcedBy(q);
    if (alone.contradiction || alone.forced.length > 0) throw new Error('a part of the selective example forces something alone');
  }
  const sum = addInequalities(parts[0], parts[1]);
  const out = forcedBy(sum);
  const forced = out.contradiction ? [] : out.forced;
  const kept = new Set(sum.vars);
  // The page states one slack and one coefficient size for both parts.
  const slacks = new Set(parts.map(slackOf));
  const sizes = new Set(parts.map(largest));
  if (slacks.size !== 1 || sizes.size !== 1) throw new Error('the selective example’s parts differ in slack or coefficient size');
  return {
    parts: parts.map((q) => inequalityToKatex(q, name, { form: 'ge' })),
    partSlack: [...slacks][0],
    partCoefficient: [...sizes][0],
    sum: inequalityToKatex(sum, name, { form: 'ge' }),
    slack: slackOf(sum),
    coefficient: Math.abs(sum.coefs[sum.vars.indexOf(AIM)] ?? 0),
    aim: name(AIM),
    cancelled: NAMES.filter((_, v) => !kept.has(v)),
    forced: forced.map((f) => `${name(f.variable)} = ${f.value}`),
  };
}
