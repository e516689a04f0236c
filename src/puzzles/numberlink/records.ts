/**
 * Reader for the record files in tests/data/numberlink/ (format in
 * PROVENANCE.md there): `puzzle <id>`, `size`, `source`, optional `url` and
 * `labels`, `rule`, `counts`, `unused-cells`, then the blocks `grid`,
 * `solution` and `links`, then `end`. The reference solution comes from the
 * `links` block (one hex digit per cell: 1 up, 2 right, 4 down, 8 left),
 * which the data's notes call authoritative; the counts line gives the
 * number of solutions under each rule, or null where it is not known. The
 * layout every record file shares is read by ../record-file.ts.
 */
import { readRecordFile } from '../record-file';
import { parseNumberlink } from './format';
import { linksToPaths } from './paths';
import { ALL_RULES, type Cell, type NumberlinkPuzzle, type NumberlinkRule } from './puzzle';

export interface NumberlinkRecord {
  id: string;
  source: string;
  url: string | null;
  /** The rule under which the stored solution is the only one ('unverified' / 'none' as in the data). */
  rule: string;
  /** Known counts per rule (null: not known). */
  counts: Record<NumberlinkRule, bigint | null>;
  puzzle: NumberlinkPuzzle;
  /** The stored solution's paths, each from the label's first endpoint in reading order. */
  paths: Record<string, Cell[]>;
}

const COUNT_KEYS: Record<NumberlinkRule, string> = {
  fill: 'fill-all',
  'fill-notouch': 'fill-notouch',
  nikoli: 'nikoli-all',
  'fill-canonical': 'fill-canonical',
  'nikoli-canonical': 'nikoli-canonical',
};

export function readNumberlinkRecords(text: string): NumberlinkRecord[] {
  return readRecordFile(text, ['grid', 'solution', 'links']).map(({ id, fields, blocks }) => {
    const parsed = parseNumberlink((blocks.grid ?? []).join('\n'));
    if (!parsed.ok) throw new Error(`record ${id}: ${parsed.error.message} (grid line ${parsed.error.line})`);
    const known = new Map((fields.get('counts') ?? '').split(' ').map((kv) => kv.split('=') as [string, string]));
    const count = (key: string): bigint | null => {
      const v = known.get(key);
      return v !== undefined && /^\d+$/.test(v) ? BigInt(v) : null;
    };
    return {
      id,
      source: fields.get('source') ?? '',
      url: fields.get('url') ?? null,
      rule: fields.get('rule') ?? '',
      counts: Object.fromEntries(ALL_RULES.map((rule) => [rule, count(COUNT_KEYS[rule])])) as Record<NumberlinkRule, bigint | null>,
      puzzle: parsed.puzzle,
      paths: pathsOfLinks(parsed.puzzle, blocks.links ?? []),
    };
  });
}

/** The drawn edges of the links grid (bit 2 = right, bit 4 = down), as paths. */
function pathsOfLinks(p: NumberlinkPuzzle, rows: string[]): Record<string, Cell[]> {
  const bits = rows.map((row) => row.trim().split(/\s+/).map((d) => parseInt(d, 16)));
  const drawn: [number, number][] = [];
  for (let r = 0; r < p.height; r++) {
    for (let c = 0; c < p.width; c++) {
      const b = bits[r]?.[c] ?? 0;
      if (b & 2 && c + 1 < p.width) drawn.push([r * p.width + c, r * p.width + c + 1]);
      if (b & 4 && r + 1 < p.height) drawn.push([r * p.width + c, (r + 1) * p.width + c]);
    }
  }
  return linksToPaths(p, drawn);
}
