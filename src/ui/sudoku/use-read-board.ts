/**
 * A Sudoku island's board text (the solver's, Play's, the race's), read: a
 * short text at once, on the page; a long one (over OFF_THREAD_CHARS, a
 * pasted board of 150×150 or more) in a worker, so no task of the page spends the 200 ms and more a 625×625 board
 * takes to read and print back. Null while a long text is being read.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { RestartableWorker } from '../../worker/client';
import { readSudokuBoard, type SudokuBoardRead } from './read-board';
import type { ReadBoardApi } from './read-board.worker';

/**
 * Texts longer than this are read in the worker. Read and printed back in
 * Node, a 100×100 board (23,000 characters) took 12–30 ms of CPU, a 400×400
 * one (420,000) 70–85 ms, a 625×625 one (a million) 210–240 ms.
 */
export const OFF_THREAD_CHARS = 100_000;

let reader: RestartableWorker<ReadBoardApi> | null = null;

function readInWorker(text: string) {
  reader ??= new RestartableWorker<ReadBoardApi>(() => new Worker(new URL('./read-board.worker.ts', import.meta.url), { type: 'module', name: 'sudoku-read-board' }));
  return reader.run((remote) => remote.read(text));
}

export function useReadBoard(text: string): SudokuBoardRead | null {
  const long = text.length > OFF_THREAD_CHARS;
  const here = useMemo(() => (long ? null : readSudokuBoard(text)), [text, long]);
  const [far, setFar] = useState<{ text: string; read: SudokuBoardRead } | null>(null);
  useEffect(() => {
    if (!long) return;
    // A reply for a text the reader has since changed is dropped.
    let current = true;
    void readInWorker(text).then((outcome) => {
      if (!current) return;
      const read: SudokuBoardRead = outcome.status === 'done'
        ? outcome.value
        : { parsed: { ok: false, error: { line: 1, col: 1, message: `The board could not be read: ${outcome.status === 'failed' ? outcome.message : 'the reading was stopped'}` } }, key: '' };
      setFar({ text, read });
    });
    return () => {
      current = false;
    };
  }, [text, long]);
  if (!long) return here;
  return far !== null && far.text === text ? far.read : null;
}
