/**
 * The benchmark's instances, read from the copies under tests/data/sliding/
 * (provenance in PROVENANCE.md there). Figures to compare with are measured
 * in the same run (sliding-reference.ts), never typed in here.
 */
import { repoRoot } from '../cli/repo-root';
import { readInstances as readInstancesAt, type Instance } from '../puzzles/sliding/instances-node';

export type { Instance };

export { repoRoot };

/** The instances, from the project root wherever the benchmark is started. */
export function readInstances(name: 'korf100' | 'hardest80'): Instance[] {
  return readInstancesAt(name, repoRoot);
}
