import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectionDue, collector, SOFT_CEILING_MB } from '../../src/cli/memory-ceiling';

const MB = 1e6;

describe('the memory ceiling of solve over many puzzles', () => {
  it('collects only over the ceiling, and only a heap that grew since its last collection', () => {
    const over = (SOFT_CEILING_MB + 1) * MB;
    const under = (SOFT_CEILING_MB - 1) * MB;
    expect(collectionDue(over, 60 * MB, 20 * MB)).toBe(true);
    expect(collectionDue(under, 60 * MB, 20 * MB)).toBe(false);
    // Over the ceiling, but this thread's heap holds little more than it kept: its collection would free nothing.
    expect(collectionDue(over, 25 * MB, 20 * MB)).toBe(false);
  });

  it('stays under the 200 MB goal of the memory benchmark', () => {
    expect(SOFT_CEILING_MB).toBeLessThan(200);
  });

  it("reaches V8's full collection without --expose-gc on the command line, and it frees garbage", () => {
    expect(process.execArgv).not.toContain('--expose-gc');
    const collect = collector();
    expect(collect).toBeTypeOf('function');
    let garbage: number[][] | null = Array.from({ length: 200 }, () => Array.from({ length: 10_000 }, (_, k) => k + 0.5));
    const withGarbage = getHeapStatistics().used_heap_size;
    garbage = null;
    collect!();
    expect(garbage).toBeNull();
    expect(getHeapStatistics().used_heap_size).toBeLessThan(withGarbage - 10 * MB);
  });
});
