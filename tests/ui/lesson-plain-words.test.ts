/**
 * Lesson prose speaks to a first-time reader: "island" is the code's word for
 * an interactive part of the page and the lessons never define it, so the
 * prose a reader sees must not use it (component names in imports and JSX
 * tags are code, not prose, and are skipped).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The lines of an MDX file a reader reads: not imports, exports or JSX tags. */
function proseLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(import|export)\b/.test(line))
    .map((line) => line.replace(/<[^>]*>/g, ''));
}

describe('lesson prose', () => {
  it('never says "island" in the Sudoku lesson', () => {
    const hits = proseLines('content/lessons/03-sudoku.mdx').filter((line) => /\bislands?\b/i.test(line));
    expect(hits).toEqual([]);
  });
});
