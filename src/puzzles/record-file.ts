/**
 * The record files of the benchmark and test data (tests/data/<genre>/, each
 * format in the PROVENANCE.md there) share one layout: `puzzle <id>`, then
 * `key value` lines, then named blocks of rows (`grid`, `solution`, …), then
 * `end`; lines outside a record are comments. This reads that layout; each
 * genre's records.ts reads the fields and parses the blocks it knows.
 */

export interface RawRecord {
  id: string;
  /** The `key value` lines before the first block, by key. */
  fields: Map<string, string>;
  /** The rows of each block, by its name (only names in `blockNames`). */
  blocks: Record<string, string[]>;
}

/** Every record of a record file; a line equal to one of `blockNames` opens that block. */
export function readRecordFile(text: string, blockNames: readonly string[]): RawRecord[] {
  const out: RawRecord[] = [];
  const lines = text.split(/\r?\n/);
  let i = 0;
  while (i < lines.length) {
    if (!lines[i].startsWith('puzzle ')) {
      i++;
      continue;
    }
    const id = lines[i].slice('puzzle '.length).trim();
    const fields = new Map<string, string>();
    const blocks: Record<string, string[]> = {};
    let block: string[] | null = null;
    for (i++; i < lines.length && lines[i] !== 'end'; i++) {
      const l = lines[i];
      if (blockNames.includes(l)) block = blocks[l] = [];
      else if (block) block.push(l);
      else {
        const space = l.indexOf(' ');
        if (space > 0) fields.set(l.slice(0, space), l.slice(space + 1));
      }
    }
    i++;
    out.push({ id, fields, blocks });
  }
  return out;
}
