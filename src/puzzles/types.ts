/**
 * The genre contract (ARCHITECTURE.md): each genre exports one `Genre` object,
 * listed once in the registry `./index.ts`. The CLI, the worker and the export
 * page only ever talk to genres through this interface.
 *
 * Views are not part of this object: solver code stays DOM-free, so the
 * worked-example page of a genre is registered in `src/export/registry.ts`.
 */
import type { Budget } from '../core/budget';
import type { ParseResult, SolveResult } from '../core/result';
import type { Replay } from '../core/player';
import type { OptionValues, TraceEventBase, TraceSink } from '../core/trace';
import type { GenreName } from './index';

export type { OptionValues } from '../core/trace';

export type { GenreName } from './index';

export interface SolveOptions<E extends TraceEventBase> {
  budget?: Budget;
  /** The method's options (see `Method.options`); absent ones take their defaults. */
  params?: OptionValues;
  /** Receives trace events; leave undefined when no one is watching. */
  sink?: TraceSink<E>;
  /** Reports progress of long preparation (e.g. building tables), 0 … 1. */
  onProgress?: (fraction: number, label: string) => void;
}

/**
 * A setting a method takes, declared once so the CLI (`--name value`), the
 * worker and the method picker all read and check it the same way.
 */
export type MethodOption =
  | { type: 'number'; summary: string; default: number; min?: number; max?: number; integer?: boolean }
  | { type: 'boolean'; summary: string; default: boolean }
  | { type: 'choice'; summary: string; default: string; choices: readonly string[] };

/** What a long preparation (building tables) may report to and be stopped by. */
export interface PrepareContext {
  onProgress?: (fraction: number, label: string) => void;
  signal?: AbortSignal;
  /** The method's option values, as `solve` will get them (what to prepare may depend on them). */
  params?: OptionValues;
  /**
   * `Date.now()` by which preparation must end: the user's time limit
   * covers it. A method whose preparation cannot finish by then stops
   * there, and its `solve` says so in its answer and does what it can
   * without it.
   */
  deadline?: number;
}

export interface Method<P, S, E extends TraceEventBase> {
  name: string;
  /** One line for `--help` and the method picker. */
  summary: string;
  /** The settings this method takes, with their defaults. */
  options?: Record<string, MethodOption>;
  /**
   * Work that must happen before `solve` for this puzzle (building pattern
   * databases); resolves at once when it is done already or not needed. The
   * CLI, the worker and the page call it — nothing else decides whether a
   * board needs it.
   */
  prepare?(puzzle: P, context: PrepareContext): Promise<void>;
  /**
   * Why this method will not take this puzzle, when a size cap of ours says
   * so before anything is built (a model with too many terms): a sentence
   * with the cap and the amount, or null. `solve` refuses the same puzzles
   * with the same words (`SolveResult.refused`); asking first lets the CLI
   * answer at once, before `prepare`.
   */
  refusal?(puzzle: P, params?: OptionValues): string | null;
  solve(puzzle: P, options: SolveOptions<E>): SolveResult<S>;
}

/**
 * Verdict of a rules check: ok, or the first rule broken — its code (one of
 * the genre's `ruleCodes`) and a sentence saying where and how.
 */
export type CheckResult = { ok: true } | { ok: false; code: string; message: string };

export interface Genre<P, S, E extends TraceEventBase, V> {
  name: GenreName;
  title: string;
  /**
   * The time limit a solve gets when the caller names none (the CLI, the
   * lesson's default), in ms; every genre has one so no run is unbounded.
   */
  defaultLimitMs: number;
  /** Parses text holding one or more puzzles; each gets its own result. */
  parseMany(text: string): ParseResult<P>[];
  /**
   * The same results for the CLI, each puzzle with the line it starts on
   * (`line`, so a refusal can point at it), and one at a time where a genre's
   * files hold many puzzles (a Sudoku collection of 200,000 lines): the CLI
   * then holds one parsed puzzle at a time. Optional; the CLI falls back to
   * parseMany (and line 1 of the block).
   */
  parseEach?(text: string): Iterable<ParseResult<P>>;
  /**
   * For a reader that streams (the CLI), in genres whose blocks may hold one
   * puzzle per line: true when the first lines of a block (no blank line
   * among them) already prove the block is read one puzzle per line whatever
   * follows. The reader then parses each line of the block on its own with
   * `parseLine` as soon as it arrives, so a file of 200,000 one-line puzzles
   * is answered while it is read and never held whole. Optional, with
   * parseLine.
   */
  linesAlone?(head: readonly string[]): boolean;
  /**
   * One line of such a block (its 1-based number in the whole input), read
   * exactly as parseEach reads it there: the result with its line, or null
   * for a line with no puzzle (a comment).
   */
  parseLine?(text: string, line: number): ParseResult<P> | null;
  print(puzzle: P): string;
  /**
   * Other ways to write a puzzle on one line that the parser also reads (a
   * puzz.link URL, a Tatham game ID), by name: `puzzle solve --format NAME`
   * prints the record's `puzzle` in that form. `text` (print) is the default.
   */
  forms?: Record<string, PuzzleForm<P>>;
  methods: Record<string, Method<P, S, E>>;
  defaultMethod: string;
  /** How hard a puzzle is and why, in the lesson's terms (`puzzle grade`); absent where a genre has no grade yet. `params`: values of `gradeOptions`. */
  grade?(puzzle: P, options: { budget?: Budget; params?: OptionValues }): PuzzleGrade;
  /** The settings the grade takes (Numberlink's rule), declared as a method's are: `puzzle grade` takes them as flags. */
  gradeOptions?: Record<string, MethodOption>;
  /** Boards made to order (`puzzle make`): one solution, certified, at a level of the grade's ladder; absent where a genre has none. */
  make?: PuzzleMaker<P>;
  /**
   * What a lesson's view of the model needs, built in the solver worker so a
   * large board never blocks the page: plain data whose typed arrays are moved,
   * not copied (Shakashaka: the model's shape, src/puzzles/shakashaka/model/lazy.ts).
   * `onProgress` hears the fraction done.
   */
  modelView?(puzzle: P, params: OptionValues, onProgress?: (fraction: number) => void): unknown;
  /** The independent judge, written from the puzzle's rules (not from any model a solver uses). */
  check(puzzle: P, solution: S): CheckResult;
  /**
   * The named checks `check` can fail with, as in pzprjs: one code per rule.
   * The contract tests demand a failing fixture for each.
   */
  ruleCodes: readonly string[];
  /** The solution as the CLI prints it (ARCHITECTURE.md §5). */
  solutionJson(solution: S): unknown;
  replay: Replay<P, V, E>;
  /**
   * Extra top-level fields of the CLI's JSON record, beside `solution`
   * (numberlink's `count`, ARCHITECTURE.md §5).
   */
  recordFields?(result: SolveResult<S>): Record<string, unknown>;
  /**
   * Texts the CLI can write for a puzzle, each behind a flag of its name
   * (`--lp FILE` writes the model as an LP file).
   */
  writers?: Record<string, PuzzleWriter<P>>;
  /**
   * Costly state that `prepare` made (tables), as plain data: a worker that
   * is stopped mid-search hands it to its successor instead of rebuilding.
   */
  resources?: { save(): unknown; restore(data: unknown): void };
}

/**
 * A puzzle's grade: its level on the genre's ladder (1 = easiest), a score
 * that orders boards within a level too, and the reason in words, naming the
 * hardest step and where the stepper of `method` shows it.
 */
export interface PuzzleGrade {
  /** `refused`: over a size the grade takes (the reason says which). */
  status: 'graded' | 'unsolvable' | 'timeout' | 'refused';
  level: number;
  /** The level's short name, and how many levels the genre's ladder has. */
  name: string;
  levels: number;
  score: number;
  /** A sentence: what the board needs, and where the hardest step is. */
  reason: string;
  /** That step in the stepper of `method` (the board after `step` steps), or null. */
  step: number | null;
  method: string;
  /**
   * The board has more than one solution: the level is then how hard it was to find one of them, not the grade of a
   * puzzle with one answer, and a page says so before the level (GradeLine).
   */
  several?: boolean;
}

/** One way of writing a puzzle that its genre's parser reads back (Genre.forms). */
export interface PuzzleForm<P> {
  summary: string;
  write(puzzle: P): string;
  /** What the form cannot keep (Numberlink's puz.link URL numbers its labels); absent: it keeps the whole puzzle. */
  loses?: string;
}

/**
 * A text made from a puzzle (a model file), written by the CLI to the file a
 * flag names; `params` are the chosen method's options, so the text follows
 * them (`--lp` writes the model that `--model` names).
 */
export interface PuzzleWriter<P> {
  summary: string;
  write(puzzle: P, params?: OptionValues): string;
}

// Each genre has its own puzzle, solution and event types; the registry
// stores them behind this erased type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGenre = Genre<any, any, any, any>;

/** What `puzzle make` asks for: a board of this size and level (of the genre's grade ladder), from this seed. */
export interface MakeRequest {
  width: number;
  height: number;
  level: number;
  seed: number;
  budget?: Budget;
  /** Values of the maker's `options` (Numberlink's rule); absent ones take their defaults. */
  params?: OptionValues;
}

/**
 * A made board. `made`: one solution (how that is known is `certificate`) at
 * the requested level; `missed`: the budget ran out first, and `puzzle` is
 * the board found closest to the level (also with one solution); `timeout`,
 * `cancelled`: nothing made; `refused`: a size or level the maker does not
 * take (the reason says which).
 */
export interface MadeBoard<P> {
  status: 'made' | 'missed' | 'timeout' | 'cancelled' | 'refused';
  puzzle: P | null;
  grade: PuzzleGrade | null;
  /** Answers tried (each: a filled board, then clues taken away). */
  attempts: number;
  certificate: string | null;
  reason?: string;
}

export interface PuzzleMaker<P> {
  /** The sizes taken, in words ("5×5 to 30×30"), for the CLI's usage errors. */
  sizes: string;
  /** The settings the maker takes besides size, level and seed (Numberlink's rule), declared as a method's are: `puzzle make` takes them as flags. */
  options?: Record<string, MethodOption>;
  make(request: MakeRequest): MadeBoard<P>;
}
