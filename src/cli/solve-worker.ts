/**
 * One worker thread of `puzzle solve --jobs N` (./solve-parallel.ts): it
 * loads the genre once, then answers each puzzle it is sent with solveOne —
 * the very function the in-process path uses, so a record cannot depend on
 * where it was made.
 *
 * Messages, all plain data, in batches (one message per puzzle would cost
 * more than a small puzzle's solve). In: an array of tasks, each a puzzle
 * the main thread parsed (`{ id, parsed }`, when it writes model files), a
 * line of a block read one puzzle per line (`{ id, text, line }`, parsed here
 * with the genre's parseLine) or a whole block (`{ id, block, line }`, parsed
 * here as the main thread would: a block may hold several puzzles), so the
 * main thread only reads and writes. Out: one BatchReply (./batch-reply.ts):
 * the batch's output lines as one string, made here too, with what each task
 * came to — answered, no puzzle (a comment), or a SolverBugError (the main
 * thread exits 3 when that puzzle's turn comes, after the lines of its block
 * before it) or anything else thrown.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ParseResult } from '../core/result';
import { isGenreName, loadGenre } from '../puzzles/index';
import { withCliMethods } from './cli-methods';
import { SolverBugError } from './errors';
import { ANSWERED, ANSWERED_INVALID, FAILED, NO_PUZZLE, type BatchReply } from './batch-reply';
import { blockResults, type TextBlock } from './puzzle-stream';
import { solveOne, type SolveOneOptions } from './solve-one';
import { setSolvingThreads } from './solving-threads';

export interface WorkerSetup {
  genre: string;
  /** The threads solving beside one another (--jobs), this one among them. */
  threads: number;
  options: Omit<SolveOneOptions, 'onProgress'>;
}

export type WorkerTask = { id: number; parsed: ParseResult<unknown> } | { id: number; text: string; line: number } | ({ id: number } & TextBlock);

async function serve(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('solve-worker runs only as a worker thread');
  const setup = workerData as WorkerSetup;
  setSolvingThreads(setup.threads);
  if (!isGenreName(setup.genre)) throw new Error(`solve-worker: unknown genre ${setup.genre}`);
  const genre = withCliMethods(await loadGenre(setup.genre));
  /**
   * The task's puzzles, parsed here when they came as text. Each comes with the time its parse began (the time limit
   * covers the parse, as in the in-process path); one parsed on the main thread has its limit run from its solve.
   */
  const puzzlesOf = function* (task: WorkerTask): Generator<{ parsed: ParseResult<unknown>; startedAt?: number }> {
    if ('parsed' in task) yield { parsed: task.parsed };
    else if ('block' in task) {
      let startedAt = Date.now();
      for (const parsed of blockResults(genre, task)) {
        yield { parsed, startedAt };
        startedAt = Date.now();
      }
    } else {
      const startedAt = Date.now();
      const parsed = genre.parseLine!(task.text, task.line);
      if (parsed) yield { parsed, startedAt };
    }
  };
  // One puzzle at a time, in the order sent: solveOne may await (a method's prepare).
  let chain = Promise.resolve();
  port.on('message', (batch: WorkerTask[]) => {
    chain = chain.then(async () => {
      const ends = new Int32Array(batch.length);
      const kinds = new Uint8Array(batch.length);
      const failures: BatchReply['failures'] = [];
      let text = '';
      for (let k = 0; k < batch.length; k++) {
        kinds[k] = NO_PUZZLE;
        try {
          for (const { parsed, startedAt } of puzzlesOf(batch[k])) {
            const { record } = await solveOne(genre, parsed, { ...setup.options, startedAt });
            text += JSON.stringify(record) + '\n';
            if (kinds[k] !== ANSWERED_INVALID) kinds[k] = record.status === 'invalid' ? ANSWERED_INVALID : ANSWERED;
          }
        } catch (e) {
          // The lines of the task's puzzles answered before the failure stay in `text`: they are printed first.
          kinds[k] = FAILED;
          failures.push(e instanceof SolverBugError ? { index: k, bug: e.message } : { index: k, crash: (e as Error)?.stack ?? String(e) });
        }
        ends[k] = text.length;
      }
      const reply: BatchReply = { firstId: batch[0].id, text, ends, kinds, failures };
      port.postMessage(reply);
    });
  });
}

void serve();
