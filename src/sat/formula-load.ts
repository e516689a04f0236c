/**
 * Reading a formula into the CDCL solver's layout (./cdcl.ts), once per
 * solver: every clause normalised (repeated literals dropped, tautologies
 * skipped), its two-literal clauses turned into implication lists — CSR by
 * the literal that becomes false, so propagation reads one contiguous run —
 * and the longer ones laid out in the clause arena (a header of CLAUSE_HEAD
 * words — size, flags, where the last search for a new watch stopped — then
 * the literals; the first two are the watched ones).
 */
import type { BuildStop, WorkTick } from '../core/build-stop';
import type { Cnf } from './cnf';
import { toInternal } from './literals';

/**
 * Words before a clause's literals in the arena: arena[c] = size,
 * arena[c + 1] = flags | lbd << 3, arena[c + 2] = the offset (from the first
 * literal) at which the last search for a new watch stopped. Starting the
 * next search there, and wrapping round, is Gent's circular search ("Optimal
 * Implementation of Watched Literals and More General Techniques", 2013): on
 * long clauses it reads far fewer false literals than starting at the third
 * literal every time.
 */
export const CLAUSE_HEAD = 3;
/** The header word holding that offset; it starts at 2, the first literal after the two watched ones. */
export const CLAUSE_POS = 2;
export const FIRST_UNWATCHED = 2;

export interface LoadedFormula {
  /** Implication lists: binLits[binStart[l] … binStart[l+1]) are the literals that l false makes true. */
  binStart: Int32Array;
  binLits: Int32Array;
  /** Unit clauses (internal literals). */
  baseUnits: Int32Array;
  /** Where each longer clause starts in the arena. */
  baseClauses: Int32Array;
  /** The arena, with room to spare for learned clauses; the formula fills [0, end). */
  arena: Int32Array;
  end: number;
  /** True when the formula has an empty clause. */
  empty: boolean;
}

/** Clauses between two calls of the stop test: a few hundred microseconds of work. */
const TICK_EVERY = 1 << 14;

/**
 * The formula in the solver's layout. `tick` (called with the clauses read,
 * counting both passes, and the literals indexed between them) may stop the loading at the user's deadline: the
 * result is then where it stopped.
 */
export function loadFormula(cnf: Cnf, tick?: WorkTick): LoadedFormula | BuildStop {
  const nLits = 2 * cnf.numVars;
  const { starts, lits } = cnf.storage();
  const clauses = starts.length - 1;

  // Pass 1: normalise each clause (drop repeated literals and tautologies),
  // count two-literal clauses per literal and the room the longer ones need.
  const mark = new Int32Array(nLits).fill(-1);
  const binCount = new Int32Array(nLits + 1);
  const kind = new Int8Array(clauses); // 0 skip, 1 unit, 2 binary, 3 long, −1 empty
  let arenaSize = 0;
  let longCount = 0;
  let unitCount = 0;
  let empty = false;
  // The clause's distinct literals go to `scratch` (length in `size`); size −1 marks a tautology.
  let scratch = new Int32Array(64);
  let size = 0;
  const normalise = (i: number): void => {
    const from = starts[i];
    const to = starts[i + 1];
    if (to - from === 2) {
      // Most clauses: two literals (the counters are made of them).
      const a = toInternal(lits[from]);
      const b = toInternal(lits[from + 1]);
      scratch[0] = a;
      size = a === b ? 1 : a === (b ^ 1) ? -1 : 2;
      scratch[1] = b;
      return;
    }
    if (to - from > scratch.length) scratch = new Int32Array(2 * (to - from));
    size = 0;
    for (let k = from; k < to; k++) {
      const lit = toInternal(lits[k]);
      if (mark[lit] === i) continue;
      if (mark[lit ^ 1] === i) {
        size = -1;
        return;
      }
      mark[lit] = i;
      scratch[size++] = lit;
    }
  };
  for (let i = 0; i < clauses; i++) {
    if (tick && (i & (TICK_EVERY - 1)) === 0 && tick(i)) return { phase: 'reading the formula into the solver', done: i, total: clauses, unit: 'clauses counted' };
    normalise(i);
    if (size === -1) continue;
    const m = size;
    if (m === 0) {
      kind[i] = -1;
      empty = true;
    } else if (m === 1) {
      kind[i] = 1;
      unitCount++;
    } else if (m === 2) {
      kind[i] = 2;
      binCount[scratch[0]]++;
      binCount[scratch[1]]++;
    } else {
      kind[i] = 3;
      arenaSize += m + CLAUSE_HEAD;
      longCount++;
    }
  }
  // Where each implication list starts, and a copy to fill them by: one pass over the literals, which on
  // a formula of millions of variables (Sinz counters on a 100×100 Sudoku) is itself work the limit covers.
  const binStart = new Int32Array(nLits + 1);
  const fill = new Int32Array(nLits);
  for (let l = 0; l < nLits; l++) {
    if (tick && (l & (TICK_EVERY - 1)) === 0 && tick(clauses + l)) return { phase: 'indexing the two-literal clauses', done: l, total: nLits, unit: 'literals' };
    fill[l] = binStart[l];
    binStart[l + 1] = binStart[l] + binCount[l];
  }
  const binLits = new Int32Array(binStart[nLits]);
  const baseUnits = new Int32Array(unitCount);
  const baseClauses = new Int32Array(longCount);
  // Twice the room the formula needs, so the first learned clauses fit without growing.
  const arena = new Int32Array(Math.max(1024, arenaSize * 2));
  // Pass 2: fill the implication lists and the arena.
  mark.fill(-1);
  let units = 0;
  let longs = 0;
  let end = 0;
  for (let i = 0; i < clauses; i++) {
    if (tick && (i & (TICK_EVERY - 1)) === 0 && tick(clauses + nLits + i)) return { phase: 'laying the formula out for the solver', done: i, total: clauses, unit: 'clauses placed' };
    const k = kind[i];
    if (k <= 0) continue;
    normalise(i);
    if (k === 1) baseUnits[units++] = scratch[0];
    else if (k === 2) {
      const a = scratch[0];
      const b = scratch[1];
      binLits[fill[a]++] = b; // a false → b
      binLits[fill[b]++] = a;
    } else {
      baseClauses[longs++] = end;
      arena[end] = size;
      arena[end + 1] = 0;
      arena[end + CLAUSE_POS] = FIRST_UNWATCHED;
      for (let j = 0; j < size; j++) arena[end + CLAUSE_HEAD + j] = scratch[j];
      end += size + CLAUSE_HEAD;
    }
  }
  return { binStart, binLits, baseUnits, baseClauses, arena, end, empty };
}
