import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

/**
 * The young generation's size (MB) before and after a stream of short-lived objects, in a fresh process
 * (the flag is the process's), with or without holdYoungGenerations() first.
 */
function youngGrowth(hold: boolean): { before: number; after: number } {
  const code = `
    import { getHeapSpaceStatistics } from 'node:v8';
    import { holdYoungGenerations } from ${JSON.stringify(join(root, 'src', 'cli', 'thread-heap.ts'))};
    const young = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576;
    const before = young();
    if (${hold}) holdYoungGenerations();
    let kept = [];
    for (let i = 0; i < 150; i++) {
      kept.push(Array.from({ length: 20000 }, (_, j) => ({ j, text: 'x' + j })));
      if (kept.length > 3) kept.shift();
    }
    console.log(JSON.stringify({ before, after: young() }));
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { before: number; after: number };
}

describe('holdYoungGenerations', () => {
  it('keeps the young generation at its size through a stream of short-lived objects, which otherwise grows it', () => {
    const grown = youngGrowth(false);
    expect(grown.after).toBeGreaterThan(grown.before);
    const held = youngGrowth(true);
    expect(held.after).toBeLessThanOrEqual(held.before);
  });
});
