/**
 * One worker thread of `puzzle solve --jobs N` (./solve-parallel.ts): it
 * loads the genre once, then answers each puzzle it is sent with solveOne —
 * the very function the in-process path uses, so a record cannot depend on
 * where it was made.
 *
 * Messages, all plain data, in batches (one message per puzzle would cost
 * more than a small puzzle's solve). In: an array of tasks, each a puzzle
 * the main thread parsed (`{ id, parsed }`) or, for a line of a block read
 * one puzzle per line, the line's text (`{ id, text, line }`), parsed here
 * with the genre's parseLine so the main thread only reads and writes. Out:
 * an array of `{ id, json, invalid }` (the record as its output line, made
 * here too), `{ id, none }` for a line with no puzzle (a comment), `{ id, bug }`
 * for a SolverBugError (the main thread exits 3 when that puzzle's turn
 * comes), or `{ id, crash }` for anything else thrown.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ParseResult } from '../core/result';
import { isGenreName, loadGenre } from '../puzzles/index';
import { withCliMethods } from './cli-methods';
import { SolverBugError } from './errors';
import { solveOne, type SolveOneOptions } from './solve-one';

export interface WorkerSetup {
  genre: string;
  options: Omit<SolveOneOptions, 'onProgress'>;
}

export type WorkerTask = { id: number; parsed: ParseResult<unknown> } | { id: number; text: string; line: number };

export type WorkerReply =
  | { id: number; json: string; invalid: boolean }
  | { id: number; none: true }
  | { id: number; bug: string }
  | { id: number; crash: string };

async function serve(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('solve-worker runs only as a worker thread');
  const setup = workerData as WorkerSetup;
  if (!isGenreName(setup.genre)) throw new Error(`solve-worker: unknown genre ${setup.genre}`);
  const genre = withCliMethods(await loadGenre(setup.genre));
  const answer = async (task: WorkerTask): Promise<WorkerReply> => {
    const parsed = 'parsed' in task ? task.parsed : genre.parseLine!(task.text, task.line);
    if (!parsed) return { id: task.id, none: true };
    const { record } = await solveOne(genre, parsed, setup.options);
    return { id: task.id, json: JSON.stringify(record), invalid: record.status === 'invalid' };
  };
  // One puzzle at a time, in the order sent: solveOne may await (a method's prepare).
  let chain = Promise.resolve();
  port.on('message', (batch: WorkerTask[]) => {
    chain = chain.then(async () => {
      const replies: WorkerReply[] = [];
      for (const task of batch) {
        try {
          replies.push(await answer(task));
        } catch (e) {
          replies.push(e instanceof SolverBugError ? { id: task.id, bug: e.message } : { id: task.id, crash: (e as Error)?.stack ?? String(e) });
        }
      }
      port.postMessage(replies);
    });
  });
}

void serve();
