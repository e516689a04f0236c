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
  return pairSumBlocksToKatex(a, b, sum, name, Infinity)[0];
}

/**
 * The same column addition cut into blocks of at most `perBlock` variable
 * columns, the relation and right sides in the last block: blocks set side by
 * side read as the one sum, and on a narrow screen they wrap under each other
 * instead of running past the edge. A term keeps its sign across blocks.
 */
export function pairSumBlocksToKatex(a: Inequality, b: Inequality, sum: Inequality, name: VariableName, perBlock: number): string[] {
  const columns = [...new Set([...a.vars, ...b.vars])].sort((x, y) => x - y);
  const rows = [a, b, sum].map((ineq) => {
    let first = true;
    const cells = columns.map((v) => {
      const i = ineq.vars.indexOf(v);
      if (i < 0) return '';
      const t = term(ineq.coefs[i], name(v), first);
      first = false;
      return t;
    });
    // A row with no term left (or no columns at all) reads 0.
    if (first) cells[0] = '0';
    return cells;
  });
  const width = Math.max(columns.length, 1);
  const blocks: string[] = [];
  for (let from = 0; from < width; from += perBlock) {
    const to = Math.min(from + perBlock, width);
    const last = to === width;
    const body = [a, b, sum].map((ineq, r) => [...rows[r].slice(from, to), ...(last ? ['\\ge', String(ineq.rhs)] : [])].join(' & '));
    const spec = `${'r'.repeat(to - from)}${last ? 'cl' : ''}`;
    blocks.push(`\\begin{array}{${spec}} ${body[0]} \\\\ ${body[1]} \\\\ \\hline ${body[2]} \\end{array}`);
  }
  return blocks;
}
