/**
 * A formula in conjunctive normal form, as the encodings build it and the
 * solver reads it. Literals follow DIMACS: variable v (1, 2, …) is `v`, its
 * negation `-v`. Clauses live in two growing typed arrays (all literals one
 * after another, and where each clause starts), so a formula with ten
 * million clauses is two allocations, not ten million.
 *
 * Clauses are added under a named family ("cell: at least one", "row: at
 * most one"), which is how the lesson counts them: every family records its
 * clauses and the auxiliary variables made for it.
 */

export interface ClauseFamily {
  name: string;
  /** Clauses added under this name. */
  clauses: number;
  /** Of those, clauses of one and two literals. */
  units: number;
  binary: number;
  /** Literals in them. */
  literals: number;
  /** Auxiliary variables made under this name. */
  auxVariables: number;
}

export class Cnf {
  private vars = 0;
  private lits: Int32Array;
  private starts: Int32Array;
  private count = 0;
  private size = 0;
  private readonly families = new Map<string, ClauseFamily>();
  private current: ClauseFamily | null = null;

  constructor(expectedClauses = 1024, expectedLiterals = expectedClauses * 3) {
    this.starts = new Int32Array(Math.max(2, expectedClauses + 1));
    this.lits = new Int32Array(Math.max(4, expectedLiterals));
  }

  get numVars(): number {
    return this.vars;
  }

  get numClauses(): number {
    return this.count;
  }

  get numLiterals(): number {
    return this.size;
  }

  /** Makes `k` new variables and returns the first; under a family they count as its auxiliaries. */
  newVars(k = 1): number {
    const first = this.vars + 1;
    this.vars += k;
    if (this.current) this.current.auxVariables += k;
    return first;
  }

  /** Makes variables 1 … n exist (the problem's own variables, not auxiliaries). */
  reserveVars(n: number): void {
    if (n > this.vars) this.vars = n;
  }

  /** Clauses added from now on count under `name` (until the next call). */
  family(name: string): void {
    let f = this.families.get(name);
    if (!f) {
      f = { name, clauses: 0, units: 0, binary: 0, literals: 0, auxVariables: 0 };
      this.families.set(name, f);
    }
    this.current = f;
  }

  /** The families in the order first named. */
  familyCounts(): ClauseFamily[] {
    return [...this.families.values()].map((f) => ({ ...f }));
  }

  addClause(clause: ArrayLike<number>): void {
    const n = clause.length;
    this.reserve(n);
    for (let k = 0; k < n; k++) {
      const l = clause[k];
      const v = l < 0 ? -l : l;
      if (!(v >= 1 && v <= this.vars && Number.isInteger(l))) throw new RangeError(`cnf: literal ${l} names no variable (1…${this.vars})`);
      this.lits[this.size++] = l;
    }
    this.close(n);
  }

  /** The clause (a ∨ b), without the checks of addClause (the encodings' hot path). */
  add2(a: number, b: number): void {
    this.reserve(2);
    this.lits[this.size++] = a;
    this.lits[this.size++] = b;
    this.close(2);
  }

  /** The literals of clause i (a view into the store: do not keep it across additions). */
  clause(i: number): Int32Array {
    return this.lits.subarray(this.starts[i], this.starts[i + 1]);
  }

  /** Every clause's start (length numClauses + 1) and the literals, as views. */
  storage(): { starts: Int32Array; lits: Int32Array } {
    return { starts: this.starts.subarray(0, this.count + 1), lits: this.lits.subarray(0, this.size) };
  }

  private reserve(n: number): void {
    if (this.size + n > this.lits.length) {
      const grown = new Int32Array(Math.max(this.size + n, this.lits.length * 2));
      grown.set(this.lits.subarray(0, this.size));
      this.lits = grown;
    }
    if (this.count + 2 > this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts.subarray(0, this.count + 1));
      this.starts = grown;
    }
  }

  private close(n: number): void {
    this.count++;
    this.starts[this.count] = this.size;
    const f = this.current;
    if (f) {
      f.clauses++;
      f.literals += n;
      if (n === 1) f.units++;
      else if (n === 2) f.binary++;
    }
  }
}

/** True when the assignment (value[v] for v = 1 … numVars) satisfies every clause. */
export function satisfies(cnf: Cnf, value: (v: number) => boolean): boolean {
  const { starts, lits } = cnf.storage();
  for (let i = 0; i + 1 < starts.length; i++) {
    let ok = false;
    for (let k = starts[i]; k < starts[i + 1] && !ok; k++) {
      const l = lits[k];
      ok = l > 0 ? value(l) : !value(-l);
    }
    if (!ok) return false;
  }
  return true;
}
