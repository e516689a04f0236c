/**
 * Reader for the benchmark record files in tests/data/akari/ (where each set
 * comes from and its format: PROVENANCE.md there): `puzzle <id>`,
 * `size`, `source`, optional `url`, `tatham-id`, `tatham-difficulty`,
 * `solutions`, then `grid` rows and optionally `solution` rows, then `end`.
 * Tokens are space separated; solutions write 'L' for a lamp, converted here
 * to our '*'. Lines starting with '#' outside a grid are comments. The layout
 * every record file shares is read by ../record-file.ts.
 */
import { readRecordFile } from '../record-file';
import { parseAkari } from './format';
import type { AkariPuzzle, AkariSolution } from './puzzle';

export interface AkariRecord {
  id: string;
  source: string;
  url: string | null;
  difficulty: 'easy' | 'tricky' | 'hard' | null;
  puzzle: AkariPuzzle;
  /** The reference solution, when the file has one (ppbench keeps them private). */
  solution: AkariSolution | null;
}

export function readAkariRecords(text: string): AkariRecord[] {
  return readRecordFile(text, ['grid', 'solution']).map(({ id, fields, blocks }) => {
    const parsed = parseAkari((blocks.grid ?? []).join('\n'));
    if (!parsed.ok) throw new Error(`record ${id}: ${parsed.error.message} (grid line ${parsed.error.line})`);
    const difficulty = fields.get('tatham-difficulty');
    return {
      id,
      source: fields.get('source') ?? '',
      url: fields.get('url') ?? null,
      difficulty: difficulty === 'easy' || difficulty === 'tricky' || difficulty === 'hard' ? difficulty : null,
      puzzle: parsed.puzzle,
      solution: blocks.solution ? blocks.solution.map((row) => row.split(' ').join('').replace(/L/g, '*')) : null,
    };
  });
}
