/**
 * The lesson's smallest look-ahead and trial, on three variables x, y, z:
 * "x ≤ y, x ≤ z, y + z ≤ 1" (x needs both y and z, which cannot both be 1),
 * then the same with x ≤ y and x ≤ z written 2y ≥ x and 2z ≥ x, which means
 * the same for 0/1 values. Supposing x = 1 breaks y + z ≤ 1 in both; the
 * first three add up to a chain sum that forces x = 0, the second three do
 * not (forcing y = 1 from 2y ≥ 1 rounded ½ up, which their plain sum loses),
 * so there x = 0 is only a trial's conclusion. Every part the page states
 * (what the supposition forces, what breaks, the sum, its slack, whether it
 * forces) is worked out here by the engine's own look-ahead and chain sum.
 */
import { BudgetClock } from '../../core/budget';
import { chainSum } from '../../inequalities/chain';
import { forcedBy, NO_CONFLICT, STOPPED, substitute, UNKNOWN } from '../../inequalities/forcing';
import { addInequalities, makeInequality, maxLhs, slackOf, type Inequality } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';
import { probe } from '../../inequalities/probe';
import { EngineRun } from '../../inequalities/run';
import { InequalitySystem } from '../../inequalities/system';

const NAMES = ['x', 'y', 'z'];
/** The value supposed for x, the first variable. */
const SUPPOSED = 1;
const name = (v: number) => NAMES[v];

/** One inequality as "left ≤ right", each side a list of [variable, coefficient] (or a whole number on the right). */
type Row = { left: [number, number][]; right: [number, number][] | number };

function side(terms: [number, number][] | number): string {
  if (typeof terms === 'number') return String(terms);
  return terms.map(([v, c], i) => `${i > 0 ? ' + ' : ''}${c === 1 ? '' : c}${name(v)}`).join('');
}

/** left ≤ right as the engine stores it: right − left ≥ 0 (or ≥ −bound). */
function toInequality(row: Row): Inequality {
  const terms = new Map<number, number>();
  for (const [v, c] of row.left) terms.set(v, (terms.get(v) ?? 0) - c);
  if (typeof row.right !== 'number') for (const [v, c] of row.right) terms.set(v, (terms.get(v) ?? 0) + c);
  return makeInequality([...terms.entries()], '>=', typeof row.right === 'number' ? -row.right : 0);
}

export interface ProbeCase {
  /** The three inequalities as written ("x \le y"), KaTeX. */
  written: string[];
  /** The supposition ("x = 1") and the value it leads to ("x = 0"). */
  supposed: string;
  concluded: string;
  /** Supposing it: the first inequality forcing used, with x put in, in ≥ form ("2y \ge 1"). */
  firstUnder: string;
  /**
   * What that inequality says without rounding, the bound a sum of inequalities keeps ("y \ge \tfrac{1}{2}"), where
   * forcing rounds it to a whole 0 or 1.
   */
  unrounded: string;
  /** What forcing sets, in order ("y = 1"), and the inequality that then breaks, as written. */
  forced: string[];
  broke: string;
  /** The inequalities forcing used, added up, in ≥ form; its largest left side, right side, slack and x's coefficient. */
  sum: string;
  max: number;
  rhs: number;
  slack: number;
  coefficient: number;
  /** Whether that sum forces x = 0 with nothing supposed (a look-ahead's chain sum), or not (only a trial concludes it). */
  sumForces: boolean;
}

function probeCase(rows: Row[]): ProbeCase {
  const system = new InequalitySystem(NAMES.length);
  rows.forEach((row, i) => system.add(toInequality(row), { kind: 'given', label: `(${i + 1})` }));
  const run = new EngineRun(system, new BudgetClock());
  if (system.propagate() !== NO_CONFLICT || system.assignedCount > 0) throw new Error('the probe example forces something with nothing supposed');
  const forced: string[] = [];
  const used: number[] = [];
  const broke = probe(run, 0, SUPPOSED, 'exact', (outcome) => outcome, (id, fs) => {
    used.push(id);
    for (const f of fs) forced.push(`${name(f.variable)} = ${f.value}`);
  });
  if (broke === NO_CONFLICT || broke === STOPPED) throw new Error('supposing x = 1 in the probe example breaks nothing');
  let sum: Inequality = { vars: [], coefs: [], rhs: 0 };
  for (const id of [...used, broke]) sum = addInequalities(sum, system.inequality(id));
  const chain = chainSum(run, 0);
  if (chain === 'stopped') throw new Error('the probe example ran out of budget');
  const out = forcedBy(sum);
  const sumForces = !out.contradiction && out.forced.some((f) => f.variable === 0 && f.value === 1 - SUPPOSED);
  // The engine's own verdict (chain.ts) and the plain sum shown must agree.
  if ((chain !== null) !== sumForces) throw new Error('the chain sum and the shown sum disagree');
  const supposedValues = [SUPPOSED, UNKNOWN, UNKNOWN];
  const first = substitute(system.inequality(used[0]), supposedValues);
  return {
    supposed: `${name(0)} = ${supposedValues[0]}`,
    concluded: `${name(0)} = ${1 - SUPPOSED}`,
    firstUnder: inequalityToKatex(first, name, { form: 'ge' }),
    unrounded: bound(first),
    written: rows.map((row) => `${side(row.left)} \\le ${side(row.right)}`),
    forced,
    broke: `${side(rows[broke].left)} \\le ${side(rows[broke].right)}`,
    sum: inequalityToKatex(sum, name, { form: 'ge' }),
    max: maxLhs(sum),
    rhs: sum.rhs,
    slack: slackOf(sum),
    coefficient: Math.abs(sum.coefs[sum.vars.indexOf(0)] ?? 0),
    sumForces,
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A one-variable inequality c·v ≥ r (c > 0) as the bound it puts on v, a fraction in lowest terms: "y \ge \tfrac{1}{2}". */
function bound(one: Inequality): string {
  const open = one.coefs.map((c, i) => [one.vars[i], c] as const).filter(([, c]) => c !== 0);
  if (open.length !== 1 || open[0][1] < 0) throw new Error('the probe example’s first forcing step is not one variable bounded from below');
  const [v, c] = open[0];
  const g = gcd(Math.abs(one.rhs), c);
  const [num, den] = [one.rhs / g, c / g];
  return `${name(v)} \\ge ${den === 1 ? num : `\\tfrac{${num}}{${den}}`}`;
}

/** x ≤ y, x ≤ z, y + z ≤ 1, then with the first two written with a 2: a look-ahead, then a trial. */
export function probeExample(): { lookAhead: ProbeCase; trial: ProbeCase } {
  const both: Row = { left: [[1, 1], [2, 1]], right: 1 };
  return {
    lookAhead: probeCase([{ left: [[0, 1]], right: [[1, 1]] }, { left: [[0, 1]], right: [[2, 1]] }, both]),
    trial: probeCase([{ left: [[0, 1]], right: [[1, 2]] }, { left: [[0, 1]], right: [[2, 2]] }, both]),
  };
}
