/**
 * The two ways the CLI stops early, each with its own exit code, so a script
 * can tell "you called me wrongly" (2) from "a solver is wrong" (3).
 */

/** Unknown genre, method or flag; missing file. Exit code 2, usage text follows. */
export class UsageError extends Error {
  readonly exitCode = 2;
}

/**
 * A solver returned an answer that its genre's own rules check rejects, or
 * claimed `solved` without an answer. This is a bug, never a result: the CLI
 * refuses to print the answer and exits 3.
 */
export class SolverBugError extends Error {
  readonly exitCode = 3;
}

export const EXIT_OK = 0;
export const EXIT_INVALID_INPUT = 1;
export const EXIT_USAGE = 2;
export const EXIT_SOLVER_BUG = 3;
