/**
 * Play's board caption says only what the board draws: the corner brackets
 * of the chosen cell under the play board, not under Explain's board, which
 * chooses no cell (a reader looked for brackets there).
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { AKARI_PLAY } from '../../src/ui/akari/play/AkariPlayIsland';

const parsed = parseAkari(readFileSync('content/examples/akari/easy-7x7.txt', 'utf8').trim());
if (!parsed.ok) throw new Error(parsed.error.message);
const puzzle = parsed.puzzle;

const caption = (selected: number | null) => {
  const html = renderToString(AKARI_PLAY.board({ puzzle, values: [], highlight: [], changed: [], selected, label: 'board', testId: 'b' }));
  return /<figcaption[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
};

describe('the play board’s caption', () => {
  it('names the corner brackets only when a cell is chosen', () => {
    expect(caption(0)).toContain('corner brackets');
    expect(caption(null)).not.toContain('corner brackets');
    expect(caption(null)).toContain('lit');
  });
});
