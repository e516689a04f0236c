/**
 * DIMACS CNF, the text format every SAT solver reads (`p cnf VARS CLAUSES`,
 * then each clause as literals ending in 0). Writing a formula lets the
 * benchmark hand the very same clauses to MiniSat or CaDiCaL; reading one
 * lets the tests feed small formulas to our solver.
 */
import { Cnf } from './cnf';

/** The formula as DIMACS text; `comments` become `c` lines at the top, `units` extra unit clauses at the end. */
export function writeDimacs(cnf: Cnf, comments: readonly string[] = [], units: ArrayLike<number> = []): string {
  const { starts, lits } = cnf.storage();
  const parts: string[] = comments.map((c) => `c ${c}`);
  parts.push(`p cnf ${cnf.numVars} ${cnf.numClauses + units.length}`);
  const line: number[] = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    line.length = 0;
    for (let k = starts[i]; k < starts[i + 1]; k++) line.push(lits[k]);
    line.push(0);
    parts.push(line.join(' '));
  }
  for (let k = 0; k < units.length; k++) parts.push(`${units[k]} 0`);
  return parts.join('\n') + '\n';
}

export type DimacsResult = { ok: true; cnf: Cnf } | { ok: false; message: string; line: number };

/** Reads DIMACS text (comments and the header checked); never throws. */
export function readDimacs(text: string): DimacsResult {
  const lines = text.split(/\r?\n/);
  let declaredVars = -1;
  let declaredClauses = -1;
  const cnf = new Cnf();
  let clause: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === '' || t.startsWith('c') || t === '%') continue;
    if (t.startsWith('p')) {
      const m = /^p\s+cnf\s+(\d+)\s+(\d+)$/.exec(t);
      if (!m) return { ok: false, message: `a header reads "p cnf VARIABLES CLAUSES", not "${t}"`, line: i + 1 };
      declaredVars = Number(m[1]);
      declaredClauses = Number(m[2]);
      cnf.reserveVars(declaredVars);
      continue;
    }
    if (declaredVars < 0) return { ok: false, message: 'clauses before the "p cnf" header', line: i + 1 };
    for (const token of t.split(/\s+/)) {
      if (!/^-?\d+$/.test(token)) return { ok: false, message: `"${token}" is not a literal`, line: i + 1 };
      const l = Number(token);
      if (l === 0) {
        cnf.addClause(clause);
        clause = [];
      } else if (Math.abs(l) > declaredVars) return { ok: false, message: `literal ${l} is beyond the ${declaredVars} variables declared`, line: i + 1 };
      else clause.push(l);
    }
  }
  if (clause.length > 0) cnf.addClause(clause);
  if (declaredClauses >= 0 && cnf.numClauses !== declaredClauses) {
    return { ok: false, message: `the header declares ${declaredClauses} clauses, the file has ${cnf.numClauses}`, line: lines.length };
  }
  return { ok: true, cnf };
}
