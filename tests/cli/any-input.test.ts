/**
 * Bad input never crashes a parser: for every registered genre, any text at
 * all gives parse results, and every failure carries a message and a 1-based
 * position inside the text. Generated inputs mix the formats' own characters
 * with noise, so they reach deep into the parsers, not only their first check.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { genreNames, loadGenre } from '../../src/puzzles';

const alphabet = [...'0123456789 ._#*/\n\n\t-xA?', 'https://puzz.link/p?akari/3/3/', 'lightup/', '10', '15', '\u00e9', '\r\n'];
const text = fc.array(fc.constantFrom(...alphabet), { maxLength: 120 }).map((parts) => parts.join(''));
const anyText = fc.oneof(text, fc.string({ unit: 'binary', maxLength: 80 }));

describe.each(genreNames)('%s parser on any input', (name) => {
  it('returns results, never throws, and places every error inside the text', async () => {
    const genre = await loadGenre(name);
    fc.assert(
      fc.property(anyText, (input) => {
        const results = genre.parseMany(input);
        // A lone \r may count as a line break (old Mac files), so allow for it.
        const lines = input.split(/\r\n|\r|\n/);
        for (const r of results) {
          if (r.ok) continue;
          expect(r.error.message.length).toBeGreaterThan(0);
          expect(r.error.line).toBeGreaterThanOrEqual(1);
          expect(r.error.line).toBeLessThanOrEqual(Math.max(1, lines.length));
          expect(r.error.col).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 400) },
    );
  });
});
