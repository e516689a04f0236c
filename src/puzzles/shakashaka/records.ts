/**
 * Reader for the record files in tests/data/shakashaka/ (format in
 * PROVENANCE.md there): `puzzle <id>`, `size`, `source`, optional `url`,
 * `solutions`, then `grid` rows and optionally `solution` rows, then `end`.
 * Tokens are space separated, which the grid parser reads as it is; triangles
 * are the same characters as ours. Lines outside a record are comments. The
 * layout every record file shares is read by ../record-file.ts.
 */
import { readRecordFile } from '../record-file';
import { parseShakashaka, parseShakashakaSolution } from './format';
import type { ShakashakaPuzzle, ShakashakaSolution } from './puzzle';

export interface ShakashakaRecord {
  id: string;
  source: string;
  url: string | null;
  /** The `solutions` line as written (a count, or counts per model variant). */
  solutions: string;
  puzzle: ShakashakaPuzzle;
  /** The stored filling, when the file has one (ppbench keeps its solutions private). */
  solution: ShakashakaSolution | null;
}

export function readShakashakaRecords(text: string): ShakashakaRecord[] {
  return readRecordFile(text, ['grid', 'solution']).map(({ id, fields, blocks }) => {
    const parsed = parseShakashaka((blocks.grid ?? []).join('\n'));
    if (!parsed.ok) throw new Error(`record ${id}: ${parsed.error.message} (grid line ${parsed.error.line})`);
    let solution: ShakashakaSolution | null = null;
    if (blocks.solution) {
      const read = parseShakashakaSolution(blocks.solution.join('\n'));
      if (!read.ok) throw new Error(`record ${id}: ${read.error.message} (solution line ${read.error.line})`);
      solution = read.puzzle;
    }
    return {
      id,
      source: fields.get('source') ?? '',
      url: fields.get('url') ?? null,
      solutions: fields.get('solutions') ?? '',
      puzzle: parsed.puzzle,
      solution,
    };
  });
}
