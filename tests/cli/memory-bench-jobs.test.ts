import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { memoryJobSettings } from '../../src/bench/memory';
import { defaultJobs, MAX_JOBS } from '../../src/cli/args';

/** The memory benchmark measures the command as a user runs it (its default --jobs) as well as in one thread. */
describe('memory benchmark --jobs settings', () => {
  it('measures --jobs 1 and the default (no --jobs on the command line) unless one setting is asked for', () => {
    const both = memoryJobSettings(undefined);
    expect(both.map((s) => s.jobs)).toEqual(['1', undefined]);
    expect(both[1].label).toBe(`${defaultJobs()} (default)`);
  });

  it('measures only the setting asked for', () => {
    expect(memoryJobSettings('3')).toEqual([{ jobs: '3', label: '3' }]);
  });

  it('names the default as the command computes it: one thread per core, at most MAX_JOBS', () => {
    expect(defaultJobs()).toBe(Math.min(availableParallelism(), MAX_JOBS));
  });
});
