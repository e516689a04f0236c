/**
 * One worker thread of `puzzle solve --jobs N` (./solve-parallel.ts): it
 * loads the genre once, then answers each batch of puzzles it is sent with
 * answerBatch (./answer-batch.ts), as the command's own thread answers its
 * share. Messages, all plain data, carry batches (one message per puzzle would
 * cost more than a small puzzle's solve): in, an array of tasks; out, one
 * BatchReply (./batch-reply.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isGenreName, loadGenre } from '../puzzles/index';
import { withCliMethods } from './cli-methods';
import { answerBatch, type BatchOptions, type BatchTask } from './answer-batch';
import { setSolvingThreads } from './solving-threads';

export interface WorkerSetup {
  genre: string;
  /** The threads solving beside one another (--jobs), this one among them. */
  threads: number;
  options: BatchOptions;
}

async function serve(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('solve-worker runs only as a worker thread');
  const setup = workerData as WorkerSetup;
  setSolvingThreads(setup.threads);
  if (!isGenreName(setup.genre)) throw new Error(`solve-worker: unknown genre ${setup.genre}`);
  const genre = withCliMethods(await loadGenre(setup.genre));
  // One batch at a time, in the order sent.
  let chain = Promise.resolve();
  port.on('message', (batch: BatchTask[]) => {
    chain = chain.then(async () => port.postMessage(await answerBatch(genre, setup.options, batch)));
  });
}

void serve();
