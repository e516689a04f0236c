/**
 * The message a thread of `puzzle solve --jobs N` (./solve-worker.ts) sends
 * back for a batch of puzzles, read by the pool (./solve-parallel.ts). In a
 * module of its own because both sides need its constants, and importing the
 * worker's script from the main thread would start a worker's loop there.
 *
 * The batch's output lines travel as one string with where each task's line
 * ends, so a message is a string and two small typed arrays however many
 * puzzles it answers: an object per record cost the thread a structured
 * clone per puzzle.
 */
/** What a task came to, in BatchReply.kinds. */
export const ANSWERED = 0;
export const ANSWERED_INVALID = 1;
/** The line held no puzzle (a comment): no output line. */
export const NO_PUZZLE = 2;
/** A solve threw: `failures` says what; the task's text holds the lines of its block's puzzles answered before it. */
export const FAILED = 3;

/** The answers to one batch, in the order its tasks were sent. */
export interface BatchReply {
  /** The id of the batch's first task; the k-th task's id is firstId + k (the pool numbers a batch's tasks in a row). */
  firstId: number;
  /** The output lines of the answered tasks, each ending in a newline (a block's task may have several). */
  text: string;
  /** Per task: where its output line ends in `text` (for a task with none, where the previous one ends). */
  ends: Int32Array;
  /** Per task: ANSWERED, ANSWERED_INVALID, NO_PUZZLE or FAILED. */
  kinds: Uint8Array;
  /** The failed tasks (index in the batch): a SolverBugError's message (`bug`) or anything else thrown (`crash`). */
  failures: { index: number; bug?: string; crash?: string }[];
}
