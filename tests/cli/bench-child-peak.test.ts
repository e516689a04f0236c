import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/bench/cli-process';

/**
 * The memory benchmark's figure is the command's own peak: a bench process that holds much memory when it
 * spawns the command must not show in the command's figure (on Linux the forked copy's size used to).
 */
describe.runIf(process.platform === 'linux')('runCli peak memory', () => {
  it('reports the child’s own peak, not the size of the process that spawned it', async () => {
    const heldMb = 300;
    // Filled, so every page is resident in this process when the child is forked.
    const held = Buffer.alloc(heldMb * 1024 * 1024, 1);
    const run = await runCli(['solve', 'sudoku'], '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n');
    expect(held[held.length - 1]).toBe(1);
    expect(run.exitCode).toBe(0);
    expect(run.records[0].status).toBe('solved');
    expect(run.peakMb).toBeGreaterThan(0);
    expect(run.peakMb).toBeLessThan(heldMb);
  }, 60_000);
});
