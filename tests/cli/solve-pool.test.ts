/**
 * The pool of `solve --jobs N` (src/cli/solve-parallel.ts): N threads solve,
 * N − 1 workers and the command's own thread; which one takes the next
 * waiting puzzle.
 */
import { describe, expect, it } from 'vitest';
import { nextSolver } from '../../src/cli/solve-parallel';

describe('the thread the next waiting puzzle goes to', () => {
  it('under --jobs 2: the worker first, then this thread, then the worker’s second batch, then none', () => {
    expect(nextSolver([0], true)).toBe(0);
    expect(nextSolver([1], true)).toBe('here');
    expect(nextSolver([1], false)).toBe(0);
    expect(nextSolver([2], false)).toBeNull();
  });

  it('this thread takes work once every worker has a batch, before any worker gets a second', () => {
    expect(nextSolver([1, 0], true)).toBe(1);
    expect(nextSolver([1, 1], true)).toBe('here');
    expect(nextSolver([2, 1], false)).toBe(1);
    expect(nextSolver([2, 2], true)).toBe('here');
    expect(nextSolver([2, 2], false)).toBeNull();
  });

  it('a worker left with no batch gets one even while this thread is busy', () => {
    expect(nextSolver([2, 0], false)).toBe(1);
  });
});
