import { afterEach, describe, expect, it } from 'vitest';
import { ownShareOfCpu, setSolvingThreads } from '../../src/cli/solving-threads';

describe("a thread's share of the process's CPU time", () => {
  afterEach(() => setSolvingThreads(1));

  it('is all of it in one solving thread, and a half, a third… under --jobs 2, 3…', () => {
    expect(ownShareOfCpu(120)).toBe(120);
    setSolvingThreads(2);
    expect(ownShareOfCpu(120)).toBe(60);
    setSolvingThreads(3);
    expect(ownShareOfCpu(120)).toBe(40);
  });

  it('counts at least one thread, whatever it is told', () => {
    setSolvingThreads(0);
    expect(ownShareOfCpu(120)).toBe(120);
  });
});
