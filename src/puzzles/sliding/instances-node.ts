/**
 * The published benchmark boards (Korf's 100, and the 17 positions that need
 * 80 moves), read from the copies under tests/data/sliding/ (provenance in
 * PROVENANCE.md there). Lines are `id optimal t0 … t15`; `#` starts a comment.
 *
 * Node-only (the browser never imports it). Read relative to the project
 * root, which is the working directory of every caller: the tests, the
 * benchmark, and the lesson's build-time numbers (Astro bundles the lesson's
 * code elsewhere, so a path relative to this file would not survive the build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Instance {
  id: number;
  optimal: number;
  tiles: number[];
}

export function parseInstances(text: string): Instance[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [id, optimal, ...tiles] = line.split(/\s+/).map(Number);
      return { id, optimal, tiles };
    });
}

export function readInstances(name: 'korf100' | 'hardest80', root = process.cwd()): Instance[] {
  return parseInstances(readFileSync(join(root, 'tests', 'data', 'sliding', `${name}.txt`), 'utf8'));
}
