/**
 * The genre contract (DESIGN.md §3): each genre exports one `Genre` object,
 * listed once in `./index.ts`. The CLI, the worker and the export page only
 * ever talk to genres through this interface.
 *
 * Views are not part of this object: solver code stays DOM-free, so the
 * Preact views of a genre are registered beside it in `src/ui/registry.ts`.
 */
import type { Budget } from '../core/budget';
import type { ParseResult, SolveResult } from '../core/result';
import type { Reducer } from '../core/player';
import type { TraceEventBase, TraceSink } from '../core/trace';

export type GenreName = 'sliding' | 'sudoku' | 'akari' | 'shakashaka' | 'numberlink';

export interface SolveOptions<E extends TraceEventBase> {
  budget?: Budget;
  /** Receives trace events; leave undefined when no one is watching. */
  sink?: TraceSink<E>;
  /** Reports progress of long preparation (e.g. building tables), 0 … 1. */
  onProgress?: (fraction: number, label: string) => void;
}

export interface Method<P, S, E extends TraceEventBase> {
  name: string;
  /** One line for `--help` and the method picker. */
  summary: string;
  solve(puzzle: P, options: SolveOptions<E>): SolveResult<S>;
}

/** Verdict of a rules check: ok, or the first rule broken, in words. */
export type CheckResult = { ok: true } | { ok: false; message: string };

export interface Genre<P, S, E extends TraceEventBase, V> {
  name: GenreName;
  title: string;
  /** Parses text holding one or more puzzles; each gets its own result. */
  parseMany(text: string): ParseResult<P>[];
  print(puzzle: P): string;
  methods: Record<string, Method<P, S, E>>;
  defaultMethod: string;
  /** The independent judge, written from the puzzle's rules. */
  check(puzzle: P, solution: S): CheckResult;
  /** The solution as the CLI prints it (DESIGN.md §5). */
  solutionJson(solution: S): unknown;
  replay: { initial(puzzle: P): V; reduce: Reducer<V, E> };
}

// Each genre has its own puzzle, solution and event types; the registry
// stores them behind this erased type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGenre = Genre<any, any, any, any>;
