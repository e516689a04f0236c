/**
 * Every public Numberlink board of tests/data/numberlink with its known
 * counts, in file order: the boards the tests check the builders' counts on.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { readNumberlinkRecords, type NumberlinkRecord } from '../../src/puzzles/numberlink/records';

export function publicRecords(): NumberlinkRecord[] {
  const dir = new URL('../data/numberlink/', import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap((f) => readNumberlinkRecords(readFileSync(new URL(f, dir), 'utf8')));
}
