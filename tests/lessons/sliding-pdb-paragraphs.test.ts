/**
 * A first-time reader found the pattern-database section's paragraphs too long to follow (the longest ran to
 * about a hundred words, the figure's reading guide and its example in one block). On the section's main path
 * (outside its folds) every paragraph of prose stays short; figures and other components are not prose.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Words per paragraph of prose on a section's main path: folds removed, lines that open a component skipped. */
function paragraphWords(section: string): number[] {
  const main = section.replace(/<details>[\s\S]*?<\/details>/g, '');
  return main.split(/\n\s*\n/).slice(1) // the first block is the heading
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('<'))
    .map((p) => p.split(/\s+/).length);
}

describe('the sliding lesson’s pattern-database section', () => {
  it('has no paragraph of more than 70 words on its main path', () => {
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
    const section = mdx.split(/^## /m).find((s) => s.startsWith('Pattern databases'));
    expect(section).toBeDefined();
    const words = paragraphWords(section!);
    expect(words.length).toBeGreaterThan(5);
    expect(Math.max(...words)).toBeLessThanOrEqual(70);
  });
});
