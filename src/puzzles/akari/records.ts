/**
 * Reader for the benchmark record files in tests/data/akari/ (copied from the
 * shared data collection; format in PROVENANCE.md there): `puzzle <id>`,
 * `size`, `source`, optional `url`, `tatham-id`, `tatham-difficulty`,
 * `solutions`, then `grid` rows and optionally `solution` rows, then `end`.
 * Tokens are space separated; solutions write 'L' for a lamp, converted here
 * to our '*'. Lines starting with '#' outside a grid are comments.
 */
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
  const out: AkariRecord[] = [];
  const lines = text.split(/\r?\n/);
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.startsWith('puzzle ')) {
      i++;
      continue;
    }
    const fields = new Map<string, string>();
    const blocks: Record<string, string[]> = {};
    let block: string[] | null = null;
    const id = line.slice('puzzle '.length).trim();
    for (i++; i < lines.length && lines[i] !== 'end'; i++) {
      const l = lines[i];
      if (l === 'grid' || l === 'solution') {
        block = blocks[l] = [];
      } else if (block) {
        block.push(l);
      } else {
        const space = l.indexOf(' ');
        if (space > 0) fields.set(l.slice(0, space), l.slice(space + 1));
      }
    }
    i++;
    const parsed = parseAkari((blocks.grid ?? []).join('\n'));
    if (!parsed.ok) throw new Error(`record ${id}: ${parsed.error.message} (grid line ${parsed.error.line})`);
    const difficulty = fields.get('tatham-difficulty');
    out.push({
      id,
      source: fields.get('source') ?? '',
      url: fields.get('url') ?? null,
      difficulty: difficulty === 'easy' || difficulty === 'tricky' || difficulty === 'hard' ? difficulty : null,
      puzzle: parsed.puzzle,
      solution: blocks.solution ? blocks.solution.map((row) => row.split(' ').join('').replace(/L/g, '*')) : null,
    });
  }
  return out;
}
