/**
 * One puzzle through one method, checked by the genre's own rules, turned
 * into the JSON Lines record of ARCHITECTURE.md §5. The export command uses the
 * same function, so the page and the `solve` output can never disagree.
 */
import type { ParseError, ParseResult, SolveResult, SolveStatus } from '../core/result';
import { recorder, type OptionValues, type Trace, type TraceEventBase } from '../core/trace';
import type { AnyGenre } from '../puzzles/types';
import type { CliMethod } from './cli-methods';
import { SolverBugError } from './errors';
import type { ProgressReporter } from './progress';

export type RecordStatus = Exclude<SolveStatus, 'cancelled'> | 'invalid';

/** One line of `puzzle solve` output. */
export interface PuzzleRecord {
  [field: string]: unknown;
  genre: string;
  method: string;
  status: RecordStatus;
  /** The puzzle as the genre prints it; null when the input could not be read. */
  puzzle: string | null;
  /** The genre's solution JSON (ARCHITECTURE.md §5), or null when there is none. */
  solution: unknown;
  stats: Record<string, number>;
  /** Why a puzzle is unsolvable, or why a search stopped. */
  reason?: string;
  /** Where and why the input is not a puzzle (status `invalid`). */
  error?: ParseError;
  trace?: Trace<TraceEventBase>;
}

export interface SolveOneOptions {
  method: string;
  params?: OptionValues;
  limitMs?: number;
  /**
   * `Date.now()` from which the limit runs (when the puzzle's parse began: the user waits for the parse,
   * the refusal check and any model file too); absent: from this call.
   */
  startedAt?: number;
  trace: boolean;
  /** The genre's form (`Genre.forms`) the record's `puzzle` is written in; absent: its text. */
  format?: string;
  onProgress?: ProgressReporter;
}

export interface SolveOneOutcome {
  record: PuzzleRecord;
  /** What the export page is drawn from; absent when the input was invalid. */
  solved?: { puzzle: unknown; result: SolveResult<unknown>; trace?: Trace<TraceEventBase> };
}

/**
 * Answers already given per puzzle: the command asks before writing a model file and again before solving,
 * and telling costs a pass over the board (about 20 ms on a 100×100 Akari or a 625×625 Sudoku, against a
 * 100 ms limit).
 */
const refusals = new WeakMap<object, Map<string, string | null>>();

/** Why the method will not take the puzzle (a size cap it can tell before building anything), or null. */
export function refusalOf(genre: AnyGenre, methodName: string, puzzle: unknown, params?: OptionValues): string | null {
  const method = genre.methods[methodName] as CliMethod<unknown, unknown, TraceEventBase>;
  if (!method.refusal) return null;
  if (typeof puzzle !== 'object' || puzzle === null) return method.refusal(puzzle, params);
  const key = `${genre.name}\n${methodName}\n${JSON.stringify(params ?? {})}`;
  let known = refusals.get(puzzle);
  if (!known) refusals.set(puzzle, (known = new Map()));
  if (!known.has(key)) known.set(key, method.refusal(puzzle, params));
  return known.get(key)!;
}

/**
 * A refusal is an answer about the input, not a search that ran out: the
 * puzzle is `invalid` for this method, and the error points at the puzzle's
 * first line (column 1) and says which cap and by how much.
 */
function refusedRecord(base: { genre: string; method: string }, reason: string, line: number | undefined, stats: Record<string, number>): PuzzleRecord {
  const error: ParseError = { message: `method ${base.method} does not take this puzzle: ${reason}`, line: line ?? 1, col: 1 };
  return { ...base, status: 'invalid', puzzle: null, solution: null, stats, error };
}

export async function solveOne(
  genre: AnyGenre,
  parsed: ParseResult<unknown>,
  options: SolveOneOptions,
): Promise<SolveOneOutcome> {
  const base = { genre: genre.name, method: options.method };
  if (!parsed.ok) {
    return {
      record: { ...base, status: 'invalid', puzzle: null, solution: null, stats: {}, error: parsed.error },
    };
  }
  const puzzle = parsed.puzzle;
  const method = genre.methods[options.method] as CliMethod<unknown, unknown, TraceEventBase>;
  // A size cap known before anything is built answers at once, before prepare.
  const early = refusalOf(genre, options.method, puzzle, options.params);
  if (early) return { record: refusedRecord(base, early, parsed.line, {}) };
  // The limit is the user's: preparing (tables, models) counts, and the search gets what is left.
  const limitMs = options.limitMs ?? genre.defaultLimitMs;
  const deadline = (options.startedAt ?? Date.now()) + limitMs;
  await method.prepare?.(puzzle, { onProgress: options.onProgress, params: options.params, deadline });
  const rec = options.trace ? recorder<TraceEventBase>() : undefined;
  const result = method.solve(puzzle, {
    budget: { limitMs: Math.max(0, deadline - Date.now()) },
    params: options.params,
    sink: rec?.sink,
    onProgress: options.onProgress,
  });
  // The CLI never cancels, so a 'cancelled' result can only be a solver bug.
  if (result.status === 'cancelled') {
    throw new SolverBugError(`${genre.name}/${options.method} reported 'cancelled' although nothing cancelled it`);
  }
  if (result.refused && result.solution === undefined) {
    return { record: refusedRecord(base, result.reason ?? 'the puzzle is over a size cap of this method', parsed.line, result.stats) };
  }
  if (result.status === 'solved' && result.solution === undefined) {
    throw new SolverBugError(`${genre.name}/${options.method} reported 'solved' without a solution`);
  }
  if (result.solution !== undefined) {
    const verdict = genre.check(puzzle, result.solution);
    if (!verdict.ok) {
      throw new SolverBugError(
        `${genre.name}/${options.method} returned a solution that breaks the rules (${verdict.message}) ` +
          `for the puzzle ${genre.print(puzzle)}`,
      );
    }
  }
  const record: PuzzleRecord = {
    ...base,
    status: result.status,
    puzzle: options.format ? genre.forms![options.format].write(puzzle) : genre.print(puzzle),
    solution: result.solution === undefined ? null : genre.solutionJson(result.solution),
    stats: result.stats,
  };
  if (genre.recordFields) Object.assign(record, genre.recordFields(result));
  if (result.by !== undefined) record.by = result.by;
  if (result.reason !== undefined) record.reason = result.reason;
  const trace = rec?.trace(genre.name, options.method, options.params ?? {});
  if (trace) record.trace = trace;
  return { record, solved: { puzzle, result, trace } };
}
