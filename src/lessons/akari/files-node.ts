/**
 * The files the Akari lesson's build-time facts read: the example boards in
 * content/examples/akari/ and the public benchmark boards in tests/data/akari/
 * (see PROVENANCE.md there). Kept apart so the rest of the facts are plain
 * TypeScript without Node's file system.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAkariRecords, type AkariRecord } from '../../puzzles/akari/records';

export type ExampleId = 'easy-7x7' | 'tricky-7x7' | 'hard-7x7' | 'pzprjs-6x6' | 'chain-4x4';

export function exampleText(id: ExampleId): string {
  return readFileSync(join(process.cwd(), 'content', 'examples', 'akari', `${id}.txt`), 'utf8').trim();
}

/** Every record of the benchmark collection, file by file in name order. */
export function collectionRecords(): AkariRecord[] {
  const dir = join(process.cwd(), 'tests', 'data', 'akari');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap((f) => readAkariRecords(readFileSync(join(dir, f), 'utf8')));
}
