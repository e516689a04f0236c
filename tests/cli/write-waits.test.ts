/**
 * `puzzle solve` in one thread waits for its output to drain: when a write says
 * the text is queued (a full pipe), the next answer is written only after the
 * queue has emptied. Without the wait the loop over puzzles already read never
 * gave the event loop a turn, so a pipe's queue held every answer until the end
 * (a 15 MB file of 9×9 lines: 530 MB).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/cli/args';
import { runSolve } from '../../src/cli/solve-command';

const BOARD = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

describe('solve in one thread', () => {
  it('writes the next answer only once the last write has drained', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'write-waits-')), 'boards.txt');
    writeFileSync(file, `${BOARD}\n${BOARD}\n${BOARD}\n`);
    const cmd = await parseCommand(['solve', 'sudoku', file, '--jobs', '1']);
    if (cmd.kind !== 'solve') throw new Error('a solve command');
    let pending = 0;
    let mostPending = 0;
    const lines: string[] = [];
    const code = await runSolve(cmd, (line) => {
      lines.push(line);
      pending++;
      mostPending = Math.max(mostPending, pending);
      // Every write is "queued": it drains a few event-loop turns later.
      return new Promise<void>((drained) => setTimeout(() => {
        pending--;
        drained();
      }, 5));
    });
    expect(code).toBe(0);
    expect(lines).toHaveLength(3);
    expect(mostPending).toBe(1);
  });
});
