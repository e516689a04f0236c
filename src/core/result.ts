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
  /**
   * True when the search never started because the work is over a size cap
   * of ours (a model with more terms than we build); `reason` says which cap
   * and by how much. The status stays `timeout` for the page, which shows it
   * as a limit; the CLI reports such a puzzle as `invalid` input.
   */
  refused?: true;
  /** The method that gave the answer, when a method runs several (Shakashaka's `auto` on the command line). */
  by?: string;
}

/** A parse error a person can act on: where, and what is wrong. */
export interface ParseError {
  message: string;
  /** 1-based line and column of the offending token. */
  line: number;
  col: number;
}

export type ParseResult<P> =
  | {
      ok: true;
      puzzle: P;
      /** 1-based line the puzzle starts on in the text parsed (set by the parsers of many puzzles), so a later complaint about the puzzle can point at it. */
      line?: number;
    }
  | { ok: false; error: ParseError };

/** `result` with the line its puzzle starts on (an error already carries its own). */
export function startingAt<P>(result: ParseResult<P>, line: number): ParseResult<P> {
  return result.ok ? { ...result, line } : result;
}
