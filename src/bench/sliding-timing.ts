/**
 * Two clocks for the sliding benchmark: CPU time of this process (what the
 * work cost, and what is compared with the C reference, whose CPU time is
 * measured the same way) and wall time (what a user waits). On a machine
 * shared with other jobs the wall clock also counts the time spent waiting
 * for a core; CPU time is the steadier of the two, though sharing the caches
 * inflates it too.
 */

export interface Timing {
  /** User + system CPU time of the whole process (all its threads), ms. */
  cpuMs: number;
  wallMs: number;
}

/** Runs `work` and returns its value with the CPU and wall time it took. */
export function timed<T>(work: () => T): { value: T } & Timing {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = work();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, cpuMs: (used.user + used.system) / 1000, wallMs };
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** A ratio as printed: 1.47×. */
export function ratio(a: number, b: number): string {
  return `${(a / b).toFixed(2)}×`;
}
