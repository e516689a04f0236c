/** What every solver returns. User input never throws; an unsolvable puzzle is a result. */

export type SolveStatus = 'solved' | 'unsolvable' | 'timeout' | 'cancelled';

export interface SolveResult<Solution> {
  status: SolveStatus;
  /** Present when solved, and for a labelled fallback answer after a timeout. */
  solution?: Solution;
  /** Why the puzzle has no solution, or why the search stopped, in a sentence. */
  reason?: string;
  /** Counters the benchmarks and the lesson print: nodes, iterations, ms … */
  stats: Record<string, number>;
}

/** A parse error a person can act on: where, and what is wrong. */
export interface ParseError {
  message: string;
  /** 1-based line and column of the offending token. */
  line: number;
  col: number;
}

export type ParseResult<P> = { ok: true; puzzle: P } | { ok: false; error: ParseError };
