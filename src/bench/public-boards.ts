/**
 * Every genre's public boards (tests/data/<genre>/, each folder's PROVENANCE.md
 * says where they come from), parsed, with an id a reader can find them by:
 * the record's id where the data format has one, else the file and the
 * board's number in it. For the list of boards the default does not answer
 * (default-answers.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import { loadGenre, type GenreName } from '../puzzles';
import { readAkariRecords } from '../puzzles/akari/records';
import type { NumberlinkRule } from '../puzzles/numberlink/puzzle';
import { readNumberlinkRecords } from '../puzzles/numberlink/records';
import { zddOptions } from '../puzzles/numberlink/solve-zdd';
import { readShakashakaRecords } from '../puzzles/shakashaka/records';
import { parseSliding } from '../puzzles/sliding/format';
import { readInstances } from './sliding-data';
import type { PublicBoard } from './default-answers';

const dataFiles = (genre: string): string[] => {
  const dir = join(repoRoot, 'tests', 'data', genre);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(dir, f));
};
/** Sudoku data files that are not public puzzles but generated stress boards (tests/data/sudoku/PROVENANCE.md). */
const GENERATED_SUDOKU = new Set(['generated_large_50pct_holes']);
const text = (file: string): string => readFileSync(file, 'utf8');
const base = (file: string): string => file.slice(file.lastIndexOf('/') + 1, -'.txt'.length);

export async function publicBoards(genre: GenreName): Promise<PublicBoard[]> {
  switch (genre) {
    case 'akari':
      return dataFiles('akari').flatMap((f) => readAkariRecords(text(f)));
    case 'shakashaka':
      // model-counterexample.txt holds fillings the published model lets through, not puzzles to solve.
      return dataFiles('shakashaka')
        .filter((f) => !f.endsWith('/model-counterexample.txt'))
        .flatMap((f) => readShakashakaRecords(text(f)));
    case 'numberlink': {
      // Some records are counting examples with no solution under the default rule (the data gives its count, 0).
      const rule = zddOptions.rule.default as NumberlinkRule;
      return dataFiles('numberlink').flatMap((f) =>
        readNumberlinkRecords(text(f)).map((r) => ({
          ...r,
          noSolution: r.counts[rule] === 0n ? `the data counts 0 solutions under ${rule}` : undefined,
        })),
      );
    }
    case 'sliding':
      return (['korf100', 'hardest80'] as const).flatMap((name) =>
        readInstances(name).map((i) => {
          const parsed = parseSliding(i.tiles.join(' '));
          if (!parsed.ok) throw new Error(`${name} ${i.id}: ${parsed.error.message}`);
          return { id: `${name}-${i.id}`, puzzle: parsed.puzzle };
        }),
      );
    case 'sudoku': {
      // These files are in the command's own format: one board per line.
      const sudoku = await loadGenre('sudoku');
      return dataFiles('sudoku').flatMap((f) =>
        sudoku.parseMany(text(f)).map((parsed, k) => {
          if (!parsed.ok) throw new Error(`${base(f)} board ${k + 1}: ${parsed.error.message}`);
          const generated = GENERATED_SUDOKU.has(base(f)) ? 'generated for stress tests: half the cells of a full grid blanked' : undefined;
          return { id: `${base(f)}#${k + 1}`, puzzle: parsed.puzzle, generated };
        }),
      );
    }
  }
}
