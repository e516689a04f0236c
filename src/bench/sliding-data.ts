/**
 * The benchmark's instances, read from the copies under tests/data/sliding/
 * (provenance in PROVENANCE.md there), and the reference figures the tables
 * compare against (from the team's measurements, quoted in the issue).
 */
import { repoRoot } from '../cli/repo-root';
import { readInstances as readInstancesAt, type Instance } from '../puzzles/sliding/instances-node';

export type { Instance };

export { repoRoot };

/** The instances, from the project root wherever the benchmark is started. */
export function readInstances(name: 'korf100' | 'hardest80'): Instance[] {
  return readInstancesAt(name, repoRoot);
}

/**
 * A C solver with exactly the lesson's heuristic (6-6-3 + mirror), on this
 * machine: all 100 of Korf's instances in 3.7 s, 0.40 s on the worst,
 * 576,484 nodes generated per instance on average. Its PDB build (0-1 BFS
 * over pattern cells and blank cell) took 35–45 s; hardest-80 #1–#3 took
 * 103, 61 and 164 s.
 */
export const C_REFERENCE = {
  korfTotalS: 3.7,
  korfMaxS: 0.4,
  korfAvgNodes: 576_484,
  buildS: '35–45',
  hardestS: [103, 61, 164],
};
