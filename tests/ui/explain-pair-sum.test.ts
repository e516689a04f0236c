/**
 * "Explain from here" adds a pair column by column with the rule above the
 * total drawn, as the lessons' worked sums are: a reader found the two rows
 * and the total with no line between them.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import type { Deduction } from '../../src/inequalities/next-step';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { ExplainRows } from '../../src/ui/inequalities/play/ExplainRows';

describe('a sum of two in Explain from here', () => {
  it('is set with the class that draws the rule above the total', () => {
    const parsed = parseAkari('....\n#.1.\n#..2\n0...');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const model = akariPlayModel(parsed.puzzle);
    const values = new Array<number>(model.variables.length).fill(UNKNOWN);
    // Only the ids matter to the rows drawn: the two inequalities added.
    const step = { kind: 'pair', ids: [0, 1], forced: [] } as unknown as Deduction;
    const html = renderToString(h(ExplainRows, { model, step, before: values }));
    const sum = /<div data-testid="play-explain-sum">[\s\S]*$/.exec(html)?.[0] ?? '';
    expect(sum).toContain('Added, column by column');
    expect(sum).toMatch(/class="[^"]*\bformula-sum\b/);
  });
});
