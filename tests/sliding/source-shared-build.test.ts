/**
 * The lesson's databases are built once per worker: a build started ahead of
 * the first Solve (the page's solver island starts one once it is on screen)
 * and a solve that asks for them meanwhile share that one build, and both
 * hear its progress, so the solve's bar moves instead of standing at zero.
 */
import { describe, expect, it } from 'vitest';
import { pdb663Source } from '../../src/puzzles/sliding/heuristics/source';

describe('pdb663Source, two callers at once', () => {
  it('builds once, and every caller hears the progress to the end', async () => {
    const source = pdb663Source();
    const heard: number[][] = [[], []];
    const ahead = source.prepare({ onProgress: (f) => heard[0].push(f) });
    const solve = source.prepare({ onProgress: (f) => heard[1].push(f) });
    await Promise.all([ahead, solve]);
    const tables = source.tables();
    expect(tables).not.toBeNull();
    for (const fractions of heard) {
      expect(fractions.length).toBeGreaterThan(1);
      expect(fractions[fractions.length - 1]).toBe(1);
    }
    // A third caller finds them ready: no new build, no progress.
    const late: number[] = [];
    await source.prepare({ onProgress: (f) => late.push(f) });
    expect(source.tables()).toBe(tables);
    expect(late).toEqual([]);
  }, 120_000);
});
