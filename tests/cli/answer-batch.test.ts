/**
 * The answers to a batch of `solve --jobs N` tasks (src/cli/answer-batch.ts),
 * made in a worker thread or in the command's own: one line per puzzle, as
 * solveOne makes it, with where each task's lines end and what it came to.
 */
import { describe, expect, it } from 'vitest';
import { answerBatch, type BatchTask } from '../../src/cli/answer-batch';
import { ANSWERED, ANSWERED_INVALID, NO_PUZZLE } from '../../src/cli/batch-reply';
import { solveOne } from '../../src/cli/solve-one';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';

const BOARD = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const options = { method: sudokuGenre.defaultMethod, trace: false };
const untimed = (text: string) => text.replace(/"(ms|\w*Ms)":\d+(\.\d+)?/g, '"$1":0');

describe('answerBatch', () => {
  it('answers lines, comments and invalid lines in order, numbered from the first task', async () => {
    const tasks: BatchTask[] = [
      { id: 7, text: BOARD, line: 1 },
      { id: 8, text: '# a comment', line: 2 },
      { id: 9, text: '12345', line: 3 },
    ];
    const reply = await answerBatch(sudokuGenre, options, tasks);
    expect(reply.firstId).toBe(7);
    expect([...reply.kinds]).toEqual([ANSWERED, NO_PUZZLE, ANSWERED_INVALID]);
    const lines = reply.text.split('\n').slice(0, -1);
    expect(lines).toHaveLength(2);
    expect([...reply.ends]).toEqual([lines[0].length + 1, lines[0].length + 1, reply.text.length]);
    const alone = await solveOne(sudokuGenre, sudokuGenre.parseLine!(BOARD, 1)!, options);
    expect(untimed(lines[0])).toBe(untimed(JSON.stringify(alone.record)));
    expect(JSON.parse(lines[1]).error.line).toBe(3);
  });

  it('takes its tasks from a generator as it goes, and a block may answer several puzzles', async () => {
    const board = '1 . 2\n. . .\n1 . 2';
    let handedOut = 0;
    const tasks = function* (): Generator<BatchTask> {
      for (let k = 0; k < 3; k++) {
        handedOut++;
        yield { id: k, block: `${board}\n\n${board}`, line: 1 + 8 * k };
      }
    };
    const reply = await answerBatch(numberlinkGenre, { method: numberlinkGenre.defaultMethod, trace: false }, tasks());
    expect(handedOut).toBe(3);
    expect(reply.kinds).toHaveLength(3);
    expect(reply.text.split('\n').slice(0, -1)).toHaveLength(6);
    expect(reply.failures).toEqual([]);
  });
});
