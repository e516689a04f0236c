/**
 * What a first-time reader of the Shakashaka lesson found missing, checked in
 * its source: the rule (2) figure's board is said in words before the figure;
 * presolve is defined once, where the lesson first names it; Check says why it
 * names the mark it names; no sentence points "below" at something that is
 * not there; and the worked sum's largest left side is shown term by term,
 * with what the sum needs to force anything at all.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { largestTerms, workedSum } from '../../src/lessons/shakashaka/worked-sum';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { maxLhs } from '../../src/inequalities/inequality';

const lesson = readFileSync('content/lessons/05-shakashaka.mdx', 'utf8');
const flat = lesson.replace(/\s+/g, ' ');

describe('the Shakashaka lesson answers its readers’ notes', () => {
  it('says what the rule (2) figure’s board is, and what to look at, before the figure', () => {
    const intro = flat.indexOf('Both kinds form family B, drawn next on the example board;');
    expect(intro).toBeGreaterThan(0);
    expect(intro).toBeLessThan(flat.indexOf('testId="figure-edge"'));
    expect(flat).toContain('drawn next on the example board; the {F.figures.edge.clue}’s neighbours are hatched');
    // A straight ' after {…} is set as an opening quote (“the 4‘s”): the page writes ’ itself.
    expect(flat).not.toMatch(/}'s/);
  });

  it('defines presolve once, in a plain sentence at its first use', () => {
    const first = flat.indexOf('<Term id="presolve">');
    expect(flat.slice(first - 40, first)).toMatch(/HiGHS first tidies the model, its $/);
    expect(flat.indexOf('presolve')).toBe(first + '<Term id="'.length);
    expect(flat.match(/<Term id="presolve">/g)).toHaveLength(1);
    expect(flat).not.toMatch(/presolve<\/Term> simplifies/);
  });

  it('says why Check names the mark it names when a rule is broken', () => {
    expect(flat).toContain('flags a mark the *givens* (black cells and numbers) rule out, and proves it; when a rule is broken, it names that mark, as the rule\'s other marks may be right.');
  });

  it('points at figures by name, never with a bare "Below,"', () => {
    expect(flat).not.toMatch(/(^|[.:] )Below,/);
  });

  it('sizes boards as columns by rows only', () => {
    expect(lesson).not.toMatch(/boardSize|width × height|wide, \{/);
    expect(lesson).toContain('export const size = (p) => columnsByRows(p);');
  });

  it('shows the worked sum’s largest left side term by term, and says when a sum forces nothing', () => {
    expect(largestTerms([-1, -2])).toBe('−1·0 − 2·0');
    expect(largestTerms([2, -1, 1])).toBe('2·1 − 1·0 + 1·1');
    const parsed = parseShakashaka('.....\n01..1\n.....\n..2..\n.....');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const w = workedSum(shakashakaModel(parsed.puzzle, 'A-D+F'))!;
    // The terms add up to the largest left side the page states.
    const sum = w.sumMaxTerms.replace(/−/g, '-').replace(/·/g, '*');
    expect(Function(`return ${sum}`)() + 0).toBe(w.sumMax + 0);
    expect(w.forcesOnlyZeros).toBe(w.forced.every((f) => f.endsWith('= 0')));
    expect(flat).toContain('{W.sumMaxTerms} = {W.sumMax}');
    expect(flat).toContain('with slack {W.coefficient} or more, it would force nothing.');
    expect(maxLhs).toBeTypeOf('function');
  });
});
