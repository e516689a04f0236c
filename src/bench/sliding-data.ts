/**
 * The benchmark's instances, read from the copies under tests/data/sliding/
 * (provenance in PROVENANCE.md there), and the reference figures the tables
 * compare against (from the team's measurements, quoted in the issue).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Instance {
  id: number;
  optimal: number;
  tiles: number[];
}

/** The repository root, found from this file's place in it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `id optimal t0 … t15` per line. */
export function readInstances(file: 'korf100.txt' | 'hardest80.txt'): Instance[] {
  return readFileSync(fileURLToPath(new URL(`../../tests/data/sliding/${file}`, import.meta.url)), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [id, optimal, ...tiles] = line.trim().split(/\s+/).map(Number);
      return { id, optimal, tiles };
    });
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
