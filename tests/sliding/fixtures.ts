/** Shared test data for the sliding-puzzle tests: data files, examples, random walks. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { goalTiles, neighbourTable } from '../../src/puzzles/sliding/board';
import { randomInt, type Random } from '../../src/core/random';
import { readInstances as readInstancesAt, type Instance } from '../../src/puzzles/sliding/instances-node';

const root = (rel: string) => fileURLToPath(new URL(`../../${rel}`, import.meta.url));

export type KorfInstance = Instance;

/** Korf's 100 or the hardest-80 set, from tests/data/sliding/ (PROVENANCE.md there). */
export function readInstances(file: 'korf100.txt' | 'hardest80.txt'): KorfInstance[] {
  return readInstancesAt(file === 'korf100.txt' ? 'korf100' : 'hardest80', root(''));
}

export function readExample(name: string): string {
  return readFileSync(root(`content/examples/sliding/${name}`), 'utf8');
}

/**
 * A board reached from the goal by `steps` random moves, never undoing the
 * previous one, with the tiles moved; reversing them solves it.
 */
export function randomWalk(size: number, steps: number, random: Random): { tiles: number[]; moves: number[] } {
  const tiles = goalTiles(size);
  const nbr = neighbourTable(size);
  let blank = tiles.length - 1;
  let prev = -1;
  const moves: number[] = [];
  for (let i = 0; i < steps; i++) {
    const options = Array.from(nbr[blank]).filter((c) => c !== prev);
    const cell = options[randomInt(random, options.length)];
    moves.push(tiles[cell]);
    tiles[blank] = tiles[cell];
    tiles[cell] = 0;
    prev = blank;
    blank = cell;
  }
  return { tiles, moves };
}
