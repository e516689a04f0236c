/**
 * The lesson's example of a sum aimed at one variable (the selective method):
 * its numbers come from the engine's sum and forcing, and they say what the
 * page says (neither part forces alone; added, the other variable cancels and
 * the aimed one's coefficient grows past the slack).
 */
import { describe, expect, it } from 'vitest';
import { selectiveExample } from '../../src/lessons/shakashaka/selective-example';

describe('selectiveExample', () => {
  const sx = selectiveExample();

  it('has two parts that force nothing alone: each coefficient at most the slack', () => {
    expect(sx.parts).toEqual(['x + y \\ge 1', 'x - y \\ge 0']);
    expect(sx.partCoefficient).toBeLessThanOrEqual(sx.partSlack);
  });

  it('adds them so y cancels and x’s coefficient passes the slack: x = 1', () => {
    expect(sx.cancelled).toEqual(['y']);
    expect(sx.sum).toBe('2x \\ge 1');
    expect(sx.coefficient).toBeGreaterThan(sx.slack);
    expect(sx.forced).toEqual(['x = 1']);
  });
});
