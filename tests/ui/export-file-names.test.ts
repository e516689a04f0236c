/**
 * Exported pages' file names: the genre, the board's size and a hash of the board, never the board's
 * contents (a Numberlink page was named after every label: "numberlink-8x8-1-2-3-…-13.html").
 */
import { describe, expect, it } from 'vitest';
import { numberlinkExportFileName } from '../../src/export/numberlink';
import { boardHash } from '../../src/export/page';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';

const board = (text: string) => {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

describe('export file names', () => {
  it('a Numberlink page is named by size and hash, not by its labels', () => {
    const many = board(['1 2 3 4 5 6 7', '. . . . . . .', '7 6 5 4 3 2 1'].join('\n'));
    expect(numberlinkExportFileName(many)).toMatch(/^numberlink-7x3-[0-9a-f]{8}\.html$/);
    const other = board(['1 2 3 4 5 6 7', '. . . . . . .', '7 6 5 4 3 1 2'].join('\n'));
    expect(numberlinkExportFileName(other)).not.toBe(numberlinkExportFileName(many));
  });

  it('the hash is eight hex digits and depends on the text', () => {
    expect(boardHash('a')).toMatch(/^[0-9a-f]{8}$/);
    expect(boardHash('a')).not.toBe(boardHash('b'));
  });
});
