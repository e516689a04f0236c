/**
 * KaTeX source for inequalities, as plain strings: solver code never imports
 * katex; the views typeset these. Variable names are the caller's (the model
 * knows them), given as KaTeX, e.g. `x_{12}`.
 */
import type { Inequality } from './inequality';

export type VariableName = (variable: number) => string;

export interface KatexOptions {
  /**
   * 'ge': as stored (Σ ≥ b). 'le': multiplied by −1. 'auto' (default): ≤ when
   * that reads with fewer minus signs, as a reader would write a segment rule.
   */
  form?: 'ge' | 'le' | 'auto';
}

/** One term with its sign; `first` terms get no leading '+'. */
function term(coef: number, name: string, first: boolean): string {
  const size = Math.abs(coef);
  const body = size === 1 ? name : `${size}${name}`;
  if (coef < 0) return first ? `-${body}` : `- ${body}`;
  return first ? body : `+ ${body}`;
}

function lhs(coefs: readonly number[], vars: readonly number[], name: VariableName): string {
  if (vars.length === 0) return '0';
  return vars.map((v, i) => term(coefs[i], name(v), i === 0)).join(' ');
}

/** Whether the 'auto' form writes this inequality with ≤ (its coefficients mostly negative in ≥ form). */
export function flipReads(ineq: Inequality): boolean {
  let total = 0;
  for (const c of ineq.coefs) total += c;
  return total < 0 || (total === 0 && ineq.rhs < 0);
}

export function inequalityToKatex(ineq: Inequality, name: VariableName, options: KatexOptions = {}): string {
  const form = options.form ?? 'auto';
  const flip = form === 'le' || (form === 'auto' && flipReads(ineq));
  const coefs = flip ? ineq.coefs.map((c) => -c) : ineq.coefs;
  const rhs = flip ? -ineq.rhs : ineq.rhs;
  return `${lhs(coefs, ineq.vars, name)} ${flip ? '\\le' : '\\ge'} ${rhs}`;
}

/** The model's two-sided form for an exact count, e.g. 2 ≤ x_1 + x_2 + x_3 ≤ 2. */
export function rangeToKatex(low: number, vars: readonly number[], high: number, name: VariableName): string {
  return `${low} \\le ${lhs(vars.map(() => 1), vars, name)} \\le ${high}`;
}

/**
 * Two inequalities in ≥ form, one under the other with each variable in its
 * own column, a rule, and their sum: how a reader adds a pair by hand.
 * Cancelled variables leave their column empty in the sum.
 */
export function pairSumToKatex(a: Inequality, b: Inequality, sum: Inequality, name: VariableName): string {
  const columns = [...new Set([...a.vars, ...b.vars])].sort((x, y) => x - y);
  const row = (ineq: Inequality): string => {
    let first = true;
    const cells = columns.map((v) => {
      const i = ineq.vars.indexOf(v);
      if (i < 0) return '';
      const t = term(ineq.coefs[i], name(v), first);
      first = false;
      return t;
    });
    if (first && cells.length > 0) cells[0] = '0';
    return [...cells, '\\ge', String(ineq.rhs)].join(' & ');
  };
  const spec = `${'r'.repeat(Math.max(columns.length, 1))}cl`;
  const body = columns.length === 0 ? [a, b, sum].map((x) => `0 & \\ge & ${x.rhs}`) : [a, b, sum].map(row);
  return `\\begin{array}{${spec}} ${body[0]} \\\\ ${body[1]} \\\\ \\hline ${body[2]} \\end{array}`;
}
