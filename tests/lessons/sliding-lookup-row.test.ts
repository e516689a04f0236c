/** The lookup stepper's intro says whether its Korf board is a row of the cost table, from the lesson's own facts. */
import { describe, expect, it } from 'vitest';
import { lessonFacts } from '../../src/lessons/sliding/facts';
import { lookupRowWords } from '../../src/lessons/sliding/lookup-row';

describe('the lookup stepper’s board and the cost table', () => {
  it('says it is a row when it is one', () => {
    expect(lookupRowWords('Korf’s board 12', ['the example board', 'Korf’s board 12'])).toMatch(/^it is also a row/);
  });
  it('names the Korf boards the table has when the stepper’s is not among them', () => {
    expect(lookupRowWords('Korf’s board 1', ['the example board', 'Korf’s board 79', 'Korf’s board 12']))
      .toBe('the cost table in “What each estimate buys” compares other ones, Korf’s boards 79 and 12');
  });
  it('on the lesson’s facts, matches the table', () => {
    const F = lessonFacts();
    const labels = F.costRows.map((r) => r.label);
    expect(lookupRowWords(F.lookupKorf.label, labels).startsWith('it is also')).toBe(labels.includes(F.lookupKorf.label));
  });
  it('names each table it speaks of where the intro sentence speaks of two (the cost table, a database)', async () => {
    const { readFileSync } = await import('node:fs');
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
    const intro = mdx.slice(mdx.lastIndexOf('*What the stepper shows:*')).split('\n\n')[0].replace(/\s+/g, ' ');
    expect(intro).toContain('{lookupRowWords(F.lookupKorf.label, F.costRows.map((r) => r.label))}');
    expect(intro).toContain('Each step checks a database\'s entry against what you can count');
    expect(intro).not.toMatch(/checks the table/);
    for (const labels of [['Korf’s board 1'], ['Korf’s board 79']]) expect(lookupRowWords('Korf’s board 1', labels)).toMatch(/cost table/);
  });
});
