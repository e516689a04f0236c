/**
 * The published benchmark boards the lesson quotes (Korf's 100 and the 17
 * positions that need 80 moves), read from the copies under tests/data (see
 * tests/data/sliding/PROVENANCE.md). Lines are `id optimal t0 … t15`.
 *
 * Build-time only: the lesson's MDX calls this while Astro renders the page,
 * from the project root, so plain file reads are the simplest honest source.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Instance {
  id: number;
  optimal: number;
  tiles: number[];
}

function parse(text: string): Instance[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const [id, optimal, ...tiles] = l.split(/\s+/).map(Number);
      return { id, optimal, tiles };
    });
}

export function readInstances(name: 'korf100' | 'hardest80'): Instance[] {
  return parse(readFileSync(join(process.cwd(), 'tests', 'data', 'sliding', `${name}.txt`), 'utf8'));
}
